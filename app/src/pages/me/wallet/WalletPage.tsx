import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocale } from 'react-aria-components';
import { Link, useLocation } from 'react-router-dom';
import { newIdempotencyKey } from '@shop/api/client';
import { formatMoney, minorToDecimalString, validateProfitTransfer, type Issue } from '@shop/domain';
import { Button, Cell, CellGroup, Page, PinPad, Popup, Price, TextField } from '@shop/ui';
import { MinusIcon, PlusIcon } from '@shop/ui/icons';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { invalidateWallet } from '../../../features/wallet/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { useSessionActor } from '../../../session/SessionProvider';
import {
  LockedNotice,
  useMoney,
  usePinLabels,
  useWalletSummary,
  WalletSkeleton,
  withPin,
} from './walletParts';
import * as styles from './Wallet.css';
import { QueryFallback } from '../../../shell/QueryFallback';
import { SubmitForm } from '../../../shell/SubmitForm';

/** The wallet: balance, credit, the ways in and out and the lists (see README.md). */
export default function WalletPage() {
  const { t } = useTranslation();
  const summary = useWalletSummary();
  const money = useMoney();
  const topBar = <AppNavBar title={t('routes.wallet')} />;

  if (!summary.isSuccess) {
    return (
      <QueryFallback query={summary} topBar={topBar}>
        <WalletSkeleton blocks={[150, 72, 180]} />
      </QueryFallback>
    );
  }
  const wallet = summary.data;

  return (
    <Page topBar={topBar}>
      <section className={styles.balanceCard} aria-labelledby="wallet-balance">
        <h2 id="wallet-balance" className={styles.balanceLabel}>
          {t('pages.wallet.balance')}
        </h2>
        <p className={styles.balanceAmount}>
          <bdi>{money(wallet.balance)}</bdi>
        </p>
        <dl className={styles.figures}>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('pages.wallet.available')}</dt>
            <dd className={styles.figureValue}>
              <bdi>{money(wallet.available)}</bdi>
            </dd>
          </div>
          <div className={styles.figure}>
            <dt className={styles.figureLabel}>{t('pages.wallet.held')}</dt>
            <dd className={styles.figureValue}>
              <bdi>{money(wallet.frozen)}</bdi>
            </dd>
          </div>
        </dl>
      </section>

      <div className={styles.card}>
        <div className={styles.actions}>
          <div className={styles.figures}>
            <Link className={styles.linkButton.primary} to={PATHS.deposit}>
              <PlusIcon aria-hidden /> {t('routes.deposit')}
            </Link>
            <Link className={styles.linkButton.secondary} to={PATHS.withdrawal}>
              <MinusIcon aria-hidden /> {t('routes.withdrawal')}
            </Link>
          </div>
        </div>
      </div>

      <CellGroup inset title={t('pages.wallet.credit')}>
        <Cell title={t('pages.wallet.creditScore')} value={<bdi>{wallet.creditScore}</bdi>} />
        <Cell title={t('pages.wallet.grade')} value={t('pages.wallet.gradeValue', { level: wallet.level })} />
      </CellGroup>

      {wallet.profit !== null ? <ProfitCard profit={wallet.profit} hasPayPassword={wallet.payPasswordSet} /> : null}

      <CellGroup inset title={t('pages.wallet.more')}>
        <Cell title={t('routes.walletRecords')} href={`#${PATHS.walletRecords}`} arrow />
        <Cell title={t('routes.walletAccounts')} href={`#${PATHS.walletAccounts}`} arrow />
        <Cell title={t('routes.depositLogs')} href={`#${PATHS.depositLogs}`} arrow />
        <Cell title={t('routes.withdrawalLogs')} href={`#${PATHS.withdrawalLogs}`} arrow />
      </CellGroup>
    </Page>
  );
}

type Stage = 'amount' | 'pin';

