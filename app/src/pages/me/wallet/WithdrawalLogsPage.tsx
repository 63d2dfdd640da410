import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../routes/paths';
import { DetailRow, ReviewLogs } from './ReviewLogs';
import { accountDetail, AccountTitle, accountTitle } from './walletParts';
import * as styles from './Wallet.css';

/**
 * Withdrawal records (`me/wallet/withdrawalLogs`): each withdrawal with its state (under review
 * while its amount is held, approved when paid out, failed with the staff's reason and the amount
 * back in the wallet) and, pressed, its detail: the account it goes to as it was when asked.
 */
export default function WithdrawalLogsPage() {
  const { t } = useTranslation();
  return (
    <ReviewLogs
      kind="withdrawal"
      title={t('routes.withdrawalLogs')}
      emptyText={t('pages.wallet.logs.emptyWithdrawals')}
      emptyAction={{ label: t('routes.withdrawal'), to: PATHS.withdrawal }}
      line={(record) => accountTitle(t, record.account)}
      detail={(record) => (
        <DetailRow term={t('pages.wallet.withdrawal.account')}>
          <AccountTitle account={record.account} />
          <span className={record.account.type === 'usdt' ? styles.code : undefined}>
            {' '}
            <bdi>{accountDetail(record.account)}</bdi>
          </span>
        </DetailRow>
      )}
    />
  );
}
