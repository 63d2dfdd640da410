import { nextOrderStatus, type OrderEventType } from '@shop/domain';
import type { DataOf } from '../../contract/endpoint';
import type { AfterSalesCase, Endpoints, OrderDetail, StaffDecisionRecord, StaffQueue, User } from '../../contract/endpoints';
import { AFTER_SALES_STATUS, ORDER_STATUS, REVIEW_STATUS, STORE_APPLICATION_STATUS } from '../../contract/domain';
import type { staffEndpoints } from '../../contract/endpoints/staff';
import { refuse, type Refusal } from '../engine';
import * as f from '../fixtures';
import { alreadyDecidedParams, depositItemOf, sameProofOf, staffHistoryOf, staffRightsOf, payToOf, withdrawalItemOf } from '../fixtures';
import type { MockState } from '../state';
import { type AreaResolvers, now, paginate } from './shared';

/**
 * The operations console over the mock's memory, deciding as the server does: an item is decided
 * once, the decision lands in the trail, and any later decision is refused with `alreadyDecided`
 * naming who decided what and when. A decision on the demo buyer's own items shows on the buyer's
 * screens (application status, wallet balance, order status) in the same story. Nobody decides
 * their own item, and above the four-eyes threshold an approval takes two different people.
 */

const memberOf = (user: User | null): StaffDecisionRecord['decidedBy'] => ({
  id: user?.id ?? f.users.staff.id,
  username: user?.username ?? f.users.staff.username,
  nickname: user?.nickname ?? f.users.staff.nickname,
});

/** Application 1 is the demo buyer's own: it mirrors the buyer's application in the mock's memory. */
function applicationItems(state: MockState) {
  const own = state.data.application.status === STORE_APPLICATION_STATUS.none ? f.applications.pendingReview : state.data.application;
  return [{ id: 1, user: f.users.buyer, application: own }, ...state.data.staff.applications];
}

const decisionOf = (state: MockState, queue: StaffQueue, itemId: number) =>
  state.data.staff.decisions.find((d) => d.queue === queue && d.itemId === itemId && d.decision !== 'firstApproval');

const viewerOf = (user: User | null) => user?.id ?? f.users.staff.id;

type Item = Parameters<typeof staffRightsOf>[1];

/**
 * The server's four-eyes rule over the mock's trail: a refusal, `first` when this approval was
 * recorded as the first of two (nothing else changes), or `decide`.
 */
function fourEyes(state: MockState, user: User | null, item: Item, approve: boolean): Refusal | 'first' | 'decide' {
  const rights = staffRightsOf(state.data.staff.decisions, item, viewerOf(user));
  if (rights.ownItem) return refuse('ownItem');
  if (!approve || rights.approvalsNeeded === 1) return 'decide';
  if (!rights.firstApproval) {
    record(state, user, item.queue, item.itemId, 'firstApproval');
    return 'first';
  }
  return rights.firstApproval.decidedBy.id === viewerOf(user) ? refuse('secondApprovalNeeded') : 'decide';
}

/** Why an item that no longer waits cannot be decided: whose decision stands, if the trail knows. */
function decidedRefusal(state: MockState, queue: StaffQueue, itemId: number): Refusal {
  const prior = decisionOf(state, queue, itemId);
  return prior ? refuse('alreadyDecided', alreadyDecidedParams(prior)) : refuse('transitionRefused');
}

function record(state: MockState, user: User | null, queue: StaffQueue, itemId: number, decision: StaffDecisionRecord['decision'], reason?: string) {
  const decided: StaffDecisionRecord = {
    id: state.nextId(),
    queue,
    itemId,
    decision,
    reason: reason?.trim() || null,
    decidedBy: memberOf(user),
    decidedAt: now(),
  };
  state.data.staff.decisions.push(decided);
  return decided;
}

/** How long the oldest of `since` has waited, by the mock's clock. */
function queueState(since: string[]) {
  const oldest = [...since].sort()[0] ?? null;
  return {
    waiting: since.length,
    oldestSince: oldest,
    oldestWaitingSeconds: oldest === null ? null : Math.max(0, Math.floor((Date.now() - Date.parse(oldest)) / 1000)),
  };
}

