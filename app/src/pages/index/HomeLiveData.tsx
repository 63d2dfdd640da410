import { memo, useContext, useLayoutEffect, useMemo } from 'react';
import { QueryClientContext, useInfiniteQuery, useQuery, type QueryClient } from '@tanstack/react-query';
import { useApi } from '../../api/useApi';
import type { HomeModel } from '../../features/catalogue/homeModel';
import { homeQueries } from '../../features/catalogue/homeQueries';

const section = <T,>(status: 'pending' | 'error' | 'success', data: T | undefined) =>
  status === 'success' ? { status, data: data as T } : { status };

/**
 * The home page's four queries, handed up to the page as a HomeModel (before paint). Its own
 * module, so the query library downloads only once the page is live; `client` is the cache the
 * page made, for the render before the providers above have it.
 */
export const HomeLiveData = memo(function HomeLiveData({
  client: made,
  onModel,
}: {
  client: QueryClient;
  onModel: (model: HomeModel) => void;
}) {
  const client = useContext(QueryClientContext) ?? made;
  const api = useApi();
  const queries = useMemo(() => homeQueries(api), [api]);
  const banners = useQuery(queries.banners, client);
  const categories = useQuery(queries.categories, client);
  const newest = useQuery(queries.newest, client);
  const recommended = useInfiniteQuery(queries.recommended, client);

  const { refetch: refetchBanners } = banners;
  const { refetch: refetchCategories } = categories;
  const { refetch: refetchNewest } = newest;
  const { refetch: refetchFeed, fetchNextPage } = recommended;
  const model = useMemo<HomeModel>(
    () => ({
      banners: section(banners.status, banners.data),
      categories: section(categories.status, categories.data),
      newest: section(newest.status, newest.data),
      feed: {
        status: recommended.status,
        products: recommended.data?.pages.flatMap((page) => page.list) ?? [],
        hasMore: recommended.hasNextPage,
      },
      retry: () => {
        void refetchBanners();
        void refetchCategories();
      },
      retryFeed: () => void refetchFeed(),
      loadMore: () => fetchNextPage({ throwOnError: true }),
      refresh: () => Promise.all([refetchBanners(), refetchCategories(), refetchNewest(), refetchFeed()]),
    }),
    [
      banners.status,
      banners.data,
      categories.status,
      categories.data,
      newest.status,
      newest.data,
      recommended.status,
      recommended.data,
      recommended.hasNextPage,
      refetchBanners,
      refetchCategories,
      refetchNewest,
      refetchFeed,
      fetchNextPage,
    ],
  );
  useLayoutEffect(() => onModel(model), [model, onModel]);
  return null;
});
