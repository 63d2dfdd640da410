import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { WithdrawalAccount } from '@shop/api/contract';
import { newIdempotencyKey } from '@shop/api/client';
import { createWithdrawalMachine, LIMITS, minorToDecimalString, parseAmount } from '@shop/domain';
import { Button, Empty, Page, PinPad, Popup, Price, Radio, RadioGroup, TextField } from '@shop/ui';
import { InfoCircleIcon } from '@shop/ui/icons';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { invalidateWallet, walletQueries } from '../../../features/wallet/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useSessionActor } from '../../../session/SessionProvider';
import {
  accountDetail,
  AccountTitle,
  LoadFailed,
  LockedNotice,
  useMoney,
  usePinLabels,
  useWalletSummary,
  WalletSkeleton,
  withPin,
} from './walletParts';
import * as styles from './Wallet.css';
import { SubmitForm } from '../../../shell/SubmitForm';

/**
 * Withdraw: account, amount, then the payment password; the amount is held until staff decide (see README.md).
 */
export default function WithdrawalPage() {
  const { t } = useTranslation();
  const api = useApi();
  const summary = useWalletSummary();
  const accounts = useQuery(walletQueries.accounts(api));
  const topBar = <AppNavBar title={t('routes.withdrawal')} />;

  if (summary.isPending || accounts.isPending || !summary.isFetchedAfterMount) {
    return (
      <Page topBar={topBar}>
        <WalletSkeleton blocks={[72, 160, 120]} />
      </Page>
    );
  }
  if (summary.isError || accounts.isError) {
    return (
      <Page topBar={topBar}>
        <LoadFailed
          onRetry={() => {
            void summary.refetch();
            void accounts.refetch();
          }}
        />
      </Page>
    );
  }
  return <WithdrawalFlow accounts={accounts.data} available={summary.data.available} hasPayPassword={summary.data.payPasswordSet} />;
}

