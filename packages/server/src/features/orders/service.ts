import { randomBytes, randomInt } from 'node:crypto';
import type { Coupon, OrderPreview } from '@shop/api/contract';
import { AFTER_SALES_STATUS, COUPON_STATUS, nextOrderStatus, ORDER_STATUS, type OrderEventType, type Role } from '@shop/domain';
import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows, type Db } from '../../db/client';
import type { UploadPurpose } from '../../db/schema';
import {
  addresses,
  afterSalesRequests,
  cartItems,
  coupons,
  orderComments,
  orderItems,
  orders,
  products,
  stores,
  users,
  type AddressSnapshot,
} from '../../db/schema';
import { ApiError, fieldError, notFound, transitionRefused } from '../../http/errors';
import { couponTitleIn, productNameIn, storeNameIn } from '../../db/contentLanguage';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency';
import { ownedUpload, uploadUrl } from '../uploads';

type OrderRow = typeof orders.$inferSelect;
type CouponRow = typeof coupons.$inferSelect;

export type OrderSource = { from: 'cart' } | { from: 'buyNow'; productId: number; quantity: number };

interface Line {
  productId: number;
  quantity: number;
  name: string;
  cover: string;
  price: number;
  purchasePrice: number;
  storeId: number;
  storeName: string;
  stock: number;
  onShelf: boolean;
}

interface Group {
  storeId: number;
  storeName: string;
  lines: Line[];
  goodsAmount: number;
}

/** Shipping is free on this marketplace (the home banner says so); kept as a field for later. */
const SHIPPING = 0;

/* ---------- what is being bought ---------- */

/** The lines, named in the buyer's language: the preview shows them, and the order keeps them as seen. */
async function linesOf(db: Db, userId: number, source: OrderSource, lang: string): Promise<Line[]> {
  const columns = {
    productId: products.id,
    name: productNameIn(lang),
    cover: products.cover,
    price: products.price,
    purchasePrice: products.purchasePrice,
    storeId: products.storeId,
    storeName: storeNameIn(lang),
    stock: products.stock,
    onShelf: products.onShelf,
  };
  if (source.from === 'buyNow') {
    const [row] = await db
      .select(columns)
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(eq(products.id, source.productId));
    if (!row) throw notFound();
    return [{ ...row, quantity: source.quantity }];
  }
  const rows = await db
    .select({ ...columns, quantity: cartItems.quantity })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(and(eq(cartItems.userId, userId), eq(cartItems.selected, true)))
    .orderBy(asc(cartItems.id));
  return rows;
}

function groupLines(lines: Line[]): Group[] {
  if (!lines.length) throw fieldError('source', 'validation.productRequired');
  const groups = new Map<number, Group>();
  for (const line of lines) {
    if (!line.onShelf) throw new ApiError('productUnavailable');
    if (line.quantity > line.stock) throw new ApiError('outOfStock');
    const group = groups.get(line.storeId) ?? { storeId: line.storeId, storeName: line.storeName, lines: [], goodsAmount: 0 };
    group.lines.push(line);
    group.goodsAmount += line.price * line.quantity;
    groups.set(line.storeId, group);
  }
  return [...groups.values()];
}

/* ---------- coupons ---------- */

export function couponStatus(row: CouponRow, now: Date) {
  if (row.usedAt) return COUPON_STATUS.used;
  if (row.endsAt <= now) return COUPON_STATUS.expired;
  return COUPON_STATUS.available;
}

export function toCoupon(row: CouponRow, now: Date): Coupon {
  return {
    id: row.id,
    name: row.title,
    amount: row.discount,
    minSpend: row.minSpend,
    status: couponStatus(row, now),
    storeId: row.storeId,
    validFrom: row.startsAt.toISOString(),
    validUntil: row.endsAt.toISOString(),
    usedAt: row.usedAt ? row.usedAt.toISOString() : null,
  };
}

/**
 * Which order a coupon discounts: a store coupon its store's order, a platform coupon the largest
 * order that reaches the minimum spend. Undefined when the coupon fits none.
 */
function couponTarget(coupon: CouponRow, groups: Group[]): Group | undefined {
  const eligible = groups
    .filter((group) => coupon.storeId === null || coupon.storeId === group.storeId)
    .filter((group) => group.goodsAmount >= coupon.minSpend)
    .sort((a, b) => b.goodsAmount - a.goodsAmount);
  return eligible[0];
}

