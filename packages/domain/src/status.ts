/**
 * Numeric status codes on the wire and in the database. The spec leaves them "not shown"; these are
 * ours, and the API contract, the server and the app all import them from here. Codes leave gaps of
 * ten so a state can be added between two without renumbering.
 *
 * Order (`ORDER_STATUS`):
 *
 * | name         | code | tab            | meaning                                              |
 * |--------------|------|----------------|------------------------------------------------------|
 * | `toPay`      | 10   | to pay         | placed, waiting for payment                          |
 * | `toShip`     | 20   | to ship        | paid, waiting for the merchant to ship               |
 * | `toReceive`  | 30   | to receive     | shipped, waiting for the buyer to confirm receipt    |
 * | `toReview`   | 40   | to review      | received, waiting for the buyer's comment            |
 * | `completed`  | 50   | completed      | commented; the store's profit is credited            |
 * | `cancelled`  | 60   | (all)          | cancelled before payment; stock returned             |
 * | `afterSales` | 70   | after-sales    | the buyer asked for after-sales after shipping       |
 * | `refunded`   | 80   | after-sales    | after-sales ended with a refund to the buyer         |
 *
 * Store application (`STORE_APPLICATION_STATUS`): `none` 0 (never applied), `pendingReview` 10,
 * `approved` 20, `rejected` 30 (with a reason; the applicant may apply again).
 *
 * Deposit and withdrawal records (`REVIEW_STATUS`): `underReview` 10, `approved` 20, `failed` 30.
 *
 * After-sales requests (`AFTER_SALES_STATUS`): `pending` 10 (the order is in `afterSales`, waiting
 * for staff), `refunded` 20 (the order is `refunded`), `rejected` 30 (closed with staff's reason;
 * the order went back to `toReview`, and the buyer may ask again).
 *
 * Coupons (`COUPON_STATUS`): `available` 10, `used` 20, `expired` 30.
 *
 * Products (`SHELF_STATUS`): `offShelf` 0, `onSale` 1.
 */
export const ORDER_STATUS = {
  toPay: 10,
  toShip: 20,
  toReceive: 30,
  toReview: 40,
  completed: 50,
  cancelled: 60,
  afterSales: 70,
  refunded: 80,
} as const;

export type OrderStatusName = keyof typeof ORDER_STATUS;
export type OrderStatusCode = (typeof ORDER_STATUS)[OrderStatusName];
export const ORDER_STATUS_NAMES = Object.keys(ORDER_STATUS) as OrderStatusName[];

/** The order list's tabs, in screen order, and the statuses each shows. */
export const ORDER_TABS = {
  all: ORDER_STATUS_NAMES,
  toPay: ['toPay'],
  toShip: ['toShip'],
  toReceive: ['toReceive'],
  toReview: ['toReview'],
  completed: ['completed'],
  afterSales: ['afterSales', 'refunded'],
  cancelled: ['cancelled'],
} as const satisfies Record<string, readonly OrderStatusName[]>;

export type OrderTab = keyof typeof ORDER_TABS;
export const ORDER_TAB_NAMES = Object.keys(ORDER_TABS) as OrderTab[];

export const STORE_APPLICATION_STATUS = {
  none: 0,
  pendingReview: 10,
  approved: 20,
  rejected: 30,
} as const;

export type StoreApplicationStatusName = keyof typeof STORE_APPLICATION_STATUS;
export type StoreApplicationStatusCode = (typeof STORE_APPLICATION_STATUS)[StoreApplicationStatusName];

export const REVIEW_STATUS = {
  underReview: 10,
  approved: 20,
  failed: 30,
} as const;

export type ReviewStatusName = keyof typeof REVIEW_STATUS;
export type ReviewStatusCode = (typeof REVIEW_STATUS)[ReviewStatusName];

export const AFTER_SALES_STATUS = {
  pending: 10,
  refunded: 20,
  rejected: 30,
} as const;

export type AfterSalesStatusName = keyof typeof AFTER_SALES_STATUS;
export type AfterSalesStatusCode = (typeof AFTER_SALES_STATUS)[AfterSalesStatusName];

export const COUPON_STATUS = {
  available: 10,
  used: 20,
  expired: 30,
} as const;

export type CouponStatusName = keyof typeof COUPON_STATUS;
export type CouponStatusCode = (typeof COUPON_STATUS)[CouponStatusName];

export const SHELF_STATUS = {
  offShelf: 0,
  onSale: 1,
} as const;

export type ShelfStatusName = keyof typeof SHELF_STATUS;
export type ShelfStatusCode = (typeof SHELF_STATUS)[ShelfStatusName];

/** Withdrawal account kinds (spec: USDT wallet address, bank card, cash). */
export const WITHDRAWAL_ACCOUNT_TYPES = ['usdt', 'bankCard', 'cash'] as const;
export type WithdrawalAccountType = (typeof WITHDRAWAL_ACCOUNT_TYPES)[number];

/** Payment methods at checkout. */
export const PAYMENT_METHODS = ['balance', 'online'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Name for a code, or undefined when the code is not one of `table`'s. */
export function statusName<T extends Record<string, number>>(table: T, code: number): keyof T | undefined {
  return (Object.keys(table) as (keyof T)[]).find((name) => table[name] === code);
}
