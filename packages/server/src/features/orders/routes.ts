import { shoppingEndpoints as api } from '@shop/api/contract';
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
import {
  addToCart,
  cart,
  cartCount,
  clearHistory,
  getAddress,
  listAddresses,
  listCollections,
  listFollows,
  listHistory,
  removeAddress,
  removeFromCart,
  saveAddress,
  selectCart,
  setCartQuantity,
  setDefaultAddress,
  toggleCollection,
  toggleFollow,
} from './shopper';
import type { RouteModule } from '../../http/routeModule';

export const shoppingRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  const now = () => ctx.clock.now();

  /* cart */
  route(app, ctx, api.cartList, async (_input, { auth, lang }) => cart(db, auth.userId, lang));
  route(app, ctx, api.cartCount, async (_input, { auth }) => cartCount(db, auth.userId));
  route(app, ctx, api.cartAdd, async (input, { auth, lang }) => addToCart(db, auth.userId, input.productId, input.quantity, lang));
  route(app, ctx, api.cartQuantity, async (input, { auth, lang }) => setCartQuantity(db, auth.userId, input.id, input.quantity, lang));
  route(app, ctx, api.cartSelect, async (input, { auth, lang }) => selectCart(db, auth.userId, input.ids, input.selected, lang));
  route(app, ctx, api.cartRemove, async (input, { auth, lang }) => removeFromCart(db, auth.userId, input.ids, lang));

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

  /* collections, history, follows */
  route(app, ctx, api.collectionList, async (input, { auth, lang }) => listCollections(db, auth.userId, input, lang));
  route(app, ctx, api.collectionToggle, async (input, { auth }) =>
    toggleCollection(db, auth.userId, input.productId, input.collected, now()),
  );
  route(app, ctx, api.historyList, async (input, { auth, lang }) => listHistory(db, auth.userId, input, lang));
  route(app, ctx, api.historyClear, async (input, { auth }) => {
    await clearHistory(db, auth.userId, input.ids);
    return null;
  });
  route(app, ctx, api.followList, async (input, { auth, lang }) => listFollows(db, auth.userId, input, lang));
  route(app, ctx, api.followToggle, async (input, { auth }) => toggleFollow(db, auth.userId, input.storeId, input.followed, now()));

  /* addresses */
  route(app, ctx, api.addressList, async (_input, { auth }) => listAddresses(db, auth.userId));
  route(app, ctx, api.addressDetail, async (input, { auth }) => getAddress(db, auth.userId, input.id));
  route(app, ctx, api.addressSave, async (input, { auth }) => saveAddress(db, auth.userId, input));
  route(app, ctx, api.addressRemove, async (input, { auth }) => {
    await removeAddress(db, auth.userId, input.id, now());
    return null;
  });
  route(app, ctx, api.addressSetDefault, async (input, { auth }) => setDefaultAddress(db, auth.userId, input.id));
};
