import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';

/**
 * The catalogue (categories, search, home's feeds) in the query cache. The values are the keys the
 * app has always used (stories, mocks, the server-rendered shell's seed and tests use them):
 * change one and every reader and seeder must change with it.
 */
export const catalogueKeys = {
  categories: ['categories'] as const,
  homeBanners: ['homeBanners'] as const,
  /** Every home feed of new arrivals. */
  homeNewAll: ['homeNew'] as const,
  homeNew: (count: number) => ['homeNew', count] as const,
  homeRecommended: ['homeRecommended'] as const,
  searchSuggest: (keyword: string) => ['searchSuggest', keyword] as const,
  searchHot: ['searchHot'] as const,
};

/** Products in the query cache. */
export const productKeys = {
  /** Every product's header, in both keys below. */
  details: ['productDetail'] as const,
  /** One product's header, signed in or not (a prefix of `detail`), and the chat's product card. */
  detailOf: (id: number) => ['productDetail', id] as const,
  /**
   * The product's header (`productDetail`). The key holds whether someone is signed in: `collected`
   * is only meaningful with a session, so signing in loads it again. The guest cart reads the
   * visitor's entries (`signedIn` false), so a product seen on its page is not fetched twice.
   */
  detail: (id: number | null, signedIn: boolean) => ['productDetail', id, signedIn] as const,
  /** Every product list (searches, categories, a store's). */
  lists: ['productList'] as const,
  list: <Q>(query: Q) => ['productList', query] as const,
  /** A store's products, as some lists still file them. */
  storeProducts: ['storeProducts'] as const,
  comments: (productId: number, which: 'latest' | 'all') =>
    ['productComments', productId, which] as const,
};

export const catalogueQueries = {
  categories: (api: ApiClient) =>
    queryOptions({
      queryKey: catalogueKeys.categories,
      queryFn: ({ signal }) => api.request('categories', undefined, { signal, silent: true }),
    }),
  searchHot: (api: ApiClient) =>
    queryOptions({
      queryKey: catalogueKeys.searchHot,
      queryFn: ({ signal }) => api.request('searchHot', undefined, { signal, silent: true }),
    }),
};

export const productQueries = {
  /** A product's header as the chat's product card reads it (`detailOf`). */
  card: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: productKeys.detailOf(id),
      queryFn: ({ signal }) => api.request('productDetail', { id }, { signal, silent: true }),
    }),
};
