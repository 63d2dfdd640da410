import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import type { TFunction } from 'i18next';
import type { WithdrawalAccount } from '@shop/api/contract';
import { isApiError } from '@shop/api/client';
import { formatMoney, REVIEW_STATUS, statusName, type PinAnswer, type ReviewStatusName } from '@shop/domain';
import { Skeleton, SkeletonGroup, Tag } from '@shop/ui';
import { useApi } from '../../../api/useApi';
import { walletQueries } from '../../../features/wallet/api';
import * as styles from './Wallet.css';

/** The wallet's summary, read afresh on each arrival (a deposit approved meanwhile must show). */
export function useWalletSummary() {
  const api = useApi();
  return useQuery({ ...walletQueries.summary(api), refetchOnMount: 'always' });
}

/**
 * A signed amount: "+$100.00" in the theme's success text tone, "-$40.00" in its danger text tone
 * (both at least 4.5:1 on white). The sign is the locale's (Intl's signDisplay), with the
 * direction marks that keep it beside the digits in Arabic; isolated from the row around it.
 */
export function SignedAmount({ amount }: { amount: number }) {
  const { locale } = useLocale();
  const signed = formatMoney(amount, locale, 'exceptZero');
  return (
    <bdi className={`${styles.amountText} ${amount < 0 ? styles.amount.out : styles.amount.in}`} data-sign={amount < 0 ? 'out' : 'in'}>
      {signed}
    </bdi>
  );
}

/** Money as text in the reader's language and digits, `$` as the spec shows it. */
export function useMoney(): (minor: number) => string {
  const { locale } = useLocale();
  return (minor) => formatMoney(minor, locale);
}

/** A date and time in the reader's language and calendar digits. */
export function useDateTime(): (iso: string) => string {
  const { locale } = useLocale();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}

const REVIEW_TONES = { underReview: 'warning', approved: 'success', failed: 'danger' } as const;

export const reviewName = (code: number): ReviewStatusName => statusName(REVIEW_STATUS, code) ?? 'underReview';

/** A deposit's or withdrawal's review state as a tag: under review, approved, failed. */
export function ReviewTag({ status, kind }: { status: number; kind: 'deposit' | 'withdrawal' }) {
  const { t } = useTranslation();
  const name = reviewName(status);
  return (
    <Tag tone={REVIEW_TONES[name]} fill="subtle">
      {t(`pages.wallet.status.${kind}.${name}`)}
    </Tag>
  );
}

/** One line naming a withdrawal account: "My wallet · USDT TRC20", "Kasikorn Bank **** 4242". */
export function accountTitle(t: TFunction, account: WithdrawalAccount): string {
  if (account.type === 'usdt') return t('pages.wallet.account.usdtTitle', { name: account.name, network: account.network });
  if (account.type === 'bankCard') return t('pages.wallet.account.cardTitle', { bank: account.bankName, number: account.cardNumber });
  return t('pages.wallet.account.cashTitle', { name: account.name, holder: account.holderName });
}

/**
 * An account's title, isolated from the text around it but in the interface's direction: it is a
 * translated sentence ("{{name}} (نقدًا)") whose values i18next isolates already. A bare `<bdi>`
 * would take its direction from the first letter, which can be the Latin name inside the isolate,
 * and an Arabic title would then read left to right with its parentheses at the wrong ends.
 */
export function AccountTitle({ account }: { account: WithdrawalAccount }) {
  const { t, i18n } = useTranslation();
  return <bdi dir={i18n.dir()}>{accountTitle(t, account)}</bdi>;
}

/** The line under an account's name: the address, the holder. */
export function accountDetail(account: WithdrawalAccount): string {
  if (account.type === 'usdt') return account.address;
  return account.holderName;
}

/** What a page shows while its first data loads: cards shaped like the content. */
export function WalletSkeleton({ blocks = [140, 88, 88] }: { blocks?: number[] }) {
  const { t } = useTranslation();
  return (
    <SkeletonGroup label={t('common.loading')} className={styles.skeleton}>
      {blocks.map((height, index) => (
        <Skeleton key={index} shape="block" height={height} />
      ))}
    </SkeletonGroup>
  );
}

/** The first load failed: what happened and a retry (the app's, as every list shows it). */
export { LoadFailed } from '../../../shell/LoadFailed';

/**
 * A payment-password protected request (withdrawal, profit transfer), its refusals read as the
 * machines expect them: wrong PIN with the attempts left, locked (and until when), not enough.
 */
export async function withPin<T>(
  send: () => Promise<T>,
  options: { available?: () => number | Promise<number>; onLocked?: (until: number | null) => void },
): Promise<PinAnswer<T>> {
  try {
    return { result: 'done', value: await send() };
  } catch (error) {
    if (isApiError(error, 'refused')) {
      if (error.reason === 'payPasswordWrong') return { result: 'wrongPin', attemptsLeft: Number(error.params.attemptsLeft) || 0 };
      if (error.reason === 'payPasswordLocked') {
        const minutes = Number(error.params.minutes) || 0;
        options.onLocked?.(minutes > 0 ? Date.now() + minutes * 60_000 : null);
        return { result: 'locked' };
      }
      if ((error.reason === 'insufficientBalance' || error.reason === 'availableNotEnough') && options.available) {
        return { result: 'insufficientBalance', available: await options.available() };
      }
    }
    throw error;
  }
}

/** Too many wrong PINs: what is closed, and when it opens again (as on the pay screen). */
export function LockedNotice({ lockedUntil }: { lockedUntil: number | null }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const time = lockedUntil ? new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(lockedUntil) : null;
  return (
    <div role="alert" className={styles.notice}>
      <p className={styles.noticeTitle}>{t('pages.wallet.pin.locked')}</p>
      <p className={styles.text}>{time ? t('pages.wallet.pin.unlocksAt', { time }) : t('pages.wallet.pin.lockedLater')}</p>
    </div>
  );
}

/** The labels the kit's PIN pad needs, in the reader's language. */
export function usePinLabels() {
  const { t } = useTranslation();
  return {
    label: t('kit.pinPad.title'),
    deleteLabel: t('kit.pinPad.delete'),
    enteredLabel: (count: number, total: number) => t('kit.code.entered', { count, total }),
  };
}

