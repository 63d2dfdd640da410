import type { Address, Cart } from '@shop/api/contract';
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses, browsingHistory, cartItems, collections, follows, products, stores } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { localCardColumns, localStoreCardColumns, toCard } from '../catalogue';
import { productNameIn, storeNameIn } from '../../db/contentLanguage';
import { offsetOf, pageOf, type PageQuery } from '../../http/paging';

/* ---------- cart ---------- */

/** The cart, its names in the shopper's language (`lang`). */
export async function cart(db: Db, userId: number, lang: string): Promise<Cart> {
  const rows = await db
    .select({
      id: cartItems.id,
      productId: products.id,
      name: productNameIn(lang),
      image: products.cover,
      price: products.price,
      quantity: cartItems.quantity,
      stock: products.stock,
      selected: cartItems.selected,
      onShelf: products.onShelf,
      storeId: stores.id,
      storeName: storeNameIn(lang),
    })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(stores.id), desc(cartItems.id));
  const items = rows.map(({ onShelf, ...row }) => ({ ...row, available: onShelf && row.stock >= row.quantity }));
  const chosen = items.filter((item) => item.selected && item.available);
  return {
    items,
    selectedCount: chosen.reduce((sum, item) => sum + item.quantity, 0),
    selectedTotal: chosen.reduce((sum, item) => sum + item.price * item.quantity, 0),
  };
}

export async function cartCount(db: Db, userId: number) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.userId, userId));
  return { count: row?.n ?? 0 };
}

