import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { LIMITS, nextOrderStatus, ORDER_STATUS, ORDER_STATUS_NAMES, type OrderStatusCode } from '@shop/domain';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { queryRows, type Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { orders, paymentNotifications, paymentOrders, payments, users } from '../../db/schema';
import { ApiError, fieldError, notFound, transitionRefused } from '../../http/errors';
import { assertSameRequest, idSet, requestFingerprint } from '../../http/idempotency';
import { applyOrderEvent } from './service';
import { provePassword } from '../account';
import { hashPin, isKeyedPinHash, pinKeysFor, verifyPin, type PinCheck, type PinKeys } from '../account';
import { OneAtATime } from './oneAtATime';
import { VerifiedSecrets } from '../account';

export const PAY_PASSWORD_LOCK_MINUTES = 30;

const newPublicId = () => `pay_${randomBytes(18).toString('base64url')}`;

/* ---------- payment password ---------- */

// Both are per-process optimisations for PINs still stored with scrypt (features/account/pins.ts: keyed
// hashes cost microseconds and need neither); neither decides anything another process could
// disagree on. `inFlight` lives only while a scrypt check runs (it shares that check among identical tries).
// `recentlyVerified` is at most 10 minutes old and can only say "right" for (buyer, the hash just
// read from PostgreSQL, PIN), exactly what scrypt would answer: a PIN changed on another process
// changes the hash, so an old entry never matches (see VerifiedSecrets).
const inFlight = new Map<string, Promise<PinCheck>>();
const recentlyVerified = new VerifiedSecrets();

/**
 * A keyed PIN hash is checked directly (microseconds). For an scrypt one: a right PIN checked in
 * the last minutes is known without scrypt (see `VerifiedSecrets`); otherwise identical checks
 * that arrive together (a double tap, a retry storm) share one scrypt run: the answer is the
 * same, and a burst cannot turn into hundreds of expensive hashes. Each attempt still counts on
 * its own against the wrong-password limit. A right PIN in an outdated form comes back with its
 * `upgraded` form, which the caller stores.
 */
async function verifyOnce(keys: PinKeys, userId: number, hash: string, password: string, now: number): Promise<PinCheck> {
  if (isKeyedPinHash(hash)) return verifyPin(password, hash, keys);
  if (recentlyVerified.has(userId, hash, password, now)) return { right: true, upgraded: keys.current ? await hashPin(password, keys) : undefined };
  const key = createHash('sha256').update(`${userId}\0${hash}\0${password}`).digest('hex');
  let pending = inFlight.get(key);
  if (!pending) {
    pending = verifyPin(password, hash, keys).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const check = await pending;
  if (check.right) recentlyVerified.remember(userId, hash, password, now);
  return check;
}

/**
 * Checks the 6-digit payment password. Five wrong entries in a row lock payments for 30 minutes.
 * The try is counted before the PIN is compared, in one atomic update of the buyer's row, so a
 * burst of parallel guesses takes consecutive numbers: only the first five are compared at all,
 * and a right PIN after them gets the lock, exactly as a wrong one does. A right PIN clears
 * the count. Within a process one buyer's tries also run one after another, so right PINs sent
 * together (an app paying several orders) never count against each other.
 */
export function checkPayPassword(ctx: AppContext, userId: number, password: string): Promise<void> {
  return pinTries.run(String(userId), () => countedPinCheck(ctx, userId, password));
}

/** One buyer's tries, one at a time in this process (see OneAtATime). */
const pinTries = new OneAtATime(100);

async function countedPinCheck(ctx: AppContext, userId: number, password: string) {
  const now = ctx.clock.now();
  const limit = LIMITS.payPasswordAttempts;
  const lockUntil = new Date(now.getTime() + PAY_PASSWORD_LOCK_MINUTES * 60_000).toISOString();
  const nowIso = now.toISOString();
  const locked = sql`${users.payPasswordLockedUntil} > ${nowIso}::timestamptz`;
  // While locked the count jumps past the limit; a lock that has lifted starts a fresh count.
  const next = sql`CASE WHEN ${locked} THEN GREATEST(${users.payPasswordFailures}, ${limit}) + 1
    WHEN ${users.payPasswordLockedUntil} IS NOT NULL THEN 1
    ELSE ${users.payPasswordFailures} + 1 END`;
  const [user] = await ctx.db
    .update(users)
    .set({
      payPasswordFailures: next,
      payPasswordLockedUntil: sql`CASE WHEN ${locked} THEN ${users.payPasswordLockedUntil}
        WHEN ${next} >= ${limit} THEN ${lockUntil}::timestamptz ELSE NULL END`,
    })
    .where(and(eq(users.id, userId), sql`${users.payPasswordHash} IS NOT NULL`))
    .returning({ hash: users.payPasswordHash, ordinal: users.payPasswordFailures, lockedUntil: users.payPasswordLockedUntil });
  if (!user?.hash) throw new ApiError('payPasswordNotSet');
  const minutesLeft = (until: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const lockedAnswer = () => new ApiError('payPasswordLocked', { minutes: minutesLeft(user.lockedUntil ?? new Date(lockUntil)) });
  if (user.ordinal > limit) throw lockedAnswer();
  let check: PinCheck;
  try {
    check = await verifyOnce(pinKeysFor(ctx.config), userId, user.hash, password, now.getTime());
  } catch (error) {
    // Not compared (the hashing queue was full): the try does not count.
    await ctx.db
      .update(users)
      .set({ payPasswordFailures: sql`GREATEST(${users.payPasswordFailures} - 1, 0)` })
      .where(and(eq(users.id, userId), sql`${users.payPasswordLockedUntil} IS NULL`));
    throw error;
  }
  if (check.right) {
    // An outdated stored form (scrypt, an old key) is replaced, unless the PIN changed meanwhile.
    const stored = check.upgraded
      ? sql`CASE WHEN ${users.payPasswordHash} = ${user.hash} THEN ${check.upgraded} ELSE ${users.payPasswordHash} END`
      : users.payPasswordHash;
    await ctx.db
      .update(users)
      .set({ payPasswordFailures: 0, payPasswordLockedUntil: null, payPasswordHash: stored })
      .where(eq(users.id, userId));
    return;
  }
  if (user.ordinal >= limit) throw lockedAnswer();
  throw new ApiError('payPasswordWrong', { attemptsLeft: limit - user.ordinal });
}

/**
 * Sets the first payment password, confirmed by the login password (`loginFailed` on the login
 * password field when it is wrong; wrong ones count towards a limit, see `provePassword`). Only ever the first one: a set password is changed with the
 * old one instead, so a second set is refused (`alreadyExists`), also when two arrive together.
 */
export async function setPayPassword(
  ctx: AppContext,
  userId: number,
  input: { loginPassword: string; payPassword: string; confirmPayPassword: string },
) {
  if (input.payPassword !== input.confirmPayPassword) throw fieldError('confirmPayPassword', 'messages.passwordMismatch');
  const [user] = await ctx.db.select({ payPasswordHash: users.payPasswordHash }).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  if (user.payPasswordHash !== null) throw new ApiError('alreadyExists');
  // Counted like every login password typed while signed in: no unlimited guessing with a session.
  await provePassword(ctx, userId, input.loginPassword, 'loginPassword');
  const payPasswordHash = await hashPin(input.payPassword, pinKeysFor(ctx.config));
  const updated = await ctx.db
    .update(users)
    .set({ payPasswordHash, payPasswordFailures: 0, payPasswordLockedUntil: null })
    .where(and(eq(users.id, userId), isNull(users.payPasswordHash)))
    .returning({ id: users.id });
  if (updated.length === 0) throw new ApiError('alreadyExists');
}

/**
 * Changes the payment password with the old one. The old one is checked like a payment (same
 * attempt counter and 30-minute lock), so this endpoint cannot be used to guess the PIN freely.
 */
export async function changePayPassword(
  ctx: AppContext,
  userId: number,
  input: { oldPayPassword: string; payPassword: string; confirmPayPassword: string },
) {
  if (input.payPassword !== input.confirmPayPassword) throw fieldError('confirmPayPassword', 'messages.passwordMismatch');
  await checkPayPassword(ctx, userId, input.oldPayPassword);
  const payPasswordHash = await hashPin(input.payPassword, pinKeysFor(ctx.config));
  await ctx.db
    .update(users)
    .set({ payPasswordHash, payPasswordFailures: 0, payPasswordLockedUntil: null })
    .where(eq(users.id, userId));
}

/* ---------- shared ---------- */

/** Locks the buyer's orders (id order) and checks the machine lets each be paid. */
async function lockPayableOrders(tx: Db, userId: number, orderIds: number[], role: 'buyer' | 'system') {
  const unique = [...new Set(orderIds)].sort((a, b) => a - b);
  const rows = await tx
    .select()
    .from(orders)
    .where(and(inArray(orders.id, unique), eq(orders.userId, userId)))
    .orderBy(asc(orders.id))
    .for('update');
  if (rows.length !== unique.length) throw notFound();
  for (const row of rows) if (!nextOrderStatus(row.status as OrderStatusCode, 'PAY', role)) throw transitionRefused();
  return rows;
}

async function paymentByKey(db: Db, userId: number, key: string) {
  const [row] = await db.select().from(payments).where(and(eq(payments.userId, userId), eq(payments.idempotencyKey, key)));
  if (!row) return undefined;
  return { ...row, orderIds: await paymentOrderIds(db, row.id) };
}

/* ---------- balance ---------- */

/**
 * What the order machine says about a buyer's PAY: from which statuses, and into which one. Asked
 * once, so a payment can move its orders in the same statement that records it.
 */
const BUYER_PAY = (() => {
  const from: number[] = [];
  const into = new Set<OrderStatusCode>();
  for (const name of ORDER_STATUS_NAMES) {
    const next = nextOrderStatus(name, 'PAY', 'buyer');
    if (!next) continue;
    from.push(ORDER_STATUS[name]);
    into.add(ORDER_STATUS[next]);
  }
  if (into.size !== 1) throw new Error('the order machine must send every payable order to one status');
  return { from, into: [...into][0]! };
})();

/**
 * Records a balance payment and moves its orders on, in one statement: the orders the machine lets
 * the buyer pay are counted, the payment is written with their total, and the orders move to the
 * machine's next status with the payment's id. An order paid by a concurrent payment meanwhile is
 * skipped by the update (its status is re-checked under the row lock), so the counts differ and
 * the transaction is refused; so is an order that is not the buyer's or cannot be paid.
 */
async function payOrders(ctx: AppContext, tx: Db, userId: number, orderIds: number[], idempotencyKey: string, requestHash: string) {
  const ids = [...new Set(orderIds)].sort((a, b) => a - b);
  const now = ctx.clock.now().toISOString();
  const publicId = newPublicId();
  const idList = `{${ids.join(',')}}`;
  const fromList = `{${BUYER_PAY.from.join(',')}}`;
  const [payment] = await queryRows<{ id: number; amount: string | number; moved: { id: number; orderNo: string; amount: number }[] }>(
    tx,
    sql`WITH payable AS (
          SELECT id, amount FROM orders
          WHERE id = ANY(${idList}::int[]) AND user_id = ${userId} AND status = ANY(${fromList}::int[])),
        paid AS (
          INSERT INTO payments (public_id, user_id, method, amount, state, idempotency_key, request_hash, created_at, completed_at)
          SELECT ${publicId}, ${userId}, 'balance', sum(amount), 'paid', ${idempotencyKey}, ${requestHash}, ${now}::timestamptz, ${now}::timestamptz
          FROM payable HAVING count(*) = ${ids.length}
          RETURNING id, amount),
        moved AS (
          UPDATE orders SET status = ${BUYER_PAY.into}, paid_at = ${now}::timestamptz, pay_method = 'balance', payment_id = paid.id
          FROM paid
          WHERE orders.id = ANY(${idList}::int[]) AND orders.user_id = ${userId} AND orders.status = ANY(${fromList}::int[])
          RETURNING orders.id, orders.order_no, orders.amount),
        linked AS (
          INSERT INTO payment_orders (payment_id, order_id) SELECT paid.id, moved.id FROM paid, moved)
        SELECT paid.id, paid.amount,
               (SELECT coalesce(json_agg(json_build_object('id', id, 'orderNo', order_no, 'amount', amount) ORDER BY id), '[]') FROM moved) AS moved
        FROM paid`,
  );
  const moved = payment?.moved ?? [];
  const amount = moved.reduce((sum, order) => sum + order.amount, 0);
  if (!payment || moved.length !== ids.length || amount !== Number(payment.amount)) {
    // Why not: someone else's (or no) order is "not found"; otherwise the machine refused.
    const owned = await tx.select({ id: orders.id }).from(orders).where(and(inArray(orders.id, ids), eq(orders.userId, userId)));
    throw owned.length === ids.length ? transitionRefused() : notFound();
  }
  return { orderIds: moved.map((order) => order.id), orderNos: moved.map((order) => order.orderNo), amount, publicId };
}

/**
 * Pays orders from the wallet, exactly once. The order rows are locked and moved out of "to pay"
 * by the machine in the same transaction as the ledger debit, so of any number of concurrent
 * attempts one pays and the others find the order paid (409). A retry with the same key gets
 * the first answer back, after its payment password is checked like any other, and only when
 * it pays the same orders: the key with other orders is refused (`idempotencyKeyReused`).
 */
export async function payByBalance(
  ctx: AppContext,
  userId: number,
  input: { orderIds: number[]; payPassword: string; idempotencyKey: string },
) {
  await checkPayPassword(ctx, userId, input.payPassword);
  const requestHash = requestFingerprint('order/payBalance', { orderIds: idSet(input.orderIds) });
  try {
    return await ctx.db.transaction(async (tx) => {
      const { orderIds, orderNos, amount, publicId } = await payOrders(ctx, tx, userId, input.orderIds, input.idempotencyKey, requestHash);
      // The wallet debit comes last: the buyer's balance row is locked from here to the commit,
      // and every payment of this buyer waits for it.
      const availableAfter =
        amount > 0
          ? await ctx.ledger.debitUser(tx, {
              userId,
              amount,
              reason: 'order_payment',
              reference: orderNos.join(','),
              idempotencyKey: publicId,
            })
          : undefined;
      const available = availableAfter ?? (await ctx.ledger.userBalance(tx, userId)).available;
      return { orderIds, paidAmount: amount, balance: available };
    });
  } catch (error) {
    // A retry of a payment that went through: its orders are paid now (refused) or, when both
    // arrived together, the key's unique index let only one through. Either way, answer like it.
    // Looked up only here, so a first payment spends no query on it.
    if (isUniqueViolation(error) || (error instanceof ApiError && error.reason === 'transitionRefused')) {
      const first = await paymentByKey(ctx.db, userId, input.idempotencyKey);
      if (first) {
        assertSameRequest(first.requestHash, requestHash);
        return answerFor(ctx, userId, first);
      }
    }
    throw error;
  }
}

async function answerFor(ctx: AppContext, userId: number, payment: { state: string; amount: number; orderIds: number[] }) {
  if (payment.state !== 'paid') throw transitionRefused();
  const { available } = await ctx.ledger.userBalance(ctx.db, userId);
  return { orderIds: payment.orderIds, paidAmount: payment.amount, balance: available };
}

/* ---------- online ---------- */

export const SANDBOX_PROVIDER = 'sandbox';
export const SANDBOX_PAGE_PREFIX = '/api/pay/sandbox/';
export const SANDBOX_NOTIFY_PATH = '/api/pay/sandbox/notify';

export async function startOnlinePayment(ctx: AppContext, userId: number, input: { orderIds: number[]; idempotencyKey: string }) {
  // The sandbox is the only provider built in; a production server without it has none.
  if (!ctx.config.sandboxPayments) throw new ApiError('paymentUnavailable');
  // A retry gets the first payment when it asks for the same orders (http/idempotency.ts).
  const requestHash = requestFingerprint('order/payOnline', { orderIds: idSet(input.orderIds) });
  const existing = await paymentByKey(ctx.db, userId, input.idempotencyKey);
  if (existing) {
    assertSameRequest(existing.requestHash, requestHash);
    return { paymentId: existing.publicId, payUrl: SANDBOX_PAGE_PREFIX + existing.publicId, amount: existing.amount };
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      const rows = await lockPayableOrders(tx, userId, input.orderIds, 'buyer');
      const amount = rows.reduce((sum, row) => sum + row.amount, 0);
      const [payment] = await tx
        .insert(payments)
        .values({
          publicId: newPublicId(),
          userId,
          method: 'online',
          provider: SANDBOX_PROVIDER,
          amount,
          state: 'pending',
          idempotencyKey: input.idempotencyKey,
          requestHash,
          createdAt: ctx.clock.now(),
        })
        .returning();
      await tx.insert(paymentOrders).values(rows.map((row) => ({ paymentId: payment!.id, orderId: row.id })));
      return { paymentId: payment!.publicId, payUrl: SANDBOX_PAGE_PREFIX + payment!.publicId, amount };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      const first = await paymentByKey(ctx.db, userId, input.idempotencyKey);
      if (first) {
        assertSameRequest(first.requestHash, requestHash);
        return { paymentId: first.publicId, payUrl: SANDBOX_PAGE_PREFIX + first.publicId, amount: first.amount };
      }
    }
    throw error;
  }
}

export async function paymentStatus(ctx: AppContext, userId: number, publicId: string) {
  const [row] = await ctx.db.select().from(payments).where(and(eq(payments.publicId, publicId), eq(payments.userId, userId)));
  if (!row) throw notFound();
  const linked = await ctx.db.select({ orderId: paymentOrders.orderId }).from(paymentOrders).where(eq(paymentOrders.paymentId, row.id));
  return { paymentId: row.publicId, state: row.state, amount: row.amount, orderIds: linked.map((link) => link.orderId).sort((a, b) => a - b) };
}

export async function findPayment(db: Db, publicId: string) {
  const [row] = await db.select().from(payments).where(eq(payments.publicId, publicId));
  return row;
}

/** The orders a payment covers, by id. */
export async function paymentOrderIds(db: Db, paymentId: number): Promise<number[]> {
  const linked = await db
    .select({ orderId: paymentOrders.orderId })
    .from(paymentOrders)
    .where(eq(paymentOrders.paymentId, paymentId))
    .orderBy(asc(paymentOrders.orderId));
  return linked.map((link) => link.orderId);
}

/* ---------- provider notifications ---------- */

export interface ProviderNotification {
  eventId: string;
  paymentId: string;
  outcome: 'approved' | 'declined';
  amount: number;
}

export const signNotification = (body: string, secret: string) => createHmac('sha256', secret).update(body).digest('hex');

export function verifyNotificationSignature(body: string, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(signNotification(body, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/**
 * Applies a provider's notification once (providers retry; the event id is recorded). Approved:
 * the collected money enters escrow and each order still to pay moves on by the machine (as
 * `system`); an order that was cancelled or paid meanwhile gets its share back on the balance.
 */
export async function applyNotification(ctx: AppContext, note: ProviderNotification) {
  await ctx.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.publicId, note.paymentId)).for('update');
    if (!payment) throw notFound();
    const [fresh] = await tx
      .insert(paymentNotifications)
      .values({ eventId: note.eventId, paymentId: payment.id, receivedAt: ctx.clock.now() })
      .onConflictDoNothing()
      .returning({ eventId: paymentNotifications.eventId });
    if (!fresh || payment.state !== 'pending') return;
    const now = ctx.clock.now();
    if (note.outcome === 'declined') {
      await tx.update(payments).set({ state: 'failed', completedAt: now }).where(eq(payments.id, payment.id));
      return;
    }
    if (note.amount !== payment.amount) throw new ApiError('badRequest');
    await tx.update(payments).set({ state: 'paid', completedAt: now }).where(eq(payments.id, payment.id));
    if (payment.amount > 0) {
      await ctx.ledger.receiveOnline(tx, {
        amount: payment.amount,
        reason: 'online_payment',
        reference: payment.publicId,
        idempotencyKey: payment.publicId,
      });
    }
    const linked = await tx.select({ orderId: paymentOrders.orderId }).from(paymentOrders).where(eq(paymentOrders.paymentId, payment.id));
    const rows = await tx
      .select()
      .from(orders)
      .where(inArray(orders.id, linked.map((link) => link.orderId)))
      .orderBy(asc(orders.id))
      .for('update');
    for (const row of rows) {
      if (row.status === ORDER_STATUS.toPay) {
        await applyOrderEvent(ctx, tx, row, 'PAY', 'system', { payMethod: 'online', paymentId: payment.id });
      } else if (row.amount > 0) {
        await ctx.ledger.creditUser(tx, {
          userId: row.userId,
          amount: row.amount,
          reason: 'order_refund',
          reference: row.orderNo,
          idempotencyKey: `late-online:${payment.id}:${row.id}`,
        });
      }
    }
  });
}
