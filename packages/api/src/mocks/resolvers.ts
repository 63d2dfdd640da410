import { HttpResponse } from 'msw';
import type { DataOf } from '../contract/endpoint';
import type { EndpointName, Endpoints, OrderDetail } from '../contract/endpoints';
import { AFTER_SALES_STATUS, COUPON_STATUS, LIMITS, ORDER_STATUS, REVIEW_STATUS, SHELF_STATUS, STORE_APPLICATION_STATUS } from '../contract/domain';
import { nextOrderStatus, ORDER_TABS, type OrderEventType, type Role } from '@shop/domain';
import { type Resolver, refuse } from './engine';
import * as f from './fixtures';
import { captchaSvg, SAMPLE_PNG } from './images';
import { openAfterSalesCase, staffResolvers } from './staffResolvers';
import type { MockState } from './state';

/** Credentials the mock accepts, for stories that type them. */
export const MOCK_PASSWORD = 'demo1234';
export const MOCK_CODE = '246810';
export const MOCK_PAY_PASSWORD = '123456';
/** An online payment the fixtures start with, still pending at the provider. */
export const MOCK_PAYMENT_ID = 'pay_fixture-0001';
const PAY_LOCK_MINUTES = 30;

type Resolvers = { [N in EndpointName]: Resolver<N> };

const paginate = <T>(list: readonly T[], { page, pageSize }: { page: number; pageSize: number }) => ({
  list: list.slice((page - 1) * pageSize, page * pageSize),
  page,
  pageSize,
  total: list.length,
  hasMore: page * pageSize < list.length,
});

const now = () => new Date(Date.now()).toISOString();

/** Staff answering a customer-service conversation: its stored messages read from the other side. */
const staffAnswers = (user: { roles: readonly string[] } | null, conversation: { peer: { kind: string } }) =>
  Boolean(user?.roles.includes('staff')) && conversation.peer.kind === 'support';

/** The server's default bound on one deposit or withdrawal (its config may set another). */
const amountTooLarge = (max: number) => refuse('validation', undefined, { amount: 'validation.amountTooLarge' }, { amount: { max } });
/** A transaction hash as the server compares it: trimmed, hex lower-cased without `0x`; null for none. */
const txHashKey = (hash: string | null | undefined) => {
  const trimmed = (hash ?? '').trim();
  if (!trimmed) return null;
  return /^(0x)?[0-9a-f]+$/i.test(trimmed) ? trimmed.replace(/^0x/i, '').toLowerCase() : trimmed;
};

const cartOf = (state: MockState): DataOf<Endpoints['cartList']> => {
  const items = state.data.cart;
  const chosen = items.filter((i) => i.selected && i.available);
  return {
    items,
    selectedCount: chosen.reduce((n, i) => n + i.quantity, 0),
    selectedTotal: chosen.reduce((n, i) => n + i.price * i.quantity, 0),
  };
};

type Line = { productId: number; quantity: number };
const linesOf = (state: MockState, source: { from: 'cart' } | { from: 'buyNow'; productId: number; quantity: number }): Line[] =>
  source.from === 'cart'
    ? state.data.cart.filter((i) => i.selected && i.available).map(({ productId, quantity }) => ({ productId, quantity }))
    : [{ productId: source.productId, quantity: source.quantity }];

function preview(state: MockState, lines: Line[], addressId?: number, couponId?: number | null) {
  if (lines.length === 0) return refuse('validation', undefined, { items: 'validation.productRequired' });
  const groups = new Map<number, DataOf<Endpoints['orderConfirmCart']>['groups'][number]>();
  for (const line of lines) {
    const p = f.productById(line.productId);
    if (!p) return refuse('notFound');
    if (p.stock < line.quantity) return refuse('outOfStock');
    const group = groups.get(p.storeId) ?? { storeId: p.storeId, storeName: p.storeName, items: [], goodsAmount: 0, shippingAmount: 0 };
    group.items.push({ productId: p.id, name: p.name, image: p.image, price: p.price, quantity: line.quantity });
    group.goodsAmount += p.price * line.quantity;
    groups.set(p.storeId, group);
  }
  // Free shipping from $50 per store, else $5: a fixed mock rule, the server has its own.
  for (const g of groups.values()) g.shippingAmount = g.goodsAmount >= 5_000 ? 0 : 500;
  const goodsAmount = [...groups.values()].reduce((n, g) => n + g.goodsAmount, 0);
  const shippingAmount = [...groups.values()].reduce((n, g) => n + g.shippingAmount, 0);
  const usable = state.data.coupons
    .filter((c) => c.status === COUPON_STATUS.available && c.minSpend <= goodsAmount && (c.storeId === null || groups.has(c.storeId)))
    .sort((a, b) => b.amount - a.amount);
  const coupon = couponId === null ? undefined : couponId === undefined ? usable[0] : usable.find((c) => c.id === couponId);
  if (couponId && !coupon) return refuse('couponUnusable');
  const address = state.data.addresses.find((a) => (addressId ? a.id === addressId : a.isDefault)) ?? null;
  const discountAmount = coupon?.amount ?? 0;
  return {
    address,
    groups: [...groups.values()],
    goodsAmount,
    shippingAmount,
    discountAmount,
    amount: goodsAmount + shippingAmount - discountAmount,
    coupons: usable,
    couponId: coupon?.id ?? null,
    balance: state.data.wallet.balance,
    payPasswordSet: state.data.wallet.payPasswordSet,
  };
}

