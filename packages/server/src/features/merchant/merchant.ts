import type { STATS_RANGES } from '@shop/api/contract';
import { ORDER_STATUS, SHELF_STATUS, type ShelfStatusCode, type ShelfStatusName } from '@shop/domain';
import { and, count, desc, eq, getTableName, inArray, isNotNull, notInArray, sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  browsingHistory,
  follows,
  orders,
  products,
  productTranslations,
  stores,
  storeTranslations,
  users,
  wholesaleItems,
  wholesaleItemTranslations,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { productNameIn, productNameMatches, wholesaleItemNameIn, wholesaleItemNameMatches } from '../../db/contentLanguage';
import { ownedUpload, uploadUrl } from '../uploads';
import { accountBalance, inTransaction, storeProfit, userBalances } from '../wallet';
import { iso, offsetOf, pageOf, type PageRequest } from '../../http/paging';

type StoreRow = typeof stores.$inferSelect;

/** The caller's store; callers without one are not merchants (whatever their role column says). */
export async function storeOf(db: Db, userId: number): Promise<StoreRow> {
  const [store] = await db.select().from(stores).where(eq(stores.ownerId, userId));
  if (!store) throw new ApiError('notMerchant');
  return store;
}

/** Orders that brought money in: paid, and neither cancelled nor refunded. */
const countsAsSale = and(isNotNull(orders.paidAt), notInArray(orders.status, [ORDER_STATUS.cancelled, ORDER_STATUS.refunded]));

const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export async function merchantStore(ctx: AppContext, userId: number) {
  const store = await storeOf(ctx.db, userId);
  const today = startOfUtcDay(ctx.clock.now());
  const [totals] = await ctx.db
    .select({
      totalOrders: count(),
      totalSales: sql<string>`COALESCE(SUM(${orders.amount}), 0)::text`,
      todayOrders: sql<string>`COUNT(*) FILTER (WHERE ${orders.paidAt} >= ${today.toISOString()}::timestamptz)::text`,
      todaySales: sql<string>`COALESCE(SUM(${orders.amount}) FILTER (WHERE ${orders.paidAt} >= ${today.toISOString()}::timestamptz), 0)::text`,
    })
    .from(orders)
    .where(and(eq(orders.storeId, store.id), countsAsSale));
  const [followers] = await ctx.db.select({ n: count() }).from(follows).where(eq(follows.storeId, store.id));
  const [productCount] = await ctx.db.select({ n: count() }).from(products).where(eq(products.storeId, store.id));
  const { available } = await userBalances(ctx.db, userId);
  return {
    id: store.id,
    name: store.name,
    logo: store.logo,
    banner: store.banner || null,
    description: store.description,
    balance: available,
    profit: await accountBalance(ctx.db, storeProfit(store.id)),
    followers: followers?.n ?? 0,
    todayOrders: Number(totals?.todayOrders ?? 0),
    totalOrders: totals?.totalOrders ?? 0,
    productCount: productCount?.n ?? 0,
    todaySales: Number(totals?.todaySales ?? 0),
    totalSales: Number(totals?.totalSales ?? 0),
    creditScore: store.creditScore,
    level: store.level,
  };
}

/**
 * Edits the merchant's store. A new name or description is written in `lang`, the request's
 * language, which becomes the store's own language; its translations translated the old text, so
 * they go (shoppers in other languages then read the merchant's own words, as for any store
 * without translations, rather than a translation of what the store no longer says).
 */
export async function updateStore(
  ctx: AppContext,
  userId: number,
  input: { name?: string | undefined; logo?: string | undefined; banner?: string | undefined; description?: string | undefined },
  lang: string,
) {
  const store = await storeOf(ctx.db, userId);
  const changes: Partial<StoreRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  const rewritten = changes.name !== undefined || changes.description !== undefined;
  if (rewritten) changes.lang = lang;
  // A new logo or banner must be one of the merchant's own store images.
  if (input.logo !== undefined) changes.logo = uploadUrl(await ownedUpload(ctx.db, input.logo, userId, ['store'], 'logo'));
  if (input.banner !== undefined) changes.banner = uploadUrl(await ownedUpload(ctx.db, input.banner, userId, ['store'], 'banner'));
  if (Object.keys(changes).length > 0) {
    await inTransaction(ctx.db, async (tx) => {
      await tx.update(stores).set(changes).where(eq(stores.id, store.id));
      if (rewritten) await tx.delete(storeTranslations).where(eq(storeTranslations.storeId, store.id));
    });
  }
  return merchantStore(ctx, userId);
}

export async function merchantStats(ctx: AppContext, userId: number, range: (typeof STATS_RANGES)[number]) {
  const store = await storeOf(ctx.db, userId);
  const days = range === '30d' ? 30 : 7;
  const end = startOfUtcDay(ctx.clock.now());
  const start = new Date(end.getTime() - (days - 1) * 86_400_000);
  const since = start.toISOString();
  const rows = await ctx.db
    .select({
      day: sql<string>`to_char(${orders.paidAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
      orders: count(),
      sales: sql<string>`COALESCE(SUM(${orders.amount}), 0)::text`,
      profit: sql<string>`COALESCE(SUM(${orders.profit}), 0)::text`,
    })
    .from(orders)
    .where(and(eq(orders.storeId, store.id), countsAsSale, sql`${orders.paidAt} >= ${since}::timestamptz`))
    .groupBy(sql`1`);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const daily = Array.from({ length: days }, (_, i) => {
    const date = new Date(start.getTime() + i * 86_400_000).toISOString().slice(0, 10);
    const row = byDay.get(date);
    return { date, orders: row?.orders ?? 0, sales: Number(row?.sales ?? 0), profit: Number(row?.profit ?? 0) };
  });
  // Visitors: distinct people who viewed one of the store's products in the range.
  const [visitors] = await ctx.db
    .select({ n: sql<string>`COUNT(DISTINCT ${browsingHistory.userId})::text` })
    .from(browsingHistory)
    .innerJoin(products, eq(products.id, browsingHistory.productId))
    .where(and(eq(products.storeId, store.id), sql`${browsingHistory.viewedAt} >= ${since}::timestamptz`));
  return {
    range,
    orders: daily.reduce((sum, d) => sum + d.orders, 0),
    sales: daily.reduce((sum, d) => sum + d.sales, 0),
    profit: daily.reduce((sum, d) => sum + d.profit, 0),
    visitors: Number(visitors?.n ?? 0),
    daily,
  };
}

type ProductRow = typeof products.$inferSelect;

/** `name` is the product's name in the merchant's language where it has one (a shelved wholesale item's). */
const toMerchantProduct = (row: ProductRow, name = row.name) => ({
  id: row.id,
  name,
  image: row.cover,
  purchasePrice: row.purchasePrice,
  price: row.price,
  stock: row.stock,
  sales: row.sales,
  shelf: (row.onShelf ? SHELF_STATUS.onSale : SHELF_STATUS.offShelf) as ShelfStatusCode,
  wholesaleId: row.wholesaleItemId,
  updatedAt: iso(row.createdAt),
});

/** `%` and `_` typed by a person are literal characters, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export async function merchantProducts(
  ctx: AppContext,
  userId: number,
  filter: PageRequest & { shelf?: ShelfStatusName | undefined; keyword?: string | undefined },
  lang: string,
) {
  const store = await storeOf(ctx.db, userId);
  const conditions: SQL[] = [eq(products.storeId, store.id)];
  if (filter.shelf) conditions.push(eq(products.onShelf, filter.shelf === 'onSale'));
  // Found by the name the merchant reads in the list as well as by the one it was written with.
  if (filter.keyword) conditions.push(productNameMatches(lang, likePattern(filter.keyword)));
  const where = and(...conditions);
  const rows = await ctx.db
    .select({ product: products, name: productNameIn(lang) })
    .from(products)
    .where(where)
    .orderBy(desc(products.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await ctx.db.select({ n: count() }).from(products).where(where);
  return pageOf(
    rows.map((row) => toMerchantProduct(row.product, row.name)),
    total?.n ?? 0,
    filter,
  );
}

/** Puts one of the merchant's own products on sale or off shelf; another store's product is 404. */
export async function setShelf(ctx: AppContext, userId: number, input: { id: number; shelf: ShelfStatusCode }, lang: string) {
  const store = await storeOf(ctx.db, userId);
  const [row] = await ctx.db
    .update(products)
    .set({ onShelf: input.shelf === SHELF_STATUS.onSale })
    .where(and(eq(products.id, input.id), eq(products.storeId, store.id)))
    .returning();
  if (!row) throw new ApiError('notFound');
  // The list puts this answer in place of its row: the same name as the list's.
  const [named] = await ctx.db.select({ name: productNameIn(lang) }).from(products).where(eq(products.id, row.id));
  return toMerchantProduct(row, named?.name ?? row.name);
}

/** The platform's wholesale catalogue in the merchant's language (the item's English where untranslated). */
export async function wholesaleList(
  ctx: AppContext,
  userId: number,
  filter: PageRequest & { categoryId?: number | undefined; keyword?: string | undefined },
  lang: string,
) {
  const store = await storeOf(ctx.db, userId);
  const conditions: SQL[] = [];
  if (filter.categoryId) conditions.push(eq(wholesaleItems.categoryId, filter.categoryId));
  if (filter.keyword) conditions.push(wholesaleItemNameMatches(lang, likePattern(filter.keyword)));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await ctx.db
    .select({
      item: wholesaleItems,
      name: wholesaleItemNameIn(lang),
      // Qualified by hand: in a one-table select Drizzle writes `${wholesaleItems.id}` as a bare "id",
      // which inside the subquery meant p.id, so an item read as shelved only when ids happened to match.
      shelved: sql<boolean>`EXISTS (SELECT 1 FROM ${products} p WHERE p.store_id = ${store.id} AND p.wholesale_item_id = ${sql.identifier(getTableName(wholesaleItems))}.${sql.identifier(wholesaleItems.id.name)})`,
    })
    .from(wholesaleItems)
    .where(where)
    .orderBy(wholesaleItems.id)
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await ctx.db.select({ n: count() }).from(wholesaleItems).where(where);
  return pageOf(
    rows.map(({ item, name, shelved }) => ({
      id: item.id,
      name,
      image: item.cover,
      categoryId: item.categoryId,
      purchasePrice: item.purchasePrice,
      salePrice: item.price,
      profit: item.price - item.purchasePrice,
      stock: item.stock,
      shelved: Boolean(shelved),
    })),
    total?.n ?? 0,
    filter,
  );
}

/**
 * The language wholesale items are written in: the platform writes them in English (its
 * translations are in wholesale_item_translations), so a product shelved from one is English
 * whatever language the merchant's app is in, and shoppers read it in theirs through the copied
 * translations.
 */
const WHOLESALE_LANG = 'en';

/**
 * One-click shelving: each wholesale item becomes a product of the merchant's store, on sale at the
 * suggested price, with the item's translations. The (store, wholesale item) unique index makes a
 * repeat (or a double tap) a skip.
 */
export async function shelveWholesale(ctx: AppContext, userId: number, ids: number[]) {
  const store = await storeOf(ctx.db, userId);
  const wanted = [...new Set(ids)];
  const items = await ctx.db.select().from(wholesaleItems).where(inArray(wholesaleItems.id, wanted));
  const translations = await ctx.db
    .select()
    .from(wholesaleItemTranslations)
    .where(inArray(wholesaleItemTranslations.wholesaleItemId, wanted));
  const shelved: number[] = [];
  for (const item of items) {
    const product = await inTransaction(ctx.db, async (tx) => {
      const [row] = await tx
        .insert(products)
        .values({
          storeId: store.id,
          categoryId: item.categoryId,
          name: item.name,
          description: item.description,
          lang: WHOLESALE_LANG,
          cover: item.cover,
          images: item.images,
          price: item.price,
          originalPrice: item.price,
          purchasePrice: item.purchasePrice,
          stock: item.stock,
          onShelf: true,
          wholesaleItemId: item.id,
        })
        .onConflictDoNothing()
        .returning({ id: products.id });
      const own = translations.filter((translation) => translation.wholesaleItemId === item.id);
      if (row && own.length) {
        await tx
          .insert(productTranslations)
          .values(own.map(({ lang, name, description }) => ({ productId: row.id, lang, name, description })));
      }
      return row;
    });
    if (product) shelved.push(item.id);
  }
  return { shelved, skipped: wanted.filter((id) => !shelved.includes(id)) };
}

export async function invite(ctx: AppContext, userId: number) {
  const [user] = await ctx.db.select({ inviteCode: users.inviteCode }).from(users).where(eq(users.id, userId));
  if (!user) throw new ApiError('sessionExpired');
  const [invited] = await ctx.db.select({ n: count() }).from(users).where(eq(users.invitedBy, userId));
  const path = `/pages/login/reg?invite=${encodeURIComponent(user.inviteCode)}`;
  const [store] = await ctx.db.select({ logo: stores.logo, name: stores.name }).from(stores).where(eq(stores.ownerId, userId));
  return {
    inviteCode: user.inviteCode,
    inviteUrl: `${ctx.config.publicOrigin}/#${path}`,
    invitedCount: invited?.n ?? 0,
    share: { title: store?.name ?? user.inviteCode, path, image: store?.logo ?? '/favicon.svg' },
  };
}