export async function addToCart(db: Db, userId: number, productId: number, quantity: number, lang: string) {
  const [product] = await db.select({ stock: products.stock, onShelf: products.onShelf }).from(products).where(eq(products.id, productId));
  if (!product) throw notFound();
  if (!product.onShelf) throw new ApiError('productUnavailable');
  const [line] = await db
    .insert(cartItems)
    .values({ userId, productId, quantity })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, 999)`, selected: true },
    })
    .returning({ quantity: cartItems.quantity, id: cartItems.id });
  if (line && line.quantity > product.stock) {
    await db.update(cartItems).set({ quantity: Math.max(1, product.stock) }).where(eq(cartItems.id, line.id));
    if (product.stock < 1) throw new ApiError('outOfStock');
  }
  return cart(db, userId, lang);
}

export async function setCartQuantity(db: Db, userId: number, id: number, quantity: number, lang: string) {
  const [line] = await db
    .select({ stock: products.stock })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  if (!line) throw notFound();
  if (quantity > line.stock) throw new ApiError('outOfStock');
  await db.update(cartItems).set({ quantity }).where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  return cart(db, userId, lang);
}

export async function selectCart(db: Db, userId: number, ids: number[] | undefined, selected: boolean, lang: string) {
  await db
    .update(cartItems)
    .set({ selected })
    .where(and(eq(cartItems.userId, userId), ids ? inArray(cartItems.id, ids.length ? ids : [0]) : undefined));
  return cart(db, userId, lang);
}

export async function removeFromCart(db: Db, userId: number, ids: number[], lang: string) {
  await db.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)));
  return cart(db, userId, lang);
}

/* ---------- addresses ---------- */

const toAddress = (row: typeof addresses.$inferSelect): Address => ({
  id: row.id,
  recipient: row.recipient,
  phone: row.phone,
  country: row.country,
  region: row.region,
  city: row.city,
  detail: row.detail,
  postalCode: row.postalCode,
  isDefault: row.isDefault,
});

const live = (userId: number) => and(eq(addresses.userId, userId), isNull(addresses.deletedAt));

export async function listAddresses(db: Db, userId: number) {
  const rows = await db.select().from(addresses).where(live(userId)).orderBy(desc(addresses.isDefault), desc(addresses.id));
  return rows.map(toAddress);
}

export async function getAddress(db: Db, userId: number, id: number) {
  const [row] = await db.select().from(addresses).where(and(live(userId), eq(addresses.id, id)));
  if (!row) throw notFound();
  return toAddress(row);
}

export async function saveAddress(db: Db, userId: number, input: Omit<Address, 'id'> & { id?: number | undefined }) {
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(addresses).where(live(userId));
    // The first address is the default whatever the form said: checkout needs one.
    const isDefault = input.isDefault || n === 0 || (n === 1 && input.id !== undefined);
    if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(live(userId));
    const { id, ...fields } = input;
    if (id !== undefined) {
      const [row] = await tx
        .update(addresses)
        .set({ ...fields, isDefault })
        .where(and(live(userId), eq(addresses.id, id)))
        .returning();
      if (!row) throw notFound();
      return toAddress(row);
    }
    const [row] = await tx.insert(addresses).values({ ...fields, isDefault, userId }).returning();
    return toAddress(row!);
  });
}

export async function removeAddress(db: Db, userId: number, id: number, now: Date) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(addresses)
      .set({ deletedAt: now, isDefault: false })
      .where(and(live(userId), eq(addresses.id, id)))
      .returning({ wasDefault: sql<boolean>`${true}` });
    if (!row) throw notFound();
    // Keep one default while any address is left.
    const [next] = await tx.select({ id: addresses.id }).from(addresses).where(live(userId)).orderBy(desc(addresses.id)).limit(1);
    const [hasDefault] = await tx.select({ n: count() }).from(addresses).where(and(live(userId), eq(addresses.isDefault, true)));
    if (next && !hasDefault?.n) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}

export async function setDefaultAddress(db: Db, userId: number, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ id: addresses.id }).from(addresses).where(and(live(userId), eq(addresses.id, id)));
    if (!row) throw notFound();
    await tx.update(addresses).set({ isDefault: false }).where(live(userId));
    await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, id));
  });
  return listAddresses(db, userId);
}

/* ---------- collections, history, follows ---------- */

export async function listCollections(db: Db, userId: number, query: PageQuery, lang: string) {
  const where = eq(collections.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...localCardColumns(lang), collectedAt: collections.createdAt })
      .from(collections)
      .innerJoin(products, eq(products.id, collections.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where)
      .orderBy(desc(collections.createdAt), desc(products.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(collections).where(where),
  ]);
  return pageOf(
    rows.map(({ collectedAt, ...card }) => ({ ...toCard(card), collectedAt: collectedAt.toISOString() })),
    total?.n ?? 0,
    query,
  );
}

export async function toggleCollection(db: Db, userId: number, productId: number, collected: boolean, now: Date) {
  if (collected) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId));
    if (!product) throw notFound();
    await db.insert(collections).values({ userId, productId, createdAt: now }).onConflictDoNothing();
  } else {
    await db.delete(collections).where(and(eq(collections.userId, userId), eq(collections.productId, productId)));
  }
  return { productId, collected };
}

/** History entries are identified by their product id (one entry per product, last view kept). */
export async function listHistory(db: Db, userId: number, query: PageQuery, lang: string) {
  const where = eq(browsingHistory.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...localCardColumns(lang), viewedAt: browsingHistory.viewedAt })
      .from(browsingHistory)
      .innerJoin(products, eq(products.id, browsingHistory.productId))
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(where)
      .orderBy(desc(browsingHistory.viewedAt), desc(products.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(browsingHistory).where(where),
  ]);
  return pageOf(
    rows.map(({ viewedAt, ...card }) => ({ id: card.id, product: toCard(card), viewedAt: viewedAt.toISOString() })),
    total?.n ?? 0,
    query,
  );
}

export async function clearHistory(db: Db, userId: number, ids: number[] | undefined) {
  await db
    .delete(browsingHistory)
    .where(and(eq(browsingHistory.userId, userId), ids ? inArray(browsingHistory.productId, ids.length ? ids : [0]) : undefined));
}

export async function listFollows(db: Db, userId: number, query: PageQuery, lang: string) {
  const where = eq(follows.userId, userId);
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...localStoreCardColumns(lang), followedAt: follows.createdAt })
      .from(follows)
      .innerJoin(stores, eq(stores.id, follows.storeId))
      .where(where)
      .orderBy(desc(follows.createdAt), desc(stores.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(follows).where(where),
  ]);
  return pageOf(
    rows.map((row) => ({ ...row, followedAt: row.followedAt.toISOString() })),
    total?.n ?? 0,
    query,
  );
}

export async function toggleFollow(db: Db, userId: number, storeId: number, followed: boolean, now: Date) {
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw notFound();
  if (followed) await db.insert(follows).values({ userId, storeId, createdAt: now }).onConflictDoNothing();
  else await db.delete(follows).where(and(eq(follows.userId, userId), eq(follows.storeId, storeId)));
  const [row] = await db.select({ n: count() }).from(follows).where(eq(follows.storeId, storeId));
  return { storeId, followed, followers: row?.n ?? 0 };
}
