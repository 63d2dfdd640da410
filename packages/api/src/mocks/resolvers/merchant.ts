import { SHELF_STATUS, STORE_APPLICATION_STATUS } from '../../contract/domain';
import type { merchantEndpoints } from '../../contract/endpoints/merchant';
import { refuse } from '../engine';
import * as f from '../fixtures';
import { byTab, move, summaryOf } from './orderRules';
import { type AreaResolvers, now, paginate } from './shared';

/** The store application, the merchant centre, store orders, products and wholesale. */
export const merchantResolvers: AreaResolvers<typeof merchantEndpoints> = {
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
};
