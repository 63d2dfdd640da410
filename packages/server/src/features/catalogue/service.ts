import {
  catalogEndpoints,
  HOME_FEED_PAGE_SIZE,
  HOME_NEW_ARRIVALS,
  type Category,
  type HomeBootData,
  type ProductCard,
  type ProductDetail,
} from '@shop/api/contract';
import { SHELF_STATUS } from '@shop/domain';
import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articles,
  banners,
  browsingHistory,
  categories,
  collections,
  follows,
  orderComments,
  products,
  stores,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import {
  articleTextIn,
  bannerTitleIn,
  categoryNameIn,
  productDescriptionIn,
  productNameIn,
  productNameMatches,
  storeDescriptionIn,
  storeNameIn,
  storeNameMatches,
} from '../../db/contentLanguage';
import { likePattern, offsetOf, pageOf, type PageQuery } from '../../http/paging';

/* ---------- cards ---------- */

/**
 * A product's rating is the average of its reviews (one decimal), 0 while it has none: the same
 * reviews the detail page counts and lists, so a card or a page never shows stars without them.
 * Spelled out as a correlated subquery: drizzle would drop the table name inside it.
 */
const reviewRating = sql<number>`(SELECT coalesce(round(avg(c.rating), 1), 0) FROM order_comments c WHERE c.product_id = "products"."id")`.mapWith(Number);

export const cardColumns = {
  id: products.id,
  name: products.name,
  image: products.cover,
  price: products.price,
  originalPrice: products.originalPrice,
  sales: products.sales,
  rating: reviewRating,
  storeId: products.storeId,
  storeName: stores.name,
};

/** The card's columns with the product's and the store's names in the shopper's language. */
export const localCardColumns = (lang: string) => ({ ...cardColumns, name: productNameIn(lang), storeName: storeNameIn(lang) });

type CardRow = {
  [K in Exclude<keyof typeof cardColumns, 'rating'>]: (typeof cardColumns)[K]['_']['data'];
} & { rating: number };

export function toCard(row: CardRow): ProductCard {
  return {
    ...row,
    rating: Number(row.rating),
    // Only a real markdown shows a crossed-out price.
    originalPrice: row.originalPrice > row.price ? row.originalPrice : null,
  };
}

export interface ProductFilter extends PageQuery {
  keyword?: string | undefined;
  categoryId?: number | undefined;
  storeId?: number | undefined;
  minPrice?: number | undefined;
  maxPrice?: number | undefined;
  sort: 'default' | 'sales' | 'priceAsc' | 'priceDesc' | 'newest';
  recommendedOnly?: boolean;
  /** The shopper's language: names answer in it, and a keyword matches it or the original. */
  lang: string;
}

const ORDERINGS: Record<ProductFilter['sort'], SQL[]> = {
  default: [desc(products.recommended), desc(products.sales), asc(products.id)],
  sales: [desc(products.sales), asc(products.id)],
  priceAsc: [asc(products.price), asc(products.id)],
  priceDesc: [desc(products.price), asc(products.id)],
  newest: [desc(products.createdAt), desc(products.id)],
};

