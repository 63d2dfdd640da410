import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';

/**
 * Articles and the app's own info in the query cache. Articles are written per language, so their
 * keys hold it: a language change loads them again. The values are the keys the app has always
 * used (stories, mocks and tests seed them): change one and every reader and seeder must change.
 */
export const contentKeys = {
  article: <Q>(query: Q, language: string) => ['article', query, language] as const,
  help: (language: string) => ['articleHelp', language] as const,
  /** Every article list. */
  articleLists: ['articleList'] as const,
  articleList: (kind: string, language: string) => ['articleList', kind, language] as const,
  appInfo: ['appInfo'] as const,
};

export const contentQueries = {
  /** The help topics, in the reader's language. */
  help: (api: ApiClient, language: string) =>
    queryOptions({
      queryKey: contentKeys.help(language),
      queryFn: ({ signal }) => api.request('articleHelp', undefined, { signal, silent: true }),
    }),
  appInfo: (api: ApiClient) =>
    queryOptions({
      queryKey: contentKeys.appInfo,
      queryFn: ({ signal }) => api.request('appInfo', undefined, { signal, silent: true }),
    }),
};
