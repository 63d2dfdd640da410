import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';

/**
 * The cart in the query cache. The values are the keys the app has always used (stories, mocks and
 * tests seed them): change one and every reader and seeder must change with it.
 */
export const cartKeys = {
  /** The cart's server state. */
  list: ['cartList'] as const,
  /** The tab bar's badge: the number of items in the cart (`cartCount`). Invalidate after any change. */
  count: ['cartCount'] as const,
};

export const cartQueries = {
  list: (api: ApiClient) =>
    queryOptions({
      queryKey: cartKeys.list,
      queryFn: ({ signal }) => api.request('cartList', undefined, { signal, silent: true }),
    }),
  count: (api: ApiClient) =>
    queryOptions({
      queryKey: cartKeys.count,
      queryFn: ({ signal }) => api.request('cartCount', undefined, { signal, silent: true }),
    }),
};
