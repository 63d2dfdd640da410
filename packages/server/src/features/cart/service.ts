import type { Cart } from '@shop/api/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, products, stores } from '../../db/schema';
import { ApiError, notFound } from '../../http/errors';
import { productNameIn, storeNameIn } from '../../db/contentLanguage';

/* The shopper's cart: one line per product, priced and named from the catalogue when read. */

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
