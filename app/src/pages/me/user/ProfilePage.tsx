import { lazy, Suspense, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, FileTrigger } from 'react-aria-components';
import type { User } from '@shop/api/contract';
import { clean, rules, type Issue } from '@shop/domain';
import { Avatar, Button, Cell, CellGroup, Page, Skeleton, SkeletonGroup, Spinner, TextField } from '@shop/ui';
import { useApi } from '../../../api/useApi';
import { accountKeys, accountQueries } from '../../../features/account/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { useSessionActor } from '../../../session/SessionProvider';
import { fieldIssue } from '../../../features/forms/fieldError';
import * as styles from './Account.css';
import type { ContactChannel } from './ChangeContactSheet';
import { QueryFallback } from '../../../shell/QueryFallback';
import { SubmitForm } from '../../../shell/SubmitForm';

/** The contract's bounds: nickname length, and the images an upload takes. */
const NICKNAME_MAX = 32;
const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const AVATAR_MAX_MEGABYTES = 5;

// The sheet brings react-aria's modal machinery (about 14 KiB): it downloads on the first
// "Change", not with the page.
const ChangeContactSheet = lazy(() => import('./ChangeContactSheet').then((m) => ({ default: m.ChangeContactSheet })));

/**
 * Profile: the avatar (tap it to pick a new photo; it uploads and is saved at once), the nickname
 * (edited and saved), the email and phone (each changed in a sheet, with a code to the new
 * address and the login password), and what cannot be changed: the username and the invitation
 * code, which has a copy button.
 */
export default function ProfilePage() {
  const { t } = useTranslation();
  const api = useApi();
  const user = useQuery(accountQueries.userinfo(api));
  const topBar = <AppNavBar title={t('routes.profile')} />;

  if (!user.isSuccess) {
    return (
      <QueryFallback query={user} topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.card}>
          <Skeleton shape="circle" width={64} height={64} />
          <Skeleton shape="block" height={72} />
          <Skeleton shape="block" height={180} />
        </SkeletonGroup>
      </QueryFallback>
    );
  }
  return (
    <Page topBar={topBar}>
      <ProfileForm user={user.data} />
    </Page>
  );
}

