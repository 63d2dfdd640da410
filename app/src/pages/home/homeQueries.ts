import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';

/** New arrivals in the sideways row; the rest are a tap on "View all" away. */
export const NEW_ARRIVALS = 6;
/** Recommended products per page of the feed. */
export const FEED_PAGE_SIZE = 10;

/** The home page's four requests, shared by the page and by the app's start (`prefetchHome`). */
export function homeQueries(api: ApiClient) {
  return {
    banners: queryOptions({
      queryKey: ['homeBanners'],
      queryFn: ({ signal }) => api.request('homeBanners', undefined, { signal, silent: true }),
    }),
    categories: queryOptions({
      queryKey: ['categories'],
      queryFn: ({ signal }) => api.request('categories', undefined, { signal, silent: true }),
    }),
    newest: queryOptions({
      queryKey: ['homeNew', NEW_ARRIVALS],
      queryFn: ({ signal }) => api.request('homeNew', { page: 1, pageSize: NEW_ARRIVALS }, { signal, silent: true }),
    }),
    recommended: infiniteQueryOptions({
      queryKey: ['homeRecommended'],
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) =>
        api.request('homeRecommended', { page: pageParam, pageSize: FEED_PAGE_SIZE }, { signal, silent: true }),
      getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    }),
  };
}

/**
 * Starts the home page's requests at once, while its code and the dictionary still download, so
 * the banners (the largest paint) arrive one round trip earlier on a first visit. The page then
 * finds the answers (or the requests in flight) in the cache. Failures stay in the cache for the
 * page to show with its retry, as if it had asked itself. Resolves (never rejects) when what the
 * page waits for before showing more than its skeleton has settled: banners, categories and new
 * arrivals.
 */
export async function prefetchHome(queryClient: QueryClient, api: ApiClient): Promise<void> {
  const queries = homeQueries(api);
  void queryClient.prefetchInfiniteQuery(queries.recommended);
  await Promise.all([
    queryClient.prefetchQuery(queries.banners),
    queryClient.prefetchQuery(queries.categories),
    queryClient.prefetchQuery(queries.newest),
  ]);
}
