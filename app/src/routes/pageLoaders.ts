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
  addressEdit: () => import('../pages/me/address/AddressEditPage'),
  addresses: () => import('../pages/me/address/AddressListPage'),
  orderConfirmBuyNow: () => import('../pages/me/order/OrderConfirmPage'),
  orderConfirmCart: () => import('../pages/me/order/OrderConfirmPage'),
  cart: () => import('../pages/cart/CartPage'),
  storeStreet: () => import('../pages/store/StoreStreetPage'),
  productView: () => import('../pages/product/ProductViewPage'),
  categories: () => import('../pages/categories/CategoriesPage'),
  storeView: () => import('../pages/store/StoreViewPage'),
  search: () => import('../pages/categories/SearchPage'),
  productList: () => import('../pages/product/ProductListPage'),
  profile: () => import('../pages/me/user/ProfilePage'),
  loginPassword: () => import('../pages/me/user/LoginPasswordPage'),
  payPassword: () => import('../pages/me/user/PayPasswordPage'),
  orderPaid: () => import('../pages/me/order/OrderPaidPage'),
  orderPay: () => import('../pages/me/order/OrderPayPage'),
  orders: () => import('../pages/me/order/OrdersPage'),
  orderView: () => import('../pages/me/order/OrderViewPage'),
  appDownload: () => import('../pages/index/AppDownloadPage'),
  about: () => import('../pages/article/AboutPage'),
  help: () => import('../pages/article/HelpPage'),
  login: withSessionMachine(() => import('../pages/login/LoginPage')),
  register: withSessionMachine(() => import('../pages/login/RegisterPage')),
  forget: withSessionMachine(() => import('../pages/login/ForgetPasswordPage')),
  agreement: () => import('../pages/login/AgreementPage'),
  notFound: () => import('../pages/public/NotFoundPage'),
  me: () => import('../pages/me/MePage'),
  coupons: () => import('../pages/me/coupons/CouponsPage'),
  collection: () => import('../pages/me/user/CollectionPage'),
  history: () => import('../pages/me/user/HistoryPage'),
  followedStores: () => import('../pages/me/user/FollowedStoresPage'),
  articleView: () => import('../pages/article/ArticleViewPage'),
  articles: () => import('../pages/article/ArticleListPage'),
  language: () => import('../pages/public/LanguagePage'),
  wallet: () => import('../pages/me/wallet/WalletPage'),
  walletRecords: () => import('../pages/me/wallet/BillsPage'),
  walletAccounts: () => import('../pages/me/wallet/AccountsPage'),
  walletAddAccount: () => import('../pages/me/wallet/AccountEditPage'),
  deposit: () => import('../pages/me/wallet/DepositPage'),
  depositLogs: () => import('../pages/me/wallet/DepositLogsPage'),
  withdrawal: () => import('../pages/me/wallet/WithdrawalPage'),
  withdrawalLogs: () => import('../pages/me/wallet/WithdrawalLogsPage'),
  applyStore: () => import('../pages/me/store/ApplyStorePage'),
  merchant: () => import('../pages/me/store/StoreCentrePage'),
  merchantOrders: () => import('../pages/me/store/MerchantOrdersPage'),
  merchantProducts: () => import('../pages/me/product/MerchantProductsPage'),
  wholesale: () => import('../pages/me/wholesale/WholesalePage'),
  storeInfo: () => import('../pages/me/store/StoreInfoPage'),
  storeInvite: () => import('../pages/me/store/StoreInvitePage'),
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
