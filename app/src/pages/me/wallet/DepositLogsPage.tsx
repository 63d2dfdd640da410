import { useTranslation } from 'react-i18next';
import { PATHS } from '../../../routes/paths';
import { DetailRow, ReviewLogs, useChannelName } from './ReviewLogs';
import * as styles from './Wallet.css';

/**
 * Deposit records (`me/wallet/depositLogs`): each deposit with its state (under review, approved,
 * failed with the staff's reason) and, pressed, its detail: channel, network, transaction hash.
 *
 * Decision the spec leaves open: the payment proof is not shown again here (it is a private
 * upload, read by staff); the record says that one was sent.
 */
export default function DepositLogsPage() {
  const { t } = useTranslation();
  const channelName = useChannelName();
  return (
    <ReviewLogs
      kind="deposit"
      title={t('routes.depositLogs')}
      emptyText={t('pages.wallet.logs.emptyDeposits')}
      emptyAction={{ label: t('routes.deposit'), to: PATHS.deposit }}
      line={channelName}
      detail={(record) => (
        <>
          <DetailRow term={t('pages.wallet.deposit.channel')}>{channelName(record)}</DetailRow>
          {record.txHash ? (
            <DetailRow term={t('pages.wallet.deposit.txHash')}>
              <span className={styles.code}>{record.txHash}</span>
            </DetailRow>
          ) : null}
        </>
      )}
    />
  );
}
