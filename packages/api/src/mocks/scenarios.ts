import { http, HttpResponse, type HttpHandler } from 'msw';
import { endpoints, endpointNames, type EndpointName, type StaffQueue } from '../contract/endpoints';
import type { ErrorReason } from '../contract/errors';
import { ORDER_STATUS, LIMITS } from '../contract/domain';
import { refuse } from './engine';
import * as f from './fixtures';
import { createMockHandlers, mockState, override } from './handlers';
import { orderAfterSalesRejected, staffConflicts, staffDetails, staffFourEyes, staffSameProof } from './fixtures';

/**
 * Named scenarios a story switches on: `beforeEach({ msw }) { msw.use(...scenarios.ordersEmpty) }`.
 * Each is a list of MSW handlers placed before the defaults, so only what it names changes.
 * Every scenario's answers are parsed by the contract in `contract.test.ts`.
 */

const emptyPage = <P extends { page: number; pageSize: number }>({ page, pageSize }: P) => ({
  list: [],
  page,
  pageSize,
  total: 0,
  hasMore: false,
});

/** One endpoint refusing with `reason` (and its translated message). */
export const refusedWith = (name: EndpointName, reason: ErrorReason, params?: Record<string, string | number>) =>
  override(name, () => refuse(reason, params));

const pageEndpoints = [
  'homeRecommended',
  'homeNew',
  'productList',
  'productComments',
  'storeStreet',
  'articleList',
  'collectionList',
  'historyList',
  'followList',
  'orderList',
  'couponList',
  'walletRecords',
  'depositLogs',
  'withdrawalLogs',
  'merchantOrders',
  'merchantProducts',
  'wholesaleList',
  'staffApplications',
  'staffDeposits',
  'staffWithdrawals',
  'staffAfterSales',
] as const satisfies readonly EndpointName[];

const emptyCart = { items: [], selectedCount: 0, selectedTotal: 0 };

const empty: HttpHandler[] = [
  ...pageEndpoints.map((name) => override(name, ({ params }) => emptyPage(params))),
  override('homeBanners', () => []),
  override('categories', () => []),
  override('searchSuggest', () => []),
  override('searchHot', () => []),
  override('articleHelp', () => []),
  override('addressList', () => []),
  override('withdrawalAccounts', () => []),
  override('chatConversations', () => []),
  override('chatMessages', () => ({ list: [], hasMore: false })),
  override('cartList', () => emptyCart),
  override('cartCount', () => ({ count: 0 })),
  override('couponUsable', () => []),
  override('orderCounts', () => ({ all: 0, toPay: 0, toShip: 0, toReceive: 0, toReview: 0, completed: 0, afterSales: 0, cancelled: 0 })),
  override('staffOverview', () => staffOverviewEmpty()),
];

const authEndpoints = endpointNames.filter((name) => !['public', 'optional'].includes(endpoints[name].auth));

/** Every endpoint answering with `status` and no body the client can use. */
const everyEndpoint = (make: (name: EndpointName) => HttpHandler) => endpointNames.map(make);

const orderIn = (status: (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]) => [
  override('orderDetail', ({ params }) => ({ ...f.orders.find((o) => o.status === status)!, id: params.id })),
  override('merchantOrderDetail', ({ params }) => ({ ...f.storeOrders.find((o) => o.status === status)!, id: params.id })),
];

const application = (which: keyof typeof f.applications) => [override('storeApplication', () => f.applications[which])];

const onlyRecords = <T extends { status: number }>(records: T[], status: number) => records.filter((r) => r.status === status);

/* ---------- the operations console ---------- */

const nothingWaits = { waiting: 0, oldestSince: null, oldestWaitingSeconds: null };
const staffOverviewEmpty = () => ({
  asOf: new Date(Date.now()).toISOString(),
  queues: { application: nothingWaits, deposit: nothingWaits, withdrawal: nothingWaits, afterSales: nothingWaits },
});

