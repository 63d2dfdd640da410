import {
  availableOrderActions,
  ORDER_STATUS,
  ORDER_TAB_NAMES,
  orderActionNeedsConfirmation,
  statusName,
  type OrderEventType,
  type OrderStatusName,
  type OrderTab,
} from '@shop/domain';

/** What a buyer can do to an order from these screens (the endpoints there are). */
export type OrderAction = 'cancel' | 'pay' | 'confirmReceipt' | 'comment' | 'afterSales';

/** The order machine's buyer events these screens offer; others (closing after-sales) have no endpoint. */
const ACTION_OF: Partial<Record<OrderEventType, OrderAction>> = {
  CANCEL: 'cancel',
  PAY: 'pay',
  CONFIRM_RECEIPT: 'confirmReceipt',
  COMMENT: 'comment',
  REQUEST_AFTER_SALES: 'afterSales',
};

/** Buttons in reading order: the quieter ones first, the order's next step last (at the end). */
const DISPLAY_ORDER: readonly OrderAction[] = ['cancel', 'afterSales', 'pay', 'confirmReceipt', 'comment'];

/** The action that moves the order on: a filled button; the others are outlined. */
export const PRIMARY_ACTIONS: ReadonlySet<OrderAction> = new Set(['pay', 'confirmReceipt', 'comment']);

/** The status name of a wire code; unknown codes read as undefined. */
export function orderStatusOf(code: number): OrderStatusName | undefined {
  return statusName(ORDER_STATUS, code);
}

/** What the buyer may do to an order in `status`, decided by the domain's order machine. */
export function buyerActions(status: number): OrderAction[] {
  const name = orderStatusOf(status);
  if (!name) return [];
  const allowed = new Set(availableOrderActions(name, 'buyer').map((event) => ACTION_OF[event]));
  return DISPLAY_ORDER.filter((action) => allowed.has(action));
}

/**
 * Whether the screen asks "are you sure?" first. The machine marks cancelling; confirming receipt
 * is asked too, because it cannot be undone and ends the wait for the parcel.
 */
export function asksFirst(action: OrderAction): boolean {
  if (action === 'cancel') return orderActionNeedsConfirmation('CANCEL');
  return action === 'confirmReceipt';
}

/** The order list's tabs: the domain's, in its order (the server filters each). */
export const LIST_TABS = ORDER_TAB_NAMES;
export type ListTab = OrderTab;

/** Tabs whose count is worth a badge: orders waiting on someone. */
export const COUNTED_TABS: ReadonlySet<ListTab> = new Set(['toPay', 'toShip', 'toReceive', 'toReview', 'afterSales']);

/** The tone of a status's tag. */
export const STATUS_TONE = {
  toPay: 'warning',
  toShip: 'info',
  toReceive: 'info',
  toReview: 'accent',
  completed: 'success',
  cancelled: 'neutral',
  afterSales: 'warning',
  refunded: 'neutral',
} as const satisfies Record<OrderStatusName, string>;

