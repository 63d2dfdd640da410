import { ORDER_STATUS } from '@shop/domain';
import { openDatabase } from '../../packages/server/src/db/client';
import { auditLedger, userBalances } from '../../packages/server/src/features/wallet/ledger';
import { withClient } from './database';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** Several buyers' balances (available + held), by id. */
export async function buyerBalances(databaseUrl: string, userIds: readonly number[]): Promise<Map<number, number>> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const balances = new Map<number, number>();
    for (const id of userIds) {
      const { available, held } = await userBalances(database.db, id);
      balances.set(id, available + held);
    }
    return balances;
  } finally {
    await database.close();
  }
}

/** The buyer's wallet balance (available + held) as the ledger caches it. */
export async function buyerBalance(databaseUrl: string, userId: number): Promise<number> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const { available, held } = await userBalances(database.db, userId);
    return available + held;
  } finally {
    await database.close();
  }
}

export async function productStock(databaseUrl: string, productId: number): Promise<number> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [productId]);
    return rows[0]!.stock;
  });
}

/** The wallet's own audit (features/wallet/ledger.ts): every journal sums to zero, every cached balance equals its entries. */
async function ledgerAudit(databaseUrl: string): Promise<Check> {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const problems = await auditLedger(database.db);
    return {
      name: 'ledger audit (journals sum to zero, balances = their entries)',
      ok: problems.length === 0,
      detail: problems.length ? problems.slice(0, 5).join('; ') : 'clean',
    };
  } finally {
    await database.close();
  }
}

export interface RunFacts {
  /** Every buyer of the run, with the balance (available + held) before it. */
  buyers: ReadonlyArray<{ id: number; balanceBefore: number }>;
  productId: number;
  /** Checkout keys of the benchmark's orders start with this. */
  keyPrefix: string;
  stockBefore: number;
  /** The product's stock when the run ended, if other orders have moved it since (read now otherwise). */
  stockAfter?: number;
  /** Orders whose pay request was answered with success. */
  confirmedOrderIds: ReadonlySet<number>;
}

interface OrderRow {
  id: number;
  user_id: number;
  status: number;
  amount: number;
  quantity: number;
  payment_id: number | null;
  paid_payments: number;
  linked_payment: number | null;
}

