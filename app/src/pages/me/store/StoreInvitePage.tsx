import { lazy, Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button, Page, Skeleton, SkeletonGroup } from '@shop/ui';
import { useApi } from '../../../api/useApi';
import { merchantQueries } from '../../../features/merchant/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { share } from '../../../shell/share';
import * as styles from './Merchant.css';
import { intlLocale } from '../../../i18n/intlLocale';
import { QueryFallback } from '../../../shell/QueryFallback';

// The wallet's QR drawing (its own module with `qrcode`), loaded only once the invitation is shown.
const Qr = lazy(() => import('../../../features/wallet/DepositQr'));

/**
 * `me/store/invite`: the invitation code and link, the link as a QR code, copy and share, and how
 * many people registered with the code. Merchant screens live in `pages/me/store/`.
 *
 * Decisions the spec leaves open: the QR code and "copy link" carry the server's `inviteUrl`;
 * "share" hands the device the app's own registration route with the code (`share.path`), or
 * copies it where the device cannot share. The QR code is the wallet screens' (`qrcode`, lazy).
 */
export default function StoreInvitePage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const feedback = useFeedback();
  const invite = useQuery(merchantQueries.invite(api));
  const topBar = <AppNavBar title={t('routes.storeInvite')} />;
  if (!invite.isSuccess) {
    return (
      <QueryFallback query={invite} topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.form}>
          <Skeleton shape="block" height={320} />
        </SkeletonGroup>
      </QueryFallback>
    );
  }
  const data = invite.data;
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      feedback.toast(t('messages.copySuccess'), 'success');
    } catch {
      feedback.toast(t('pages.merchant.invite.copyFailed'), 'error');
    }
  };
  const shareInvite = async () => {
    const result = await share({ title: data.share.title, path: data.share.path });
    if (result === 'copied') feedback.toast(t('messages.copySuccess'), 'success');
    else if (result === 'failed') feedback.toast(t('pages.merchant.invite.copyFailed'), 'error');
  };
  return (
    <Page topBar={topBar}>
      <section className={`${styles.formCard} ${styles.invite}`} aria-labelledby="invite-title">
        <h2 id="invite-title" className={styles.cardTitle}>
          {t('pages.merchant.invite.title')}
        </h2>
        <p className={styles.hint}>{t('pages.merchant.invite.hint')}</p>
        <Suspense fallback={<Skeleton shape="block" width={184} height={184} />}>
          <Qr text={data.inviteUrl} label={t('pages.merchant.invite.qr')} />
        </Suspense>
        <dl className={styles.inviteRows}>
          <div className={styles.inviteRow}>
            <dt className={styles.hint}>{t('pages.merchant.invite.code')}</dt>
            <dd className={styles.inviteCode}>{data.inviteCode}</dd>
          </div>
          <div className={styles.inviteRow}>
            <dt className={styles.hint}>{t('pages.merchant.invite.link')}</dt>
            <dd className={styles.inviteLink} dir="ltr">
              {data.inviteUrl}
            </dd>
          </div>
          <div className={styles.inviteRow}>
            <dt className={styles.hint}>{t('pages.merchant.invite.invited')}</dt>
            <dd className={styles.inviteCode}>{number.format(data.invitedCount)}</dd>
          </div>
        </dl>
      </section>
      <div className={styles.actions}>
        <Button block onPress={() => void shareInvite()}>
          {t('pages.merchant.invite.share')}
        </Button>
        <Button block variant="secondary" onPress={() => void copy(data.inviteCode)}>
          {t('pages.merchant.invite.copyCode')}
        </Button>
        <Button block variant="secondary" onPress={() => void copy(data.inviteUrl)}>
          {t('pages.merchant.invite.copyLink')}
        </Button>
      </div>
    </Page>
  );
}