export async function listProducts(db: Db, filter: ProductFilter) {
  const conditions: SQL[] = [eq(products.onShelf, true)];
  if (filter.keyword) conditions.push(productNameMatches(filter.lang, likePattern(filter.keyword)));
  if (filter.categoryId) {
    // A top category shows its children's products too.
    conditions.push(
      or(
        eq(products.categoryId, filter.categoryId),
        inArray(products.categoryId, db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, filter.categoryId))),
      )!,
    );
  }
  if (filter.storeId) conditions.push(eq(products.storeId, filter.storeId));
  if (filter.minPrice !== undefined) conditions.push(gte(products.price, filter.minPrice));
  if (filter.maxPrice !== undefined) conditions.push(lte(products.price, filter.maxPrice));
  if (filter.recommendedOnly) conditions.push(eq(products.recommended, true));
  const where = and(...conditions);
  // The total rides along on every row (one query instead of two: the list is the busiest read).
  const rows = await db
    .select({ ...localCardColumns(filter.lang), total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(where)
    .orderBy(...ORDERINGS[filter.sort])
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  // A page past the end has no row to carry it: only then is the total counted on its own.
  const total = rows[0]?.total ?? (filter.page > 1 ? ((await db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0) : 0);
  return pageOf(
    rows.map(({ total: _, ...card }) => toCard(card)),
    total,
    filter,
  );
}

/* ---------- stores ---------- */

// Correlated subqueries spelled out: drizzle would drop the table names inside them.
const followerCount = sql<number>`(SELECT count(*)::int FROM follows f WHERE f.store_id = "stores"."id")`;
const productCount = sql<number>`(SELECT count(*)::int FROM products p WHERE p.store_id = "stores"."id" AND p.on_shelf)`;

export const storeCardColumns = {
  id: stores.id,
  name: stores.name,
  logo: stores.logo,
  banner: stores.banner,
  description: stores.description,
  followers: followerCount,
  productCount,
  creditScore: stores.creditScore,
  level: stores.level,
};

/** The store card's columns with the name and description in the shopper's language. */
export const localStoreCardColumns = (lang: string) => ({
  ...storeCardColumns,
  name: storeNameIn(lang),
  description: storeDescriptionIn(lang),
});

export async function listStores(db: Db, query: PageQuery & { keyword?: string | undefined; lang: string }) {
  const where = query.keyword ? storeNameMatches(query.lang, likePattern(query.keyword)) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(localStoreCardColumns(query.lang))
      .from(stores)
      .where(where)
      .orderBy(desc(stores.level), desc(stores.creditScore), asc(stores.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(stores).where(where),
  ]);
  return pageOf(rows, total?.n ?? 0, query);
}

export async function storeCard(db: Db, storeId: number, lang: string) {
  const [row] = await db.select(localStoreCardColumns(lang)).from(stores).where(eq(stores.id, storeId));
  if (!row) throw notFound();
  return row;
}

export async function storeDetail(db: Db, storeId: number, userId: number | null, lang: string) {
  const [row] = await db
    .select({ ...localStoreCardColumns(lang), country: stores.country, city: stores.city, createdAt: stores.createdAt })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!row) throw notFound();
  const followed = userId
    ? (await db.select({ n: count() }).from(follows).where(and(eq(follows.userId, userId), eq(follows.storeId, storeId))))[0]!.n > 0
    : false;
  return { ...row, followed, createdAt: row.createdAt.toISOString() };
}

/* ---------- product detail ---------- */

/** A review of 4 or 5 stars counts as positive (the detail's `goodRate`). */
export const POSITIVE_RATING = 4;

export async function productDetail(
  db: Db,
  productId: number,
  userId: number | null,
  now: Date,
  lang: string,
): Promise<ProductDetail> {
  const [row] = await db
    .select({ product: products, name: productNameIn(lang), description: productDescriptionIn(lang), storeName: storeNameIn(lang) })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(products.id, productId));
  if (!row) throw notFound();
  const { product } = row;
  const [store, [reviews], collected] = await Promise.all([
    storeCard(db, product.storeId, lang),
    // The rating, the share of positive reviews and the count, from the same rows at once.
    db
      .select({
        n: count(),
        rating: sql<number>`coalesce(round(avg(${orderComments.rating}), 1), 0)`.mapWith(Number),
        positive: sql<number>`count(*) FILTER (WHERE ${orderComments.rating} >= ${POSITIVE_RATING})`.mapWith(Number),
      })
      .from(orderComments)
      .where(eq(orderComments.productId, productId)),
    userId
      ? db
          .select({ n: count() })
          .from(collections)
          .where(and(eq(collections.userId, userId), eq(collections.productId, productId)))
          .then(([r]) => (r?.n ?? 0) > 0)
      : Promise.resolve(false),
  ]);
  if (userId) {
    await db
      .insert(browsingHistory)
      .values({ userId, productId, viewedAt: now })
      .onConflictDoUpdate({ target: [browsingHistory.userId, browsingHistory.productId], set: { viewedAt: now } });
  }
  const commentCount = reviews?.n ?? 0;
  return {
    ...toCard({ ...cardColumnsOf(product), name: row.name, rating: reviews?.rating ?? 0, storeName: row.storeName }),
    images: product.images.length ? product.images : [product.cover],
    description: row.description,
    categoryId: product.categoryId,
    stock: product.stock,
    minPrice: product.price,
    maxPrice: product.price,
    points: product.points,
    goodRate: commentCount > 0 ? (reviews?.positive ?? 0) / commentCount : 0,
    commentCount,
    shelf: product.onShelf ? SHELF_STATUS.onSale : SHELF_STATUS.offShelf,
    collected,
    store,
  };
}

function cardColumnsOf(product: typeof products.$inferSelect): Omit<CardRow, 'storeName' | 'rating'> {
  return {
    id: product.id,
    name: product.name,
    image: product.cover,
    price: product.price,
    originalPrice: product.originalPrice,
    sales: product.sales,
    storeId: product.storeId,
  };
}

export async function productComments(db: Db, productId: number, query: PageQuery) {
  const where = eq(orderComments.productId, productId);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: orderComments.id,
        userName: users.nickname,
        userAvatar: users.avatar,
        rating: orderComments.rating,
        content: orderComments.content,
        images: orderComments.images,
        createdAt: orderComments.createdAt,
      })
      .from(orderComments)
      .innerJoin(users, eq(users.id, orderComments.userId))
      .where(where)
      .orderBy(desc(orderComments.createdAt), desc(orderComments.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(orderComments).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total?.n ?? 0,
    query,
  );
}

