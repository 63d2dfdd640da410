import type { OrderSummary } from '@shop/api/contract';

/**
 * How long a placed order waits for payment. Neither the spec nor the domain limits name it (the
 * server has no expiry job yet); 24 hours is this screen's reading, kept in one place so it moves
 * to `LIMITS` when the domain decides it.
 */
export const PAY_WINDOW_MINUTES = 24 * 60;

/** When paying closes for these orders: the earliest one's placement plus the window. */
export function payDeadline(orders: readonly Pick<OrderSummary, 'createdAt'>[]): number {
  const placed = Math.min(...orders.map((order) => Date.parse(order.createdAt)));
  return placed + PAY_WINDOW_MINUTES * 60_000;
}