/** A queue's detail screen on an item in one state, whatever id the route names (like `orderIn`). */
const staffDetailIn = {
  application: (state: keyof typeof staffDetails.application) =>
    override('staffApplicationDetail', ({ params }) => ({ ...staffDetails.application[state], id: params.id })),
  deposit: (state: keyof typeof staffDetails.deposit) =>
    override('staffDepositDetail', ({ params }) => {
      const detail = staffDetails.deposit[state];
      return { ...detail, record: { ...detail.record, id: params.id } };
    }),
  withdrawal: (state: keyof typeof staffDetails.withdrawal) =>
    override('staffWithdrawalDetail', ({ params }) => {
      const detail = staffDetails.withdrawal[state];
      return { ...detail, record: { ...detail.record, id: params.id } };
    }),
  afterSales: (state: keyof typeof staffDetails.afterSales) =>
    override('staffAfterSalesDetail', ({ params }) => ({ ...staffDetails.afterSales[state], id: params.id })),
};

const DECISION_OF = {
  application: 'staffReviewApplication',
  deposit: 'staffReviewDeposit',
  withdrawal: 'staffReviewWithdrawal',
  afterSales: 'staffReviewAfterSales',
} as const satisfies Record<StaffQueue, EndpointName>;

/** A waiting item whose decision loses to a colleague's: the refusal says who decided and when. */
const staffConflictOn = (queue: StaffQueue) => [
  staffDetailIn[queue]('pending'),
  refusedWith(DECISION_OF[queue], 'alreadyDecided', staffConflicts[queue]),
];

