import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';

/**
 * A merchant's own store in the query cache. The values are the keys the app has always used
 * (stories, mocks and tests seed them): change one and every reader and seeder must change with it.
 */
export const merchantKeys = {
  /** The merchant's own store, read by the store centre and store info, refreshed after shipping. */
  store: ['merchantStore'] as const,
  /** Every tab's orders (and the store centre's to-ship count). */
  orders: ['merchantOrders'] as const,
  orderList: (tab: string) => ['merchantOrders', tab] as const,
  toShipCount: ['merchantOrders', 'toShip', 'count'] as const,
  orderDetail: (id: number | null) => ['merchantOrderDetail', id] as const,
  /** Every search of the store's products. */
  products: ['merchantProducts'] as const,
  productList: (keyword: string) => ['merchantProducts', keyword] as const,
  invite: ['merchantInvite'] as const,
  /** The shopper's application to open a store. */
  application: ['storeApplication'] as const,
  /** Every search of the wholesale catalogue. */
  wholesale: ['wholesaleList'] as const,
  wholesaleList: (keyword: string) => ['wholesaleList', keyword] as const,
};

export const merchantQueries = {
  store: (api: ApiClient) =>
    queryOptions({
      queryKey: merchantKeys.store,
      queryFn: ({ signal }) => api.request('merchantStore', undefined, { signal, silent: true }),
    }),
  invite: (api: ApiClient) =>
    queryOptions({
      queryKey: merchantKeys.invite,
      queryFn: ({ signal }) => api.request('merchantInvite', undefined, { signal, silent: true }),
    }),
  application: (api: ApiClient) =>
    queryOptions({
      queryKey: merchantKeys.application,
      queryFn: ({ signal }) => api.request('storeApplication', undefined, { signal, silent: true }),
    }),
  /** One of the store's orders; waits while there is no id. */
  orderDetail: (api: ApiClient, id: number | null) =>
    queryOptions({
      queryKey: merchantKeys.orderDetail(id),
      queryFn: ({ signal }) =>
        api.request('merchantOrderDetail', { id: id! }, { signal, silent: true }),
      enabled: id !== null,
    }),
};
