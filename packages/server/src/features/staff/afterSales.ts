import type { AfterSalesCase } from '@shop/api/contract';
import { AFTER_SALES_STATUS, type AfterSalesStatusCode, type AfterSalesStatusName } from '@shop/domain';
import { asc, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { afterSalesRequests, orders, stores, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { itemsFor, summaryOf } from '../orders';
import { applyOrderEvent } from '../orders';
import { inTransaction } from '../wallet';
import { iso, isoOrNull, offsetOf, pageOf, type PageRequest } from '../../http/paging';
import { decidedRefusal, decisionsFor, recordDecision } from './decisions';
import { fourEyes, reviewRights, type DecidingItem } from './fourEyes';

/** A request with its order, the order's store and the buyer, in one query. */
const selectCases = (db: Db) =>
  db
    .select({ request: afterSalesRequests, order: orders, storeName: stores.name, storeOwnerId: stores.ownerId, buyer: users })
    .from(afterSalesRequests)
    .innerJoin(orders, eq(orders.id, afterSalesRequests.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(users, eq(users.id, afterSalesRequests.userId));

type CaseRow = Awaited<ReturnType<typeof selectCases>>[number];

async function toCases(db: Db, rows: CaseRow[]): Promise<AfterSalesCase[]> {
  const items = await itemsFor(db, [...new Set(rows.map((row) => row.order.id))]);
  return rows.map(({ request, order, storeName, buyer }) => ({
    id: request.id,
    status: request.status as AfterSalesStatusCode,
    reason: request.reason,
    description: request.description,
    images: request.images,
    createdAt: iso(request.createdAt),
    decidedAt: isoOrNull(request.decidedAt),
    decisionReason: request.decisionReason || null,
    refundAmount: request.refundAmount,
    order: { ...summaryOf(order, storeName, items.get(order.id) ?? []), paymentMethod: order.payMethod },
    buyer: {
      id: buyer.id,
      username: buyer.username,
      nickname: buyer.nickname,
      avatar: buyer.avatar,
      email: buyer.email,
      phone: buyer.phone,
    },
  }));
}

/**
 * The after-sales queue. Pending requests come oldest first (the order staff work them in);
 * decided ones newest decision first; all of them together newest request first.
 */
export async function listAfterSales(ctx: AppContext, filter: PageRequest & { status?: AfterSalesStatusName | undefined }) {
  const where = filter.status ? eq(afterSalesRequests.status, AFTER_SALES_STATUS[filter.status]) : undefined;
  const order: SQL[] =
    filter.status === 'pending'
      ? [asc(afterSalesRequests.createdAt), asc(afterSalesRequests.id)]
      : filter.status
        ? [desc(afterSalesRequests.decidedAt), desc(afterSalesRequests.id)]
        : [desc(afterSalesRequests.id)];
  const [rows, [total]] = await Promise.all([
    selectCases(ctx.db).where(where).orderBy(...order).limit(filter.pageSize).offset(offsetOf(filter)),
    ctx.db.select({ n: count() }).from(afterSalesRequests).where(where),
  ]);
  return pageOf(await toCases(ctx.db, rows), total?.n ?? 0, filter);
}

/**
 * One request with its decision history (its own decision and those on the order's earlier
 * requests) and what the staff member `viewer` may decide about it: neither the buyer nor the
 * store's owner decides it.
 */
export async function afterSalesDetail(db: Db, id: number, viewer: { staffId: number; fourEyesAboveCents: number }) {
  const [row] = await selectCases(db).where(eq(afterSalesRequests.id, id));
  if (!row) throw notFound();
  const [item] = await toCases(db, [row]);
  const sameOrder = await db
    .select({ id: afterSalesRequests.id })
    .from(afterSalesRequests)
    .where(eq(afterSalesRequests.orderId, row.order.id));
  return {
    ...item!,
    history: await decisionsFor(db, 'afterSales', sameOrder.map((r) => r.id)),
    rights: await reviewRights(db, afterSalesItem(row.request, row.storeOwnerId), viewer.staffId, viewer.fourEyesAboveCents),
  };
}

/** Whose request it is: the buyer's, and the store's whose profit a refund takes back. */
const afterSalesItem = (request: { id: number; userId: number }, storeOwnerId: number): DecidingItem => ({
  queue: 'afterSales',
  itemId: request.id,
  ownerIds: [request.userId, storeOwnerId],
});

export type AfterSalesDecision =
  | { id: number; decision: 'refund'; reason?: string | undefined }
  | { id: number; decision: 'reject'; reason: string };

/**
 * Staff decide an after-sales request, once. A refund moves the order to `refunded` by the order
 * machine, which returns what the buyer paid to their wallet through the ledger (and takes back
 * the store's profit if it had been credited); a rejection closes the request and the machine
 * sends the order back to `toReview`. Both write the audit trail in the same transaction.
 *
 * Once only: the order row, then the request row, are locked (the buyer's own after-sales request
 * locks the order first too, so the two never deadlock), and the request must still be pending. A
 * colleague's simultaneous decision waits for the lock, finds the request decided and gets
 * `alreadyDecided` naming who decided. Behind that, the refund's ledger key is the order's own,
 * unique in the ledger, so even a second REFUND could not pay twice.
 */
export async function reviewAfterSales(ctx: AppContext, staffId: number, input: AfterSalesDecision) {
  return inTransaction(ctx.db, async (tx) => {
    const [found] = await tx.select({ orderId: afterSalesRequests.orderId }).from(afterSalesRequests).where(eq(afterSalesRequests.id, input.id));
    if (!found) throw notFound();
    const [order] = await tx.select().from(orders).where(eq(orders.id, found.orderId)).for('update');
    const [request] = await tx.select().from(afterSalesRequests).where(eq(afterSalesRequests.id, input.id)).for('update');
    if (!order || !request) throw notFound();
    if (request.status !== AFTER_SALES_STATUS.pending) throw await decidedRefusal(tx, 'afterSales', request.id);

    const now = ctx.clock.now();
    const [store] = await tx.select({ ownerId: stores.ownerId }).from(stores).where(eq(stores.id, order.storeId));
    await fourEyes(tx, afterSalesItem(request, store?.ownerId ?? 0), {
      staffId,
      approve: input.decision === 'refund',
      decidedAt: now,
      aboveCents: ctx.config.fourEyesAboveCents,
    });
    const reason = input.reason?.trim() ?? '';
    const refund = input.decision === 'refund';
    await applyOrderEvent(ctx, tx, order, refund ? 'REFUND' : 'CLOSE_AFTER_SALES', 'staff');
    await tx
      .update(afterSalesRequests)
      .set({
        status: refund ? AFTER_SALES_STATUS.refunded : AFTER_SALES_STATUS.rejected,
        decisionReason: reason,
        refundAmount: refund ? order.amount : null,
        decidedBy: staffId,
        decidedAt: now,
      })
      .where(eq(afterSalesRequests.id, request.id));
    await recordDecision(tx, {
      queue: 'afterSales',
      itemId: request.id,
      decision: refund ? 'refunded' : 'rejected',
      reason,
      staffId,
      decidedAt: now,
    });
    return afterSalesDetail(tx, request.id, { staffId, fourEyesAboveCents: ctx.config.fourEyesAboveCents });
  });
}
