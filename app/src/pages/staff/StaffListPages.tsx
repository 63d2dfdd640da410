import { Fragment, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from 'react-aria-components';
import type { DataOf, Endpoints, StaffQueue } from '@shop/api/contract';
import type { ApiClient } from '@shop/api/client';
import { Page, Price, Tabs, Tag } from '@shop/ui';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { PagedList } from '../../shell/PagedList';
import { ListSkeleton } from '../../shell/PageSkeletons';

import { accountParts, afterSalesReason } from './staffText';
import { staffKeys } from '../../features/staff/api';
import { QUEUE, stateKey, STATE_TONE, viewPath, type QueueTab } from './staffQueues';
import * as styles from './Staff.css';
import { useTabParam } from '../../shell/useTabParam';
import { useTimeAgoSentence } from '../../i18n/timeAgo';

const PAGE_SIZE = 10;

/**
 * A queue's list: tabs by state (pending first; the tab lives in the address as `?tab=`), a page
 * at a time with pull to refresh, each item a card that opens its detail. The four queues share
 * the screen and differ in how a card reads (see each page below).
 */

type PageOf<T> = { list: T[]; page: number; hasMore: boolean };

interface QueueScreenProps<T> {
  queue: StaffQueue;
  load: (api: ApiClient, status: string | undefined, page: number, signal: AbortSignal) => Promise<PageOf<T>>;
  card: (item: T, now: number) => CardProps;
}

function QueueScreen<T>({ queue, load, card }: QueueScreenProps<T>) {
  const { t } = useTranslation();
  const [tab, select] = useTabParam(QUEUE[queue].tabs);
  return (
    <Page topBar={<AppNavBar title={t(`routes.${QUEUE[queue].list}`)} />}>
      <Tabs
        label={t('pages.staff.list.tabsLabel')}
        items={QUEUE[queue].tabs.map((id) => ({ id, label: t(stateKey(queue, id)) }))}
        selectedKey={tab}
        onSelectionChange={select}
      >
        {(item) => <QueueItems queue={queue} tab={item.id as QueueTab} load={load} card={card} />}
      </Tabs>
    </Page>
  );
}

function QueueItems<T>({ queue, tab, load, card }: QueueScreenProps<T> & { tab: QueueTab }) {
  const { t } = useTranslation();
  const api = useApi();
  const items = useInfiniteQuery({
    queryKey: staffKeys.list(queue, tab),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => load(api, QUEUE[queue].status[tab], pageParam, signal),
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
  return (
    <PagedList
      query={items}
      skeleton={<ListSkeleton />}
      empty={{ description: t(tab === 'pending' ? 'pages.staff.list.emptyPending' : 'pages.staff.list.emptyDecided') }}
    >
      {(list, now) => (
        <ul className={styles.list} aria-label={t(stateKey(queue, tab))}>
          {list.map((item) => {
            const props = card(item, now);
            return (
              <li key={props.id}>
                <QueueCard queue={queue} {...props} />
              </li>
            );
          })}
        </ul>
      )}
    </PagedList>
  );
}

interface CardProps {
  id: number;
  /** The card's heading and link text. */
  title: ReactNode;
  /** What the heading link adds for a screen reader, so two cards of one person differ. */
  hidden: string;
  tab: QueueTab | undefined;
  amount?: number;
  lines: ReactNode[];
}

function QueueCard({ queue, id, title, hidden, tab, amount, lines }: CardProps & { queue: StaffQueue }) {
  const { t } = useTranslation();
  return (
    <article className={styles.card}>
      <div className={styles.cardHeader}>
        <h2 className={styles.cardTitle}>
          <Link to={viewPath(queue, id)} className={styles.cardLink}>
            {title}
            <VisuallyHidden elementType="span">{`, ${hidden}`}</VisuallyHidden>
          </Link>
        </h2>
        {tab ? (
          <Tag tone={STATE_TONE[tab]} className={styles.tag}>
            {t(stateKey(queue, tab))}
          </Tag>
        ) : null}
      </div>
      {lines.map((line, i) => (
        <p key={i} className={styles.cardMeta}>
          {line}
          {i === 0 && amount !== undefined ? <Price amount={amount} size="md" /> : null}
        </p>
      ))}
    </article>
  );
}

/** "Sent 3 hours ago", the same words in every queue. */
function useAgo() {
  const sentAgo = useTimeAgoSentence('pages.staff.list.sentAgo');
  return (at: string | null, now: number) =>
    at ? (
      <time dateTime={at}>{sentAgo(at, now)}</time>
    ) : null;
}

type Item<N extends keyof Endpoints> = DataOf<Endpoints[N]> extends { list: (infer T)[] } ? T : never;
const page = { pageSize: PAGE_SIZE };

export function StaffApplicationsPage() {
  const { t } = useTranslation();
  const ago = useAgo();
  return (
    <QueueScreen<Item<'staffApplications'>>
      queue="application"
      load={(api, status, n, signal) =>
        api.request('staffApplications', { status: status as 'pendingReview', page: n, ...page }, { signal, silent: true })
      }
      card={({ id, user, application }, now) => ({
        id,
        title: <span dir="auto">{application.form?.storeName ?? user.nickname}</span>,
        hidden: t('pages.staff.list.itemNo', { id }),
        tab: QUEUE.application.tabOf(application.status),
        lines: [
          <>
            <span dir="auto">{t('pages.staff.list.by', { name: user.nickname || user.username })}</span>
            {ago(application.submittedAt, now)}
          </>,
        ],
      })}
    />
  );
}

export function StaffDepositsPage() {
  const { t } = useTranslation();
  const ago = useAgo();
  return (
    <QueueScreen<Item<'staffDeposits'>>
      queue="deposit"
      load={(api, status, n, signal) =>
        api.request('staffDeposits', { status: status as 'underReview', page: n, ...page }, { signal, silent: true })
      }
      card={({ username, record }, now) => ({
        id: record.id,
        title: <span dir="auto">{username}</span>,
        hidden: t('pages.staff.list.itemNo', { id: record.id }),
        tab: QUEUE.deposit.tabOf(record.status),
        amount: record.amount,
        lines: [
          <PartsLine parts={[t(`pages.staff.channel.${record.type}`), record.currency, record.network]} />,
          ago(record.createdAt, now),
        ],
      })}
    />
  );
}

export function StaffWithdrawalsPage() {
  const { t } = useTranslation();
  const ago = useAgo();
  return (
    <QueueScreen<Item<'staffWithdrawals'>>
      queue="withdrawal"
      load={(api, status, n, signal) =>
        api.request('staffWithdrawals', { status: status as 'underReview', page: n, ...page }, { signal, silent: true })
      }
      card={({ username, record }, now) => ({
        id: record.id,
        title: <span dir="auto">{username}</span>,
        hidden: t('pages.staff.list.itemNo', { id: record.id }),
        tab: QUEUE.withdrawal.tabOf(record.status),
        amount: record.amount,
        lines: [<PartsLine parts={accountParts(t, record.account)} />, ago(record.createdAt, now)],
      })}
    />
  );
}

export function StaffAfterSalesPage() {
  const { t } = useTranslation();
  const ago = useAgo();
  return (
    <QueueScreen<Item<'staffAfterSales'>>
      queue="afterSales"
      load={(api, status, n, signal) =>
        api.request('staffAfterSales', { status: status as 'pending', page: n, ...page }, { signal, silent: true })
      }
      card={(item, now) => ({
        id: item.id,
        title: <span dir="auto">{item.buyer.nickname || item.buyer.username}</span>,
        hidden: t('pages.staff.list.orderNo', { orderNo: item.order.orderNo }),
        tab: QUEUE.afterSales.tabOf(item.status),
        amount: item.order.amount,
        lines: [<span dir="auto">{afterSalesReason(t, item.reason)}</span>, ago(item.createdAt, now)],
      })}
    />
  );
}

/** Punctuation between the parts of a line, the same in every language. */
const PART_SEPARATOR = ' · ';

/**
 * Parts of one line joined by " · ", each isolated in its own direction (a translated kind, a bank's
 * Latin name, a masked number), in the line's (the interface's) order.
 */
function PartsLine({ parts }: { parts: ReadonlyArray<string | null | undefined> }) {
  return (
    <span>
      {parts.filter(Boolean).map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? PART_SEPARATOR : null}
          <bdi>{part}</bdi>
        </Fragment>
      ))}
    </span>
  );
}
