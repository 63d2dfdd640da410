import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { browsingHistory, collections, follows, products, stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import { localCardColumns, localStoreCardColumns, toCard } from './service';
import { offsetOf, pageOf, type PageQuery } from '../../http/paging';

/* What a shopper keeps of the catalogue: collected products, browsing history, followed stores. */

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
