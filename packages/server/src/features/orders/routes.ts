import { ordersEndpoints as api } from '@shop/api/contract';
import { route } from '../../http/route';
import { listOrders, orderCounts, orderDetail } from './orderView';
import {
  cancelOrder,
  commentOrder,
  confirmReceipt,
  createOrders,
  listCoupons,
  previewOrder,
  requestAfterSales,
  toCoupon,
  usableCouponsFor,
} from './service';
import { payByBalance, paymentStatus, startOnlinePayment } from './payments';
import { pageOf } from '../../http/paging';
import type { RouteModule } from '../../http/routeModule';

/** Checkout, orders, payment and coupons. */
export const ordersRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const now = () => ctx.clock.now();

  /* orders */
  route(app, ctx, api.orderConfirmCart, async (input, { auth, lang }) => previewOrder(ctx, auth.userId, { from: 'cart' }, input, lang));
  route(app, ctx, api.orderConfirmBuyNow, async ({ productId, quantity, ...choices }, { auth, lang }) =>
    previewOrder(ctx, auth.userId, { from: 'buyNow', productId, quantity }, choices, lang),
  );
  route(app, ctx, api.orderCreate, async (input, { auth, lang }) => createOrders(ctx, auth.userId, input, lang));
  route(app, ctx, api.orderCounts, async (_input, { auth }) => orderCounts(db, auth.userId));
  route(app, ctx, api.orderList, async (input, { auth }) => listOrders(db, { userId: auth.userId }, input.tab, input));
  route(app, ctx, api.orderDetail, async (input, { auth, lang }) => orderDetail(db, input.id, { userId: auth.userId, lang }));
  route(app, ctx, api.orderCancel, async (input, { auth, lang }) => {
    await cancelOrder(ctx, auth.userId, input.id, input.reason);
    return orderDetail(db, input.id, { userId: auth.userId, lang });
  });
  route(app, ctx, api.orderPayBalance, async (input, { auth }) => payByBalance(ctx, auth.userId, input));
  route(app, ctx, api.orderPayOnline, async (input, { auth }) => startOnlinePayment(ctx, auth.userId, input));
  route(app, ctx, api.orderPaymentStatus, async (input, { auth }) => paymentStatus(ctx, auth.userId, input.paymentId));
  route(app, ctx, api.orderConfirmReceipt, async (input, { auth, lang }) => {
    await confirmReceipt(ctx, auth.userId, input.id);
    return orderDetail(db, input.id, { userId: auth.userId, lang });
  });
  route(app, ctx, api.orderComment, async (input, { auth, lang }) => {
    await commentOrder(ctx, auth.userId, input.id, input.items);
    return orderDetail(db, input.id, { userId: auth.userId, lang });
  });
  route(app, ctx, api.orderAfterSales, async (input, { auth, lang }) => {
    await requestAfterSales(ctx, auth.userId, input);
    return orderDetail(db, input.id, { userId: auth.userId, lang });
  });

  /* coupons */
  route(app, ctx, api.couponList, async (input, { auth, lang }) => {
    const rows = await listCoupons(db, auth.userId, input.status, now(), lang);
    const start = (input.page - 1) * input.pageSize;
    return pageOf(
      rows.slice(start, start + input.pageSize).map((row) => toCoupon(row, now())),
      rows.length,
      input,
    );
  });
  route(app, ctx, api.couponUsable, async (input, { auth, lang }) => usableCouponsFor(ctx, auth.userId, input.source, lang));
};