const summaryOf = f.orderSummary;
const byTab = (list: OrderDetail[], tab: keyof typeof ORDER_TABS) => {
  const names = ORDER_TABS[tab] as readonly (keyof typeof ORDER_STATUS)[];
  const codes = names.map((n) => ORDER_STATUS[n] as number);
  return list.filter((o) => codes.includes(o.status));
};

/**
 * Moves an order as the domain's order machine allows `role` to with `event`, exactly as the
 * server decides it; a transition the machine refuses is refused here too.
 */
function move(state: MockState, list: 'orders' | 'storeOrders', id: number, event: OrderEventType, role: Role, patch: Partial<OrderDetail> = {}) {
  const order = state.data[list].find((o) => o.id === id);
  if (!order) return refuse('notFound');
  const next = nextOrderStatus(order.status as OrderDetail['status'], event, role);
  if (!next) return refuse('transitionRefused');
  Object.assign(order, patch, { status: ORDER_STATUS[next] });
  return order;
}

/** Whether the buyer may pay every one of these orders now. */
const allPayable = (orders: (OrderDetail | undefined)[]) =>
  orders.every((o) => o && nextOrderStatus(o.status as OrderDetail['status'], 'PAY', 'buyer') !== null);

export const defaultResolvers: Resolvers = {
  /* auth and account */
  getUserinfo: ({ user }) => user!,
  captcha: () => HttpResponse.text(captchaSvg(), { headers: { 'content-type': 'image/svg+xml' } }),
  logout: ({ state, request }) => {
    state.data.sessions.delete(request.headers.get('authorization') ?? '');
    return null;
  },
  login: ({ params }) => {
    const persona = (Object.keys(f.users) as f.MockPersona[]).find((p) => {
      const u = f.users[p];
      return [u.username, u.email, u.phone].includes(params.account);
    });
    if (!persona || params.password !== MOCK_PASSWORD) return refuse('loginFailed');
    return f.mockSessions[persona];
  },
  register: ({ params, state }) => {
    if (Object.values(f.users).some((u) => u.username === params.username)) return refuse('usernameTaken');
    if (params.code !== MOCK_CODE) return refuse('codeWrong');
    if (params.password !== params.confirmPassword) return refuse('validation', undefined, { confirmPassword: 'messages.passwordMismatch' });
    const id = state.nextId();
    const userInfo = { ...f.users.buyer, id, username: params.username, nickname: params.username, email: params.email, phone: null, avatar: null, balance: 0, payPasswordSet: false, inviteCode: `INV${id}`, createdAt: now() };
    const token = `mock-token-new-${String(id).padStart(16, '0')}`;
    state.data.users[params.username] = userInfo;
    state.data.sessions.set(token, id);
    return { token, openId: `open-${id}`, userInfo };
  },
  sendMsgCode: () => ({ resendAfterSeconds: LIMITS.verificationResendSeconds, expiresInSeconds: 600 }),
  resetPwd: ({ params }) => {
    if (params.code !== MOCK_CODE) return refuse('codeWrong');
    if (params.password !== params.confirmPassword) return refuse('validation', undefined, { confirmPassword: 'messages.passwordMismatch' });
    return null;
  },
  updateUserinfo: ({ params, user }) => ({ ...user!, ...params }),
  // Like the server: any address gets the same answer; MOCK_PASSWORD and MOCK_CODE change it.
  sendChangeCode: ({ params, user }) =>
    params.target === (params.channel === 'email' ? user!.email : user!.phone)
      ? refuse('validation', undefined, { target: 'validation.contactUnchanged' })
      : { resendAfterSeconds: LIMITS.verificationResendSeconds, expiresInSeconds: 600 },
  changeContact: ({ params, user, state }) => {
    if (params.password !== MOCK_PASSWORD) return refuse('loginFailed', undefined, { password: 'errors.loginFailed' });
    if (params.code !== MOCK_CODE) return refuse('codeWrong', undefined, { code: 'errors.codeWrong' });
    const next = { ...user!, ...(params.channel === 'email' ? { email: params.target } : { phone: params.target }) };
    const persona = Object.keys(state.data.users).find((key) => state.data.users[key]!.id === user!.id);
    if (persona) state.data.users[persona] = next;
    return next;
  },
  changePwd: ({ params }) => (params.oldPassword === MOCK_PASSWORD ? null : refuse('loginFailed')),

  /* catalogue */
  appInfo: () => f.appInfo,
  homeBanners: () => f.banners,
  homeRecommended: ({ params }) => paginate(f.products.map(f.productCard), params),
  homeNew: ({ params }) => paginate([...f.products].reverse().map(f.productCard), params),
  categories: () => f.categories,
  searchSuggest: ({ params }) => {
    const needle = params.keyword.toLowerCase();
    return f.products.map((p) => p.name).filter((n) => n.toLowerCase().includes(needle)).slice(0, 10);
  },
  searchHot: () => f.hotSearches,
  productList: ({ params }) => {
    const { keyword, categoryId, storeId, minPrice, maxPrice, sort } = params;
    const inCategory = (id: number) => categoryId === undefined || id === categoryId || Math.floor(id / 100) === categoryId;
    const list = f.products.filter(
      (p) =>
        (!keyword || p.name.toLowerCase().includes(keyword.toLowerCase())) &&
        inCategory(p.categoryId) &&
        (storeId === undefined || p.storeId === storeId) &&
        (minPrice === undefined || p.price >= minPrice) &&
        (maxPrice === undefined || p.price <= maxPrice),
    );
    const sorted = [...list].sort((a, b) =>
      sort === 'sales' ? b.sales - a.sales : sort === 'priceAsc' ? a.price - b.price : sort === 'priceDesc' ? b.price - a.price : sort === 'newest' ? b.id - a.id : a.id - b.id,
    );
    return paginate(sorted.map(f.productCard), params);
  },
  productDetail: ({ params, user, state }) => {
    const p = f.productById(params.id);
    if (!p) return refuse('notFound');
    return { ...p, collected: user ? state.data.collected.has(p.id) : false };
  },
  productComments: ({ params }) => (f.productById(params.productId) ? paginate(f.comments, params) : refuse('notFound')),
  storeStreet: ({ params }) =>
    paginate(f.stores.filter((s) => !params.keyword || s.name.toLowerCase().includes(params.keyword.toLowerCase())), params),
  storeDetail: ({ params, user, state }) => {
    const s = f.stores.find((x) => x.id === params.id);
    if (!s) return refuse('notFound');
    return { ...s, followed: user ? state.data.followed.has(s.id) : false, country: 'TH', city: 'Bangkok', createdAt: f.ago(400 * 24 * 60) };
  },
  articleList: ({ params }) => paginate(f.articles.filter((a) => !params.kind || a.kind === params.kind).map(f.articleSummary), params),
  articleView: ({ params }) => f.articles.find((a) => a.id === params.id) ?? refuse('notFound'),
  articleAbout: () => f.articles.find((a) => a.kind === 'about')!,
  articleHelp: () => f.articles.filter((a) => a.kind === 'help').map(f.articleSummary),
  articleAgreement: () => f.articles.find((a) => a.kind === 'agreement')!,

  /* cart */
  cartList: ({ state }) => cartOf(state),
  cartCount: ({ state }) => ({ count: state.data.cart.reduce((n, i) => n + i.quantity, 0) }),
  cartAdd: ({ params, state }) => {
    const p = f.productById(params.productId);
    if (!p || p.shelf !== SHELF_STATUS.onSale) return refuse('productUnavailable');
    const line = state.data.cart.find((i) => i.productId === p.id);
    const quantity = (line?.quantity ?? 0) + params.quantity;
    if (quantity > p.stock) return refuse('outOfStock');
    if (line) line.quantity = quantity;
    else
      state.data.cart.push({ id: state.nextId(), productId: p.id, name: p.name, image: p.image, price: p.price, quantity, stock: p.stock, selected: true, available: true, storeId: p.storeId, storeName: p.storeName });
    return cartOf(state);
  },
  cartQuantity: ({ params, state }) => {
    const line = state.data.cart.find((i) => i.id === params.id);
    if (!line) return refuse('notFound');
    if (params.quantity > line.stock) return refuse('outOfStock');
    line.quantity = params.quantity;
    return cartOf(state);
  },
  cartSelect: ({ params, state }) => {
    for (const line of state.data.cart) if (!params.ids || params.ids.includes(line.id)) line.selected = params.selected;
    return cartOf(state);
  },
  cartRemove: ({ params, state }) => {
    state.data.cart = state.data.cart.filter((i) => !params.ids.includes(i.id));
    return cartOf(state);
  },

  /* orders */
  orderConfirmCart: ({ params, state }) => preview(state, linesOf(state, { from: 'cart' }), params.addressId, params.couponId),
  orderConfirmBuyNow: ({ params, state }) =>
    preview(state, [{ productId: params.productId, quantity: params.quantity }], params.addressId, params.couponId),
  orderCreate: ({ params, state }) => {
    const priced = preview(state, linesOf(state, params.source), params.addressId, params.couponId);
    if ('reason' in priced) return priced;
    if (!priced.address) return refuse('addressRequired');
    const created = priced.groups.map((g, i) => {
      const id = state.nextId();
      const discountAmount = i === 0 ? priced.discountAmount : 0;
      const { id: _id, isDefault: _d, ...address } = priced.address!;
      const order: OrderDetail = {
        id,
        orderNo: `SO202611${String(id).padStart(8, '0')}`,
        status: ORDER_STATUS.toPay,
        storeId: g.storeId,
        storeName: g.storeName,
        items: g.items.map((it) => ({ ...it, commented: false })),
        goodsAmount: g.goodsAmount,
        shippingAmount: g.shippingAmount,
        discountAmount,
        amount: g.goodsAmount + g.shippingAmount - discountAmount,
        createdAt: now(),
        paidAt: null,
        address,
        remark: params.remark ?? '',
        couponName: discountAmount ? (state.data.coupons.find((c) => c.id === priced.couponId)?.name ?? null) : null,
        paymentMethod: null,
        shippedAt: null,
        receivedAt: null,
        completedAt: null,
        cancelledAt: null,
        carrier: null,
        trackingNo: null,
        afterSales: null,
        profit: null,
      };
      state.data.orders.unshift(order);
      return order;
    });
    if (params.source.from === 'cart') state.data.cart = state.data.cart.filter((i) => !(i.selected && i.available));
    return { orderIds: created.map((o) => o.id), orderNos: created.map((o) => o.orderNo), amount: created.reduce((n, o) => n + o.amount, 0) };
  },
  orderCounts: ({ state }) => {
    const counts = Object.fromEntries(
      (Object.keys(ORDER_TABS) as (keyof typeof ORDER_TABS)[]).map((tab) => [tab, byTab(state.data.orders, tab).length]),
    );
    return counts as DataOf<Endpoints['orderCounts']>;
  },
  orderList: ({ params, state }) => paginate(byTab(state.data.orders, params.tab).map(summaryOf), params),
  orderDetail: ({ params, state }) => state.data.orders.find((o) => o.id === params.id) ?? refuse('notFound'),
  orderCancel: ({ params, state }) => move(state, 'orders', params.id, 'CANCEL', 'buyer', { cancelledAt: now() }),
  orderPayBalance: ({ params, state }) => {
    const wallet = state.data.wallet;
    if (!wallet.payPasswordSet) return refuse('payPasswordNotSet');
    if (state.data.payPasswordFailures >= LIMITS.payPasswordAttempts) return refuse('payPasswordLocked', { minutes: PAY_LOCK_MINUTES });
    if (params.payPassword !== MOCK_PAY_PASSWORD) {
      state.data.payPasswordFailures += 1;
      const attemptsLeft = LIMITS.payPasswordAttempts - state.data.payPasswordFailures;
      return attemptsLeft > 0 ? refuse('payPasswordWrong', { attemptsLeft }) : refuse('payPasswordLocked', { minutes: PAY_LOCK_MINUTES });
    }
    state.data.payPasswordFailures = 0;
    const chosen = params.orderIds.map((id) => state.data.orders.find((o) => o.id === id));
    if (chosen.some((o) => !o)) return refuse('notFound');
    if (!allPayable(chosen)) return refuse('transitionRefused');
    const total = chosen.reduce((n, o) => n + o!.amount, 0);
    if (total > wallet.available) return refuse('insufficientBalance');
    for (const o of chosen) Object.assign(o!, { status: ORDER_STATUS.toShip, paidAt: now(), paymentMethod: 'balance' });
    wallet.balance -= total;
    wallet.available -= total;
    return { orderIds: params.orderIds, paidAmount: total, balance: wallet.balance };
  },
  orderPayOnline: ({ params, state }) => {
    const chosen = params.orderIds.map((id) => state.data.orders.find((o) => o.id === id));
    if (chosen.some((o) => !o)) return refuse('notFound');
    if (!allPayable(chosen)) return refuse('transitionRefused');
    const amount = chosen.reduce((n, o) => n + o!.amount, 0);
    const paymentId = `pay_${params.idempotencyKey}`;
    state.data.payments.set(paymentId, { orderIds: params.orderIds, amount });
    return { paymentId, payUrl: `/api/pay/sandbox/${paymentId}`, amount };
  },
  orderPaymentStatus: ({ params, state }) => {
    const payment = state.data.payments.get(params.paymentId);
    return payment ? { paymentId: params.paymentId, state: 'pending', ...payment } : refuse('notFound');
  },
  orderConfirmReceipt: ({ params, state }) =>
    move(state, 'orders', params.id, 'CONFIRM_RECEIPT', 'buyer', { receivedAt: now() }),
  orderComment: ({ params, state }) => {
    const order = move(state, 'orders', params.id, 'COMMENT', 'buyer', { completedAt: now() });
    if ('reason' in order) return order;
    for (const item of order.items) if (params.items.some((c) => c.productId === item.productId)) item.commented = true;
    return order;
  },
  orderAfterSales: ({ params, state, user }) => {
    const order = move(state, 'orders', params.id, 'REQUEST_AFTER_SALES', 'buyer', {
      afterSales: {
        reason: params.reason,
        description: params.description,
        images: params.images,
        createdAt: now(),
        status: AFTER_SALES_STATUS.pending,
        decisionReason: null,
        refundAmount: null,
        decidedAt: null,
      },
    });
    // The request joins the staff queue, where a console story can decide it.
    if (!('reason' in order)) openAfterSalesCase(state, order, user!);
    return order;
  },

  /* coupons, collections, history, follows, addresses */
  couponList: ({ params, state }) => paginate(state.data.coupons.filter((c) => c.status === COUPON_STATUS[params.status]), params),
  couponUsable: ({ params, state }) => {
    const priced = preview(state, linesOf(state, params.source));
    return 'reason' in priced ? priced : priced.coupons;
  },
  collectionList: ({ params, state }) =>
    paginate(
      [...state.data.collected].map((id, i) => ({ ...f.productCard(f.productById(id)!), collectedAt: f.ago((i + 1) * 60) })),
      params,
    ),
  collectionToggle: ({ params, state }) => {
    if (!f.productById(params.productId)) return refuse('notFound');
    if (params.collected) state.data.collected.add(params.productId);
    else state.data.collected.delete(params.productId);
    return { productId: params.productId, collected: params.collected };
  },
  historyList: ({ params, state }) =>
    paginate(state.data.history.map((h) => ({ id: h.id, product: f.productCard(f.productById(h.productId)!), viewedAt: h.viewedAt })), params),
  historyClear: ({ params, state }) => {
    state.data.history = params.ids ? state.data.history.filter((h) => !params.ids!.includes(h.id)) : [];
    return null;
  },
  followList: ({ params, state }) =>
    paginate(
      f.stores.filter((s) => state.data.followed.has(s.id)).map((s, i) => ({ ...s, followedAt: f.ago((i + 1) * 24 * 60) })),
      params,
    ),
  followToggle: ({ params, state }) => {
    const store = f.stores.find((s) => s.id === params.storeId);
    if (!store) return refuse('notFound');
    const was = state.data.followed.has(store.id);
    if (params.followed) state.data.followed.add(store.id);
    else state.data.followed.delete(store.id);
    const followers = store.followers + (params.followed === was ? 0 : params.followed ? 1 : -1);
    return { storeId: store.id, followed: params.followed, followers };
  },
  addressList: ({ state }) => [...state.data.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault)),
  addressDetail: ({ params, state }) => state.data.addresses.find((a) => a.id === params.id) ?? refuse('notFound'),
  addressSave: ({ params, state }) => {
    const { id, ...fields } = params;
    const existing = id === undefined ? undefined : state.data.addresses.find((a) => a.id === id);
    if (id !== undefined && !existing) return refuse('notFound');
    if (fields.isDefault) for (const a of state.data.addresses) a.isDefault = false;
    const saved = existing ? Object.assign(existing, fields) : { id: state.nextId(), ...fields };
    if (!existing) state.data.addresses.push(saved);
    return saved;
  },
  addressRemove: ({ params, state }) => {
    if (!state.data.addresses.some((a) => a.id === params.id)) return refuse('notFound');
    state.data.addresses = state.data.addresses.filter((a) => a.id !== params.id);
    return null;
  },
  addressSetDefault: ({ params, state }) => {
    if (!state.data.addresses.some((a) => a.id === params.id)) return refuse('notFound');
    for (const a of state.data.addresses) a.isDefault = a.id === params.id;
    return [...state.data.addresses].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  },

  /* wallet */
  walletSummary: ({ state, user }) => ({ ...state.data.wallet, profit: user?.storeId ? state.data.merchantStore.profit : null }),
  walletRecords: ({ params, state }) => paginate(state.data.billRecords.filter((r) => !params.type || r.type === params.type), params),
  depositChannels: () => f.depositChannels,
  deposit: ({ params, state }) => {
    if (params.amount > LIMITS.depositMax) return amountTooLarge(LIMITS.depositMax);
    // A transaction hash is claimed once per network while a claim holds it (the server's rule).
    const hash = txHashKey(params.txHash);
    const network = params.network ?? null;
    if (hash && state.data.depositRecords.some((r) => r.network === network && r.status !== REVIEW_STATUS.failed && txHashKey(r.txHash) === hash)) {
      return refuse('txHashUsed', undefined, { txHash: 'errors.txHashUsed' });
    }
    const record = {
      id: state.nextId(),
      type: params.type,
      currency: params.currency,
      network: params.network ?? null,
      amount: params.amount,
      txHash: params.txHash ?? null,
      proofImage: params.proofImage,
      status: REVIEW_STATUS.underReview,
      reason: null,
      createdAt: now(),
      reviewedAt: null,
    } as const;
    state.data.depositRecords.unshift(record);
    return record;
  },
  depositLogs: ({ params, state }) =>
    paginate(state.data.depositRecords.filter((r) => !params.status || r.status === REVIEW_STATUS[params.status]), params),
  withdraw: ({ params, state }) => {
    const wallet = state.data.wallet;
    if (params.amount > LIMITS.withdrawalMax) return amountTooLarge(LIMITS.withdrawalMax);
    if (!wallet.payPasswordSet) return refuse('payPasswordNotSet');
    if (params.payPassword !== MOCK_PAY_PASSWORD) {
      state.data.payPasswordFailures += 1;
      return refuse('payPasswordWrong', { attemptsLeft: Math.max(0, LIMITS.payPasswordAttempts - state.data.payPasswordFailures) });
    }
    const account = state.data.withdrawalAccounts.find((a) => a.id === params.accountId);
    if (!account) return refuse('notFound');
    if (params.amount > wallet.available) return refuse('insufficientBalance');
    wallet.available -= params.amount;
    wallet.frozen += params.amount;
    const record = { id: state.nextId(), amount: params.amount, account, status: REVIEW_STATUS.underReview, reason: null, createdAt: now(), reviewedAt: null } as const;
    state.data.withdrawalRecords.unshift(record);
    return record;
  },
  withdrawalLogs: ({ params, state }) =>
    paginate(state.data.withdrawalRecords.filter((r) => !params.status || r.status === REVIEW_STATUS[params.status]), params),
  withdrawalAccounts: ({ params, state }) => state.data.withdrawalAccounts.filter((a) => !params.type || a.type === params.type),
  withdrawalAccountSave: ({ params, state }) => {
    const saved =
      params.type === 'bankCard'
        ? { ...params, id: params.id ?? state.nextId(), cardNumber: `**** ${params.cardNumber.slice(-4)}` }
        : { ...params, id: params.id ?? state.nextId() };
    const at = state.data.withdrawalAccounts.findIndex((a) => a.id === saved.id);
    if (params.id !== undefined && at < 0) return refuse('notFound');
    if (at >= 0) state.data.withdrawalAccounts[at] = saved;
    else state.data.withdrawalAccounts.push(saved);
    return saved;
  },
  withdrawalAccountRemove: ({ params, state }) => {
    if (!state.data.withdrawalAccounts.some((a) => a.id === params.id)) return refuse('notFound');
    state.data.withdrawalAccounts = state.data.withdrawalAccounts.filter((a) => a.id !== params.id);
    return null;
  },
  payPasswordSet: ({ params, state }) => {
    if (params.loginPassword !== MOCK_PASSWORD) return refuse('loginFailed');
    if (params.payPassword !== params.confirmPayPassword) return refuse('validation', undefined, { confirmPayPassword: 'messages.passwordMismatch' });
    state.data.wallet.payPasswordSet = true;
    return null;
  },
  payPasswordChange: ({ params, state }) => {
    if (!state.data.wallet.payPasswordSet) return refuse('payPasswordNotSet');
    if (params.oldPayPassword !== MOCK_PAY_PASSWORD) return refuse('payPasswordWrong', { attemptsLeft: LIMITS.payPasswordAttempts - 1 });
    if (params.payPassword !== params.confirmPayPassword) return refuse('validation', undefined, { confirmPayPassword: 'messages.passwordMismatch' });
    return null;
  },
  profitTransfer: ({ params, state }) => {
    const store = state.data.merchantStore;
    if (params.payPassword !== MOCK_PAY_PASSWORD) return refuse('payPasswordWrong', { attemptsLeft: LIMITS.payPasswordAttempts - 1 });
    if (params.amount > store.profit) return refuse('availableNotEnough');
    store.profit -= params.amount;
    store.balance += params.amount;
    return { balance: store.balance, profit: store.profit };
  },

  /* merchant */
  storeApply: ({ params, state }) => {
    if (state.data.application.status === STORE_APPLICATION_STATUS.pendingReview) return refuse('alreadyApplied');
    if (state.data.application.status === STORE_APPLICATION_STATUS.approved) return refuse('alreadyExists');
    state.data.application = { status: STORE_APPLICATION_STATUS.pendingReview, reason: null, form: params, submittedAt: now(), reviewedAt: null, storeId: null };
    return state.data.application;
  },
  storeApplication: ({ state, user }) =>
    user?.storeId ? { ...f.applications.approved, storeId: user.storeId } : state.data.application,
  merchantStore: ({ state }) => state.data.merchantStore,
  merchantStoreUpdate: ({ params, state }) => Object.assign(state.data.merchantStore, params),
  merchantStats: ({ params }) =>
    params.range === '7d'
      ? f.merchantStats
      : { ...f.merchantStats, range: '30d', orders: f.merchantStats.orders * 4, sales: f.merchantStats.sales * 4, profit: f.merchantStats.profit * 4, visitors: f.merchantStats.visitors * 4 },
  merchantOrders: ({ params, state }) => paginate(byTab(state.data.storeOrders, params.tab).map(summaryOf), params),
  merchantOrderDetail: ({ params, state }) => state.data.storeOrders.find((o) => o.id === params.id) ?? refuse('notFound'),
  merchantShip: ({ params, state }) =>
    move(state, 'storeOrders', params.id, 'SHIP', 'merchant', {
      shippedAt: now(),
      carrier: params.carrier ?? null,
      trackingNo: params.trackingNo ?? null,
    }),
  merchantProducts: ({ params, state }) =>
    paginate(
      state.data.merchantProducts.filter(
        (p) => (!params.shelf || p.shelf === SHELF_STATUS[params.shelf]) && (!params.keyword || p.name.toLowerCase().includes(params.keyword.toLowerCase())),
      ),
      params,
    ),
  merchantShelf: ({ params, state }) => {
    const product = state.data.merchantProducts.find((p) => p.id === params.id);
    if (!product) return refuse('notFound');
    return Object.assign(product, { shelf: params.shelf, updatedAt: now() });
  },
  wholesaleList: ({ params, state }) =>
    paginate(
      state.data.wholesale.filter(
        (w) =>
          (params.categoryId === undefined || Math.floor(w.categoryId / 100) === params.categoryId || w.categoryId === params.categoryId) &&
          (!params.keyword || w.name.toLowerCase().includes(params.keyword.toLowerCase())),
      ),
      params,
    ),
  wholesaleShelve: ({ params, state }) => {
    const shelved: number[] = [];
    const skipped: number[] = [];
    for (const id of params.ids) {
      const item = state.data.wholesale.find((w) => w.id === id);
      if (!item || item.shelved) skipped.push(id);
      else {
        item.shelved = true;
        shelved.push(id);
      }
    }
    return { shelved, skipped };
  },
  merchantInvite: () => f.invite,

  /* chat */
  // Messages are stored from the side that holds the conversation in the fixtures (the buyer, or
  // the store for `user` peers); staff answering customer service see them from the other side.
  chatConversations: ({ params, user, state }) => {
    if (params.scope === 'store') {
      if (!user?.storeId) return refuse('notMerchant');
      return state.data.conversations.filter((c) => c.peer.kind === 'user' && c.lastMessage !== null);
    }
    return state.data.conversations.filter((c) => c.peer.kind !== 'user');
  },
  chatOpen: ({ params, user, state }) => {
    if (params.with === 'store' && user?.storeId === params.storeId) return refuse('validation', undefined, { storeId: 'validation.chooseOne' });
    const found = state.data.conversations.find((c) =>
      params.with === 'support' ? c.peer.kind === 'support' : c.peer.kind === 'store' && c.peer.id === params.storeId,
    );
    if (found) return found;
    if (params.with === 'support') return refuse('notFound');
    const store = f.stores.find((s) => s.id === params.storeId);
    if (!store) return refuse('notFound');
    const conversation = { id: state.nextId(), peer: { kind: 'store' as const, id: store.id, name: store.name, avatar: store.logo }, lastMessage: null, unread: 0, updatedAt: now() };
    state.data.conversations.unshift(conversation);
    return conversation;
  },
  chatMessages: ({ params, user, state }) => {
    const conversation = state.data.conversations.find((c) => c.id === params.conversationId);
    if (!conversation) return refuse('notFound');
    if (params.before !== undefined && params.after !== undefined) return refuse('validation', undefined, { after: 'validation.chooseOne' });
    const all = state.data.messages.filter(
      (m) =>
        m.conversationId === params.conversationId &&
        (params.before === undefined || m.id < params.before) &&
        (params.after === undefined || m.id > params.after),
    );
    const list = params.after === undefined ? all.slice(-params.pageSize) : all.slice(0, params.pageSize);
    const flip = staffAnswers(user, conversation);
    return { list: flip ? list.map((m) => ({ ...m, mine: !m.mine })) : list, hasMore: all.length > list.length };
  },
  chatSend: ({ params, user, state }) => {
    const conversation = state.data.conversations.find((c) => c.id === params.conversationId);
    if (!conversation) return refuse('notFound');
    const product = params.kind === 'product' ? f.productById(Number(params.content)) : undefined;
    if (params.kind === 'product' && !product) return refuse('notFound');
    const flip = staffAnswers(user, conversation);
    const message = {
      id: state.nextId(),
      conversationId: conversation.id,
      mine: !flip,
      kind: params.kind,
      content: params.content,
      product: product ? f.productCard(product) : null,
      createdAt: now(),
      read: false,
    };
    state.data.messages.push(message);
    Object.assign(conversation, { lastMessage: message, updatedAt: message.createdAt });
    return { ...message, mine: true };
  },
  chatUnread: ({ user, state }) => ({
    buyer: state.data.conversations.filter((c) => c.peer.kind !== 'user').reduce((sum, c) => sum + c.unread, 0),
    store: user?.storeId ? state.data.conversations.filter((c) => c.peer.kind === 'user').reduce((sum, c) => sum + c.unread, 0) : 0,
  }),
  chatRead: ({ params, user, state }) => {
    const conversation = state.data.conversations.find((c) => c.id === params.conversationId);
    if (!conversation) return refuse('notFound');
    // The caller reads the other side's messages: stored `mine: false` ones, or for staff the buyer's.
    const readsStored = staffAnswers(user, conversation);
    for (const m of state.data.messages) if (m.conversationId === conversation.id && m.mine === readsStored) m.read = true;
    if (!readsStored) conversation.unread = 0;
    return null;
  },

  /* uploads */
  uploadImage: ({ params, state }) => ({
    id: `up_${state.nextId()}`,
    // The mock keeps nothing: it answers a fixture picture of the same purpose.
    url: f.fixtureImageFor(params.purpose),
    width: 400,
    height: 400,
    bytes: params.file.size,
    mime: params.file.type as 'image/jpeg' | 'image/png' | 'image/webp',
  }),
  uploadFile: ({ params }) =>
    params.id.startsWith('up_') ? new HttpResponse(SAMPLE_PNG, { headers: { 'content-type': 'image/png' } }) : refuse('notFound'),

  /* staff: the operations console (staffResolvers.ts) */
  ...staffResolvers,
  devOutbox: ({ params }) => f.outbox.filter((o) => !params.target || o.target === params.target),
};
