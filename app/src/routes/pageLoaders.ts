import type { ComponentType } from 'react';
import { preloadSessionMachine } from '../session/sessionMachineLoader';
import type { RouteName } from './paths';

/**
 * What a page shows while its code downloads (PageStates' PageLoading). Asked for here, so the
 * entry holds no list of its files, and as soon as these loaders arrive, before any page needs it.
 */
export const loadingScreen = () => import('../shell/PageLoadingScreen');
void loadingScreen().catch(() => undefined);

type PageModule = Promise<{ default: ComponentType }>;

export const placeholder = () => import('../pages/placeholder/ScreenPlaceholderPage');

/** A sign-in screen drives the session machine: both download together, not one after the other. */
const withSessionMachine =
  (load: () => PageModule): (() => PageModule) =>
  () =>
    Promise.all([load(), preloadSessionMachine()]).then(([page]) => page);

/**
 * Which page each route shows, but home (routeTable has its loader, as every first visit needs
 * it). Screens of later work (shopping, wallet, merchant centre, chat) show the placeholder screen
 * until their page lands; they are routed, guarded and titled already.
 */
export const PAGES: Partial<Record<RouteName, () => PageModule>> = {
  addressEdit: () => import('../pages/address/AddressEditPage'),
  addresses: () => import('../pages/address/AddressListPage'),
  orderConfirmBuyNow: () => import('../pages/order-confirm/OrderConfirmPage'),
  orderConfirmCart: () => import('../pages/order-confirm/OrderConfirmPage'),
  cart: () => import('../pages/cart/CartPage'),
  storeStreet: () => import('../pages/store/StoreStreetPage'),
  productView: () => import('../pages/product/ProductViewPage'),
  categories: () => import('../pages/categories/CategoriesPage'),
  storeView: () => import('../pages/store/StoreViewPage'),
  search: () => import('../pages/categories/SearchPage'),
  productList: () => import('../pages/product/ProductListPage'),
  profile: () => import('../pages/account/ProfilePage'),
  loginPassword: () => import('../pages/account/LoginPasswordPage'),
  payPassword: () => import('../pages/account/PayPasswordPage'),
  orderPaid: () => import('../pages/order-pay/OrderPaidPage'),
  orderPay: () => import('../pages/order-pay/OrderPayPage'),
  orders: () => import('../pages/orders/OrdersPage'),
  orderView: () => import('../pages/orders/OrderViewPage'),
  appDownload: () => import('../pages/index/AppDownloadPage'),
  about: () => import('../pages/article/AboutPage'),
  help: () => import('../pages/article/HelpPage'),
  login: withSessionMachine(() => import('../pages/login/LoginPage')),
  register: withSessionMachine(() => import('../pages/login/RegisterPage')),
  forget: withSessionMachine(() => import('../pages/login/ForgetPasswordPage')),
  agreement: () => import('../pages/login/AgreementPage'),
  notFound: () => import('../pages/public/NotFoundPage'),
  me: () => import('../pages/me/MePage'),
  coupons: () => import('../pages/mine/CouponsPage'),
  collection: () => import('../pages/mine/CollectionPage'),
  history: () => import('../pages/mine/HistoryPage'),
  followedStores: () => import('../pages/mine/FollowedStoresPage'),
  articleView: () => import('../pages/article/ArticleViewPage'),
  articles: () => import('../pages/article/ArticleListPage'),
  language: () => import('../pages/public/LanguagePage'),
  wallet: () => import('../pages/wallet/WalletPage'),
  walletRecords: () => import('../pages/wallet/BillsPage'),
  walletAccounts: () => import('../pages/wallet/AccountsPage'),
  walletAddAccount: () => import('../pages/wallet/AccountEditPage'),
  deposit: () => import('../pages/wallet/DepositPage'),
  depositLogs: () => import('../pages/wallet/DepositLogsPage'),
  withdrawal: () => import('../pages/wallet/WithdrawalPage'),
  withdrawalLogs: () => import('../pages/wallet/WithdrawalLogsPage'),
  applyStore: () => import('../pages/store/merchant/ApplyStorePage'),
  merchant: () => import('../pages/store/merchant/StoreCentrePage'),
  merchantOrders: () => import('../pages/store/merchant/MerchantOrdersPage'),
  merchantProducts: () => import('../pages/product/MerchantProductsPage'),
  wholesale: () => import('../pages/wholesale/WholesalePage'),
  storeInfo: () => import('../pages/store/merchant/StoreInfoPage'),
  storeInvite: () => import('../pages/store/merchant/StoreInvitePage'),
  staff: () => import('../pages/staff/StaffOverviewPage'),
  staffApplications: () => import('../pages/staff/StaffListPages').then((m) => ({ default: m.StaffApplicationsPage })),
  staffDeposits: () => import('../pages/staff/StaffListPages').then((m) => ({ default: m.StaffDepositsPage })),
  staffWithdrawals: () => import('../pages/staff/StaffListPages').then((m) => ({ default: m.StaffWithdrawalsPage })),
  staffAfterSales: () => import('../pages/staff/StaffListPages').then((m) => ({ default: m.StaffAfterSalesPage })),
  staffApplicationView: () => import('../pages/staff/StaffDetailPages').then((m) => ({ default: m.StaffApplicationViewPage })),
  staffDepositView: () => import('../pages/staff/StaffDetailPages').then((m) => ({ default: m.StaffDepositViewPage })),
  staffWithdrawalView: () => import('../pages/staff/StaffDetailPages').then((m) => ({ default: m.StaffWithdrawalViewPage })),
  staffAfterSalesView: () => import('../pages/staff/StaffDetailPages').then((m) => ({ default: m.StaffAfterSalesViewPage })),
  staffChat: () => import('../pages/staff/StaffChatPage'),
  chatList: () => import('../pages/kefu/ChatListPage'),
  chat: () => import('../pages/kefu/ChatPage'),
  chatMerchant: () => import('../pages/kefu/MerchantInboxPage'),
  chatMessages: () => import('../pages/kefu/SupportRedirectPage'),
  chatTest: () => import('../pages/kefu/ConnectionCheckPage'),
  serviceInfo: () => import('../pages/index/ServiceInfoPage'),
};