export const scenarios = {
  /** Every list and collection empty: the empty states. */
  empty,
  /** Every call refused with a server error and its translated message (the toast path). */
  errorMessage: everyEndpoint((name) => refusedWith(name, 'internal')),
  /** Every call that needs a session answers 403: toast, then relogin after 0.8 s. */
  sessionExpired: authEndpoints.map((name) => refusedWith(name, 'sessionExpired')),
  /** Every call answers after 2 s: loading indicators and skeletons in motion. */
  slow: createMockHandlers({ state: mockState, delay: 2_000 }),
  /** Every call stays pending: a stable loading state for screenshots. */
  loading: createMockHandlers({ state: mockState, delay: 'infinite' }),
  /** Every call fails at the network level: the no-network tip. */
  networkError: everyEndpoint((name) =>
    (endpoints[name].method === 'GET' ? http.get : http.post)(`*${endpoints[name].path}`, () => HttpResponse.error()),
  ),

  cartEmpty: [override('cartList', () => emptyCart), override('cartCount', () => ({ count: 0 }))],
  ordersEmpty: [
    override('orderList', ({ params }) => emptyPage(params)),
    override('orderCounts', () => ({ all: 0, toPay: 0, toShip: 0, toReceive: 0, toReview: 0, completed: 0, afterSales: 0, cancelled: 0 })),
  ],
  orderToPay: orderIn(ORDER_STATUS.toPay),
  orderToShip: orderIn(ORDER_STATUS.toShip),
  orderToReceive: orderIn(ORDER_STATUS.toReceive),
  orderToReview: orderIn(ORDER_STATUS.toReview),
  orderCompleted: orderIn(ORDER_STATUS.completed),
  orderCancelled: orderIn(ORDER_STATUS.cancelled),
  orderAfterSales: orderIn(ORDER_STATUS.afterSales),
  orderRefunded: orderIn(ORDER_STATUS.refunded),

  applicationNone: application('none'),
  applicationPending: application('pendingReview'),
  applicationRejected: application('rejected'),
  applicationApproved: application('approved'),

  depositUnderReview: [override('depositLogs', ({ params }) => ({ ...emptyPage(params), list: onlyRecords(f.depositRecords, 10), total: 1 }))],
  depositFailed: [override('depositLogs', ({ params }) => ({ ...emptyPage(params), list: onlyRecords(f.depositRecords, 30), total: 1 }))],
  withdrawalUnderReview: [
    override('withdrawalLogs', ({ params }) => ({ ...emptyPage(params), list: onlyRecords(f.withdrawalRecords, 10), total: 1 })),
  ],
  withdrawalFailed: [
    override('withdrawalLogs', ({ params }) => ({ ...emptyPage(params), list: onlyRecords(f.withdrawalRecords, 30), total: 1 })),
  ],

  /** The buyer's order after staff rejected its after-sales request (back in "to review", with the reason). */
  orderAfterSalesRejected: [
    override('orderDetail', ({ params }) => ({ ...orderAfterSalesRejected, id: params.id })),
    override('merchantOrderDetail', ({ params }) => ({ ...orderAfterSalesRejected, id: params.id })),
  ],

  /** The console with nothing to do: every queue empty. */
  staffQueuesEmpty: [
    override('staffOverview', () => staffOverviewEmpty()),
    ...(['staffApplications', 'staffDeposits', 'staffWithdrawals', 'staffAfterSales'] as const).map((name) =>
      override(name, ({ params }) => emptyPage(params)),
    ),
  ],
  staffApplicationPending: [staffDetailIn.application('pending')],
  staffApplicationApproved: [staffDetailIn.application('approved')],
  staffApplicationRejected: [staffDetailIn.application('rejected')],
  staffApplicationConflict: staffConflictOn('application'),
  staffDepositPending: [staffDetailIn.deposit('pending')],
  staffDepositApproved: [staffDetailIn.deposit('approved')],
  staffDepositRejected: [staffDetailIn.deposit('rejected')],
  staffDepositConflict: staffConflictOn('deposit'),
  /** A large deposit a colleague approved first: the viewer may give the second approval. */
  staffDepositSecondApproval: [override('staffDepositDetail', () => staffFourEyes.secondApproval)],
  /** A large deposit the viewer approved first: it waits for a colleague, and the viewer may only reject. */
  staffDepositWaitingForColleague: [
    override('staffDepositDetail', () => staffFourEyes.waitingForColleague),
    refusedWith('staffReviewDeposit', 'secondApprovalNeeded'),
  ],
  /** The viewer's own deposit: someone else decides it. */
  staffDepositOwnItem: [override('staffDepositDetail', () => staffFourEyes.ownItem), refusedWith('staffReviewDeposit', 'ownItem')],
  /** A waiting deposit whose payment proof was also sent with deposit 1 (approved): the console warns. */
  staffDepositSameProof: [override('staffDepositDetail', () => staffSameProof)],
  staffWithdrawalPending: [staffDetailIn.withdrawal('pending')],
  staffWithdrawalApproved: [staffDetailIn.withdrawal('approved')],
  staffWithdrawalRejected: [staffDetailIn.withdrawal('rejected')],
  staffWithdrawalConflict: staffConflictOn('withdrawal'),
  staffAfterSalesPending: [staffDetailIn.afterSales('pending')],
  staffAfterSalesRefunded: [staffDetailIn.afterSales('refunded')],
  staffAfterSalesRejected: [staffDetailIn.afterSales('rejected')],
  staffAfterSalesConflict: staffConflictOn('afterSales'),

  /** No payment password yet: "Please set the payment password" wherever money moves. */
  payPasswordNotSet: [
    override('walletSummary', () => ({ ...f.walletSummary, payPasswordSet: false })),
    override('getUserinfo', ({ user }) => ({ ...user!, payPasswordSet: false })),
    refusedWith('orderPayBalance', 'payPasswordNotSet'),
    refusedWith('withdraw', 'payPasswordNotSet'),
    refusedWith('profitTransfer', 'payPasswordNotSet'),
  ],
  payPasswordWrong: [
    refusedWith('orderPayBalance', 'payPasswordWrong', { attemptsLeft: 2 }),
    refusedWith('withdraw', 'payPasswordWrong', { attemptsLeft: 2 }),
    refusedWith('profitTransfer', 'payPasswordWrong', { attemptsLeft: 2 }),
  ],
  payPasswordLocked: [
    refusedWith('orderPayBalance', 'payPasswordLocked', { minutes: 30 }),
    refusedWith('withdraw', 'payPasswordLocked', { minutes: 30 }),
  ],
  insufficientBalance: [
    override('walletSummary', () => ({ ...f.walletSummary, balance: 1_000, available: 1_000, frozen: 0 })),
    refusedWith('orderPayBalance', 'insufficientBalance'),
    refusedWith('withdraw', 'insufficientBalance'),
  ],
  /** No transferable profit: "Available isn't enough". */
  noProfit: [
    override('merchantStore', () => ({ ...f.merchantStore, profit: 0 })),
    refusedWith('profitTransfer', 'availableNotEnough'),
  ],
  loginFailed: [refusedWith('login', 'loginFailed')],
  codeWrong: [refusedWith('register', 'codeWrong'), refusedWith('resetPwd', 'codeWrong')],
  tooManyCodeRequests: [refusedWith('sendMsgCode', 'tooManyRequests', { seconds: LIMITS.verificationResendSeconds })],
  outOfStock: [refusedWith('cartAdd', 'outOfStock'), refusedWith('orderCreate', 'outOfStock')],
} satisfies Record<string, HttpHandler[]>;

export type ScenarioName = keyof typeof scenarios;
