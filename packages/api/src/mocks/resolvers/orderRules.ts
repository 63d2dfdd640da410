import type { OrderDetail } from '../../contract/endpoints';
import { ORDER_STATUS } from '../../contract/domain';
import { nextOrderStatus, ORDER_TABS, type OrderEventType, type Role } from '@shop/domain';
import { refuse } from '../engine';
import * as f from '../fixtures';
import type { MockState } from '../state';

/** The order rules the buyer's orders and the merchant's store orders share. */
export const summaryOf = f.orderSummary;
export const byTab = (list: OrderDetail[], tab: keyof typeof ORDER_TABS) => {
  const names = ORDER_TABS[tab] as readonly (keyof typeof ORDER_STATUS)[];
  const codes = names.map((n) => ORDER_STATUS[n] as number);
  return list.filter((o) => codes.includes(o.status));
};

/**
 * Moves an order as the domain's order machine allows `role` to with `event`, exactly as the
 * server decides it; a transition the machine refuses is refused here too.
 */
export function move(state: MockState, list: 'orders' | 'storeOrders', id: number, event: OrderEventType, role: Role, patch: Partial<OrderDetail> = {}) {
  const order = state.data[list].find((o) => o.id === id);
  if (!order) return refuse('notFound');
  const next = nextOrderStatus(order.status as OrderDetail['status'], event, role);
  if (!next) return refuse('transitionRefused');
  Object.assign(order, patch, { status: ORDER_STATUS[next] });
  return order;
}
