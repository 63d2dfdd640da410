import type { DataOf } from '../../contract/endpoint';
import type { Endpoints, OrderDetail } from '../../contract/endpoints';
import { AFTER_SALES_STATUS, COUPON_STATUS, LIMITS, ORDER_STATUS } from '../../contract/domain';
import { nextOrderStatus, ORDER_TABS } from '@shop/domain';
import type { ordersEndpoints } from '../../contract/endpoints/orders';
import { refuse } from '../engine';
import * as f from '../fixtures';
import type { MockState } from '../state';
import { byTab, move, summaryOf } from './orderRules';
import { type AreaResolvers, MOCK_PAY_PASSWORD, now, paginate } from './shared';
import { openAfterSalesCase } from './staff';

const PAY_LOCK_MINUTES = 30;

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

/** Whether the buyer may pay every one of these orders now. */
const allPayable = (orders: (OrderDetail | undefined)[]) =>
  orders.every((o) => o && nextOrderStatus(o.status as OrderDetail['status'], 'PAY', 'buyer') !== null);

/** Checkout, orders, payment and coupons, moving orders as the domain's order machine allows. */
export const ordersResolvers: AreaResolvers<typeof ordersEndpoints> = {
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

  couponList: ({ params, state }) => paginate(state.data.coupons.filter((c) => c.status === COUPON_STATUS[params.status]), params),
  couponUsable: ({ params, state }) => {
    const priced = preview(state, linesOf(state, params.source));
    return 'reason' in priced ? priced : priced.coupons;
  },
};
