// @vitest-environment node
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestServer, ENGINES, type TestServer } from '../../testing/harness';
import { isApiError } from './errors';
import {
  accountBalance,
  auditLedger,
  platform,
  postJournal,
  storeProfit,
  transfer,
  userAvailable,
  userBalances,
  userHeld,
} from './ledger';
import { createLedger } from './port';

describe.each(ENGINES)('ledger on %s', (engine) => {
  let server: TestServer;
  let nextUser = 1000;
  const freshUser = () => nextUser++;

  beforeAll(async () => {
    server = await createTestServer({ engine, poolSize: 40 });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
  });

  const fund = (userId: number, amount: number) =>
    transfer(server.ctx.db, {
      kind: 'deposit',
      amount,
      from: platform('platform_external'),
      to: userAvailable(userId),
    });

  it('moves money as balanced entries and keeps cached balances equal to the entries', async () => {
    const user = freshUser();
    await fund(user, 10_00);
    await transfer(server.ctx.db, { kind: 'withdrawal_hold', amount: 3_00, from: userAvailable(user), to: userHeld(user) });
    expect(await userBalances(server.ctx.db, user)).toEqual({ available: 7_00, held: 3_00 });
    const entries = await queryRows<{ n: string }>(
      server.ctx.db,
      sql`SELECT COUNT(*)::text AS n FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.owner_id = ${user} AND a.kind LIKE 'user_%'`,
    );
    expect(Number(entries[0]!.n)).toBe(3);
    expect(await auditLedger(server.ctx.db)).toEqual([]);
  });

  it('refuses a debit larger than the balance and changes nothing', async () => {
    const user = freshUser();
    await fund(user, 5_00);
    const attempt = transfer(server.ctx.db, {
      kind: 'order_payment',
      amount: 5_01,
      from: userAvailable(user),
      to: platform('platform_escrow'),
      idempotency: { scope: 'test', key: `short-${user}` },
    });
    await expect(attempt).rejects.toSatisfy((error) => isApiError(error, 'insufficientBalance'));
    expect(await accountBalance(server.ctx.db, userAvailable(user))).toBe(5_00);
    // The refused attempt left no journal behind, so the same key can be used once money is there.
    await fund(user, 1);
    const retried = await transfer(server.ctx.db, {
      kind: 'order_payment',
      amount: 5_01,
      from: userAvailable(user),
      to: platform('platform_escrow'),
      idempotency: { scope: 'test', key: `short-${user}` },
    });
    expect(retried.replayed).toBe(false);
    expect(await accountBalance(server.ctx.db, userAvailable(user))).toBe(0);
  });

  it('refuses to take money from an account that never had any', async () => {
    const user = freshUser();
    await expect(
      transfer(server.ctx.db, { kind: 'order_payment', amount: 1, from: userAvailable(user), to: platform('platform_escrow') }),
    ).rejects.toSatisfy((error) => isApiError(error, 'insufficientBalance'));
  });

  it('refuses unbalanced or malformed journals before touching the database', async () => {
    const user = freshUser();
    await expect(
      postJournal(server.ctx.db, {
        kind: 'deposit',
        postings: [
          { account: userAvailable(user), amount: 100 },
          { account: platform('platform_external'), amount: -99 },
        ],
      }),
    ).rejects.toThrow(/does not balance/);
    await expect(
      transfer(server.ctx.db, { kind: 'deposit', amount: 1.5, from: platform('platform_external'), to: userAvailable(user) }),
    ).rejects.toThrow(RangeError);
    await expect(
      transfer(server.ctx.db, { kind: 'deposit', amount: -5, from: platform('platform_external'), to: userAvailable(user) }),
    ).rejects.toThrow(RangeError);
    expect(await accountBalance(server.ctx.db, userAvailable(user))).toBe(0);
  });

  it('applies a key once: a retry returns the first journal and moves nothing', async () => {
    const user = freshUser();
    const deposit = () =>
      transfer(server.ctx.db, {
        kind: 'deposit',
        amount: 2_50,
        from: platform('platform_external'),
        to: userAvailable(user),
        idempotency: { scope: `user:${user}`, key: 'deposit-once' },
      });
    const first = await deposit();
    const second = await deposit();
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ journalId: first.journalId, replayed: true, balancesAfter: new Map() });
    expect(first.balancesAfter.get(`user_available:${user}`)).toBe(2_50);
    expect(await accountBalance(server.ctx.db, userAvailable(user))).toBe(2_50);
  });

  it('refuses a key reused for a different kind of movement', async () => {
    const user = freshUser();
    await fund(user, 1_00);
    const idempotency = { scope: `user:${user}`, key: 'same-key' };
    await transfer(server.ctx.db, { kind: 'order_payment', amount: 10, from: userAvailable(user), to: platform('platform_escrow'), idempotency });
    await expect(
      transfer(server.ctx.db, { kind: 'profit_transfer', amount: 10, from: userAvailable(user), to: platform('platform_escrow'), idempotency }),
    ).rejects.toSatisfy((error) => isApiError(error, 'alreadyExists'));
  });

  it('keeps entries append-only and refuses an unbalanced journal written by hand', async () => {
    await expect(server.ctx.db.execute(sql`UPDATE ledger_entries SET amount = amount + 1`)).rejects.toThrow();
    await expect(server.ctx.db.execute(sql`DELETE FROM ledger_entries`)).rejects.toThrow();
    await expect(
      server.ctx.db.transaction(async (tx) => {
        const journal = await queryRows<{ id: string }>(
          tx as never,
          sql`INSERT INTO ledger_journals (kind) VALUES ('deposit') RETURNING id::text`,
        );
        const account = await queryRows<{ id: number }>(
          tx as never,
          sql`SELECT id FROM ledger_accounts WHERE kind = 'platform_external'`,
        );
        await tx.execute(
          sql`INSERT INTO ledger_entries (journal_id, account_id, amount) VALUES (${journal[0]!.id}, ${account[0]!.id}, 5)`,
        );
      }),
    ).rejects.toThrow();
    expect(await auditLedger(server.ctx.db)).toEqual([]);
  });

  it('refuses a cached balance below zero even when written by hand', async () => {
    const user = freshUser();
    await fund(user, 1);
    await expect(
      server.ctx.db.execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE kind = 'user_available' AND owner_id = ${user}`),
    ).rejects.toThrow();
  });

  it('200 concurrent debits never take a balance below zero', async () => {
    const user = freshUser();
    await fund(user, 1_50);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, (_, i) =>
        transfer(server.ctx.db, {
          kind: 'order_payment',
          amount: 1,
          from: userAvailable(user),
          to: platform('platform_escrow'),
          idempotency: { scope: `user:${user}`, key: `debit-${i}` },
        }),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled').length;
    const refused = results.filter((r) => r.status === 'rejected');
    expect(succeeded).toBe(150);
    expect(refused).toHaveLength(50);
    for (const r of refused) expect(isApiError((r as PromiseRejectedResult).reason, 'insufficientBalance')).toBe(true);
    expect(await accountBalance(server.ctx.db, userAvailable(user))).toBe(0);
    expect(await auditLedger(server.ctx.db)).toEqual([]);
  }, 60_000);

  it('200 concurrent retries of one key have one effect', async () => {
    const user = freshUser();
    await fund(user, 10_00);
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        transfer(server.ctx.db, {
          kind: 'order_payment',
          amount: 3_00,
          from: userAvailable(user),
          to: platform('platform_escrow'),
          idempotency: { scope: `user:${user}`, key: 'pay-order-1' },
        }),
      ),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.journalId)).size).toBe(1);
    expect(await accountBalance(server.ctx.db, userAvailable(user))).toBe(7_00);
  }, 60_000);

  it('opposite transfers between two accounts at once neither deadlock nor lose money', async () => {
    const a = freshUser();
    const b = freshUser();
    await fund(a, 100);
    await fund(b, 100);
    await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        postJournal(server.ctx.db, {
          kind: 'profit_transfer',
          postings:
            i % 2
              ? [
                  { account: userAvailable(a), amount: -1 },
                  { account: userAvailable(b), amount: 1 },
                ]
              : [
                  { account: userAvailable(b), amount: -1 },
                  { account: userAvailable(a), amount: 1 },
                ],
        }),
      ),
    );
    expect((await accountBalance(server.ctx.db, userAvailable(a))) + (await accountBalance(server.ctx.db, userAvailable(b)))).toBe(200);
    expect(await auditLedger(server.ctx.db)).toEqual([]);
  }, 60_000);

  it('serves the order area through the ledger port inside its transaction', async () => {
    const ledger = createLedger();
    const user = freshUser();
    const store = freshUser();
    await ledger.creditUser(server.ctx.db, { userId: user, amount: 20_00, reason: 'demo_seed', reference: 'seed', idempotencyKey: `seed-${user}` });
    await server.ctx.db.transaction(async (tx) => {
      await ledger.debitUser(tx as never, { userId: user, amount: 12_00, reason: 'order_payment', reference: 'NO1', idempotencyKey: 'pay-NO1' });
      await ledger.debitUser(tx as never, { userId: user, amount: 12_00, reason: 'order_payment', reference: 'NO1', idempotencyKey: 'pay-NO1' });
    });
    expect(await ledger.userBalance(server.ctx.db, user)).toEqual({ balance: 8_00, available: 8_00 });
    // A failing debit inside the caller's transaction rolls back with it.
    await expect(
      server.ctx.db.transaction(async (tx) => {
        await ledger.creditStoreProfit(tx as never, { storeId: store, amount: 2_00, reason: 'order_profit', reference: 'NO1', idempotencyKey: 'profit-NO1' });
        await ledger.debitUser(tx as never, { userId: user, amount: 9_00, reason: 'order_payment', reference: 'NO2', idempotencyKey: 'pay-NO2' });
      }),
    ).rejects.toSatisfy((error) => isApiError(error, 'insufficientBalance'));
    expect(await accountBalance(server.ctx.db, storeProfit(store))).toBe(0);
    await ledger.creditUser(server.ctx.db, { userId: user, amount: 12_00, reason: 'order_refund', reference: 'NO1', idempotencyKey: 'refund-NO1' });
    expect(await ledger.userBalance(server.ctx.db, user)).toEqual({ balance: 20_00, available: 20_00 });
    expect(await auditLedger(server.ctx.db)).toEqual([]);
  });
});
