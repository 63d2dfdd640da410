import { setup, transition, type SnapshotFrom } from 'xstate';
import type { Role } from '../roles';
import { ORDER_STATUS, statusName, type OrderStatusCode, type OrderStatusName } from '../status';

/**
 * The order lifecycle, decided once: the screens ask it which buttons to show, the server asks it
 * whether a request may change an order. Allowed transitions are "not shown" in the spec; ours:
 *
 * | event                 | from                   | to           | who may send it          | UI confirms |
 * |-----------------------|------------------------|--------------|--------------------------|-------------|
 * | `PAY`                 | toPay                  | toShip       | buyer, system (provider) | no          |
 * | `CANCEL`              | toPay                  | cancelled    | buyer, staff, system     | yes         |
 * | `SHIP`                | toShip                 | toReceive    | merchant                 | yes         |
 * | `CONFIRM_RECEIPT`     | toReceive              | toReview     | buyer, system (auto)     | no          |
 * | `COMMENT`             | toReview               | completed    | buyer                    | no          |
 * | `REQUEST_AFTER_SALES` | toReceive, toReview    | afterSales   | buyer                    | no          |
 * | `REFUND`              | afterSales             | refunded     | merchant, staff          | no          |
 * | `CLOSE_AFTER_SALES`   | afterSales             | toReview     | buyer, merchant, staff   | no          |
 *
 * Why these: a paid order can no longer be cancelled by the buyer (that is after-sales, once the
 * merchant has shipped, per the spec). After-sales closed without a refund returns to "to review":
 * the buyer has the goods and may still comment, and no earlier status needs remembering. A
 * commented order is completed and closed; `completed`, `cancelled` and `refunded` are final.
 * `system` covers the payment provider's callback, unpaid-order expiry and automatic receipt.
 */
export const ORDER_TRANSITIONS = {
  PAY: { from: ['toPay'], to: 'toShip', roles: ['buyer', 'system'], confirm: false },
  CANCEL: { from: ['toPay'], to: 'cancelled', roles: ['buyer', 'staff', 'system'], confirm: true },
  SHIP: { from: ['toShip'], to: 'toReceive', roles: ['merchant'], confirm: true },
  CONFIRM_RECEIPT: { from: ['toReceive'], to: 'toReview', roles: ['buyer', 'system'], confirm: false },
  COMMENT: { from: ['toReview'], to: 'completed', roles: ['buyer'], confirm: false },
  REQUEST_AFTER_SALES: { from: ['toReceive', 'toReview'], to: 'afterSales', roles: ['buyer'], confirm: false },
  REFUND: { from: ['afterSales'], to: 'refunded', roles: ['merchant', 'staff'], confirm: false },
  CLOSE_AFTER_SALES: { from: ['afterSales'], to: 'toReview', roles: ['buyer', 'merchant', 'staff'], confirm: false },
} as const satisfies Record<
  string,
  { from: readonly OrderStatusName[]; to: OrderStatusName; roles: readonly Role[]; confirm: boolean }
>;

export type OrderEventType = keyof typeof ORDER_TRANSITIONS;
export const ORDER_EVENT_TYPES = Object.keys(ORDER_TRANSITIONS) as OrderEventType[];

/** Every event names who sends it; a transition whose roles do not include it is refused. */
export interface OrderEvent {
  type: OrderEventType;
  role: Role;
}

const FINAL: readonly OrderStatusName[] = ['completed', 'cancelled', 'refunded'];

type TransitionConfig = { target: string; guard: { type: 'roleAllowed'; params: { roles: readonly Role[] } } };

/** Builds each status's `on` from the table, so the table above is the machine, not a copy of it. */
function statesFromTable() {
  const states = {} as Record<OrderStatusName, { type?: 'final'; on: Partial<Record<OrderEventType, TransitionConfig>> }>;
  for (const name of Object.keys(ORDER_STATUS) as OrderStatusName[]) {
    states[name] = FINAL.includes(name) ? { type: 'final', on: {} } : { on: {} };
  }
  for (const type of ORDER_EVENT_TYPES) {
    const t = ORDER_TRANSITIONS[type];
    for (const from of t.from) {
      states[from].on[type] = { target: t.to, guard: { type: 'roleAllowed', params: { roles: t.roles } } };
    }
  }
  return states;
}

