import { z } from 'zod';
import { area } from '../endpoint';
import { SHELF_STATUS, statusCode } from '../domain';
import { datetime, empty, id, imageUrl, money, nothing, obj, page, pageQuery, q, requiredText, text } from '../primitives';
import { PRODUCT_SORTS } from '../wire';

const home = area('home');
const category = area('category');
const search = area('search');
const product = area('product');
const store = area('store');

export const bannerSchema = obj({
  id: id(),
  image: imageUrl(),
  title: z.string(),
  /** Where a tap goes: an in-app route ("/pages/product/view?id=3") or an absolute URL. */
  link: z.string().nullable(),
});

export const categorySchema = obj({
  id: id(),
  parentId: id().nullable(),
  name: z.string(),
  icon: imageUrl().nullable(),
  get children() {
    return z.array(categorySchema);
  },
});
export type Category = z.infer<typeof categorySchema>;

export const storeCardSchema = obj({
  id: id(),
  name: z.string(),
  logo: imageUrl(),
  banner: imageUrl().nullable(),
  description: z.string(),
  followers: z.number().int().nonnegative(),
  productCount: z.number().int().nonnegative(),
  creditScore: z.number().int(),
  level: z.number().int().nonnegative(),
});

/** A product in any list: enough for a card. */
export const productCardSchema = obj({
  id: id(),
  name: z.string(),
  image: imageUrl(),
  price: money(),
  /** The crossed-out price, when there is one. */
  originalPrice: money().nullable(),
  sales: z.number().int().nonnegative(),
  rating: z.number().min(0).max(5),
  storeId: id(),
  storeName: z.string(),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const productDetailSchema = obj({
  ...productCardSchema.shape,
  images: z.array(imageUrl()).min(1),
  description: z.string(),
  categoryId: id(),
  stock: z.number().int().nonnegative(),
  minPrice: money(),
  maxPrice: money(),
  points: z.number().int().nonnegative(),
  goodRate: z.number().min(0).max(1).meta({ description: 'Share of good reviews, 0..1' }),
  commentCount: z.number().int().nonnegative(),
  shelf: statusCode(SHELF_STATUS, 'Shelf status'),
  /** Only meaningful with a session; false for visitors. */
  collected: z.boolean(),
  store: storeCardSchema,
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const commentSchema = obj({
  id: id(),
  userName: z.string(),
  userAvatar: imageUrl().nullable(),
  rating: z.number().int().min(1).max(5),
  content: z.string(),
  images: z.array(imageUrl()),
  createdAt: datetime(),
});

export const productListQuery = obj({
  keyword: text(64).optional(),
  categoryId: q.id().optional(),
  storeId: q.id().optional(),
  minPrice: q.money().optional(),
  maxPrice: q.money().optional(),
  sort: z.enum(PRODUCT_SORTS).default('default'),
  ...pageQuery,
});

export const storeDetailSchema = obj({
  ...storeCardSchema.shape,
  followed: z.boolean(),
  country: z.string(),
  city: z.string(),
  createdAt: datetime(),
});

const productPage = page(productCardSchema);

export const catalogueEndpoints = {
  homeBanners: home({
    method: 'GET',
    path: '/api/home/banners',
    auth: 'public',
    summary: 'Home carousel',
    request: empty(),
    response: z.array(bannerSchema),
  }),
  homeRecommended: home({
    method: 'GET',
    path: '/api/home/recommended',
    auth: 'public',
    summary: 'Recommended products, paged',
    request: obj({ ...pageQuery }),
    response: productPage,
  }),
  homeNew: home({
    method: 'GET',
    path: '/api/home/new',
    auth: 'public',
    summary: 'Newest products, paged',
    request: obj({ ...pageQuery }),
    response: productPage,
  }),
  categories: category({
    method: 'GET',
    path: '/api/category/list',
    auth: 'public',
    summary: 'The category tree (top level with children)',
    request: empty(),
    response: z.array(categorySchema),
  }),
  searchSuggest: search({
    method: 'GET',
    path: '/api/search/suggest',
    auth: 'public',
    summary: 'Completions for what is typed (debounced 500 ms by the app)',
    request: obj({ keyword: requiredText(64) }),
    response: z.array(z.string()).max(10),
  }),
  searchHot: search({
    method: 'GET',
    path: '/api/search/hot',
    auth: 'public',
    summary: 'Popular searches for the empty search screen',
    request: empty(),
    response: z.array(z.string()).max(20),
  }),
  productList: product({
    method: 'GET',
    path: '/api/product/list',
    auth: 'public',
    summary: 'Products on sale, filtered, sorted and paged (also search results and a store page)',
    request: productListQuery,
    response: productPage,
  }),
  productDetail: product({
    method: 'GET',
    path: '/api/product/detail',
    auth: 'optional',
    summary: 'One product; with a session, also records a history entry and says if collected',
    request: obj({ id: q.id() }),
    response: productDetailSchema,
  }),
  productComments: product({
    method: 'GET',
    path: '/api/product/comments',
    auth: 'public',
    summary: "A product's reviews, newest first",
    request: obj({ productId: q.id(), ...pageQuery }),
    response: page(commentSchema),
  }),
  storeStreet: store({
    method: 'GET',
    path: '/api/store/list',
    auth: 'public',
    summary: 'Store street: stores, optionally by name',
    request: obj({ keyword: text(64).optional(), ...pageQuery }),
    response: page(storeCardSchema),
  }),
  storeDetail: store({
    method: 'GET',
    path: '/api/store/detail',
    auth: 'optional',
    summary: 'A store page header (its products come from product list with storeId)',
    request: obj({ id: q.id() }),
    response: storeDetailSchema,
  }),
} as const;

const mine = area('collections');

/** The buyer's own lists of the catalogue: collected products, browsing history, followed stores. */
export const collectionEndpoints = {
  collectionList: mine({
    method: 'GET',
    path: '/api/collection/list',
    auth: 'user',
    summary: 'Collected (favourite) products, last collected first',
    request: obj({ ...pageQuery }),
    response: page(obj({ ...productCardSchema.shape, collectedAt: datetime() })),
  }),
  collectionToggle: mine({
    method: 'POST',
    path: '/api/collection/toggle',
    auth: 'user',
    summary: 'Collect or un-collect a product',
    request: obj({ productId: id(), collected: z.boolean() }),
    response: obj({ productId: id(), collected: z.boolean() }),
  }),
  historyList: mine({
    method: 'GET',
    path: '/api/history/list',
    auth: 'user',
    summary: 'Browsing history, last viewed first',
    request: obj({ ...pageQuery }),
    response: page(obj({ id: id(), product: productCardSchema, viewedAt: datetime() })),
  }),
  historyClear: mine({
    method: 'POST',
    path: '/api/history/clear',
    auth: 'user',
    summary: 'Remove history entries; no ids clears all',
    request: obj({ ids: z.array(id()).optional() }),
    response: nothing(),
  }),
  followList: mine({
    method: 'GET',
    path: '/api/follow/list',
    auth: 'user',
    summary: 'Followed stores',
    request: obj({ ...pageQuery }),
    response: page(obj({ ...storeCardSchema.shape, followedAt: datetime() })),
  }),
  followToggle: mine({
    method: 'POST',
    path: '/api/follow/toggle',
    auth: 'user',
    summary: 'Follow or unfollow a store',
    request: obj({ storeId: id(), followed: z.boolean() }),
    response: obj({ storeId: id(), followed: z.boolean(), followers: z.number().int().nonnegative() }),
  }),
} as const;