async function liveCoupons(db: Db, userId: number, now: Date, lang: string) {
  return db
    .select({ ...getTableColumns(coupons), title: couponTitleIn(lang) })
    .from(coupons)
    .where(and(eq(coupons.userId, userId), isNull(coupons.usedAt), lte(coupons.startsAt, now), gt(coupons.endsAt, now)))
    .orderBy(desc(coupons.discount), asc(coupons.endsAt));
}

async function usableCoupons(db: Db, userId: number, groups: Group[], now: Date, lang: string) {
  return (await liveCoupons(db, userId, now, lang)).filter((coupon) => couponTarget(coupon, groups) !== undefined);
}

export async function usableCouponsFor(ctx: AppContext, userId: number, source: OrderSource, lang: string) {
  const now = ctx.clock.now();
  const groups = groupLines(await linesOf(ctx.db, userId, source, lang));
  return (await usableCoupons(ctx.db, userId, groups, now, lang)).map((row) => toCoupon(row, now));
}

/* ---------- preview ---------- */

const snapshotOf = (row: typeof addresses.$inferSelect): AddressSnapshot => ({
  recipient: row.recipient,
  phone: row.phone,
  country: row.country,
  region: row.region,
  city: row.city,
  detail: row.detail,
  postalCode: row.postalCode,
});

async function addressFor(db: Db, userId: number, addressId: number | undefined) {
  const [row] = await db
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.userId, userId),
        isNull(addresses.deletedAt),
        addressId === undefined ? eq(addresses.isDefault, true) : eq(addresses.id, addressId),
      ),
    )
    .limit(1);
  if (!row && addressId !== undefined) throw notFound();
  return row;
}

export async function previewOrder(
  ctx: AppContext,
  userId: number,
  source: OrderSource,
  choices: { addressId?: number | undefined; couponId?: number | null | undefined },
  lang: string,
): Promise<OrderPreview> {
  const now = ctx.clock.now();
  const groups = groupLines(await linesOf(ctx.db, userId, source, lang));
  const address = await addressFor(ctx.db, userId, choices.addressId);
  const usable = await usableCoupons(ctx.db, userId, groups, now, lang);
  let chosen: CouponRow | undefined;
  if (choices.couponId === undefined) chosen = usable[0];
  else if (choices.couponId !== null) {
    chosen = usable.find((coupon) => coupon.id === choices.couponId);
    if (!chosen) throw new ApiError('couponUnusable');
  }
  const target = chosen ? couponTarget(chosen, groups) : undefined;
  const discount = chosen && target ? Math.min(chosen.discount, target.goodsAmount) : 0;
  const goodsAmount = groups.reduce((sum, group) => sum + group.goodsAmount, 0);
  const [user] = await ctx.db.select({ pay: users.payPasswordHash }).from(users).where(eq(users.id, userId));
  const { available } = await ctx.ledger.userBalance(ctx.db, userId);
  return {
    address: address ? { id: address.id, ...snapshotOf(address), isDefault: address.isDefault } : null,
    groups: groups.map((group) => ({
      storeId: group.storeId,
      storeName: group.storeName,
      items: group.lines.map((line) => ({
        productId: line.productId,
        name: line.name,
        image: line.cover,
        price: line.price,
        quantity: line.quantity,
      })),
      goodsAmount: group.goodsAmount,
      shippingAmount: SHIPPING,
    })),
    goodsAmount,
    shippingAmount: SHIPPING * groups.length,
    discountAmount: discount,
    amount: goodsAmount + SHIPPING * groups.length - discount,
    coupons: usable.map((row) => toCoupon(row, now)),
    couponId: chosen?.id ?? null,
    balance: available,
    payPasswordSet: user?.pay !== null && user?.pay !== undefined,
  };
}

/* ---------- create ---------- */

