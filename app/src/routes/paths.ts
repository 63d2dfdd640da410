/**
 * Every route of spec section 2, under `/pages/...` (hash mode: `#/pages/...`). `/` is an alias of
 * the home page; any unknown path redirects to the route named 404.
 */
export const PATHS = {
  home: '/pages/index/index',
  appDownload: '/pages/index/app',
  serviceInfo: '/pages/index/kefu',
  categories: '/pages/categories/index',
  search: '/pages/categories/search',
  cart: '/pages/cart/index',
  storeStreet: '/pages/store/index',
  storeView: '/pages/store/view',
  productList: '/pages/product/list',
  productView: '/pages/product/view',
  articles: '/pages/article/index',
  articleView: '/pages/article/view',
  about: '/pages/article/about',
  help: '/pages/article/help',
  chatList: '/pages/kefu/index',
  chatMessages: '/pages/kefu/msg',
  chatTest: '/pages/kefu/test',
  chatMerchant: '/pages/kefu/mer',
  chat: '/pages/kefu/chat',
  login: '/pages/login/login',
  register: '/pages/login/reg',
  forget: '/pages/login/forget',
  agreement: '/pages/login/agreement',
  notFound: '/pages/public/404',
  language: '/pages/public/language',
  me: '/pages/me/index',
  coupons: '/pages/me/coupons/index',
  wallet: '/pages/me/wallet/index',
  walletAccounts: '/pages/me/wallet/address',
  walletAddAccount: '/pages/me/wallet/addAddress',
  walletRecords: '/pages/me/wallet/record',
  deposit: '/pages/me/wallet/deposit',
  depositLogs: '/pages/me/wallet/depositLogs',
  withdrawal: '/pages/me/wallet/withdrawal',
  withdrawalLogs: '/pages/me/wallet/withdrawalLogs',
  orders: '/pages/me/order/index',
  orderView: '/pages/me/order/view',
  orderPay: '/pages/me/order/pay',
  orderConfirmCart: '/pages/me/order/addOrder',
  orderConfirmBuyNow: '/pages/me/order/fastOrder',
  orderPaid: '/pages/me/order/success',
  addresses: '/pages/me/address/index',
  addressEdit: '/pages/me/address/addAddress',
  merchantProducts: '/pages/me/product/index',
  wholesale: '/pages/me/wholesale/index',
  merchant: '/pages/me/store/index',
  merchantOrders: '/pages/me/store/order',
  applyStore: '/pages/me/store/applyStore',
  storeInfo: '/pages/me/store/info',
  storeInvite: '/pages/me/store/invite',
  profile: '/pages/me/user/info',
  payPassword: '/pages/me/user/payPwd',
  loginPassword: '/pages/me/user/pwd',
  followedStores: '/pages/me/user/focusStore',
  collection: '/pages/me/user/collection',
  history: '/pages/me/user/history',
  staff: '/pages/staff/index',
  staffApplications: '/pages/staff/application',
  staffApplicationView: '/pages/staff/applicationView',
  staffDeposits: '/pages/staff/deposit',
  staffDepositView: '/pages/staff/depositView',
  staffWithdrawals: '/pages/staff/withdrawal',
  staffWithdrawalView: '/pages/staff/withdrawalView',
  staffAfterSales: '/pages/staff/afterSales',
  staffAfterSalesView: '/pages/staff/afterSalesView',
  staffChat: '/pages/staff/chat',
} as const;

export type RouteName = keyof typeof PATHS;

/**
 * The guard's rule: everything under `me/`, every `kefu/` route and the operations console
 * (`staff/`) need a signed-in user.
 */
export function requiresLogin(path: string): boolean {
  return path.startsWith('/pages/me/') || path.startsWith('/pages/kefu/') || requiresStaff(path);
}

/** The operations console (`staff/`) is for the staff role only; anyone else is sent home. */
export function requiresStaff(path: string): boolean {
  return path.startsWith('/pages/staff/');
}

/** The five bottom tabs, in order; a root tab is where a second back press leaves the app. */
export const TAB_ROUTES = ['home', 'categories', 'cart', 'storeStreet', 'me'] as const satisfies readonly RouteName[];

export function isRootTab(path: string): boolean {
  return path === '/' || TAB_ROUTES.some((name) => PATHS[name] === path);
}
