import { useState, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { DataOf, Endpoints } from '@shop/api/contract';
import { Page, Popup } from '@shop/ui';
import { useApi } from '../../../api/useApi';
import { walletKeys } from '../../../features/wallet/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { PagedList } from '../../../shell/PagedList';
import { ReviewTag, useDateTime, useMoney, WalletSkeleton } from './walletParts';
import * as styles from './Wallet.css';
import { pagedQuery } from '../../../api/pagedQuery';

const PAGE_SIZE = 20;

export type DepositRecord = DataOf<Endpoints['depositLogs']>['list'][number];
export type WithdrawalRecord = DataOf<Endpoints['withdrawalLogs']>['list'][number];

type Kind = 'deposit' | 'withdrawal';
type RecordOf<K extends Kind> = K extends 'deposit' ? DepositRecord : WithdrawalRecord;

/**
 * Deposit or withdrawal records: each request, newest first, with its amount, where it came from
 * or went to, when, and its review state (under review, approved, failed); a failed one says the
 * staff's reason on the list already. Pressing one opens its detail in a sheet.
 */
export function ReviewLogs<K extends Kind>({
  kind,
  title,
  emptyText,
  emptyAction,
  line,
  detail,
}: {
  kind: K;
  title: string;
  emptyText: string;
  emptyAction: { label: string; to: string };
  /** What the list says under the amount: the channel, or the account. */
  line: (record: RecordOf<K>) => string;
  /** The detail's own rows (the common ones, amount, state, dates and reason, are added). */
  detail: (record: RecordOf<K>) => ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const money = useMoney();
  const dateTime = useDateTime();
  const [open, setOpen] = useState<RecordOf<K> | null>(null);
  const endpoint = kind === 'deposit' ? 'depositLogs' : 'withdrawalLogs';
  const logs = useInfiniteQuery(
    pagedQuery(walletKeys.logs(endpoint), (page, signal) =>
      // One of the two record lists, by `kind`: the endpoint and the record type go together.
      api.request(
        endpoint,
        { page, pageSize: PAGE_SIZE },
        { signal, silent: true },
      ) as unknown as Promise<{
        list: RecordOf<K>[];
        page: number;
        hasMore: boolean;
      }>
    ),
  );
  const topBar = <AppNavBar title={title} />;

  const body = (
    <PagedList
      query={logs}
      skeleton={<WalletSkeleton blocks={[96, 96, 96]} />}
      empty={{
        description: emptyText,
        actionLabel: emptyAction.label,
        onAction: () => navigate(emptyAction.to),
      }}
    >
      {(items) => (
        <ul className={styles.list} aria-label={title}>
          {items.map((record) => (
            <li key={record.id}>
              <button
                type="button"
                className={styles.itemButton}
                aria-haspopup="dialog"
                onClick={() => setOpen(record)}
              >
                <span className={styles.row}>
                  <span className={styles.itemTitle}>
                    <bdi>{money(record.amount)}</bdi>
                  </span>
                  <ReviewTag status={record.status} kind={kind} />
                </span>
                <span className={styles.caption}>
                  {/* A translated line with its values isolated ("USDT على شبكة TRC20"): in the
                      interface's direction, not the first letter's. */}
                  <bdi dir={i18n.dir()}>{line(record)}</bdi>
                </span>
                <time className={styles.caption} dateTime={record.createdAt}>
                  {dateTime(record.createdAt)}
                </time>
                {record.reason ? (
                  <span className={styles.error}>
                    {t('pages.wallet.reason', { reason: record.reason })}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
    </PagedList>
  );

  return (
    <Page topBar={topBar}>
      {body}
      <Popup
        isOpen={open !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setOpen(null))}
        title={t(`pages.wallet.logs.detailTitle.${kind}`)}
        closeLabel={t('common.close')}
      >
        {open ? (
          <div className={styles.sheet}>
            <dl className={styles.details}>
              <DetailRow term={t('pages.wallet.amount')}>
                <bdi>{money(open.amount)}</bdi>
              </DetailRow>
              <DetailRow term={t('pages.wallet.logs.state')}>
                <ReviewTag status={open.status} kind={kind} />
              </DetailRow>
              {open.reason ? (
                // Typed by staff, in whatever language: isolated in its own direction.
                <DetailRow term={t('pages.wallet.logs.reason')}>
                  <bdi>{open.reason}</bdi>
                </DetailRow>
              ) : null}
              {detail(open)}
              <DetailRow term={t('pages.wallet.logs.createdAt')}>
                {dateTime(open.createdAt)}
              </DetailRow>
              {open.reviewedAt ? (
                <DetailRow term={t('pages.wallet.logs.reviewedAt')}>
                  {dateTime(open.reviewedAt)}
                </DetailRow>
              ) : null}
              <DetailRow term={t('pages.wallet.logs.number')}>
                <bdi>{open.id}</bdi>
              </DetailRow>
            </dl>
          </div>
        ) : null}
      </Popup>
    </Page>
  );
}

export function DetailRow({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.detailRow}>
      <dt className={styles.detailTerm}>{term}</dt>
      <dd className={styles.detailValue}>{children}</dd>
    </div>
  );
}

/** A deposit's channel in words: "USDT (TRC20)", "Bank transfer", "Cash". */
export function useChannelName() {
  const { t } = useTranslation();
  return (record: Pick<DepositRecord, 'type' | 'network'>) =>
    record.type === 'usdt'
      ? t('pages.wallet.deposit.usdtOn', { network: record.network ?? '' })
      : t(`pages.wallet.deposit.channels.${record.type}`);
}
