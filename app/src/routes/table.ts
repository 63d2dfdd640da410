import type { PageSkeletonKind } from '../shell/pageSkeletonKinds';

/** Who may open a route: anyone, a signed-in user (else login, and back after), or staff only. */
export type RouteGuardKind = 'open' | 'login' | 'staff';

/** One route of spec section 2: everything the app knows about it, in one row. */
export interface RouteRow {
  /** The address, `#/pages/...` in hash mode; its folder under app/src/pages is the same. */
  readonly path: `/pages/${string}`;
  /** The page module under app/src/pages, without `.tsx`; `#Name` when it is not the default export. */
  readonly page: string;
  readonly guard: RouteGuardKind;
  /** The grey shapes shown while the page's code downloads (shell/PageLoadingScreen). */
  readonly skeleton: PageSkeletonKind;
  /**
   * KiB of gzip JavaScript the page adds on top of the entry, held by `pnpm test`
   * (tests/e2e/bundle-budgets.e2e.ts): the page's size when the budget was written plus 5%. Raise
   * it only on purpose, in the commit that makes the page bigger, and say why.
   */
  readonly budgetKiB: number;
  /** A sign-in screen: the session machine downloads with its page, not after it. */
  readonly session?: true;
}

/**
 * The app's routes. Adding a route is one row here, its page in the folder its path names, and
 * its title in the dictionaries (`routes.<name>`): see docs/ARCHITECTURE.md, "Add a route".
 * `/` is an alias of home; any unknown path shows the route named notFound.
 */
