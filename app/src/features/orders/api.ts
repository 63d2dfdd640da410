import { queryOptions } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '@shop/api/client';

/**
 * The buyer's orders in the query cache. The values are the keys the app has always used (stories,
 * mocks and tests seed them): change one and every reader and seeder must change with it.
 */
export const orderKeys = {
  /** Every order's detail: `['orderDetail']` matches each `detail(id)`. */
  details: ['orderDetail'] as const,
  detail: (id: number) => ['orderDetail', id] as const,
  /** Every tab's list. */
  lists: ['orderList'] as const,
  list: (tab: string) => ['orderList', tab] as const,
  counts: ['orderCounts'] as const,
  paymentStatus: (paymentId: string | undefined) => ['orderPaymentStatus', paymentId] as const,
  /** Every confirm-order preview: they depend on the address book and the cart. */
  confirms: ['orderConfirm'] as const,
  confirm: (source: string, address: number | 'default', coupon: number | 'best' | null) =>
    ['orderConfirm', source, address, coupon] as const,
  couponUsable: (source: string) => ['couponUsable', source] as const,
};

/** The buyer's coupons (the "my coupons" page), by status. */
export const couponKeys = {
  list: (status: string) => ['couponList', status] as const,
};

export const orderQueries = {
  /** One order; silent: the page shows its own failure. */
  detail: (api: ApiClient, id: number) =>
    queryOptions({
      queryKey: orderKeys.detail(id),
      queryFn: ({ signal }) => api.request('orderDetail', { id }, { signal, silent: true }),
    }),
  /** The badges of the order tabs. */
  counts: (api: ApiClient) =>
    queryOptions({
      queryKey: orderKeys.counts,
      queryFn: ({ signal }) => api.request('orderCounts', undefined, { signal, silent: true }),
    }),
};

/** After an order changed (paid, cancelled, received...): its lists and the tabs' badges. */
export function invalidateOrderLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: orderKeys.lists });
  void queryClient.invalidateQueries({ queryKey: orderKeys.counts });
}
