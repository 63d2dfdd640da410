import type { catalogueEndpoints, collectionEndpoints } from '../../contract/endpoints/catalogue';
import { refuse } from '../engine';
import * as f from '../fixtures';
import { type AreaResolvers, paginate } from './shared';

/** The shop window, and what a shopper keeps: collections, history, followed stores. */
export const catalogueResolvers: AreaResolvers<typeof catalogueEndpoints & typeof collectionEndpoints> = {
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
};