export const ROUTE_TABLE = {
  home: { path: '/pages/index/index', page: 'index/HomePage', guard: 'open', skeleton: 'home', budgetKiB: 13.3 },
  appDownload: { path: '/pages/index/app', page: 'index/AppDownloadPage', guard: 'open', skeleton: 'list', budgetKiB: 27.1 },
  serviceInfo: { path: '/pages/index/kefu', page: 'index/ServiceInfoPage', guard: 'open', skeleton: 'list', budgetKiB: 21.0 },
  categories: { path: '/pages/categories/index', page: 'categories/CategoriesPage', guard: 'open', skeleton: 'list', budgetKiB: 31.7 },
  search: { path: '/pages/categories/search', page: 'categories/SearchPage', guard: 'open', skeleton: 'list', budgetKiB: 38 },
  cart: { path: '/pages/cart/index', page: 'cart/CartPage', guard: 'open', skeleton: 'cart', budgetKiB: 62.1 },
  storeStreet: { path: '/pages/store/index', page: 'store/StoreStreetPage', guard: 'open', skeleton: 'list', budgetKiB: 34.6 },
  storeView: { path: '/pages/store/view', page: 'store/StoreViewPage', guard: 'open', skeleton: 'grid', budgetKiB: 37.6 },
  productList: { path: '/pages/product/list', page: 'product/ProductListPage', guard: 'open', skeleton: 'grid', budgetKiB: 59.1 },
  productView: { path: '/pages/product/view', page: 'product/ProductViewPage', guard: 'open', skeleton: 'product', budgetKiB: 84.1 },
  articles: { path: '/pages/article/index', page: 'article/ArticleListPage', guard: 'open', skeleton: 'list', budgetKiB: 31.7 },
  articleView: { path: '/pages/article/view', page: 'article/ArticleViewPage', guard: 'open', skeleton: 'list', budgetKiB: 27.5 },
  about: { path: '/pages/article/about', page: 'article/AboutPage', guard: 'open', skeleton: 'list', budgetKiB: 27.4 },
  help: { path: '/pages/article/help', page: 'article/HelpPage', guard: 'open', skeleton: 'list', budgetKiB: 28.2 },
  chatList: { path: '/pages/kefu/index', page: 'kefu/ChatListPage', guard: 'login', skeleton: 'list', budgetKiB: 34.1 },
  chatMessages: { path: '/pages/kefu/msg', page: 'kefu/SupportRedirectPage', guard: 'login', skeleton: 'list', budgetKiB: 0.4 },
  chatTest: { path: '/pages/kefu/test', page: 'kefu/ConnectionCheckPage', guard: 'login', skeleton: 'list', budgetKiB: 21.8 },
  chatMerchant: { path: '/pages/kefu/mer', page: 'kefu/MerchantInboxPage', guard: 'login', skeleton: 'list', budgetKiB: 34.2 },
  chat: { path: '/pages/kefu/chat', page: 'kefu/ChatPage', guard: 'login', skeleton: 'list', budgetKiB: 63.6 },
  login: { path: '/pages/login/login', page: 'login/LoginPage', guard: 'open', skeleton: 'list', budgetKiB: 39.4, session: true },
  register: { path: '/pages/login/reg', page: 'login/RegisterPage', guard: 'open', skeleton: 'list', budgetKiB: 45.6, session: true },
  forget: { path: '/pages/login/forget', page: 'login/ForgetPasswordPage', guard: 'open', skeleton: 'list', budgetKiB: 41.6, session: true },
  agreement: { path: '/pages/login/agreement', page: 'login/AgreementPage', guard: 'open', skeleton: 'list', budgetKiB: 27.4 },
  notFound: { path: '/pages/public/404', page: 'public/NotFoundPage', guard: 'open', skeleton: 'list', budgetKiB: 17.8 },
  language: { path: '/pages/public/language', page: 'public/LanguagePage', guard: 'open', skeleton: 'list', budgetKiB: 27.3 },
  me: { path: '/pages/me/index', page: 'me/MePage', guard: 'login', skeleton: 'account', budgetKiB: 47.0 },
  coupons: { path: '/pages/me/coupons/index', page: 'me/coupons/CouponsPage', guard: 'login', skeleton: 'list', budgetKiB: 58.9 },
  wallet: { path: '/pages/me/wallet/index', page: 'me/wallet/WalletPage', guard: 'login', skeleton: 'list', budgetKiB: 65.0 },
  walletAccounts: { path: '/pages/me/wallet/address', page: 'me/wallet/AccountsPage', guard: 'login', skeleton: 'list', budgetKiB: 34.8 },
  walletAddAccount: { path: '/pages/me/wallet/addAddress', page: 'me/wallet/AccountEditPage', guard: 'login', skeleton: 'list', budgetKiB: 61.2 },
  walletRecords: { path: '/pages/me/wallet/record', page: 'me/wallet/BillsPage', guard: 'login', skeleton: 'list', budgetKiB: 59.8 },
  deposit: { path: '/pages/me/wallet/deposit', page: 'me/wallet/DepositPage', guard: 'login', skeleton: 'list', budgetKiB: 84.8 },
  depositLogs: { path: '/pages/me/wallet/depositLogs', page: 'me/wallet/DepositLogsPage', guard: 'login', skeleton: 'list', budgetKiB: 52.0 },
  withdrawal: { path: '/pages/me/wallet/withdrawal', page: 'me/wallet/WithdrawalPage', guard: 'login', skeleton: 'list', budgetKiB: 86.0 },
  withdrawalLogs: { path: '/pages/me/wallet/withdrawalLogs', page: 'me/wallet/WithdrawalLogsPage', guard: 'login', skeleton: 'list', budgetKiB: 52.1 },
  orders: { path: '/pages/me/order/index', page: 'me/order/OrdersPage', guard: 'login', skeleton: 'orders', budgetKiB: 170.6 },
  orderView: { path: '/pages/me/order/view', page: 'me/order/OrderViewPage', guard: 'login', skeleton: 'list', budgetKiB: 150.0 },
  orderPay: { path: '/pages/me/order/pay', page: 'me/order/OrderPayPage', guard: 'login', skeleton: 'list', budgetKiB: 79.9 },
  orderConfirmCart: { path: '/pages/me/order/addOrder', page: 'me/order/OrderConfirmPage', guard: 'login', skeleton: 'list', budgetKiB: 125.6 },
  orderConfirmBuyNow: { path: '/pages/me/order/fastOrder', page: 'me/order/OrderConfirmPage', guard: 'login', skeleton: 'list', budgetKiB: 125.6 },
  orderPaid: { path: '/pages/me/order/success', page: 'me/order/OrderPaidPage', guard: 'login', skeleton: 'list', budgetKiB: 32.0 },
  addresses: { path: '/pages/me/address/index', page: 'me/address/AddressListPage', guard: 'login', skeleton: 'list', budgetKiB: 33.2 },
  addressEdit: { path: '/pages/me/address/addAddress', page: 'me/address/AddressEditPage', guard: 'login', skeleton: 'list', budgetKiB: 146.1 },
  merchantProducts: { path: '/pages/me/product/index', page: 'me/product/MerchantProductsPage', guard: 'login', skeleton: 'list', budgetKiB: 47.7 },
  wholesale: { path: '/pages/me/wholesale/index', page: 'me/wholesale/WholesalePage', guard: 'login', skeleton: 'list', budgetKiB: 44.5 },
  merchant: { path: '/pages/me/store/index', page: 'me/store/StoreCentrePage', guard: 'login', skeleton: 'list', budgetKiB: 30.6 },
  merchantOrders: { path: '/pages/me/store/order', page: 'me/store/MerchantOrdersPage', guard: 'login', skeleton: 'list', budgetKiB: 82.5 },
  applyStore: { path: '/pages/me/store/applyStore', page: 'me/store/ApplyStorePage', guard: 'login', skeleton: 'list', budgetKiB: 162.4 },
  storeInfo: { path: '/pages/me/store/info', page: 'me/store/StoreInfoPage', guard: 'login', skeleton: 'list', budgetKiB: 65.4 },
  storeInvite: { path: '/pages/me/store/invite', page: 'me/store/StoreInvitePage', guard: 'login', skeleton: 'list', budgetKiB: 28.5 },
  profile: { path: '/pages/me/user/info', page: 'me/user/ProfilePage', guard: 'login', skeleton: 'list', budgetKiB: 42.7 },
  payPassword: { path: '/pages/me/user/payPwd', page: 'me/user/PayPasswordPage', guard: 'login', skeleton: 'list', budgetKiB: 55.9 },
  loginPassword: { path: '/pages/me/user/pwd', page: 'me/user/LoginPasswordPage', guard: 'login', skeleton: 'list', budgetKiB: 93.1 },
  followedStores: { path: '/pages/me/user/focusStore', page: 'me/user/FollowedStoresPage', guard: 'login', skeleton: 'list', budgetKiB: 34.0 },
  collection: { path: '/pages/me/user/collection', page: 'me/user/CollectionPage', guard: 'login', skeleton: 'list', budgetKiB: 35.8 },
  history: { path: '/pages/me/user/history', page: 'me/user/HistoryPage', guard: 'login', skeleton: 'list', budgetKiB: 35.2 },
  staff: { path: '/pages/staff/index', page: 'staff/StaffOverviewPage', guard: 'staff', skeleton: 'list', budgetKiB: 46.9 },
  staffApplications: { path: '/pages/staff/application', page: 'staff/StaffListPages#StaffApplicationsPage', guard: 'staff', skeleton: 'list', budgetKiB: 76.6 },
  staffApplicationView: { path: '/pages/staff/applicationView', page: 'staff/StaffDetailPages#StaffApplicationViewPage', guard: 'staff', skeleton: 'list', budgetKiB: 80.0 },
  staffDeposits: { path: '/pages/staff/deposit', page: 'staff/StaffListPages#StaffDepositsPage', guard: 'staff', skeleton: 'list', budgetKiB: 76.6 },
  staffDepositView: { path: '/pages/staff/depositView', page: 'staff/StaffDetailPages#StaffDepositViewPage', guard: 'staff', skeleton: 'list', budgetKiB: 80.0 },
  staffWithdrawals: { path: '/pages/staff/withdrawal', page: 'staff/StaffListPages#StaffWithdrawalsPage', guard: 'staff', skeleton: 'list', budgetKiB: 76.6 },
  staffWithdrawalView: { path: '/pages/staff/withdrawalView', page: 'staff/StaffDetailPages#StaffWithdrawalViewPage', guard: 'staff', skeleton: 'list', budgetKiB: 80.0 },
  staffAfterSales: { path: '/pages/staff/afterSales', page: 'staff/StaffListPages#StaffAfterSalesPage', guard: 'staff', skeleton: 'list', budgetKiB: 76.6 },
  staffAfterSalesView: { path: '/pages/staff/afterSalesView', page: 'staff/StaffDetailPages#StaffAfterSalesViewPage', guard: 'staff', skeleton: 'list', budgetKiB: 80.0 },
  staffChat: { path: '/pages/staff/chat', page: 'staff/StaffChatPage', guard: 'staff', skeleton: 'list', budgetKiB: 36.3 },
} as const satisfies Record<string, RouteRow>;

export type RouteName = keyof typeof ROUTE_TABLE;