function WithdrawalFlow({
  accounts,
  available,
  hasPayPassword,
}: {
  accounts: WithdrawalAccount[];
  available: number;
  hasPayPassword: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const queryClient = useQueryClient();
  const session = useSessionActor();
  const location = useLocation();
  const navigate = useNavigate();
  const money = useMoney();
  const pinLabels = usePinLabels();
  const [pinError, setPinError] = useState<string>();
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);

  const [machine] = useState(() => {
    const key = newIdempotencyKey();
    return createWithdrawalMachine({
      submit: ({ amount, accountId, pin }) =>
        withPin(
          async () => {
            const record = await api.request(
              'withdraw',
              { amount, accountId: Number(accountId), payPassword: pin, idempotencyKey: key },
              { silent: true },
            );
            return { id: record.id };
          },
          {
            // Refused as more than available: the wallet is read again for the true figure.
            available: async () => (await api.request('walletSummary', undefined, { silent: true })).available,
            onLocked: setLockedUntil,
          },
        ),
    });
  });
  const only = accounts.length === 1 ? accounts[0]!.id : null;
  const actor = useActorRef(machine, { input: { available, hasPayPassword, locale, values: { accountId: only } } });
  const state = useSelector(actor, (s) => s);
  const { values, errors, failure, attemptsLeft } = state.context;

  // A refused PIN clears the pad and says how many tries are left (or why the request failed).
  useEffect(() => {
    let previous = actor.getSnapshot();
    const subscription = actor.subscribe((next) => {
      if (previous.matches('submitting') && next.matches('enteringPin')) {
        setPinError(t('validation.payPasswordWrong', { count: next.context.attemptsLeft ?? 0 }));
      }
      if (previous.matches('submitting') && (next.matches('draft') || next.matches('underReview'))) setSheetOpen(false);
      if (next.matches('underReview') && !previous.matches('underReview')) {
        invalidateWallet(queryClient);
        session.send({ type: 'REFRESH_USER' });
      }
      previous = next;
    });
    return () => subscription.unsubscribe();
  }, [actor, t, queryClient, session]);

  const here = location.pathname + location.search;
  const entering = state.matches('enteringPin');
  const submitting = state.matches('submitting');
  const needsPayPassword = state.matches('needsPayPassword');
  const locked = state.matches('locked');

  if (state.matches('underReview')) {
    const parsed = parseAmount(values.amount, locale);
    const account = accounts.find((a) => a.id === Number(values.accountId));
    return (
      <Page topBar={<AppNavBar title={t('routes.withdrawal')} />}>
        <section className={styles.result} aria-labelledby="withdrawal-result" role="status">
          <InfoCircleIcon className={styles.resultIcon.info} aria-hidden />
          <h2 id="withdrawal-result" className={styles.heading}>
            {t('pages.wallet.withdrawal.underReview')}
          </h2>
          {parsed.ok ? <p className={styles.text}>{t('pages.wallet.withdrawal.held', { amount: money(parsed.minor) })}</p> : null}
          {account ? (
            <p className={styles.caption}>
              {t('pages.wallet.withdrawal.to')} <AccountTitle account={account} />
            </p>
          ) : null}
        </section>
        <div className={styles.card}>
          <div className={styles.actions}>
            <Link className={styles.linkButton.primary} to={PATHS.wallet}>
              {t('pages.wallet.backToWallet')}
            </Link>
            <Link className={styles.linkButton.secondary} to={PATHS.withdrawalLogs}>
              {t('routes.withdrawalLogs')}
            </Link>
          </div>
        </div>
      </Page>
    );
  }

  if (accounts.length === 0) {
    return (
      <Page topBar={<AppNavBar title={t('routes.withdrawal')} />}>
        <Empty
          description={t('pages.wallet.withdrawal.noAccounts')}
          actionLabel={t('routes.walletAddAccount')}
          onAction={() => navigate(`${PATHS.walletAddAccount}?redirect=${encodeURIComponent(here)}`)}
        />
      </Page>
    );
  }

  const submit = () => {
    setPinError(undefined);
    if (state.matches('locked')) actor.send({ type: 'BACK' });
    actor.send({ type: 'SUBMIT' });
    const next = actor.getSnapshot();
    if (next.matches('enteringPin') || next.matches('needsPayPassword')) setSheetOpen(true);
  };

  const closeSheet = () => {
    setSheetOpen(false);
    if (entering || needsPayPassword) actor.send({ type: 'BACK' });
  };

  return (
    <Page
      topBar={<AppNavBar title={t('routes.withdrawal')} />}
      bottomBar={
        <div className={styles.bottomBar}>
          <Button block onPress={submit} isDisabled={submitting}>
            {t('pages.wallet.withdrawal.submit')}
          </Button>
        </div>
      }
    >
      <SubmitForm
        className={styles.form}
        onSubmit={submit}
      >
        {failure ? (
          <div role="alert" className={styles.noticeDanger}>
            <p className={styles.noticeTitle}>{t('pages.wallet.withdrawal.sendFailed')}</p>
            <p className={styles.text}>{failure}</p>
          </div>
        ) : null}
        {locked || (attemptsLeft === 0 && lockedUntil !== null) ? <LockedNotice lockedUntil={lockedUntil} /> : null}

        <div className={styles.formCard}>
          <RadioGroup
            label={t('pages.wallet.withdrawal.account')}
            value={values.accountId === null ? null : String(values.accountId)}
            onChange={(id) => actor.send({ type: 'EDIT', values: { accountId: Number(id) } })}
            isInvalid={errors.accountId !== undefined}
            errorMessage={errors.accountId ? t(errors.accountId.key, errors.accountId.values) : undefined}
          >
            {accounts.map((account) => (
              <Radio key={account.id} value={String(account.id)} description={<bdi>{accountDetail(account)}</bdi>}>
                <AccountTitle account={account} />
              </Radio>
            ))}
          </RadioGroup>
          <Link className={styles.linkButton.secondary} to={`${PATHS.walletAccounts}?redirect=${encodeURIComponent(here)}`}>
            {t('pages.wallet.withdrawal.manageAccounts')}
          </Link>
        </div>

        <div className={styles.formCard}>
          <TextField
            label={t('pages.wallet.amount')}
            description={t('pages.wallet.withdrawal.limits', {
              available: money(state.context.available),
              max: money(LIMITS.withdrawalMax),
            })}
            inputMode="decimal"
            value={values.amount}
            onChange={(amount) => actor.send({ type: 'EDIT', values: { amount } })}
            isInvalid={errors.amount !== undefined}
            errorMessage={errors.amount ? t(errors.amount.key, errors.amount.values) : undefined}
            end={
              <Button
                variant="text"
                size="sm"
                isDisabled={state.context.available <= 0}
                onPress={() => actor.send({ type: 'EDIT', values: { amount: minorToDecimalString(Math.min(state.context.available, LIMITS.withdrawalMax)) } })}
              >
                {t('pages.wallet.all')}
              </Button>
            }
          />
          <p className={styles.caption}>{t('pages.wallet.withdrawal.noFee')}</p>
        </div>
      </SubmitForm>

      <Popup
        isOpen={sheetOpen}
        onOpenChange={(open) => (open ? setSheetOpen(true) : closeSheet())}
        title={t('pages.wallet.withdrawal.sheetTitle')}
        closeLabel={t('common.close')}
        isDismissable={!submitting}
      >
        <div className={styles.sheet}>
          {needsPayPassword ? (
            <div className={styles.notice}>
              <p className={styles.noticeTitle}>{t('messages.setPayPassword')}</p>
              <p className={styles.text}>{t('pages.wallet.setPayPasswordHint')}</p>
              <Link className={styles.linkButton.primary} to={`${PATHS.payPassword}?redirect=${encodeURIComponent(here)}`}>
                {t('pages.wallet.setPayPassword')}
              </Link>
            </div>
          ) : locked ? (
            <LockedNotice lockedUntil={lockedUntil} />
          ) : (
            <>
              <div className={styles.sheetAmount}>
                {parseAmountOk(values.amount, locale) !== null ? <Price amount={parseAmountOk(values.amount, locale)!} size="lg" /> : null}
              </div>
              <PinPad
                {...pinLabels}
                error={pinError}
                isDisabled={submitting}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- the sheet exists only to take the PIN
                autoFocus
                onChange={() => setPinError(undefined)}
                onComplete={(pin) => actor.send({ type: 'SUBMIT_PIN', pin })}
              />
            </>
          )}
        </div>
      </Popup>
    </Page>
  );
}

function parseAmountOk(text: string, locale: string): number | null {
  const parsed = parseAmount(text, locale);
  return parsed.ok ? parsed.minor : null;
}
