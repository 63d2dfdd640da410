import {
  infiniteQueryOptions,
  type InfiniteData,
  type QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** A page of a list as the server sends it: its number and whether another follows. */
interface ListPage {
  page: number;
  hasMore: boolean;
}

/**
 * A list the server sends a page at a time, as infinite query options: pages count from 1 and
 * the next is asked for while the last says `hasMore`. The caller says only how to fetch a page;
 * a screen spreads what is its own (`enabled`, `refetchOnMount`) beside it.
 */
export function pagedQuery<TPage extends ListPage, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (page: number, signal: AbortSignal) => Promise<TPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    getNextPageParam: (last: TPage) => (last.hasMore ? last.page + 1 : undefined),
  });
}

/**
 * Rewrites every loaded page of the paged lists under `queryKey` (whatever their search or
 * filter) in the cache, so a row changes at once, before any reload.
 */
export function updatePages<TPage>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  update: (page: TPage) => TPage,
) {
  queryClient.setQueriesData<InfiniteData<TPage>>({ queryKey }, (data) =>
    data ? { ...data, pages: data.pages.map(update) } : data,
  );
}
