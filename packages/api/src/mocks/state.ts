import type { User } from '../contract/endpoints';
import * as f from './fixtures';
import { staffAfterSalesQueue, staffApplicationQueue, staffDecisionTrail } from './fixtures';

/**
 * The mock's memory: a deep copy of the fixtures that mutations change (cart, collections,
 * orders, wallet...), so a story's play test sees its own actions. `reset()` restores the
 * fixtures; each story should start from a reset state (see `resetMockState`).
 */
export function createMockState() {
  const fresh = () => structuredClone({
    users: { ...f.users } as Record<string, User>,
    sessions: new Map<string, number>(Object.entries(f.MOCK_TOKENS).map(([persona, token]) => [token, f.users[persona as f.MockPersona].id])),
    cart: f.cartItems,
    addresses: f.addresses,
    collected: new Set(f.products.filter((p) => p.collected).map((p) => p.id)),
    followed: new Set([1, 3]),
    history: f.products.slice(10, 16).map((p, i) => ({ id: i + 1, productId: p.id, viewedAt: f.ago((i + 1) * 90) })),
    orders: f.orders,
    storeOrders: f.storeOrders,
    coupons: f.coupons,
    wallet: f.walletSummary,
    billRecords: f.billRecords,
    depositRecords: f.depositRecords,
    withdrawalRecords: f.withdrawalRecords,
    withdrawalAccounts: f.withdrawalAccounts,
    application: f.applications.none,
    merchantStore: f.merchantStore,
    merchantProducts: f.merchantProducts,
    wholesale: f.wholesaleItems,
    conversations: f.conversations,
    messages: f.chatMessages,
    /**
     * The operations console. Application 1 is the demo buyer's and lives in `application`; deposits
     * and withdrawals are the buyer's records above; the trail holds every decision made.
     */
    staff: {
      applications: staffApplicationQueue.filter((item) => item.id !== 1),
      afterSales: staffAfterSalesQueue,
      decisions: staffDecisionTrail,
    },
    payPasswordFailures: 0,
    payments: new Map<string, { orderIds: number[]; amount: number }>([
      ['pay_fixture-0001', { orderIds: [f.orders[0]!.id], amount: f.orders[0]!.amount }],
    ]),
    nextId: 10_000,
  });
  let data = fresh();
  return {
    get data() {
      return data;
    },
    reset() {
      data = fresh();
    },
    userForToken(token: string): User | null {
      const id = data.sessions.get(token);
      return id === undefined ? null : (Object.values(data.users).find((u) => u.id === id) ?? null);
    },
    /** A new id for something the mock creates (above every fixture id). */
    nextId() {
      data.nextId += 1;
      return data.nextId;
    },
  };
}

export type MockState = ReturnType<typeof createMockState>;
