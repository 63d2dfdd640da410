import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import type { WithdrawalAccount } from '@shop/api/contract';
import { WITHDRAWAL_ACCOUNT_TYPES } from '@shop/domain';
import { Button, Empty, Page, Tag, useConfirm } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { safeRedirect } from '../../../routes/guards';
import { useApi } from '../../../api/useApi';
import { walletKeys, walletQueries } from '../../../features/wallet/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { accountDetail, accountTitle, WalletSkeleton } from './walletParts';
import * as styles from './Wallet.css';
import { QueryFallback } from '../../../shell/QueryFallback';

/**
 * Withdrawal accounts (`me/wallet/address`): the USDT addresses, bank cards (masked by the
 * server: only the last four digits) and cash accounts, grouped by type, each deletable after a
 * confirmation, and an "add" leading to the form with that type chosen. Opened from the withdrawal
 * screen (`?redirect=`), adding goes back there.
 *
 * Decision the spec leaves open: accounts are added and deleted, not edited; a changed card or
 * address is a new account (what a withdrawal already sent to keeps its own copy on the server).
 */
export default function AccountsPage() {
  const { t } = useTranslation();
  const api = useApi();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  const accounts = useQuery(walletQueries.accounts(api));
  const addHref = (type: string) =>
    `${PATHS.walletAddAccount}?type=${type}${redirect ? `&redirect=${encodeURIComponent(safeRedirect(redirect))}` : ''}`;
  const topBar = <AppNavBar title={t('routes.walletAccounts')} />;

  if (!accounts.isSuccess) {
    return (
      <QueryFallback query={accounts} topBar={topBar}>
        <WalletSkeleton blocks={[96, 96, 96]} />
      </QueryFallback>
    );
  }

  const list = accounts.data;
  return (
    <Page topBar={topBar}>
      {list.length === 0 ? <Empty description={t('pages.wallet.accounts.empty')} /> : null}
      {WITHDRAWAL_ACCOUNT_TYPES.map((type) => {
        const ofType = list.filter((account) => account.type === type);
        return (
          <section key={type} className={styles.card} aria-labelledby={`accounts-${type}`}>
            <div className={styles.row}>
              <h2 id={`accounts-${type}`} className={styles.heading}>
                {t(`pages.wallet.accountTypes.${type}`)}
              </h2>
              <Link className={styles.linkButton.secondary} to={addHref(type)}>
                {t(`pages.wallet.accounts.add.${type}`)}
              </Link>
            </div>
            {ofType.length > 0 ? (
              <ul className={styles.details} aria-labelledby={`accounts-${type}`}>
                {ofType.map((account) => (
                  <AccountRow key={account.id} account={account} />
                ))}
              </ul>
            ) : (
              <p className={styles.caption}>{t('pages.wallet.accounts.noneOfType')}</p>
            )}
          </section>
        );
      })}
    </Page>
  );
}

function AccountRow({ account }: { account: WithdrawalAccount }) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const confirm = useConfirm();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const title = accountTitle(t, account);
  const remove = useMutation({
    // Not silent: a refusal shows the server's translated message in a toast.
    mutationFn: () => api.request('withdrawalAccountRemove', { id: account.id }),
    onSuccess: () => {
      queryClient.setQueryData<WithdrawalAccount[]>(walletKeys.accounts, (list) => list?.filter((a) => a.id !== account.id));
      void queryClient.invalidateQueries({ queryKey: walletKeys.accounts });
      feedback.toast(t('pages.wallet.accounts.deleted'), 'success');
    },
  });

  const askRemove = async () => {
    const sure = await confirm({
      title: t('messages.tip'),
      message: t('pages.wallet.accounts.deleteConfirm', { name: title }),
      confirmLabel: t('common.delete'),
      cancelLabel: t('common.cancel'),
      tone: 'danger',
    });
    if (sure) remove.mutate();
  };

  return (
    <li className={styles.accountRow}>
      <div className={styles.row}>
        <p className={styles.itemTitle}>
          <bdi dir={i18n.dir()}>{title}</bdi>
        </p>
        {account.type === 'usdt' ? (
          <Tag tone="info" fill="subtle" size="sm">
            {account.network}
          </Tag>
        ) : null}
      </div>
      <p className={account.type === 'usdt' ? styles.code : styles.caption}>
        <bdi>{accountDetail(account)}</bdi>
      </p>
      <div className={styles.inlineActions}>
        <Button
          variant="text"
          size="sm"
          aria-label={t('pages.wallet.accounts.delete', { name: title })}
          isDisabled={remove.isPending}
          onPress={() => void askRemove()}
        >
          {t('common.delete')}
        </Button>
      </div>
    </li>
  );
}
