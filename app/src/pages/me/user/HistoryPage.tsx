import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Page as ListPage, ProductCard } from '@shop/api/contract';
import { Button, Page, useConfirm } from '@shop/ui';
import { PATHS } from '../../../routes/paths';
import { useApi } from '../../../api/useApi';
import { accountKeys } from '../../../features/account/api';
import { AppNavBar } from '../../../shell/AppNavBar';
import { useFeedback } from '../../../shell/feedback';
import { dayKey, daysBefore, formatDate, ListSkeleton } from '../../../shell/listParts';
import { ProductRow } from './ProductRow';
import * as lists from '../../../shell/lists.css';
import { PagedList } from '../../../shell/PagedList';
import { pagedQuery } from '../../../api/pagedQuery';

const PAGE_SIZE = 20;

interface Viewed {
  id: number;
  product: ProductCard;
  viewedAt: string;
}

interface DayGroup {
  key: string;
  label: string;
  entries: Viewed[];
}

/**
 * Products the user looked at, last first, grouped by the day they were viewed (Today,
 * Yesterday, then the date in the reader's language). "Clear" asks before wiping everything.
 */
export default function HistoryPage() {
  const { t, i18n } = useTranslation();
  const api = useApi();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const history = useInfiniteQuery(
    pagedQuery(accountKeys.history, (page, signal) =>
      api.request('historyList', { page, pageSize: PAGE_SIZE }, { signal, silent: true })
    ),
  );
  const clear = useMutation({
    // Not silent: a refusal shows the server's translated message in a toast.
    mutationFn: () => api.request('historyClear', {}),
    onSuccess: () => {
      queryClient.setQueryData<InfiniteData<ListPage<Viewed>>>(accountKeys.history, {
        pages: [{ list: [], page: 1, pageSize: PAGE_SIZE, total: 0, hasMore: false }],
        pageParams: [1],
      });
      feedback.toast(t('pages.history.cleared'), 'success');
    },
  });

  const entries = history.data?.pages.flatMap((page) => page.list) ?? [];

  const askToClear = async () => {
    const sure = await confirm({
      title: t('messages.tip'),
      message: t('pages.history.clearConfirm'),
      confirmLabel: t('common.clear'),
      cancelLabel: t('common.cancel'),
      tone: 'danger',
    });
    if (sure) clear.mutate();
  };

  const groups = groupByDay(entries, (date) => {
    const days = daysBefore(date, new Date());
    if (days <= 0) return t('pages.history.today');
    if (days === 1) return t('pages.history.yesterday');
    return formatDate(date, i18n.language);
  });

  const clearButton =
    entries.length > 0 ? (
      <Button variant="text" size="sm" loading={clear.isPending} onPress={() => void askToClear()} className={lists.endButton}>
        {t('common.clear')}
      </Button>
    ) : undefined;

  return (
    <Page topBar={<AppNavBar title={t('routes.history')} end={clearButton} />}>
      <PagedList
        query={history}
        skeleton={<ListSkeleton />}
        empty={{
          illustration: 'box',
          description: t('pages.history.empty'),
          actionLabel: t('kit.empty.goShopping'),
          onAction: () => navigate(PATHS.home),
        }}
      >
        {() =>
          groups.map((group) => (
            <section key={group.key} className={lists.group} aria-labelledby={`history-${group.key}`}>
              <h2 id={`history-${group.key}`} className={lists.groupTitle}>
                {group.label}
              </h2>
              <ul className={lists.listTight}>
                {group.entries.map((entry) => (
                  <li key={entry.id}>
                    <ProductRow product={entry.product} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        }
      </PagedList>
    </Page>
  );
}

/** Consecutive entries of the same calendar day (the list comes newest first). */
function groupByDay(entries: Viewed[], labelOf: (date: Date) => string): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const entry of entries) {
    const date = new Date(entry.viewedAt);
    const key = dayKey(date);
    const last = groups.at(-1);
    if (last?.key === key) last.entries.push(entry);
    else groups.push({ key, label: labelOf(date), entries: [entry] });
  }
  return groups;
}