/** The store's profit and its move into the wallet: amount (or all), then the payment password. */
function ProfitCard({ profit, hasPayPassword }: { profit: number; hasPayPassword: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLocale();
  const api = useApi();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const session = useSessionActor();
  const location = useLocation();
  const pinLabels = usePinLabels();
  const [open, setOpen] = useState(false);
  const [stage, setStage] = useState<Stage>('amount');
  const [amount, setAmount] = useState('');
  const [amountIssue, setAmountIssue] = useState<Issue>();
  const [pinError, setPinError] = useState<string>();
  const [locked, setLocked] = useState<{ until: number | null } | null>(null);
  // One key per transfer the person sets out to make: a retried request is recognised.
  const [key, setKey] = useState(newIdempotencyKey);

  const checked = validateProfitTransfer({ amount }, profit, locale);

  const transfer = useMutation({
    mutationFn: async (pin: string) => {
      if (!checked.ok) throw new Error('the amount was checked before the PIN');
      return withPin(
        () => api.request('profitTransfer', { amount: checked.value.amount, payPassword: pin, idempotencyKey: key }, { silent: true }),
        { available: () => profit, onLocked: (until) => setLocked({ until }) },
      );
    },
    onSuccess: (answer) => {
      if (answer.result === 'done') {
        invalidateWallet(queryClient);
        session.send({ type: 'REFRESH_USER' });
        feedback.toast(t('pages.wallet.profit.done'), 'success');
        setOpen(false);
        setAmount('');
        setKey(newIdempotencyKey());
        return;
      }
      if (answer.result === 'wrongPin') setPinError(t('validation.payPasswordWrong', { count: answer.attemptsLeft }));
      if (answer.result === 'insufficientBalance') {
        setStage('amount');
        setAmountIssue({ key: 'messages.availableNotEnough' });
      }
    },
    onError: (error) => setPinError(error instanceof Error ? error.message : String(error)),
  });

  const start = () => {
    setStage('amount');
    setAmountIssue(undefined);
    setPinError(undefined);
    setOpen(true);
  };

  const next = () => {
    if (!checked.ok) {
      setAmountIssue(checked.errors.amount);
      return;
    }
    setStage('pin');
  };

  const here = location.pathname + location.search;
  return (
    <section className={styles.card} aria-labelledby="wallet-profit">
      <div className={styles.row}>
        <div className={styles.figure}>
          <h2 id="wallet-profit" className={styles.heading}>
            {t('pages.wallet.profit.title')}
          </h2>
          <Price amount={profit} size="md" />
        </div>
        <Button variant="secondary" onPress={start}>
          {t('pages.wallet.profit.transfer')}
        </Button>
      </div>
      <p className={styles.caption}>{t('pages.wallet.profit.hint')}</p>

      <Popup
        isOpen={open}
        onOpenChange={setOpen}
        title={t('pages.wallet.profit.transfer')}
        closeLabel={t('common.close')}
        isDismissable={!transfer.isPending}
      >
        <div className={styles.sheet}>
          {locked ? (
            <LockedNotice lockedUntil={locked.until} />
          ) : !hasPayPassword ? (
            <div className={styles.notice}>
              <p className={styles.noticeTitle}>{t('messages.setPayPassword')}</p>
              <Link className={styles.linkButton.primary} to={`${PATHS.payPassword}?redirect=${encodeURIComponent(here)}`}>
                {t('pages.wallet.setPayPassword')}
              </Link>
            </div>
          ) : stage === 'amount' ? (
            <SubmitForm
              className={styles.actions}
              onSubmit={next}
            >
              <p className={styles.caption}>{t('pages.wallet.profit.transferable', { amount: formatMoney(profit, locale) })}</p>
              <TextField
                label={t('pages.wallet.amount')}
                inputMode="decimal"
                value={amount}
                onChange={(value) => {
                  setAmount(value);
                  setAmountIssue(undefined);
                }}
                isInvalid={amountIssue !== undefined}
                errorMessage={amountIssue ? t(amountIssue.key, amountIssue.values) : undefined}
                end={
                  <Button variant="text" size="sm" onPress={() => setAmount(profit > 0 ? minorToDecimalString(profit) : '')}>
                    {t('pages.wallet.all')}
                  </Button>
                }
              />
              <Button type="submit" block>
                {t('common.next')}
              </Button>
            </SubmitForm>
          ) : (
            <>
              <div className={styles.sheetAmount}>{checked.ok ? <Price amount={checked.value.amount} size="lg" /> : null}</div>
              <PinPad
                {...pinLabels}
                error={pinError}
                isDisabled={transfer.isPending}
                // eslint-disable-next-line jsx-a11y/no-autofocus -- this step exists only to take the PIN
                autoFocus
                onChange={() => setPinError(undefined)}
                onComplete={(pin) => transfer.mutate(pin)}
              />
            </>
          )}
        </div>
      </Popup>
    </section>
  );
}
