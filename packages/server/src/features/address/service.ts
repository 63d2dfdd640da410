import type { Address } from '@shop/api/contract';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { addresses } from '../../db/schema';
import { notFound } from '../../http/errors';

/* Delivery addresses: exactly one default, and a removed one kept (soft-deleted) for the orders that name it. */

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
