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
  route(app, ctx, api.homeBanners, async (_input, { lang }) => homeBanners(db, lang));
  route(app, ctx, api.homeRecommended, async (input, { lang }) => listProducts(db, { ...input, sort: 'default', recommendedOnly: true, lang }));
  route(app, ctx, api.homeNew, async (input, { lang }) => listProducts(db, { ...input, sort: 'newest', lang }));
  route(app, ctx, api.categories, async (_input, { lang }) => categoryTree(db, lang));
  route(app, ctx, api.searchSuggest, async (input, { lang }) => searchSuggest(db, input.keyword, lang));
  route(app, ctx, api.searchHot, async (_input, { lang }) => searchHot(db, lang));
  route(app, ctx, api.productList, async (input, { lang }) => listProducts(db, { ...input, lang }));
  route(app, ctx, api.productDetail, async (input, { auth, lang }) =>
    productDetail(db, input.id, auth?.userId ?? null, ctx.clock.now(), lang),
  );
  route(app, ctx, api.productComments, async (input) => productComments(db, input.productId, input));
  route(app, ctx, api.storeStreet, async (input, { lang }) => listStores(db, { ...input, lang }));
  route(app, ctx, api.storeDetail, async (input, { auth, lang }) => storeDetail(db, input.id, auth?.userId ?? null, lang));
  route(app, ctx, api.articleList, async (input, { lang }) => listArticles(db, { ...input, lang }));
  route(app, ctx, api.articleView, async (input, { lang }) => viewArticle(db, { id: input.id }, lang));
  route(app, ctx, api.articleAbout, async (_input, { lang }) => viewArticle(db, { kind: 'about' }, lang));
  route(app, ctx, api.articleHelp, async (_input, { lang }) => helpArticles(db, lang));
  route(app, ctx, api.articleAgreement, async (_input, { lang }) => viewArticle(db, { kind: 'agreement' }, lang));
};