/** Checks run after create-and-pay; any failing one makes the benchmark exit 1. */
export async function checkInvariants(databaseUrl: string, facts: RunFacts): Promise<{ checks: Check[]; paidOrders: number; createdOrders: number }> {
  const checks: Check[] = [await ledgerAudit(databaseUrl)];
  const buyerIds = facts.buyers.map((buyer) => buyer.id);
  const balancesAfter = await buyerBalances(databaseUrl, buyerIds);

  const { orders, badPayments, negativeStock, stockAfter } = await withClient(databaseUrl, async (client) => {
    const orderRows = await client.query<OrderRow>(
      `SELECT o.id, o.user_id, o.status, o.amount, o.payment_id,
              (SELECT COALESCE(SUM(i.quantity), 0)::int FROM order_items i WHERE i.order_id = o.id AND i.product_id = $3) AS quantity,
              (SELECT COUNT(*)::int FROM payment_orders po JOIN payments p ON p.id = po.payment_id
                WHERE po.order_id = o.id AND p.state = 'paid') AS paid_payments,
              (SELECT MIN(po.payment_id) FROM payment_orders po JOIN payments p ON p.id = po.payment_id
                WHERE po.order_id = o.id AND p.state = 'paid') AS linked_payment
         FROM orders o WHERE o.user_id = ANY($1::int[]) AND o.checkout_key LIKE $2`,
      [buyerIds, `${facts.keyPrefix}%`, facts.productId],
    );
    // A payment's amount is the sum of the orders it paid.
    const payments = await client.query<{ id: number }>(
      `SELECT p.id FROM payments p
         JOIN payment_orders po ON po.payment_id = p.id JOIN orders o ON o.id = po.order_id
        WHERE o.user_id = ANY($1::int[]) AND o.checkout_key LIKE $2
        GROUP BY p.id, p.amount HAVING p.amount <> SUM(o.amount)`,
      [buyerIds, `${facts.keyPrefix}%`],
    );
    const negative = await client.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM products WHERE stock < 0');
    const stock = await client.query<{ stock: number }>('SELECT stock FROM products WHERE id = $1', [facts.productId]);
    return { orders: orderRows.rows, badPayments: payments.rows, negativeStock: negative.rows[0]!.n, stockAfter: facts.stockAfter ?? stock.rows[0]!.stock };
  });

  const paid = orders.filter((o) => o.status !== ORDER_STATUS.toPay);
  const wronglyPaid = orders.filter((o) =>
    o.status === ORDER_STATUS.toPay
      ? o.paid_payments !== 0 || o.payment_id !== null
      : o.status !== ORDER_STATUS.toShip || o.paid_payments !== 1 || o.payment_id !== o.linked_payment,
  );
  checks.push({
    name: 'exactly one payment per paid order (none for unpaid ones)',
    ok: wronglyPaid.length === 0 && badPayments.length === 0,
    detail:
      `${paid.length} paid, ${orders.length - paid.length} left to pay` +
      (wronglyPaid.length ? `; wrong: orders ${wronglyPaid.slice(0, 5).map((o) => o.id).join(', ')}` : '') +
      (badPayments.length ? `; payments not equal to their orders: ${badPayments.slice(0, 5).map((p) => p.id).join(', ')}` : ''),
  });

  const paidIds = new Set(paid.map((o) => o.id));
  const unrecorded = [...facts.confirmedOrderIds].filter((id) => !paidIds.has(id));
  checks.push({
    name: 'every pay answered with success is paid in the database',
    ok: unrecorded.length === 0,
    detail: `${facts.confirmedOrderIds.size} confirmed to the client` + (unrecorded.length ? `; not paid: ${unrecorded.slice(0, 5).join(', ')}` : ''),
  });

  const paidAmount = paid.reduce((sum, o) => sum + o.amount, 0);
  const mismatched = facts.buyers.filter((buyer) => {
    const spent = buyer.balanceBefore - (balancesAfter.get(buyer.id) ?? 0);
    return spent !== paid.filter((o) => o.user_id === buyer.id).reduce((sum, o) => sum + o.amount, 0);
  });
  const negative = [...balancesAfter.values()].filter((balance) => balance < 0).length;
  const before = facts.buyers.reduce((sum, buyer) => sum + buyer.balanceBefore, 0);
  const after = [...balancesAfter.values()].reduce((sum, balance) => sum + balance, 0);
  checks.push({
    name: facts.buyers.length === 1
      ? "buyer's balance went down by exactly the paid orders' amounts, and not below zero"
      : `each of the ${facts.buyers.length} buyers' balances went down by exactly their paid orders, none below zero`,
    ok: mismatched.length === 0 && negative === 0,
    detail:
      `balance${facts.buyers.length === 1 ? '' : 's'} ${before} -> ${after} (down ${before - after}), paid orders sum to ${paidAmount} (minor units)` +
      (mismatched.length ? `; wrong for buyers ${mismatched.slice(0, 5).map((b) => b.id).join(', ')}` : '') +
      (negative ? `; ${negative} below zero` : ''),
  });

  const reserved = orders.reduce((sum, o) => sum + o.quantity, 0);
  checks.push({
    name: 'no stock below zero; stock went down by the units ordered',
    ok: negativeStock === 0 && facts.stockBefore - stockAfter === reserved,
    detail: `${negativeStock} products below zero; stock ${facts.stockBefore} -> ${stockAfter}, ${reserved} units in ${orders.length} orders`,
  });
  return { checks, paidOrders: paid.length, createdOrders: orders.length };
}
