import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from 'react-aria-components';
import type { StaffQueue } from '@shop/api/contract';
import { Cell, CellGroup, Page } from '@shop/ui';
import { PATHS } from '../../routes/paths';
import { useApi } from '../../api/useApi';
import { AppNavBar } from '../../shell/AppNavBar';
import { ListSkeleton } from '../../shell/PageSkeletons';

import { staffQueries } from '../../features/staff/api';
import { listPath, QUEUE, QUEUES } from './staffQueues';
import * as styles from './Staff.css';
import { intlLocale } from '../../i18n/intlLocale';
import { QueryFallback } from '../../shell/QueryFallback';
import { useTimeAgoSentence } from '../../i18n/timeAgo';

/** The operations console's overview: the queues, longest-waiting first (see README.md). */
export default function StaffOverviewPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const overview = useQuery({
    ...staffQueries.overview(api),
    // Staff come back to the overview between items: what waits is read again on every return.
    refetchOnWindowFocus: 'always',
  });
  const topBar = <AppNavBar title={t('routes.staff')} />;

  if (!overview.isSuccess) {
    return <QueryFallback query={overview} topBar={topBar}><ListSkeleton /></QueryFallback>;
  }

  const { queues } = overview.data;
  const locale = intlLocale(i18n.language);
  const now = overview.dataUpdatedAt;
  const ordered = [...QUEUES].sort(
    (a, b) => (queues[b].oldestWaitingSeconds ?? -1) - (queues[a].oldestWaitingSeconds ?? -1),
  );
  const nothingWaits = QUEUES.every((queue) => queues[queue].waiting === 0);

  return (
    <Page topBar={topBar}>
      <p className={styles.intro}>
        {nothingWaits ? t('pages.staff.overview.allClear') : t('pages.staff.overview.intro')}
      </p>
      <ul className={styles.queues} aria-label={t('pages.staff.overview.queues')}>
        {ordered.map((queue) => (
          <li key={queue}>
            <QueueCard queue={queue} state={queues[queue]} now={now} locale={locale} />
          </li>
        ))}
      </ul>
      {/* Customer service is no queue with a status to decide: its inbox is one entry below them. */}
      <CellGroup inset>
        <Cell title={t('routes.staffChat')} description={t('pages.kefu.staff.entry')} href={`#${PATHS.staffChat}`} arrow />
      </CellGroup>
    </Page>
  );
}

function QueueCard({
  queue,
  state,
  now,
  locale,
}: {
  queue: StaffQueue;
  state: { waiting: number; oldestWaitingSeconds: number | null };
  now: number;
  locale: string;
}) {
  const { t } = useTranslation();
  const sentAgo = useTimeAgoSentence('pages.staff.overview.oldest');
  const waited = state.oldestWaitingSeconds;
  const oldest =
    state.waiting > 0 && waited !== null
      ? sentAgo(now - waited * 1000, now)
      : t('pages.staff.overview.nothingWaits');
  return (
    <article className={styles.queueCard}>
      <div className={styles.queueText}>
        <h2 className={styles.queueName}>
          <Link to={listPath(queue)} className={styles.cardLink}>
            {t(`routes.${QUEUE[queue].list}`)}
          </Link>
        </h2>
        <p className={styles.cardMeta}>{oldest}</p>
      </div>
      <p className={styles.queueCount}>
        <VisuallyHidden elementType="span">{t('pages.staff.overview.waitingCount', { count: state.waiting })}</VisuallyHidden>
        <span className={`${styles.queueNumber} ${state.waiting > 0 ? styles.queueNumberWaiting : ''}`} aria-hidden="true">
          {new Intl.NumberFormat(locale).format(state.waiting)}
        </span>
        <span aria-hidden="true">{t('pages.staff.overview.waiting')}</span>
      </p>
    </article>
  );
}