export const orderMachine = setup({
  types: {
    context: {} as Record<string, never>,
    events: {} as OrderEvent,
  },
  guards: {
    roleAllowed: ({ event }, params: { roles: readonly Role[] }) => params.roles.includes(event.role),
  },
}).createMachine({
  id: 'order',
  initial: 'toPay',
  context: {},
  states: statesFromTable(),
});

export type OrderSnapshot = SnapshotFrom<typeof orderMachine>;

function toName(status: OrderStatusName | OrderStatusCode | number): OrderStatusName | undefined {
  if (typeof status === 'number') return statusName(ORDER_STATUS, status);
  return status in ORDER_STATUS ? status : undefined;
}

/** The machine positioned at a stored status (name or numeric code). */
export function orderSnapshotAt(status: OrderStatusName | OrderStatusCode): OrderSnapshot {
  const name = toName(status);
  if (!name) throw new RangeError(`Unknown order status: ${String(status)}`);
  return orderMachine.resolveState({ value: name, context: {} });
}

/**
 * Where `event` sent by `role` takes an order in `status`, or `null` when the machine refuses it.
 * The server calls this before every change and answers a refusal with a clear message.
 */
export function nextOrderStatus(
  status: OrderStatusName | OrderStatusCode,
  event: OrderEventType,
  role: Role,
): OrderStatusName | null {
  const name = toName(status);
  if (!name || !(event in ORDER_TRANSITIONS)) return null;
  const snapshot = orderSnapshotAt(name);
  if (!snapshot.can({ type: event, role })) return null;
  const [next] = transition(orderMachine, snapshot, { type: event, role });
  return next.value as OrderStatusName;
}

export function canTransition(status: OrderStatusName | OrderStatusCode, event: OrderEventType, role: Role): boolean {
  return nextOrderStatus(status, event, role) !== null;
}

/** The actions `role` may take on an order in `status`, in table order (for the order's buttons). */
export function availableOrderActions(status: OrderStatusName | OrderStatusCode, role: Role): OrderEventType[] {
  return ORDER_EVENT_TYPES.filter((event) => canTransition(status, event, role));
}

/** Whether the screen asks "are you sure?" before sending `event` (cancel and ship do). */
export function orderActionNeedsConfirmation(event: OrderEventType): boolean {
  return ORDER_TRANSITIONS[event].confirm;
}

export function isFinalOrderStatus(status: OrderStatusName | OrderStatusCode): boolean {
  const name = toName(status);
  return name !== undefined && FINAL.includes(name);
}

/**
 * The buyer's progress bar: the statuses an order passes through when all goes as planned, in
 * order (placed, then paid, shipped, received and commented on). Each is where one of the
 * machine's transitions takes the one before (PAY, SHIP, CONFIRM_RECEIPT, COMMENT; order.test.ts
 * checks it against the table), so the bar and the status text read from the same machine.
 */
export const ORDER_PROGRESS = ['toPay', 'toShip', 'toReceive', 'toReview', 'completed'] as const satisfies readonly OrderStatusName[];

export type OrderProgressStatus = (typeof ORDER_PROGRESS)[number];

/**
 * Where an order in `status` stands on `ORDER_PROGRESS`: the index of the status it is in (the
 * step it has reached, which the bar marks as current; the ones before are done), or
 * `ORDER_PROGRESS.length` once it reached the end (every step done). `null` for a status off that
 * path (cancelled, after-sales, refunded), where the status alone does not say how far it got.
 */
export function orderProgress(status: OrderStatusName | OrderStatusCode | number): number | null {
  const name = toName(status);
  const at = ORDER_PROGRESS.findIndex((step) => step === name);
  if (name === undefined || at === -1) return null;
  return isFinalOrderStatus(name) ? ORDER_PROGRESS.length : at;
}