function orderNumber(now: Date) {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${day}${String(randomInt(0, 1e9)).padStart(9, '0')}${randomBytes(1).readUInt8() % 10}`;
}

export interface CreateOrderInput {
  source: OrderSource;
  addressId: number;
  couponId?: number | null | undefined;
  remark?: string | undefined;
  idempotencyKey: string;
}

/**
 * Places one order per store in one transaction. Prices come from the products table, never the
 * request; stock is taken with a conditional update per product (in id order, so two checkouts
 * never deadlock), and the whole checkout rolls back if any line runs out. A retried checkout
 * (same key) gets the first one's orders: its first insert meets the unique index of migration
 * 003, which makes it wait for the first checkout and then fail, and the failure finds them.
 * Only when it asks the same (source, address, coupon, remark): another checkout under a used key
 * is refused with `idempotencyKeyReused` and places nothing.
 */
export async function createOrders(ctx: AppContext, userId: number, input: CreateOrderInput, lang: string) {
  // What the key stands for (http/idempotency.ts): the same key with another checkout is refused.
  const requestHash = requestFingerprint('order/create', {
    source: input.source,
    addressId: input.addressId,
    couponId: input.couponId ?? null,
    remark: input.remark ?? '',
  });
  try {
    return await ctx.db.transaction((tx) => placeOrders(ctx, tx, userId, input, lang, requestHash));
  } catch (error) {
    // Looked up only on failure, so a first checkout spends no query on it.
    const first = await checkoutOrders(ctx.db, userId, input.idempotencyKey);
    if (first) {
      assertSameRequest(first.requestHash, requestHash);
      return first.answer;
    }
    throw error;
  }
}

async function checkoutOrders(db: Db, userId: number, key: string) {
  const existing = await db
    .select({ id: orders.id, orderNo: orders.orderNo, amount: orders.amount, requestHash: orders.requestHash })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.checkoutKey, key)))
    .orderBy(asc(orders.id));
  if (existing.length === 0) return undefined;
  return {
    // Every order of a checkout holds its fingerprint; the first one is compared.
    requestHash: existing[0]!.requestHash,
    answer: {
      orderIds: existing.map((o) => o.id),
      orderNos: existing.map((o) => o.orderNo),
      amount: existing.reduce((sum, o) => sum + o.amount, 0),
    },
  };
}

async function placeOrders(ctx: AppContext, tx: Db, userId: number, input: CreateOrderInput, lang: string, requestHash: string) {
  const now = ctx.clock.now();
  const address = await addressFor(tx, userId, input.addressId);
  if (!address) throw new ApiError('addressRequired');
  const wanted = await linesOf(tx, userId, input.source, lang);
  const groups = groupLines(wanted);
  const byProduct = new Map<number, number>();
  for (const line of wanted) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);

  let coupon: CouponRow | undefined;
  if (input.couponId !== undefined && input.couponId !== null) {
    coupon = (await usableCoupons(tx, userId, groups, now, lang)).find((c) => c.id === input.couponId);
    if (!coupon) throw new ApiError('couponUnusable');
  }
  const couponGroup = coupon ? couponTarget(coupon, groups) : undefined;

  const created: { id: number; orderNo: string; amount: number }[] = [];
  for (const [index, group] of groups.entries()) {
    const discount = coupon && couponGroup === group ? Math.min(coupon.discount, group.goodsAmount) : 0;
    const margin = group.lines.reduce((sum, line) => sum + (line.price - line.purchasePrice) * line.quantity, 0);
    // A store coupon is the store's own discount; a platform coupon is paid by the platform.
    const profit = Math.max(0, margin - (coupon?.storeId ? discount : 0));
    const items = group.lines.map((line) => ({
      product_id: line.productId,
      name: line.name,
      cover: line.cover,
      price: line.price,
      purchase_price: line.purchasePrice,
      quantity: line.quantity,
    }));
    // The order and its items in one statement.
    const [order] = await queryRows<{ id: number; orderNo: string; amount: number }>(
      tx,
      sql`WITH placed AS (
            INSERT INTO orders (order_no, user_id, store_id, status, goods_amount, discount_amount, shipping_amount,
                                amount, profit, coupon_id, address, remark, checkout_key, checkout_first, request_hash, created_at)
            VALUES (${orderNumber(now)}, ${userId}, ${group.storeId}, ${ORDER_STATUS.toPay}, ${group.goodsAmount},
                    ${discount}, ${SHIPPING}, ${group.goodsAmount + SHIPPING - discount}, ${profit},
                    ${discount > 0 ? coupon!.id : null}, ${JSON.stringify(snapshotOf(address))}::jsonb,
                    ${input.remark ?? ''}, ${input.idempotencyKey}, ${index === 0}, ${requestHash}, ${now.toISOString()}::timestamptz)
            RETURNING id, order_no, amount),
          items AS (
            INSERT INTO order_items (order_id, product_id, name, cover, price, purchase_price, quantity)
            SELECT placed.id, i.product_id, i.name, i.cover, i.price, i.purchase_price, i.quantity
            FROM placed, jsonb_to_recordset(${JSON.stringify(items)}::jsonb)
              AS i(product_id int, name text, cover text, price int, purchase_price int, quantity int))
          SELECT id, order_no AS "orderNo", amount FROM placed`,
    );
    if (discount > 0) {
      const [spent] = await tx
        .update(coupons)
        .set({ usedAt: now, orderId: order!.id })
        .where(and(eq(coupons.id, coupon!.id), isNull(coupons.usedAt)))
        .returning({ id: coupons.id });
      if (!spent) throw new ApiError('couponUnusable');
    }
    created.push(order!);
  }
  if (input.source.from === 'cart') {
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.userId, userId),
        eq(cartItems.selected, true),
        inArray(cartItems.productId, [...byProduct.keys()]),
      ),
    );
  }
  // Reserve stock atomically, last: a product's row stays locked from here to the commit, and
  // every checkout of that product waits for it. Out of stock rolls the whole checkout back.
  for (const [productId, quantity] of [...byProduct.entries()].sort((a, b) => a[0] - b[0])) {
    const [reserved] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}`, sales: sql`${products.sales} + ${quantity}` })
      .where(and(eq(products.id, productId), eq(products.onShelf, true), sql`${products.stock} >= ${quantity}`))
      .returning({ id: products.id });
    if (!reserved) throw new ApiError('outOfStock');
  }

  return {
    orderIds: created.map((o) => o.id),
    orderNos: created.map((o) => o.orderNo),
    amount: created.reduce((sum, o) => sum + o.amount, 0),
  };
}

