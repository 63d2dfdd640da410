import type { OrderDetail, OrderSummary } from '@shop/api/contract';
import { ORDER_STATUS, ORDER_TABS, type AfterSalesStatusCode, type OrderStatusCode, type OrderTab } from '@shop/domain';
import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { afterSalesRequests, coupons, orderComments, orderItems, orders, stores } from '../../db/schema';
import { notFound } from '../../http/errors';
import { couponTitleIn } from '../../db/contentLanguage';
import { offsetOf, pageOf, type PageQuery } from '../../http/paging';

type OrderRow = typeof orders.$inferSelect;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const tabStatuses = (tab: OrderTab): number[] => ORDER_TABS[tab].map((name) => ORDER_STATUS[name]);

/** The lines of these orders, by order (shared with the staff console's after-sales view). */
export async function itemsFor(db: Db, orderIds: number[]) {
  if (!orderIds.length) return new Map<number, OrderSummary['items']>();
  const [items, comments] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id),
    db
      .select({ orderId: orderComments.orderId, productId: orderComments.productId })
      .from(orderComments)
      .where(inArray(orderComments.orderId, orderIds)),
  ]);
  const commented = new Set(comments.map((c) => `${c.orderId}:${c.productId}`));
  const byOrder = new Map<number, OrderSummary['items']>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push({
      productId: item.productId,
      name: item.name,
      image: item.cover,
      price: item.price,
      quantity: item.quantity,
      commented: commented.has(`${item.orderId}:${item.productId}`),
    });
    byOrder.set(item.orderId, list);
  }
  return byOrder;
}

export function summaryOf(row: OrderRow, storeName: string, items: OrderSummary['items']): OrderSummary {
  return {
    id: row.id,
    orderNo: row.orderNo,
    status: row.status as OrderStatusCode,
    storeId: row.storeId,
    storeName,
    items,
    goodsAmount: row.goodsAmount,
    shippingAmount: row.shippingAmount,
    discountAmount: row.discountAmount,
    amount: row.amount,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
  };
}

/** Orders of a buyer (`userId`) or of a store (`storeId`) on one tab, newest first. */
export async function listOrders(db: Db, owner: { userId: number } | { storeId: number }, tab: OrderTab, query: PageQuery) {
  const ownerCondition: SQL = 'userId' in owner ? eq(orders.userId, owner.userId) : eq(orders.storeId, owner.storeId);
  const where = and(ownerCondition, inArray(orders.status, tabStatuses(tab)));
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: orders, storeName: stores.name })
      .from(orders)
      .innerJoin(stores, eq(stores.id, orders.storeId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  const items = await itemsFor(db, rows.map((row) => row.order.id));
  return pageOf(
    rows.map((row) => summaryOf(row.order, row.storeName, items.get(row.order.id) ?? [])),
    total?.n ?? 0,
    query,
  );
}

export async function orderCounts(db: Db, userId: number) {
  const rows = await db
    .select({ status: orders.status, n: count() })
    .from(orders)
    .where(eq(orders.userId, userId))
    .groupBy(orders.status);
  const byStatus = new Map(rows.map((row) => [row.status, row.n]));
  return Object.fromEntries(
    (Object.keys(ORDER_TABS) as OrderTab[]).map((tab) => [
      tab,
      tabStatuses(tab).reduce((sum, status) => sum + (byStatus.get(status) ?? 0), 0),
    ]),
  ) as Record<OrderTab, number>;
}

/**
 * The order's latest after-sales request with its outcome, as the buyer (and the store) see it;
 * the staff member who decided is not named here, only what was decided and why.
 */
async function latestAfterSales(db: Db, orderId: number): Promise<OrderDetail['afterSales']> {
  const [request] = await db
    .select()
    .from(afterSalesRequests)
    .where(eq(afterSalesRequests.orderId, orderId))
    .orderBy(desc(afterSalesRequests.id))
    .limit(1);
  if (!request) return null;
  return {
    reason: request.reason,
    description: request.description,
    images: request.images,
    createdAt: request.createdAt.toISOString(),
    status: request.status as AfterSalesStatusCode,
    decisionReason: request.decisionReason || null,
    refundAmount: request.refundAmount,
    decidedAt: iso(request.decidedAt),
  };
}

/**
 * One order as its buyer (or, with `asMerchant`, its store) sees it. Someone else's order is
 * "not found": the answer never tells a stranger that the id exists. With a `lang` the coupon's
 * name is in that language (the buyer's); the items keep the names the buyer saw at checkout.
 */
export async function orderDetail(
  db: Db,
  orderId: number,
  viewer: ({ userId: number } | { storeId: number }) & { lang?: string },
): Promise<OrderDetail> {
  const ownerCondition = 'userId' in viewer ? eq(orders.userId, viewer.userId) : eq(orders.storeId, viewer.storeId);
  const [row] = await db
    .select({
      order: orders,
      storeName: stores.name,
      // An order without a coupon joins none: no title in any language.
      couponName: viewer.lang ? sql<string | null>`${couponTitleIn(viewer.lang)}` : coupons.title,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .leftJoin(coupons, eq(coupons.id, orders.couponId))
    .where(and(eq(orders.id, orderId), ownerCondition));
  if (!row) throw notFound();
  const { order } = row;
  const items = (await itemsFor(db, [order.id])).get(order.id) ?? [];
  return {
    ...summaryOf(order, row.storeName, items),
    address: order.address,
    remark: order.remark,
    couponName: row.couponName,
    paymentMethod: order.payMethod,
    shippedAt: iso(order.shippedAt),
    receivedAt: iso(order.receivedAt),
    completedAt: iso(order.completedAt),
    cancelledAt: iso(order.cancelledAt),
    carrier: order.carrier,
    trackingNo: order.trackingNo,
    afterSales: await latestAfterSales(db, order.id),
    profit: 'storeId' in viewer ? order.profit : null,
  };
}
