import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@shop/api/client';
import type { User } from '@shop/api/contract';
import { asciiDigits, clean, issue, rules, type Issue } from '@shop/domain';
import { Button, CodeButton, Popup, TextField } from '@shop/ui';
import { useApi } from '../../../api/useApi';
import { useFeedback } from '../../../shell/feedback';
import { fieldIssue, serverFieldError } from '../../../features/forms/fieldError';
import * as styles from './Account.css';
import { SubmitForm } from '../../../shell/SubmitForm';

export type ContactChannel = 'email' | 'sms';
type Field = 'target' | 'code' | 'password';
const FIELDS: readonly Field[] = ['target', 'code', 'password'];

/** Copy per channel: the sheet's title, the new address's label, the toast once changed. */
const COPY = {
  email: { title: 'pages.profile.contact.changeEmail', target: 'pages.profile.contact.newEmail', done: 'pages.profile.contact.emailDone' },
  sms: { title: 'pages.profile.contact.changePhone', target: 'pages.profile.contact.newPhone', done: 'pages.profile.contact.phoneDone' },
} as const;

/** E.164 as the contract takes it; the form asks for the international form ("+66 81 234 5678"). */
const E164 = /^\+[1-9]\d{6,14}$/;
const phoneDigits = (value: string) => {
  const typed = asciiDigits(clean(value));
  return typed.startsWith('+') ? `+${typed.slice(1).replace(/\D/g, '')}` : typed;
};

/** The new address as the server takes it, or the reason it cannot be sent yet. */
function checkTarget(channel: ContactChannel, value: string): { value: string } | { issue: Issue } {
  if (channel === 'email') {
    const problem = rules.email(value);
    return problem ? { issue: problem } : { value: clean(value) };
  }
  const phone = phoneDigits(value);
  if (!phone) return { issue: issue('validation.required') };
  return E164.test(phone) ? { value: phone } : { issue: issue('validation.phoneInvalid') };
}

export interface ChangeContactSheetProps {
  /** Which address is being changed; kept while the sheet slides out, so it keeps its title. */
  channel: ContactChannel;
  isOpen: boolean;
  onClose: () => void;
  /** The user as the server answers after the change. */
  onChanged: (user: User) => void;
}

/**
 * Changing the email or the phone number needs proof twice: a code sent to the new address, and
 * the current login password. The server tells the old address and signs every other device out.
 */
export function ChangeContactSheet({ channel, isOpen, onClose, onChanged }: ChangeContactSheetProps) {
  const { t } = useTranslation();
  return (
    <Popup isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={t(COPY[channel].title)} closeLabel={t('common.close')}>
      <ChangeContactForm channel={channel} onChanged={onChanged} />
    </Popup>
  );
}

function ChangeContactForm({ channel, onChanged }: { channel: ContactChannel; onChanged: (user: User) => void }) {
  const { t } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const copy = COPY[channel];
  const [form, setForm] = useState<Record<Field, string>>({ target: '', code: '', password: '' });
  const [issues, setIssues] = useState<Partial<Record<Field, Issue>>>({});
  // The server's word on a field (a wrong code or password, an address it refused), translated.
  const [refused, setRefused] = useState<Partial<Record<Field, string>>>({});
  const [sentTo, setSentTo] = useState<string>();

  const set = (field: Field) => (value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setIssues(({ [field]: _gone, ...rest }) => rest);
    setRefused(({ [field]: _gone, ...rest }) => rest);
    if (field === 'target') setSentTo(undefined);
  };

  const showRefusal = (error: unknown) => {
    if (!isApiError(error)) return;
    const fields: Partial<Record<Field, string>> = {};
    for (const field of FIELDS) {
      const message = serverFieldError(t, error, field);
      if (message) fields[field] = message;
    }
    setRefused(fields);
  };

  // The code button's `onSend`: the countdown starts only when this resolves.
  const sendCode = async () => {
    const target = checkTarget(channel, form.target);
    if ('issue' in target) {
      setIssues((current) => ({ ...current, target: target.issue }));
      throw new Error(target.issue.key);
    }
    try {
      await api.request('sendChangeCode', { channel, target: target.value });
    } catch (error) {
      showRefusal(error);
      throw error;
    }
    setSentTo(target.value);
    feedback.toast(t('pages.profile.contact.codeSent'), 'success');
  };

  const change = useMutation({
    // The button shows the wait; a loading modal would stack on the sheet's.
    mutationFn: (value: { target: string; code: string; password: string }) => api.request('changeContact', { channel, ...value }),
    onSuccess: (user) => {
      feedback.toast(t(copy.done), 'success');
      onChanged(user);
    },
    // The client already toasted the server's message; a field it names shows it there too.
    onError: showRefusal,
  });

  const submit = () => {
    const target = checkTarget(channel, form.target);
    const found: Partial<Record<Field, Issue>> = {
      ...('issue' in target ? { target: target.issue } : {}),
      ...(rules.verificationCode(form.code) ? { code: rules.verificationCode(form.code)! } : {}),
      ...(rules.required(form.password) ? { password: rules.required(form.password)! } : {}),
    };
    setIssues(found);
    setRefused({});
    if ('issue' in target || Object.keys(found).length) return;
    change.mutate({ target: target.value, code: asciiDigits(clean(form.code)), password: form.password });
  };

  return (
    <SubmitForm
      className={styles.sheet}
      onSubmit={submit}
    >
      <p className={styles.intro}>{t('pages.profile.contact.intro')}</p>
      <TextField
        label={t(copy.target)}
        description={channel === 'sms' ? t('pages.profile.contact.phoneHint') : undefined}
        type={channel === 'email' ? 'email' : 'tel'}
        inputMode={channel === 'email' ? 'email' : 'tel'}
        autoComplete={channel === 'email' ? 'email' : 'tel'}
        dir="ltr"
        value={form.target}
        onChange={set('target')}
        {...fieldIssue(t, issues.target, refused.target)}
      />
      <TextField
        label={t('auth.fields.code')}
        description={sentTo ? t('pages.profile.contact.sentTo', { target: `\u2068${sentTo}\u2069` }) : undefined}
        value={form.code}
        onChange={set('code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        dir="ltr"
        {...fieldIssue(t, issues.code, refused.code)}
        end={
          <CodeButton
            onSend={sendCode}
            label={t('auth.code.get')}
            countingLabel={(seconds) => t('auth.code.counting', { count: seconds })}
            retryLabel={t('auth.code.retry')}
          />
        }
      />
      <TextField
        label={t('pages.loginPassword.oldPassword')}
        description={t('pages.profile.contact.passwordHint')}
        type="password"
        value={form.password}
        onChange={set('password')}
        autoComplete="current-password"
        {...fieldIssue(t, issues.password, refused.password)}
        showPasswordLabel={t('auth.fields.showPassword')}
        hidePasswordLabel={t('auth.fields.hidePassword')}
      />
      <Button type="submit" block loading={change.isPending}>
        {t('pages.profile.contact.submit')}
      </Button>
    </SubmitForm>
  );
}
