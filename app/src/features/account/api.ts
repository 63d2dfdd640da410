import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';

/**
 * The signed-in user's own data in the query cache. The values are the keys the app has always
 * used (stories, mocks and tests seed them): change one and every reader and seeder must change.
 */
export const accountKeys = {
  userinfo: ['userinfo'] as const,
  /** Products the user favourited. */
  collection: ['collectionList'] as const,
  /** Products the user looked at. */
  history: ['historyList'] as const,
};

export const accountQueries = {
  userinfo: (api: ApiClient) =>
    queryOptions({
      queryKey: accountKeys.userinfo,
      queryFn: ({ signal }) => api.request('getUserinfo', undefined, { signal, silent: true }),
    }),
};