/** Pending first come first (the order staff work in); decided newest decision first; all newest first. */
function afterSalesInOrder(cases: AfterSalesCase[], status: keyof typeof AFTER_SALES_STATUS | undefined) {
  if (!status) return [...cases].sort((a, b) => b.id - a.id);
  const chosen = cases.filter((c) => c.status === AFTER_SALES_STATUS[status]);
  return status === 'pending'
    ? chosen.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)
    : chosen.sort((a, b) => (b.decidedAt ?? '').localeCompare(a.decidedAt ?? '') || b.id - a.id);
}

const afterSalesDetailOf = (state: MockState, item: AfterSalesCase, user: User | null): DataOf<Endpoints['staffAfterSalesDetail']> => {
  const sameOrder = state.data.staff.afterSales.filter((c) => c.order.id === item.order.id).map((c) => c.id);
  return {
    ...item,
    history: staffHistoryOf(state.data.staff.decisions, 'afterSales', sameOrder),
    rights: staffRightsOf(state.data.staff.decisions, { queue: 'afterSales', itemId: item.id, ownerIds: [item.buyer.id] }, viewerOf(user)),
  };
};

/** The order behind a request, where the buyer's (or the merchant's) screens read it. */
function orderBehind(state: MockState, orderId: number): OrderDetail | undefined {
  return state.data.orders.find((o) => o.id === orderId) ?? state.data.storeOrders.find((o) => o.id === orderId);
}

/** A buyer's new after-sales request joins the queue (the buyer's `orderAfterSales` calls this). */
export function openAfterSalesCase(state: MockState, order: OrderDetail, buyer: User) {
  const afterSales = order.afterSales!;
  state.data.staff.afterSales.push({
    id: state.nextId(),
    status: AFTER_SALES_STATUS.pending,
    reason: afterSales.reason,
    description: afterSales.description,
    images: afterSales.images,
    createdAt: afterSales.createdAt,
    decidedAt: null,
    decisionReason: null,
    refundAmount: null,
    order: { ...f.orderSummary(order), paymentMethod: order.paymentMethod },
    buyer: { id: buyer.id, username: buyer.username, nickname: buyer.nickname, avatar: buyer.avatar, email: buyer.email, phone: buyer.phone },
  });
}