function ProfileForm({ user }: { user: User }) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const session = useSessionActor();
  const [nickname, setNickname] = useState(user.nickname);
  const [nicknameIssue, setNicknameIssue] = useState<Issue>();
  const [preview, setPreview] = useState<string>();
  // Which address the sheet changes; `opened` counts openings, so each starts with an empty form.
  const [contactSheet, setContactSheet] = useState<{ channel: ContactChannel; isOpen: boolean; opened: number }>({
    channel: 'email',
    isOpen: false,
    opened: 0,
  });
  const changeContact = (channel: ContactChannel) => setContactSheet(({ opened }) => ({ channel, isOpen: true, opened: opened + 1 }));
  const closeContactSheet = () => setContactSheet((current) => ({ ...current, isOpen: false }));

  // A local preview shows while the photo uploads; it is released with the screen.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const saved = (next: User) => {
    queryClient.setQueryData(accountKeys.userinfo, next);
    session.send({ type: 'REFRESH_USER' });
  };

  const saveNickname = useMutation({
    mutationFn: (value: string) => api.request('updateUserinfo', { nickname: value }),
    onSuccess: (next) => {
      saved(next);
      setNickname(next.nickname);
      feedback.toast(t('pages.profile.nicknameSaved'), 'success');
    },
  });

  const changeAvatar = useMutation({
    mutationFn: async (file: File) => {
      const uploaded = await api.upload('uploadImage', { file, purpose: 'avatar' });
      return api.request('updateUserinfo', { avatar: uploaded.url });
    },
    onSuccess: (next) => {
      saved(next);
      feedback.toast(t('pages.profile.avatarSaved'), 'success');
    },
    onSettled: () => setPreview(undefined),
  });

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (!file || changeAvatar.isPending) return;
    if (!AVATAR_TYPES.includes(file.type)) return feedback.toast(t('errors.unsupportedFile'), 'error');
    if (file.size > AVATAR_MAX_MEGABYTES * 1024 * 1024) {
      return feedback.toast(t('errors.fileTooLarge', { maxMegabytes: AVATAR_MAX_MEGABYTES }), 'error');
    }
    setPreview(URL.createObjectURL(file));
    changeAvatar.mutate(file);
  };

  const copyInviteCode = async () => {
    try {
      await navigator.clipboard.writeText(user.inviteCode);
      feedback.toast(t('messages.copySuccess'), 'success');
    } catch {
      feedback.toast(t('pages.profile.copyFailed'), 'error');
    }
  };

  const name = user.nickname || user.username;
  const changed = clean(nickname) !== user.nickname;

  return (
    <>
      <section className={styles.avatarRow} aria-label={t('pages.profile.avatar')}>
        <FileTrigger acceptedFileTypes={AVATAR_TYPES} onSelect={pick}>
          <AriaButton className={styles.avatarButton} isDisabled={changeAvatar.isPending}>
            <span className={styles.avatarWrap}>
              <Avatar name={name} src={preview ?? user.avatar ?? undefined} size="lg" decorative />
              {changeAvatar.isPending ? (
                <span className={styles.avatarBusy}>
                  <Spinner label={t('pages.profile.uploading')} />
                </span>
              ) : null}
            </span>
            <span>{t('pages.profile.changeAvatar')}</span>
          </AriaButton>
        </FileTrigger>
      </section>

      <SubmitForm
        className={styles.card}
        onSubmit={() => {
          const issue = rules.text(NICKNAME_MAX)(nickname) ?? undefined;
          setNicknameIssue(issue);
          if (!issue) saveNickname.mutate(clean(nickname));
        }}
      >
        <TextField
          label={t('pages.profile.nickname')}
          description={t('pages.profile.nicknameHint')}
          value={nickname}
          onChange={(value) => {
            setNickname(value);
            setNicknameIssue(undefined);
          }}
          autoComplete="nickname"
          {...fieldIssue(t, nicknameIssue)}
        />
        <Button type="submit" block isDisabled={!changed} loading={saveNickname.isPending}>
          {t('common.save')}
        </Button>
      </SubmitForm>

      <CellGroup inset title={t('pages.profile.account')}>
        <Cell title={t('auth.fields.username')} value={<span className={styles.readOnlyValue}>{user.username}</span>} />
        <Cell
          title={t('auth.fields.email')}
          value={
            <span className={styles.contactValue}>
              <span className={styles.contactAddress}>{user.email ?? t('pages.profile.notSet')}</span>
              <Button size="sm" variant="text" aria-label={t('pages.profile.contact.changeEmail')} onPress={() => changeContact('email')}>
                {t('pages.profile.contact.change')}
              </Button>
            </span>
          }
        />
        <Cell
          title={t('pages.profile.phone')}
          value={
            <span className={styles.contactValue}>
              {user.phone ? (
                <span className={styles.contactAddress} dir="ltr">
                  {user.phone}
                </span>
              ) : (
                <span className={styles.contactAddress}>{t('pages.profile.notSet')}</span>
              )}
              <Button size="sm" variant="text" aria-label={t('pages.profile.contact.changePhone')} onPress={() => changeContact('sms')}>
                {t('pages.profile.contact.change')}
              </Button>
            </span>
          }
        />
        <Cell
          title={t('pages.profile.inviteCode')}
          value={
            <span className={styles.inviteValue}>
              <span className={styles.code} dir="ltr">
                {user.inviteCode}
              </span>
              <Button size="sm" variant="text" aria-label={t('pages.profile.copyInviteCode')} onPress={() => void copyInviteCode()}>
                {t('common.copy')}
              </Button>
            </span>
          }
        />
      </CellGroup>

      {contactSheet.opened > 0 ? (
        <Suspense fallback={null}>
          <ChangeContactSheet
            key={contactSheet.opened}
            channel={contactSheet.channel}
            isOpen={contactSheet.isOpen}
            onClose={closeContactSheet}
            onChanged={(next) => {
              saved(next);
              closeContactSheet();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
