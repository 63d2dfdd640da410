import { APP_VERSION, APP_VERSION_CODE, catalogEndpoints as api } from '@shop/api/contract';
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { route } from '../../http/route';
import { UNSIGNED_PATH_PREFIXES } from '../../http/sign';
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
} from './service';
import type { RouteModule } from '../../http/routeModule';

/**
 * A product's first picture, for the app shell's boot frame (app/index.html): a link to a product
 * page paints the picture during the HTML's parse, where the page will show it, instead of after
 * the app's code, its signed request and the answer. An <img> cannot sign, so the path is unsigned;
 * it answers nothing the picture itself does not show.
 */
export const PRODUCT_BOOT_IMAGE_PATH = '/api/boot/product-image';
UNSIGNED_PATH_PREFIXES.push('/api/boot/');

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
  app.get(PRODUCT_BOOT_IMAGE_PATH, async (c) => {
    const id = c.req.query('id') ?? '';
    if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) throw new ApiError('notFound');
    const [row] = await db.select({ cover: products.cover, images: products.images }).from(products).where(eq(products.id, Number(id)));
    const picture = row ? (row.images[0] ?? row.cover) : undefined;
    // Only a path on this server: a picture stored elsewhere is left to the page, and this is no open redirect.
    if (!picture || !picture.startsWith('/') || picture.startsWith('//')) throw new ApiError('notFound');
    // A merchant may change the picture: a minute's reuse, then the browser asks again.
    c.header('cache-control', 'public, max-age=60');
    return c.redirect(picture, 302);
  });
  route(app, ctx, api.productComments, async (input) => productComments(db, input.productId, input));
  route(app, ctx, api.storeStreet, async (input, { lang }) => listStores(db, { ...input, lang }));
  route(app, ctx, api.storeDetail, async (input, { auth, lang }) => storeDetail(db, input.id, auth?.userId ?? null, lang));
  route(app, ctx, api.articleList, async (input, { lang }) => listArticles(db, { ...input, lang }));
  route(app, ctx, api.articleView, async (input, { lang }) => viewArticle(db, { id: input.id }, lang));
  route(app, ctx, api.articleAbout, async (_input, { lang }) => viewArticle(db, { kind: 'about' }, lang));
  route(app, ctx, api.articleHelp, async (_input, { lang }) => helpArticles(db, lang));
  route(app, ctx, api.articleAgreement, async (_input, { lang }) => viewArticle(db, { kind: 'agreement' }, lang));
};
