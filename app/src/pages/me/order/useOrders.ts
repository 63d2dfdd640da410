import { useQueries } from '@tanstack/react-query';
import type { OrderDetail } from '@shop/api/contract';
import { useApi } from '../../../api/useApi';
import { orderQueries } from '../../../features/orders/api';

export interface OrdersState {
  orders: OrderDetail[] | undefined;
  isPending: boolean;
  isError: boolean;
  refetch: () => void;
}

/**
 * The orders a payment screen is about, one `orderDetail` each (the order screens' cache key).
 * Pending until all have arrived; failed when any failed. `poll` says, per order, how soon to ask
 * again (false: not again); the success screen waits for the provider's confirmation this way.
 */
export function useOrders(ids: readonly number[], poll?: (order: OrderDetail | undefined) => number | false): OrdersState {
  const api = useApi();
  return useQueries({
    queries: ids.map((id) => ({
      ...orderQueries.detail(api, id),
      refetchInterval: poll ? (query: { state: { data?: OrderDetail } }) => poll(query.state.data) : false,
    })),
    combine: (results) => {
      const isError = results.some((r) => r.isError);
      const isPending = !isError && results.some((r) => r.isPending);
      return {
        orders: isPending || isError ? undefined : results.map((r) => r.data!),
        isPending,
        isError,
        refetch: () => results.forEach((r) => void r.refetch()),
      };
    },
  });
}