export const staffResolvers: AreaResolvers<typeof staffEndpoints> = {
  staffOverview: ({ state }) => ({
    asOf: now(),
    queues: {
      application: queueState(
        applicationItems(state)
          .filter((item) => item.application.status === STORE_APPLICATION_STATUS.pendingReview)
          .map((item) => item.application.submittedAt!),
      ),
      deposit: queueState(state.data.depositRecords.filter((r) => r.status === REVIEW_STATUS.underReview).map((r) => r.createdAt)),
      withdrawal: queueState(state.data.withdrawalRecords.filter((r) => r.status === REVIEW_STATUS.underReview).map((r) => r.createdAt)),
      afterSales: queueState(state.data.staff.afterSales.filter((c) => c.status === AFTER_SALES_STATUS.pending).map((c) => c.createdAt)),
    },
  }),

  staffApplications: ({ params, state }) =>
    paginate(
      applicationItems(state)
        .filter((item) => !params.status || item.application.status === STORE_APPLICATION_STATUS[params.status])
        .sort((a, b) => b.id - a.id),
      params,
    ),
  staffApplicationDetail: ({ params, state, user }) => {
    const item = applicationItems(state).find((i) => i.id === params.id);
    if (!item) return refuse('notFound');
    return {
      ...item,
      history: staffHistoryOf(state.data.staff.decisions, 'application', [item.id]),
      rights: staffRightsOf(state.data.staff.decisions, { queue: 'application', itemId: item.id, ownerIds: [item.user.id] }, viewerOf(user)),
    };
  },
  staffReviewApplication: ({ params, state, user }) => {
    const item = applicationItems(state).find((i) => i.id === params.id);
    if (!item) return refuse('notFound');
    if (item.application.status !== STORE_APPLICATION_STATUS.pendingReview) return decidedRefusal(state, 'application', item.id);
    const step = fourEyes(state, user, { queue: 'application', itemId: item.id, ownerIds: [item.user.id] }, params.approve);
    if (step !== 'decide') return step === 'first' ? refuse('transitionRefused') : step;
    const decided = record(state, user, 'application', item.id, params.approve ? 'approved' : 'rejected', params.approve ? undefined : params.reason);
    const application = {
      ...item.application,
      form: item.application.form ?? f.applicationForm,
      status: params.approve ? STORE_APPLICATION_STATUS.approved : STORE_APPLICATION_STATUS.rejected,
      reason: params.approve ? null : params.reason,
      reviewedAt: decided.decidedAt,
      storeId: params.approve ? (item.id === 1 ? f.applications.approved.storeId : state.nextId()) : null,
    };
    if (item.id === 1) state.data.application = application;
    else Object.assign(item, { application });
    return application;
  },

  staffDeposits: ({ params, state }) =>
    paginate(state.data.depositRecords.filter((r) => !params.status || r.status === REVIEW_STATUS[params.status]).map(depositItemOf), params),
  staffDepositDetail: ({ params, state, user }) => {
    const found = state.data.depositRecords.find((r) => r.id === params.id);
    if (!found) return refuse('notFound');
    const item = depositItemOf(found);
    return {
      ...item,
      history: staffHistoryOf(state.data.staff.decisions, 'deposit', [found.id]),
      rights: staffRightsOf(
        state.data.staff.decisions,
        { queue: 'deposit', itemId: found.id, ownerIds: [item.userId], amount: found.amount },
        viewerOf(user),
      ),
      sameProof: sameProofOf(state.data.depositRecords, found),
    };
  },
  staffReviewDeposit: ({ params, state, user }) => {
    const found = state.data.depositRecords.find((r) => r.id === params.id);
    if (!found) return refuse('notFound');
    if (found.status !== REVIEW_STATUS.underReview) return decidedRefusal(state, 'deposit', found.id);
    const item = { queue: 'deposit' as const, itemId: found.id, ownerIds: [depositItemOf(found).userId], amount: found.amount };
    const step = fourEyes(state, user, item, params.approve);
    if (step === 'first') return found;
    if (step !== 'decide') return step;
    const decided = record(state, user, 'deposit', found.id, params.approve ? 'approved' : 'rejected', params.approve ? undefined : params.reason);
    Object.assign(found, {
      status: params.approve ? REVIEW_STATUS.approved : REVIEW_STATUS.failed,
      reason: params.approve ? null : params.reason,
      reviewedAt: decided.decidedAt,
    });
    if (params.approve) {
      state.data.wallet.balance += found.amount;
      state.data.wallet.available += found.amount;
    }
    return found;
  },

  staffWithdrawals: ({ params, state }) =>
    paginate(state.data.withdrawalRecords.filter((r) => !params.status || r.status === REVIEW_STATUS[params.status]).map(withdrawalItemOf), params),
  staffWithdrawalDetail: ({ params, state, user }) => {
    const found = state.data.withdrawalRecords.find((r) => r.id === params.id);
    if (!found) return refuse('notFound');
    const item = withdrawalItemOf(found);
    return {
      ...item,
      payTo: payToOf(found.account),
      history: staffHistoryOf(state.data.staff.decisions, 'withdrawal', [found.id]),
      rights: staffRightsOf(
        state.data.staff.decisions,
        { queue: 'withdrawal', itemId: found.id, ownerIds: [item.userId], amount: found.amount },
        viewerOf(user),
      ),
    };
  },
  staffReviewWithdrawal: ({ params, state, user }) => {
    const found = state.data.withdrawalRecords.find((r) => r.id === params.id);
    if (!found) return refuse('notFound');
    if (found.status !== REVIEW_STATUS.underReview) return decidedRefusal(state, 'withdrawal', found.id);
    const item = { queue: 'withdrawal' as const, itemId: found.id, ownerIds: [withdrawalItemOf(found).userId], amount: found.amount };
    const step = fourEyes(state, user, item, params.approve);
    if (step === 'first') return found;
    if (step !== 'decide') return step;
    const decided = record(state, user, 'withdrawal', found.id, params.approve ? 'approved' : 'rejected', params.approve ? undefined : params.reason);
    Object.assign(found, {
      status: params.approve ? REVIEW_STATUS.approved : REVIEW_STATUS.failed,
      reason: params.approve ? null : params.reason,
      reviewedAt: decided.decidedAt,
    });
    // The amount was held since the request: paid out it leaves the balance, refused it is available again.
    const wallet = state.data.wallet;
    wallet.frozen = Math.max(0, wallet.frozen - found.amount);
    if (params.approve) wallet.balance -= found.amount;
    else wallet.available += found.amount;
    return found;
  },

  staffAfterSales: ({ params, state }) => paginate(afterSalesInOrder(state.data.staff.afterSales, params.status), params),
  staffAfterSalesDetail: ({ params, state, user }) => {
    const item = state.data.staff.afterSales.find((c) => c.id === params.id);
    return item ? afterSalesDetailOf(state, item, user) : refuse('notFound');
  },
  staffReviewAfterSales: ({ params, state, user }) => {
    const item = state.data.staff.afterSales.find((c) => c.id === params.id);
    if (!item) return refuse('notFound');
    if (item.status !== AFTER_SALES_STATUS.pending) return decidedRefusal(state, 'afterSales', item.id);
    const refund = params.decision === 'refund';
    const step = fourEyes(state, user, { queue: 'afterSales', itemId: item.id, ownerIds: [item.buyer.id] }, refund);
    if (step !== 'decide') return step === 'first' ? refuse('transitionRefused') : step;
    const event: OrderEventType = refund ? 'REFUND' : 'CLOSE_AFTER_SALES';
    const next = nextOrderStatus(item.order.status, event, 'staff');
    if (!next) return refuse('transitionRefused');
    const decided = record(state, user, 'afterSales', item.id, refund ? 'refunded' : 'rejected', params.reason);
    const outcome = {
      status: refund ? AFTER_SALES_STATUS.refunded : AFTER_SALES_STATUS.rejected,
      decisionReason: decided.reason,
      refundAmount: refund ? item.order.amount : null,
      decidedAt: decided.decidedAt,
    };
    Object.assign(item, outcome, { order: { ...item.order, status: ORDER_STATUS[next] } });
    const order = orderBehind(state, item.order.id);
    if (order) {
      order.status = ORDER_STATUS[next];
      if (order.afterSales) Object.assign(order.afterSales, outcome);
    }
    if (refund && item.buyer.id === f.users.buyer.id) {
      state.data.wallet.balance += item.order.amount;
      state.data.wallet.available += item.order.amount;
    }
    return afterSalesDetailOf(state, item, user);
  },
  staffChatConversations: ({ params, state }) => {
    // The mock's customer-service conversations are the signed-in buyer's; staff see that buyer as
    // the peer, the buyer's messages as the other side's (unread until a staff member reads them),
    // unread conversations first, then the newest.
    const buyer = f.users.buyer;
    const inbox = state.data.conversations
      .filter((c) => c.peer.kind === 'support' && c.lastMessage !== null)
      .map((c) => {
        const unread = state.data.messages.filter((m) => m.conversationId === c.id && m.mine && !m.read).length;
        return {
          ...c,
          peer: { kind: 'user' as const, id: buyer.id, name: buyer.nickname, avatar: buyer.avatar },
          lastMessage: c.lastMessage && { ...c.lastMessage, mine: !c.lastMessage.mine },
          unread,
        };
      })
      .filter((c) => !params.unread || c.unread > 0)
      .sort((a, b) => Number(b.unread > 0) - Number(a.unread > 0) || b.updatedAt.localeCompare(a.updatedAt));
    return paginate(inbox, params);
  },
};
