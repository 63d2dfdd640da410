import { z } from 'zod';
import { area } from '../endpoint';
import { AFTER_SALES_STATUS, PAYMENT_METHODS, REVIEW_STATUS, STORE_APPLICATION_STATUS, statusCode, statusName } from '../domain';
import { datetime, empty, id, imageUrl, money, obj, page, pageQuery, q, requiredText, text } from '../primitives';
import { userSchema } from './account';
import { conversationSchema } from './chat';
import { storeApplicationSchema } from './merchant';
import { orderSummarySchema } from './orders';
import { depositRecordSchema, withdrawalAccountSchema, withdrawalRecordSchema } from './wallet';

const staff = area('staff');

/**
 * The operations console: the four queues staff work through, each with a list (paged, filtered
 * by state), a detail with the item's decision history, and a decision. The first decision on an
 * item is the only one: any later one (a colleague at the same moment, or a retry) is refused with
 * `alreadyDecided`, whose `params` name who decided what and when.
 */
export const STAFF_QUEUES = ['application', 'deposit', 'withdrawal', 'afterSales'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

/**
 * What staff decided; past tense, as the console says it ("Approved by ... at ..."). A
 * `firstApproval` is the first of the two approvals a deposit or withdrawal above the four-eyes
 * threshold needs: it moves no money and the item keeps waiting for a second, different person.
 */
export const STAFF_DECISIONS = ['approved', 'rejected', 'refunded', 'firstApproval'] as const;
export type StaffDecision = (typeof STAFF_DECISIONS)[number];

/** A staff member as the console names them (never shown to buyers or merchants). */
export const staffMemberSchema = obj({ id: id(), username: z.string(), nickname: z.string() });

/** One line of the audit trail: who decided what about which item, when, and why. */
export const staffDecisionSchema = obj({
  id: id(),
  queue: z.enum(STAFF_QUEUES),
  /** The application, deposit, withdrawal or after-sales request decided. */
  itemId: id(),
  decision: z.enum(STAFF_DECISIONS),
  /** The reason staff gave; always present on a rejection, null when none was given. */
  reason: z.string().nullable(),
  decidedBy: staffMemberSchema,
  decidedAt: datetime(),
});
export type StaffDecisionRecord = z.infer<typeof staffDecisionSchema>;

/**
 * An item's decisions, oldest first: its own, and for an application the applicant's earlier
 * applications, for an after-sales request the same order's earlier requests (each line names
 * its `itemId`), so staff see "rejected before for ..." without another lookup.
 */
const history = () => z.array(staffDecisionSchema);

/** The buyer behind an after-sales request, with what support needs to reach them. */
export const staffCustomerSchema = userSchema.pick({ id: true, username: true, nickname: true, avatar: true, email: true, phone: true });

export const afterSalesStatusSchema = statusCode(AFTER_SALES_STATUS, 'After-sales status');

/** A buyer's after-sales request as staff review it. */
export const afterSalesCaseSchema = obj({
  id: id(),
  status: afterSalesStatusSchema,
  reason: z.string(),
  description: z.string(),
  /** The buyer's photos: public uploads (purpose `afterSales`), plain URLs an `<img>` loads. */
  images: z.array(imageUrl()),
  createdAt: datetime(),
  decidedAt: datetime().nullable(),
  /** Staff's reason: always there on a rejection; an optional note on a refund; null while pending. */
  decisionReason: z.string().nullable(),
  /** What went back to the buyer's wallet: the whole amount paid for the order; null unless refunded. */
  refundAmount: money().nullable(),
  /** The order as bought; `amount` is what the buyer paid, the most a refund gives back. */
  order: obj({ ...orderSummarySchema.shape, paymentMethod: z.enum(PAYMENT_METHODS).nullable() }),
  buyer: staffCustomerSchema,
});
export type AfterSalesCase = z.infer<typeof afterSalesCaseSchema>;

/**
 * Who may decide the item, for the staff member asking (each detail carries it):
 * - `ownItem`: the item is theirs (their deposit, withdrawal, store application, or an after-sales
 *   request they made or one on their own store's order). Nobody decides their own money: the
 *   console says so instead of offering the buttons, and the decision endpoints refuse with `ownItem`.
 * - `approvalsNeeded`: 2 for a deposit or withdrawal above `fourEyesAboveCents`, else 1.
 * - `firstApproval`: the first of two approvals once given (who and when), null otherwise. Its
 *   giver cannot give the second (`secondApprovalNeeded`); anyone else may approve or reject.
 * - `firstApprovalIsYours`: the asking staff member gave that first approval.
 */
export const staffReviewRightsSchema = obj({
  ownItem: z.boolean(),
  approvalsNeeded: z.union([z.literal(1), z.literal(2)]),
  firstApproval: staffDecisionSchema.nullable(),
  firstApprovalIsYours: z.boolean(),
  fourEyesAboveCents: money(),
});
export type StaffReviewRights = z.infer<typeof staffReviewRightsSchema>;
const rights = () => staffReviewRightsSchema;

export const afterSalesCaseDetailSchema = obj({ ...afterSalesCaseSchema.shape, history: history(), rights: rights() });

export const staffApplicationItemSchema = obj({ id: id(), user: userSchema, application: storeApplicationSchema });
export const staffDepositItemSchema = obj({ userId: id(), username: z.string(), record: depositRecordSchema });
export const staffWithdrawalItemSchema = obj({ userId: id(), username: z.string(), record: withdrawalRecordSchema });

/** How one queue stands: what waits, and since when the oldest waits. */
export const staffQueueStateSchema = obj({
  waiting: z.number().int().nonnegative(),
  /** When the oldest waiting item arrived; null when nothing waits. */
  oldestSince: datetime().nullable(),
  /** How long the oldest has waited, by the server's clock (so a wrong device clock cannot skew it). */
  oldestWaitingSeconds: z.number().int().nonnegative().nullable(),
});

export const staffOverviewSchema = obj({
  /** The server's time of the counts. */
  asOf: datetime(),
  queues: obj({
    application: staffQueueStateSchema,
    deposit: staffQueueStateSchema,
    withdrawal: staffQueueStateSchema,
    afterSales: staffQueueStateSchema,
  }),
});

const byId = () => obj({ id: q.id() });

/**
 * Approve, or reject with a reason (1 to 200 characters) that the person it is about reads: a
 * store application, a deposit and a withdrawal are decided alike.
 */
const reviewDecision = () =>
  z.discriminatedUnion('approve', [
    obj({ id: id(), approve: z.literal(true) }),
    obj({ id: id(), approve: z.literal(false), reason: requiredText(200) }),
  ]);

export const staffEndpoints = {
  staffOverview: staff({
    method: 'GET',
    path: '/api/staff/overview',
    auth: 'staff',
    summary: 'How many items wait in each queue, and how long the oldest has waited',
    request: empty(),
    response: staffOverviewSchema,
  }),
  staffApplications: staff({
    method: 'GET',
    path: '/api/staff/applications',
    auth: 'staff',
    summary: 'Store applications to review',
    request: obj({ status: statusName(STORE_APPLICATION_STATUS).optional(), ...pageQuery }),
    response: page(staffApplicationItemSchema),
  }),
  staffApplicationDetail: staff({
    method: 'GET',
    path: '/api/staff/applicationDetail',
    auth: 'staff',
    summary: 'One store application: everything the applicant sent, and its decision history',
    description:
      'Identity photos (front, back, hand-held) are private uploads: their `/api/upload/file?id=` URLs load through the signed client with a staff session.',
    request: byId(),
    response: obj({ ...staffApplicationItemSchema.shape, history: history(), rights: rights() }),
  }),
  staffReviewApplication: staff({
    method: 'POST',
    path: '/api/staff/reviewApplication',
    auth: 'staff',
    summary: 'Approve a store application, or reject it with a reason',
    description: 'A second decision on the same application is refused with `alreadyDecided` (409); a decision on your own application with `ownItem` (422).',
    request: reviewDecision(),
    response: storeApplicationSchema,
  }),
  staffDeposits: staff({
    method: 'GET',
    path: '/api/staff/deposits',
    auth: 'staff',
    summary: 'Deposits to review',
    request: obj({ status: statusName(REVIEW_STATUS).optional(), ...pageQuery }),
    response: page(staffDepositItemSchema),
  }),
  staffDepositDetail: staff({
    method: 'GET',
    path: '/api/staff/depositDetail',
    auth: 'staff',
    summary: 'One deposit with its decision history',
    description:
      'The payment proof is a private upload: it loads through the signed client with a staff session. `sameProof` lists the other deposits (anyone\'s, oldest first, at most 20) whose proof is the same picture (the same stored bytes): one transfer claimed twice.',
    request: byId(),
    response: obj({
      ...staffDepositItemSchema.shape,
      history: history(),
      rights: rights(),
      /** Other deposits that sent the same payment proof, with who sent them and their state. */
      sameProof: z.array(obj({ id: id(), userId: id(), username: z.string(), status: depositRecordSchema.shape.status })),
    }),
  }),
  staffReviewDeposit: staff({
    method: 'POST',
    path: '/api/staff/reviewDeposit',
    auth: 'staff',
    summary: 'Approve (credits the wallet) or reject a deposit with a reason',
    description:
      'A second decision on the same deposit is refused with `alreadyDecided` (409); a decision on your own deposit with `ownItem` (422). Above the four-eyes threshold the first approval is recorded (the answer is still under review) and a second staff member\'s approval credits it; the same person twice is refused with `secondApprovalNeeded` (422).',
    request: reviewDecision(),
    response: depositRecordSchema,
  }),
  staffWithdrawals: staff({
    method: 'GET',
    path: '/api/staff/withdrawals',
    auth: 'staff',
    summary: 'Withdrawals to review',
    request: obj({ status: statusName(REVIEW_STATUS).optional(), ...pageQuery }),
    response: page(staffWithdrawalItemSchema),
  }),
  staffWithdrawalDetail: staff({
    method: 'GET',
    path: '/api/staff/withdrawalDetail',
    auth: 'staff',
    summary: 'One withdrawal with the account to pay, unmasked, and its decision history',
    request: byId(),
    response: obj({
      ...staffWithdrawalItemSchema.shape,
      /** The account as the user gave it, card number in full: staff need it to send the money. */
      payTo: withdrawalAccountSchema,
      history: history(),
      rights: rights(),
    }),
  }),
  staffReviewWithdrawal: staff({
    method: 'POST',
    path: '/api/staff/reviewWithdrawal',
    auth: 'staff',
    summary: 'Approve (pays out the held amount) or reject with a reason (releases it) a withdrawal',
    description:
      'A second decision on the same withdrawal is refused with `alreadyDecided` (409); a decision on your own withdrawal with `ownItem` (422). Above the four-eyes threshold the first approval is recorded (the answer is still under review) and a second staff member\'s approval pays it out; the same person twice is refused with `secondApprovalNeeded` (422).',
    request: reviewDecision(),
    response: withdrawalRecordSchema,
  }),
  staffAfterSales: staff({
    method: 'GET',
    path: '/api/staff/afterSales',
    auth: 'staff',
    summary: "Buyers' after-sales requests, oldest first while pending, newest decided first otherwise",
    request: obj({ status: statusName(AFTER_SALES_STATUS).optional(), ...pageQuery }),
    response: page(afterSalesCaseSchema),
  }),
  staffAfterSalesDetail: staff({
    method: 'GET',
    path: '/api/staff/afterSalesDetail',
    auth: 'staff',
    summary: 'One after-sales request with its order, buyer and decision history',
    request: byId(),
    response: afterSalesCaseDetailSchema,
  }),
  staffReviewAfterSales: staff({
    method: 'POST',
    path: '/api/staff/reviewAfterSales',
    auth: 'staff',
    summary: "Refund the order to the buyer's wallet, or reject the request with a reason",
    description:
      "A refund gives back what the buyer paid for the order, once (the order moves to `refunded` by the order machine; the store's profit, if credited, is taken back). A rejection closes the request and the order returns to `toReview`. A second decision is refused with `alreadyDecided` (409); a decision by the buyer or by the store's owner with `ownItem` (422).",
    request: z.discriminatedUnion('decision', [
      obj({ id: id(), decision: z.literal('refund'), reason: text(200).optional() }),
      obj({ id: id(), decision: z.literal('reject'), reason: requiredText(200) }),
    ]),
    response: afterSalesCaseDetailSchema,
  }),
  staffChatConversations: staff({
    method: 'GET',
    path: '/api/staff/chatConversations',
    auth: 'staff',
    summary: 'The customer-service inbox: conversations buyers have written in, unread first, then newest',
    description:
      'Staff answer through the chat endpoints as the customer-service side; one staff member reading a conversation marks it read for all staff.',
    request: obj({ unread: q.bool().optional(), ...pageQuery }),
    response: page(conversationSchema),
  }),
} as const;
