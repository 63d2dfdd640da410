import { getShortestPaths } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { ROLES, type Role } from '../roles';
import { ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatusName } from '../status';
import { explore, expectedTable } from '../test-support/explore';
import {
  availableOrderActions,
  canTransition,
  isFinalOrderStatus,
  nextOrderStatus,
  ORDER_EVENT_TYPES,
  orderActionNeedsConfirmation,
  orderMachine,
  ORDER_PROGRESS,
  orderProgress,
  type OrderEvent,
} from './order';

const everyEvent: OrderEvent[] = ORDER_EVENT_TYPES.flatMap((type) => ROLES.map((role) => ({ type, role })));

/**
 * The rules written out by hand, independently of ORDER_TRANSITIONS: state -> event@role -> target.
 * Anything missing must be refused.
 */
const RULES: Record<OrderStatusName, Record<string, OrderStatusName>> = {
  toPay: {
    'PAY@buyer': 'toShip',
    'PAY@system': 'toShip',
    'CANCEL@buyer': 'cancelled',
    'CANCEL@staff': 'cancelled',
    'CANCEL@system': 'cancelled',
  },
  toShip: { 'SHIP@merchant': 'toReceive' },
  toReceive: {
    'CONFIRM_RECEIPT@buyer': 'toReview',
    'CONFIRM_RECEIPT@system': 'toReview',
    'REQUEST_AFTER_SALES@buyer': 'afterSales',
  },
  toReview: { 'COMMENT@buyer': 'completed', 'REQUEST_AFTER_SALES@buyer': 'afterSales' },
  completed: {},
  cancelled: {},
  afterSales: {
    'REFUND@merchant': 'refunded',
    'REFUND@staff': 'refunded',
    'CLOSE_AFTER_SALES@buyer': 'toReview',
    'CLOSE_AFTER_SALES@merchant': 'toReview',
    'CLOSE_AFTER_SALES@staff': 'toReview',
  },
  refunded: {},
};

describe('order machine, walked', () => {
  const walk = explore(orderMachine, { inputs: [undefined], events: everyEvent });

  it('reaches every status from a new order', () => {
    expect(walk.reached).toEqual([...ORDER_STATUS_NAMES].sort());
  });

  it('accepts exactly the rule table in every state, for every event and role, and refuses the rest', () => {
    const byType: Record<string, Record<string, string[]>> = {};
    for (const [state, row] of Object.entries(RULES)) {
      byType[state] = {};
      for (const [key, target] of Object.entries(row)) {
        const type = key.split('@')[0]!;
        byType[state][type] = [...new Set([...(byType[state][type] ?? []), target])];
      }
    }
    expect(walk.table).toEqual(expectedTable(byType));
  });

  it.each(ORDER_STATUS_NAMES.flatMap((s) => everyEvent.map((e) => [s, e.type, e.role] as const)))(
    '%s + %s by %s follows the rule table',
    (status, type, role) => {
      expect(nextOrderStatus(status, type, role)).toBe(RULES[status][`${type}@${role}`] ?? null);
    },
  );

  it('has a shortest path to every status, and completed needs pay, ship, receipt and comment', () => {
    const paths = getShortestPaths(orderMachine, { events: everyEvent });
    const ends = new Set(paths.map((p) => p.state.value));
    expect([...ends].sort()).toEqual([...ORDER_STATUS_NAMES].sort());
    const completed = paths.find((p) => p.state.value === 'completed')!;
    expect(completed.steps.slice(1).map((s) => s.event.type)).toEqual(['PAY', 'SHIP', 'CONFIRM_RECEIPT', 'COMMENT']);
  });
});

describe('order helpers for the server', () => {
  it('reads numeric codes as well as names', () => {
    expect(nextOrderStatus(ORDER_STATUS.toPay, 'PAY', 'buyer')).toBe('toShip');
    expect(nextOrderStatus(ORDER_STATUS.toShip, 'SHIP', 'buyer')).toBeNull();
    expect(canTransition(ORDER_STATUS.afterSales, 'REFUND', 'staff')).toBe(true);
  });

  it('refuses unknown statuses and events instead of throwing', () => {
    expect(nextOrderStatus(999 as never, 'PAY', 'buyer')).toBeNull();
    expect(nextOrderStatus('shipped' as never, 'PAY', 'buyer')).toBeNull();
    expect(nextOrderStatus('toPay', 'DELETE' as never, 'buyer')).toBeNull();
    expect(nextOrderStatus('toPay', 'PAY', 'hacker' as Role)).toBeNull();
  });

  it('lists the buttons a role sees', () => {
    expect(availableOrderActions('toPay', 'buyer')).toEqual(['PAY', 'CANCEL']);
    expect(availableOrderActions('toPay', 'merchant')).toEqual([]);
    expect(availableOrderActions('toShip', 'merchant')).toEqual(['SHIP']);
    expect(availableOrderActions('toReceive', 'buyer')).toEqual(['CONFIRM_RECEIPT', 'REQUEST_AFTER_SALES']);
    expect(availableOrderActions('completed', 'buyer')).toEqual([]);
    expect(availableOrderActions('toPay', 'visitor')).toEqual([]);
  });

  it('asks for confirmation before cancelling and shipping only', () => {
    expect(ORDER_EVENT_TYPES.filter(orderActionNeedsConfirmation)).toEqual(['CANCEL', 'SHIP']);
  });

  it('knows the final statuses', () => {
    expect(ORDER_STATUS_NAMES.filter((s) => isFinalOrderStatus(s))).toEqual(['completed', 'cancelled', 'refunded']);
    expect(isFinalOrderStatus(ORDER_STATUS.toPay)).toBe(false);
  });

  it('keeps status codes unique', () => {
    const codes = Object.values(ORDER_STATUS);
    expect(new Set(codes).size).toBe(codes.length);
  });
});

describe('order progress (the buyer\'s progress bar)', () => {
  it('follows the machine: each step is where a transition takes the one before, from a new order to a final status', () => {
    expect(ORDER_PROGRESS[0]).toBe(orderMachine.config.initial);
    for (let i = 1; i < ORDER_PROGRESS.length; i++) {
      const reachable = ORDER_EVENT_TYPES.some((event) =>
        ROLES.some((role) => nextOrderStatus(ORDER_PROGRESS[i - 1]!, event, role) === ORDER_PROGRESS[i]),
      );
      expect(reachable, `${ORDER_PROGRESS[i - 1]} -> ${ORDER_PROGRESS[i]}`).toBe(true);
    }
    expect(isFinalOrderStatus(ORDER_PROGRESS.at(-1)!)).toBe(true);
  });

  it('puts an order on the step of its status, the status text\'s step, never the next one', () => {
    expect(orderProgress('toPay')).toBe(0);
    expect(orderProgress('toShip')).toBe(1);
    expect(orderProgress(ORDER_STATUS.toReceive)).toBe(2);
    expect(orderProgress('toReview')).toBe(3);
  });

  it('marks every step done once the order is completed', () => {
    expect(orderProgress('completed')).toBe(ORDER_PROGRESS.length);
  });

  it('has no place on the bar for statuses off the path, or unknown codes', () => {
    expect(orderProgress('cancelled')).toBeNull();
    expect(orderProgress('afterSales')).toBeNull();
    expect(orderProgress(ORDER_STATUS.refunded)).toBeNull();
    expect(orderProgress(999)).toBeNull();
  });
});
