import { useId, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { StaffDecisionRecord, StaffQueue } from '@shop/api/contract';
import { isApiError, type ApiClient } from '@shop/api/client';
import { Empty, Page, Skeleton, SkeletonGroup } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';

import { staffKeys } from '../../features/staff/api';
import { decisionKey, idFrom, QUEUE, stateKey, type QueueTab } from './staffQueues';
import * as styles from './Staff.css';
import { useDateTime, who } from './detailParts';

interface DetailScreenProps<T> {
  queue: StaffQueue;
  load: (api: ApiClient, id: number, signal: AbortSignal) => Promise<T>;
  children: (item: T, id: number) => ReactNode;
}

export function DetailScreen<T>({ queue, load, children }: DetailScreenProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idFrom(params.get('id'));
  const title = t(`routes.${QUEUE[queue].view}`);
  if (id === null) {
    return (
      <Page topBar={<AppNavBar title={title} />}>
        <Empty
          illustration="error"
          description={t('pages.staff.detail.notFound')}
          actionLabel={t(`routes.${QUEUE[queue].list}`)}
          onAction={() => navigate(PATHS[QUEUE[queue].list])}
        />
      </Page>
    );
  }
  return (
    <DetailLoader key={id} queue={queue} id={id} load={load} title={title} render={children} />
  );
}

function DetailLoader<T>({
  queue,
  id,
  load,
  title,
  render,
}: {
  queue: StaffQueue;
  id: number;
  load: DetailScreenProps<T>['load'];
  title: string;
  render: DetailScreenProps<T>['children'];
}) {
  const { t } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const item = useQuery({
    queryKey: staffKeys.detail(queue, id),
    queryFn: ({ signal }) => load(api, id, signal),
  });
  const topBar = <AppNavBar title={title} />;
  if (item.isPending) {
    return (
      <Page topBar={topBar}>
        <SkeletonGroup label={t('common.loading')} className={styles.skeleton}>
          <Skeleton shape="block" height={88} />
          <Skeleton shape="block" height={160} />
          <Skeleton shape="block" height={120} />
        </SkeletonGroup>
      </Page>
    );
  }
  if (item.isError) {
    const missing = isApiError(item.error) && item.error.reason === 'notFound';
    return (
      <Page topBar={topBar}>
        {missing ? (
          <Empty
            illustration="error"
            description={t('pages.staff.detail.notFound')}
            actionLabel={t(`routes.${QUEUE[queue].list}`)}
            onAction={() => navigate(PATHS[QUEUE[queue].list])}
          />
        ) : (
          <Empty
            illustration="error"
            description={t('messages.pageLoadFailed')}
            actionLabel={t('common.retry')}
            onAction={() => void item.refetch()}
          />
        )}
      </Page>
    );
  }
  return <>{render(item.data, id)}</>;
}

/* ---------- layout ---------- */

/** The item's state at the top: "Waiting for review", or what was decided, by whom and when, and why. */
export function StateBanner({
  queue,
  tab,
  history,
  itemId,
  reason,
}: {
  queue: StaffQueue;
  tab: QueueTab | undefined;
  history: StaffDecisionRecord[];
  itemId: number;
  /** The decision's reason as the item carries it (the trail has it too). */
  reason?: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const when = useDateTime();
  const decided = history.filter((d) => d.itemId === itemId).at(-1);
  return (
    <section className={styles.banner} aria-labelledby={id}>
      <h2 id={id} className={styles.bannerTitle}>
        {tab ? t(stateKey(queue, tab)) : null}
      </h2>
      {tab === 'pending' ? (
        <p className={styles.bannerText}>{t(`pages.staff.detail.waiting.${queue}`)}</p>
      ) : null}
      {tab !== 'pending' && decided ? (
        <p className={styles.bannerText}>
          {t(`pages.staff.history.${decisionKey(queue, decided.decision)}`, {
            name: who(decided.decidedBy),
          })}{' '}
          {when(decided.decidedAt)}
        </p>
      ) : null}
      {tab !== 'pending' && (reason ?? decided?.reason) ? (
        <p className={styles.bannerText} dir="auto">
          {t('pages.staff.history.reason', { reason: reason ?? decided?.reason })}
        </p>
      ) : null}
    </section>
  );
}
