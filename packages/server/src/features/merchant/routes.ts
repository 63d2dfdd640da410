import { merchantEndpoints as m } from '@shop/api/contract';
import { route } from '../../http/route';
import { orderDetail, listOrders } from '../orders';
import { applyOrderEvent, lockOrder } from '../orders';
import { getApplication, submitApplication } from './applications';
import {
  invite,
  merchantProducts,
  merchantStats,
  merchantStore,
  setShelf,
  shelveWholesale,
  storeOf,
  updateStore,
  wholesaleList,
} from './merchant';
import type { RouteModule } from '../../http/routeModule';

/** Store application and the merchant centre; store orders go through the order area's machine-driven services. */
export const merchantRoutes: RouteModule = (app, ctx) => {
  route(app, ctx, m.storeApply, (input, { auth, lang }) => submitApplication(ctx, auth.userId, input, lang));
  route(app, ctx, m.storeApplication, (_input, { auth }) => getApplication(ctx, auth.userId));
  route(app, ctx, m.merchantStore, (_input, { auth }) => merchantStore(ctx, auth.userId));
  route(app, ctx, m.merchantStoreUpdate, (input, { auth, lang }) => updateStore(ctx, auth.userId, input, lang));
  route(app, ctx, m.merchantStats, (input, { auth }) => merchantStats(ctx, auth.userId, input.range));
  route(app, ctx, m.merchantProducts, (input, { auth, lang }) => merchantProducts(ctx, auth.userId, input, lang));
  route(app, ctx, m.merchantShelf, (input, { auth, lang }) => setShelf(ctx, auth.userId, input, lang));
  route(app, ctx, m.wholesaleList, (input, { auth, lang }) => wholesaleList(ctx, auth.userId, input, lang));
  route(app, ctx, m.wholesaleShelve, (input, { auth }) => shelveWholesale(ctx, auth.userId, input.ids));
  route(app, ctx, m.merchantInvite, (_input, { auth }) => invite(ctx, auth.userId));

  route(app, ctx, m.merchantOrders, async (input, { auth }) => {
    const store = await storeOf(ctx.db, auth.userId);
    return listOrders(ctx.db, { storeId: store.id }, input.tab, input);
  });
  route(app, ctx, m.merchantOrderDetail, async (input, { auth }) => {
    const store = await storeOf(ctx.db, auth.userId);
    return orderDetail(ctx.db, input.id, { storeId: store.id });
  });
  route(app, ctx, m.merchantShip, async (input, { auth }) => {
    const store = await storeOf(ctx.db, auth.userId);
    await ctx.db.transaction(async (tx) => {
      // Another store's order is "not found"; the order machine decides whether it can ship.
      const order = await lockOrder(tx as never, input.id, { storeId: store.id });
      await applyOrderEvent(ctx, tx as never, order, 'SHIP', 'merchant', {
        carrier: input.carrier ?? null,
        trackingNo: input.trackingNo ?? null,
      });
    });
    return orderDetail(ctx.db, input.id, { storeId: store.id });
  });
};
