import { infiniteQueryOptions, queryOptions, type QueryClient } from '@tanstack/react-query';
import {
  HOME_FEED_PAGE_SIZE as FEED_PAGE_SIZE,
  HOME_NEW_ARRIVALS as NEW_ARRIVALS,
  type ApiClient,
  type HomeBootData,
} from '@shop/api/client';
import { catalogueKeys } from './api';

/** The home page's four requests, shared by the page and by the app's start (`prefetchHome`, `seedHome`). */
export function homeQueries(api: ApiClient) {
  return {
    banners: queryOptions({
      queryKey: catalogueKeys.homeBanners,
      queryFn: ({ signal }) => api.request('homeBanners', undefined, { signal, silent: true }),
    }),
    categories: queryOptions({
      queryKey: catalogueKeys.categories,
      queryFn: ({ signal }) => api.request('categories', undefined, { signal, silent: true }),
    }),
    newest: queryOptions({
      queryKey: catalogueKeys.homeNew(NEW_ARRIVALS),
      queryFn: ({ signal }) =>
        api.request('homeNew', { page: 1, pageSize: NEW_ARRIVALS }, { signal, silent: true }),
    }),
    recommended: infiniteQueryOptions({
      queryKey: catalogueKeys.homeRecommended,
      initialPageParam: 1,
      queryFn: ({ pageParam, signal }) =>
        api.request(
          'homeRecommended',
          { page: pageParam, pageSize: FEED_PAGE_SIZE },
          { signal, silent: true },
        ),
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

/**
 * Files the shell's data under the home page's own queries, as if the page had asked when the
 * shell was served (`servedAt`): it then renders its content at once, makes no request, and asks
 * again only when the data has gone stale.
 */
export function seedHome(queryClient: QueryClient, api: ApiClient, data: HomeBootData, servedAt = Date.now()): void {
  const queries = homeQueries(api);
  const options = { updatedAt: servedAt };
  queryClient.setQueryData(queries.banners.queryKey, data.banners, options);
  queryClient.setQueryData(queries.categories.queryKey, data.categories, options);
  queryClient.setQueryData(queries.newest.queryKey, data.newest, options);
  queryClient.setQueryData(queries.recommended.queryKey, { pages: [data.recommended], pageParams: [1] }, options);
}
