import { APP_VERSION, APP_VERSION_CODE, catalogEndpoints as api } from '@shop/api/contract';
import { route } from '../http/route';
import {
  categoryTree,
  helpArticles,
  homeBanners,
  listArticles,
  listProducts,
  listStores,
  productComments,
  productDetail,
  searchHot,
  searchSuggest,
  storeDetail,
  viewArticle,
} from '../services/catalogue';
import type { RouteModule } from './types';

export const catalogueRoutes: RouteModule = (app, ctx) => {
  const { db } = ctx;
  route(app, ctx, api.appInfo, async () => ({ version: APP_VERSION, versionCode: APP_VERSION_CODE, downloadUrl: null }));
  route(app, ctx, api.homeBanners, async () => homeBanners(db));
  route(app, ctx, api.homeRecommended, async (input) => listProducts(db, { ...input, sort: 'default', recommendedOnly: true }));
  route(app, ctx, api.homeNew, async (input) => listProducts(db, { ...input, sort: 'newest' }));
  route(app, ctx, api.categories, async () => categoryTree(db));
  route(app, ctx, api.searchSuggest, async (input) => searchSuggest(db, input.keyword));
  route(app, ctx, api.searchHot, async () => searchHot(db));
  route(app, ctx, api.productList, async (input) => listProducts(db, input));
  route(app, ctx, api.productDetail, async (input, { auth }) =>
    productDetail(db, input.id, auth?.userId ?? null, ctx.clock.now()),
  );
  route(app, ctx, api.productComments, async (input) => productComments(db, input.productId, input));
  route(app, ctx, api.storeStreet, async (input) => listStores(db, input));
  route(app, ctx, api.storeDetail, async (input, { auth }) => storeDetail(db, input.id, auth?.userId ?? null));
  route(app, ctx, api.articleList, async (input) => listArticles(db, input));
  route(app, ctx, api.articleView, async (input) => viewArticle(db, { id: input.id }));
  route(app, ctx, api.articleAbout, async () => viewArticle(db, { kind: 'about' }));
  route(app, ctx, api.articleHelp, async () => helpArticles(db));
  route(app, ctx, api.articleAgreement, async () => viewArticle(db, { kind: 'agreement' }));
};