/* ---------- transitions ---------- */

/** Locks the caller's order row for the rest of the transaction; a stranger's order is "not found". */
export async function lockOrder(tx: Db, orderId: number, owner: { userId: number } | { storeId: number }) {
  const ownerCondition = 'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.storeId, owner.storeId);
  const [row] = await tx.select().from(orders).where(and(eq(orders.id, orderId), ownerCondition)).for('update');
  if (!row) throw notFound();
  return row;
}

/**
 * Asks the domain's order machine whether `role` may send `event` to this order, then applies it
 * with its side effects (stock, coupon, money) in the caller's transaction. Exported for the
 * merchant area (ship, refund). The row must have been locked with `lockOrder`.
 */
export async function applyOrderEvent(
  ctx: AppContext,
  tx: Db,
  order: OrderRow,
  event: OrderEventType,
  role: Role,
  extra: Partial<typeof orders.$inferInsert> = {},
): Promise<OrderRow> {
  const nextName = nextOrderStatus(order.status as (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS], event, role);
  if (!nextName) throw transitionRefused();
  const now = ctx.clock.now();
  const next = ORDER_STATUS[nextName];
  const stamps: Partial<typeof orders.$inferInsert> = {};
  if (nextName === 'toShip') stamps.paidAt = now;
  if (nextName === 'toReceive') stamps.shippedAt = now;
  if (nextName === 'toReview' && event === 'CONFIRM_RECEIPT') stamps.receivedAt = now;
  if (nextName === 'completed') stamps.completedAt = now;
  if (nextName === 'cancelled') stamps.cancelledAt = now;

  const [updated] = await tx
    .update(orders)
    .set({ ...stamps, ...extra, status: next })
    .where(and(eq(orders.id, order.id), eq(orders.status, order.status)))
    .returning();
  if (!updated) throw transitionRefused();

  if (nextName === 'cancelled') {
    // Unpaid, so no money moves; the stock and the coupon come back.
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    for (const item of items.sort((a, b) => a.productId - b.productId)) {
      await tx
        .update(products)
        .set({ stock: sql`${products.stock} + ${item.quantity}`, sales: sql`greatest(${products.sales} - ${item.quantity}, 0)` })
        .where(eq(products.id, item.productId));
    }
    if (order.couponId) {
      await tx.update(coupons).set({ usedAt: null, orderId: null }).where(and(eq(coupons.id, order.couponId), eq(coupons.orderId, order.id)));
    }
  }
  if (nextName === 'refunded') {
    // Profit is credited only when an order completes, and after-sales is asked before that, so
    // today there is nothing to take back; should an order ever be refunded after completion,
    // its profit returns to escrow first, and escrow pays the whole refund out of what the buyer
    // paid into it (the ledger audit stays balanced either way).
    await ctx.ledger.reverseStoreProfit(tx, {
      storeId: order.storeId,
      creditKey: `profit:${order.id}`,
      reference: order.orderNo,
      idempotencyKey: `profit-reversal:${order.id}`,
    });
  }
  if (nextName === 'refunded' && order.amount > 0) {
    // The amount is the order's own (what was paid), never a figure from a request, and the key is
    // the order's: a second refund of one order finds the first journal and posts nothing.
    await ctx.ledger.creditUser(tx, {
      userId: order.userId,
      amount: order.amount,
      reason: 'order_refund',
      reference: order.orderNo,
      idempotencyKey: `refund:${order.id}`,
    });
  }
  if (nextName === 'completed' && order.profit > 0) {
    await ctx.ledger.creditStoreProfit(tx, {
      storeId: order.storeId,
      amount: order.profit,
      reason: 'order_profit',
      reference: order.orderNo,
      idempotencyKey: `profit:${order.id}`,
    });
  }
  return updated;
}

