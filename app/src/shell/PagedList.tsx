import type { ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Empty, InfiniteList, type InfiniteListProps } from '@shop/ui';
import type { EmptyProps } from '@shop/ui/Empty';
import { LoadFailed } from './LoadFailed';

/** The kit list's texts in the reader's language. */
export function useListTexts(): Pick<
  InfiniteListProps,
  'loadingText' | 'errorText' | 'noMoreText' | 'pullText' | 'releaseText' | 'refreshingText' | 'refreshLabel'
> {
  const { t } = useTranslation();
  return {
    loadingText: t('kit.list.loadingMore'),
    errorText: t('messages.loadFailed'),
    noMoreText: t('messages.noMoreData'),
    pullText: t('kit.list.pullToRefresh'),
    releaseText: t('kit.list.releaseToRefresh'),
    refreshingText: t('kit.list.refreshing'),
    refreshLabel: t('kit.list.refresh'),
  };
}

interface PagedListProps<T> {
  /** A paged list query (`{ list, hasMore, page }` pages) as `useInfiniteQuery` answers it. */
  query: UseInfiniteQueryResult<InfiniteData<{ list: T[] }>>;
  /** What stands in while the first page loads (the page's own skeleton). */
  skeleton: ReactNode;
  /** What an empty list says, and what it offers instead. */
  empty: EmptyProps;
  /**
   * The items so far, and when they arrived (or were refreshed): "how long ago" reads from that
   * moment, so it stays put across renders.
   */
  children: (items: T[], loadedAt: number) => ReactNode;
}

/**
 * A list the server sends a page at a time, in each of its states: the skeleton, the failure
 * with a retry (a failed later page is the kit list's own, under the items already shown), the
 * empty state, and the items with loading on scroll and pull to refresh.
 */
export function PagedList<T>({ query, skeleton, empty, children }: PagedListProps<T>) {
  const texts = useListTexts();
  const items = query.data?.pages.flatMap((page) => page.list) ?? [];
  if (query.isPending) return <>{skeleton}</>;
  if (query.isError && items.length === 0) return <LoadFailed onRetry={() => void query.refetch()} />;
  if (items.length === 0) return <Empty {...empty} />;
  return (
    <InfiniteList
      hasMore={query.hasNextPage}
      onLoadMore={() => query.fetchNextPage({ throwOnError: true })}
      onRefresh={() => query.refetch()}
      {...texts}
    >
      {children(items, query.dataUpdatedAt)}
    </InfiniteList>
  );
}