/* ---------- categories, search, home ---------- */

export async function categoryTree(db: Db, lang: string): Promise<Category[]> {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId, name: categoryNameIn(lang), icon: categories.icon })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const build = (parentId: number | null): Category[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      id: row.id,
      parentId: row.parentId,
      name: row.name,
      icon: row.icon,
      children: build(row.id),
    }));
  return build(null);
}

/** Names in the shopper's language, of products whose name in that language or the original matches. */
export async function searchSuggest(db: Db, keyword: string, lang: string): Promise<string[]> {
  const name = productNameIn(lang);
  const prefix = `${keyword.replace(/[\\%_]/g, '\\$&')}%`;
  const rows = await db
    .selectDistinct({ name, starts: sql<boolean>`${name} ILIKE ${prefix}` })
    .from(products)
    .where(and(eq(products.onShelf, true), productNameMatches(lang, likePattern(keyword))))
    .orderBy(desc(sql`2`), asc(sql`1`))
    .limit(10);
  return rows.map((row) => row.name);
}

/** The best-selling categories' names: what people actually look for. */
export async function searchHot(db: Db, lang: string): Promise<string[]> {
  const rows = await db
    .select({ name: categoryNameIn(lang), sold: sql<number>`sum(${products.sales})` })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.onShelf, true))
    .groupBy(categories.id)
    .orderBy(desc(sql`2`), asc(sql`1`))
    .limit(10);
  return rows.map((row) => row.name);
}

export async function homeBanners(db: Db, lang: string) {
  const rows = await db
    .select({ id: banners.id, image: banners.image, title: bannerTitleIn(lang), link: banners.link })
    .from(banners)
    .orderBy(asc(banners.sort), asc(banners.id));
  return rows.map((row) => ({ id: row.id, image: row.image, title: row.title, link: row.link || null }));
}

/* ---------- articles ---------- */

type ArticleKind = 'news' | 'help' | 'about' | 'agreement';

const articleColumns = (lang: string) => {
  const text = articleTextIn(lang);
  return {
    id: articles.id,
    kind: articles.kind,
    title: text.title,
    summary: text.summary,
    body: text.body,
    cover: articles.cover,
    views: articles.views,
    createdAt: articles.createdAt,
  };
};

type ArticleRow = Omit<typeof articles.$inferSelect, 'title' | 'summary' | 'body'> & { title: string; summary: string; body: string };

const summaryOf = (row: ArticleRow) => ({
  id: row.id,
  kind: row.kind,
  title: row.title,
  summary: row.summary,
  cover: row.cover,
  publishedAt: row.createdAt.toISOString(),
});

export async function listArticles(db: Db, query: PageQuery & { kind?: ArticleKind | undefined; lang: string }) {
  const where = query.kind ? eq(articles.kind, query.kind) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(articleColumns(query.lang))
      .from(articles)
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return pageOf(rows.map(summaryOf), total?.n ?? 0, query);
}

export async function helpArticles(db: Db, lang: string) {
  const rows = await db.select(articleColumns(lang)).from(articles).where(eq(articles.kind, 'help')).orderBy(asc(articles.id));
  return rows.map(summaryOf);
}

export async function viewArticle(db: Db, where: { id: number } | { kind: ArticleKind }, lang: string) {
  const [row] = await db
    .update(articles)
    .set({ views: sql`${articles.views} + 1` })
    .where(
      'id' in where
        ? eq(articles.id, where.id)
        : eq(articles.id, db.select({ id: sql<number>`min(${articles.id})` }).from(articles).where(eq(articles.kind, where.kind))),
    )
    .returning(articleColumns(lang));
  if (!row) throw notFound();
  return { ...summaryOf(row), content: row.body, views: row.views };
}

/* ---------- the home page's first data, sent with the app shell ---------- */

/**
 * What the home page's four requests would answer, asked with the sizes the app asks for (see
 * HomeBootData in the contract). Parsed through each endpoint's request schema, so the paging
 * defaults are exactly the ones its route applies.
 */
export async function homeBootData(db: Db, lang: string): Promise<HomeBootData> {
  const newest = catalogEndpoints.homeNew.request.parse({ page: 1, pageSize: HOME_NEW_ARRIVALS });
  const recommended = catalogEndpoints.homeRecommended.request.parse({ page: 1, pageSize: HOME_FEED_PAGE_SIZE });
  const [bannerList, categoryList, newestPage, recommendedPage] = await Promise.all([
    homeBanners(db, lang),
    categoryTree(db, lang),
    listProducts(db, { ...newest, sort: 'newest', lang }),
    listProducts(db, { ...recommended, sort: 'default', recommendedOnly: true, lang }),
  ]);
  return { lang, banners: bannerList, categories: categoryList, newest: newestPage, recommended: recommendedPage };
}
