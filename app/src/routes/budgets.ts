import type { RouteName } from './paths';

/**
 * Size budgets, in KiB of gzip JavaScript, held by `pnpm test` (tests/e2e/bundle-budgets.e2e.ts,
 * after the e2e step has built the app) and printed by `pnpm bench:bundle`.
 */

/** A visitor's first visit to home: the entry, its static imports and the home page's chunk with its own. */
export const FIRST_VISIT_BUDGET_KIB = 130;

/**
 * What each route's page adds on top of the entry: its chunk and the static imports the entry does
 * not already bring (routes of later work show the placeholder page). Each is the page's size
 * when its budget was written plus 5%, rounded up to 0.1 KiB. A page that grows past its budget
 * fails the test, which names its files and sizes; raise a budget only on purpose, in the commit
 * that makes the page bigger, and say why.
 */
export const ROUTE_BUDGETS_KIB: Record<RouteName, number> = {
  home: 13.3,
  appDownload: 27.1,
  serviceInfo: 21.0,
  categories: 31.7,
  search: 37.6,
  cart: 62.1,
  storeStreet: 34.6,
  storeView: 37.6,
  productList: 59.1,
  productView: 84.1,
  articles: 31.7,
  articleView: 27.5,
  about: 27.4,
  help: 28.2,
  chatList: 34.1,
  chatMessages: 0.3,
  chatTest: 21.8,
  chatMerchant: 34.2,
  chat: 63.6,
  login: 39.4,
  register: 45.6,
  forget: 41.6,
  agreement: 27.4,
  notFound: 17.8,
  language: 27.3,
  me: 47.0,
  coupons: 58.9,
  wallet: 65.0,
  walletAccounts: 34.8,
  walletAddAccount: 61.2,
  walletRecords: 59.8,
  deposit: 84.8,
  depositLogs: 52.0,
  withdrawal: 86.0,
  withdrawalLogs: 52.1,
  orders: 170.6,
  orderView: 150.0,
  orderPay: 79.9,
  orderConfirmCart: 125.6,
  orderConfirmBuyNow: 125.6,
  orderPaid: 32.0,
  addresses: 33.2,
  addressEdit: 146.1,
  merchantProducts: 47.7,
  wholesale: 44.5,
  merchant: 30.6,
  merchantOrders: 82.5,
  applyStore: 162.4,
  storeInfo: 65.4,
  storeInvite: 28.5,
  profile: 42.7,
  payPassword: 55.9,
  loginPassword: 93.1,
  followedStores: 34.0,
  collection: 35.8,
  history: 35.2,
  staff: 46.9,
  staffApplications: 76.6,
  staffDeposits: 76.6,
  staffWithdrawals: 76.6,
  staffAfterSales: 76.6,
  staffApplicationView: 80.0,
  staffDepositView: 80.0,
  staffWithdrawalView: 80.0,
  staffAfterSalesView: 80.0,
  staffChat: 36.3,
};