export async function cancelOrder(ctx: AppContext, userId: number, orderId: number, reason: string | undefined) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { userId });
    await applyOrderEvent(ctx, tx, order, 'CANCEL', 'buyer', { cancelReason: reason ?? null });
  });
}

export async function confirmReceipt(ctx: AppContext, userId: number, orderId: number) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { userId });
    await applyOrderEvent(ctx, tx, order, 'CONFIRM_RECEIPT', 'buyer');
  });
}

/** Pictures a buyer attaches must be their own uploads of that kind, stored by our own address. */
async function ownImages(db: Db, urls: string[], userId: number, purpose: UploadPurpose, field: string) {
  const rows = [];
  for (const url of urls) rows.push(await ownedUpload(db, url, userId, [purpose], field));
  return rows.map(uploadUrl);
}

export async function commentOrder(
  ctx: AppContext,
  userId: number,
  orderId: number,
  items: { productId: number; rating: number; content: string; images: string[] }[],
) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { userId });
    const lines = await tx.select({ productId: orderItems.productId }).from(orderItems).where(eq(orderItems.orderId, order.id));
    const inOrder = new Set(lines.map((line) => line.productId));
    for (const item of items) if (!inOrder.has(item.productId)) throw fieldError('items', 'validation.productRequired');
    const checked = await Promise.all(
      items.map(async (item, index) => ({
        ...item,
        images: await ownImages(tx, item.images, userId, 'comment', `items.${index}.images`),
      })),
    );
    await applyOrderEvent(ctx, tx, order, 'COMMENT', 'buyer');
    await tx
      .insert(orderComments)
      .values(checked.map((item) => ({ orderId: order.id, userId, createdAt: ctx.clock.now(), ...item })))
      .onConflictDoNothing();
  });
}

/**
 * The buyer asks for after-sales: the order moves by the machine, and the request joins the staff
 * queue as pending (staff refund or reject it, `features/staff/afterSales.ts`). The order row is locked
 * first, as staff decisions lock it, so the two never deadlock.
 */
export async function requestAfterSales(
  ctx: AppContext,
  userId: number,
  input: { id: number; reason: string; description: string; images: string[] },
) {
  await ctx.db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.id, { userId });
    const images = await ownImages(tx, input.images, userId, 'afterSales', 'images');
    await applyOrderEvent(ctx, tx, order, 'REQUEST_AFTER_SALES', 'buyer');
    await tx.insert(afterSalesRequests).values({
      orderId: order.id,
      userId,
      reason: input.reason,
      description: input.description,
      images,
      status: AFTER_SALES_STATUS.pending,
      createdAt: ctx.clock.now(),
    });
  });
}

/** Coupons of one state for the coupon screen. */
export async function listCoupons(db: Db, userId: number, status: keyof typeof COUPON_STATUS, now: Date, lang: string) {
  const condition =
    status === 'used'
      ? sql`${coupons.usedAt} IS NOT NULL`
      : status === 'expired'
        ? and(isNull(coupons.usedAt), lte(coupons.endsAt, now))
        : and(isNull(coupons.usedAt), gt(coupons.endsAt, now));
  return db
    .select({ ...getTableColumns(coupons), title: couponTitleIn(lang) })
    .from(coupons)
    .where(and(eq(coupons.userId, userId), condition))
    .orderBy(desc(coupons.endsAt), desc(coupons.id));
}
