import { MAX_MINOR } from '@shop/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import { queryRows, type Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerJournals, type LedgerAccountKind } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { assertSameRequest } from '../../http/idempotency';

/**
 * The double-entry ledger. Every movement of money is one journal whose postings sum to zero,
 * written inside one transaction together with the cached balances of the accounts it touches.
 *
 * Concurrency: a posting that takes money from a user or store account is a conditional update
 * (`balance + amount >= 0`), which takes the row lock and re-reads the committed balance, so any
 * number of concurrent debits can never take an account below zero; the table's CHECK is the
 * last line of defence. Accounts are updated in a fixed order so two journals never deadlock.
 *
 * Idempotency: a journal with a (scope, key) is inserted first; a retry with the same pair finds
 * it (waiting for a concurrent first attempt to commit or roll back) and posts nothing.
 */

export type AccountRef =
  | { kind: 'user_available' | 'user_held'; userId: number }
  | { kind: 'store_profit'; storeId: number }
  | { kind: 'platform_external' | 'platform_escrow' | 'platform_revenue' };

export const PLATFORM_KINDS: ReadonlySet<LedgerAccountKind> = new Set([
  'platform_external',
  'platform_escrow',
  'platform_revenue',
]);

/** Why money moved; bill records show it. */
export const JOURNAL_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_release',
  'withdrawal_payout',
  'order_payment',
  'order_refund',
  'order_profit',
  'order_profit_reversal',
  'order_settlement',
  'online_payment',
  'profit_transfer',
  'demo_seed',
] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export interface Posting {
  account: AccountRef;
  /** Signed integer minor units added to the account. */
  amount: number;
}

export interface JournalInput {
  kind: JournalKind;
  postings: Posting[];
  /**
   * With a key, a second post of the same (scope, key) has no effect. A client's key also carries
   * its request's fingerprint (http/idempotency.ts): a second post whose fingerprint differs
   * from the first one's is refused with `idempotencyKeyReused`.
   */
  idempotency?: { scope: string; key: string; requestHash?: string };
  reference?: { type: string; id: string | number };
}

export interface PostResult {
  journalId: number;
  /** True when the key had already been used: nothing was posted this time. */
  replayed: boolean;
  /** Cached balances after the journal, by account key (`kind:owner`); empty when replayed. */
  balancesAfter: Map<string, number>;
}

function ownerOf(account: AccountRef): number {
  if ('userId' in account) return account.userId;
  if ('storeId' in account) return account.storeId;
  return 0;
}

export function accountKey(account: AccountRef): string {
  return `${account.kind}:${ownerOf(account)}`;
}

/**
 * Runs `work` in a transaction. Inside a caller's transaction it simply joins it (no savepoint:
 * two round trips saved on every payment): a ledger error then rolls back the caller's whole
 * transaction, which is what every caller does with it. None catches a ledger error and commits;
 * one that did would keep the journal rows written before the error.
 */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  if (db instanceof PgTransaction) return work(db as unknown as Db);
  return db.transaction((tx) => work(tx as unknown as Db));
}

function checkPostings(postings: Posting[]): Map<string, { account: AccountRef; amount: number }> {
  if (postings.length < 2) throw new RangeError('A journal needs at least two postings');
  let total = 0;
  const merged = new Map<string, { account: AccountRef; amount: number }>();
  for (const posting of postings) {
    if (!Number.isSafeInteger(posting.amount) || posting.amount === 0 || Math.abs(posting.amount) > MAX_MINOR) {
      throw new RangeError(`Posting amount must be a non-zero integer up to ${MAX_MINOR}: ${posting.amount}`);
    }
    total += posting.amount;
    const key = accountKey(posting.account);
    const existing = merged.get(key);
    merged.set(key, { account: posting.account, amount: (existing?.amount ?? 0) + posting.amount });
  }
  if (total !== 0) throw new RangeError(`Journal does not balance: postings sum to ${total}`);
  return merged;
}

/**
 * Applies one posting to a cached-balance account and writes its entry, in one statement: the
 * account row stays locked only from here to the commit, which is what lets many payments of
 * one busy wallet follow each other quickly. Returns the balance after it.
 */
async function postToAccount(tx: Db, journalId: number, account: AccountRef, amount: number): Promise<number> {
  const owner = ownerOf(account);
  const move = () =>
    queryRows<{ balance: string | number }>(
      tx,
      sql`WITH moved AS (
            UPDATE ledger_accounts SET balance = balance + ${amount}
            WHERE kind = ${account.kind} AND owner_id = ${owner} AND balance + ${amount} >= 0
            RETURNING id, balance)
          INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after)
          SELECT ${journalId}, id, ${amount}, balance FROM moved
          RETURNING balance_after AS balance`,
    );
  const [row] = await move();
  if (row) return Number(row.balance);
  if (amount < 0) throw new ApiError('insufficientBalance');
  // First money into this account: create it empty (a concurrent creator wins the race harmlessly).
  await tx.insert(ledgerAccounts).values({ kind: account.kind, ownerId: owner, balance: 0 }).onConflictDoNothing();
  const [retried] = await move();
  if (!retried) throw new Error(`ledger account ${accountKey(account)} vanished`);
  return Number(retried.balance);
}

/** Posts one balanced journal. Throws `insufficientBalance` (and posts nothing) when short. */
export async function postJournal(db: Db, input: JournalInput): Promise<PostResult> {
  const merged = checkPostings(input.postings);
  // Sorted by account key: every journal locks rows in the same order, so none deadlock.
  const owned = [...merged.entries()]
    .filter(([, p]) => p.amount !== 0 && !PLATFORM_KINDS.has(p.account.kind))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const platformPostings = [...merged.values()].filter((p) => p.amount !== 0 && PLATFORM_KINDS.has(p.account.kind));
  // A journal with one owned account (every payment, refund and profit credit) posts it in the
  // same statement as the journal; more are posted one by one after it, in key order.
  const [single] = owned.length === 1 ? owned : [];
  const singleCtes = single
    ? sql`,
          moved AS (
            UPDATE ledger_accounts SET balance = balance + ${single[1].amount}
            FROM journal
            WHERE kind = ${single[1].account.kind} AND owner_id = ${ownerOf(single[1].account)} AND balance + ${single[1].amount} >= 0
            RETURNING ledger_accounts.id, balance),
          owned_entry AS (
            INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after)
            SELECT journal.id, moved.id, ${single[1].amount}, moved.balance FROM journal, moved
            RETURNING balance_after)`
    : sql``;
  return inTransaction(db, async (tx) => {
    // The journal and its platform entries in one statement. Platform accounts keep no cached
    // balance, so their entries go first and take no row lock. A replayed key inserts nothing.
    const [journal] = await queryRows<{ id: number; platform_entries: number; balance: string | number | null }>(
      tx,
      sql`WITH journal AS (
            INSERT INTO ledger_journals (kind, scope, idempotency_key, request_hash, reference_type, reference)
            VALUES (${input.kind}, ${input.idempotency?.scope ?? null}, ${input.idempotency?.key ?? null}, ${input.idempotency?.requestHash ?? null},
                    ${input.reference?.type ?? null}, ${input.reference ? String(input.reference.id) : null})
            ON CONFLICT DO NOTHING
            RETURNING id),
          platform_entries AS (
            INSERT INTO ledger_entries (journal_id, account_id, amount, balance_after)
            SELECT journal.id, a.id, p.amount, NULL
            FROM journal, ledger_accounts a
            JOIN unnest(${`{${platformPostings.map((p) => p.account.kind).join(',')}}`}::text[], ${`{${platformPostings.map((p) => p.amount).join(',')}}`}::bigint[]) AS p(kind, amount)
              ON a.kind = p.kind AND a.owner_id = 0
            RETURNING id)${singleCtes}
          SELECT journal.id, (SELECT count(*) FROM platform_entries)::int AS platform_entries,
                 ${single ? sql`(SELECT balance_after FROM owned_entry)` : sql`NULL`} AS balance
          FROM journal`,
    );
    if (!journal) {
      const [first] = await tx
        .select({ id: ledgerJournals.id, kind: ledgerJournals.kind, requestHash: ledgerJournals.requestHash })
        .from(ledgerJournals)
        .where(
          and(
            eq(ledgerJournals.scope, input.idempotency!.scope),
            eq(ledgerJournals.idempotencyKey, input.idempotency!.key),
          ),
        );
      // The same key for a different kind of movement is a client bug, not a retry.
      if (!first || first.kind !== input.kind) throw new ApiError('alreadyExists');
      if (input.idempotency?.requestHash) assertSameRequest(first.requestHash, input.idempotency.requestHash);
      return { journalId: first.id, replayed: true, balancesAfter: new Map() };
    }
    if (Number(journal.platform_entries) !== platformPostings.length) throw new Error('a platform ledger account is missing');
    const journalId = Number(journal.id);

    const balancesAfter = new Map<string, number>();
    if (single && journal.balance !== null) {
      balancesAfter.set(single[0], Number(journal.balance));
    } else {
      // Many owned accounts, or the single one was short or does not exist yet (postToAccount
      // tells which, and creates a missing account that is being credited).
      for (const [key, posting] of owned) {
        balancesAfter.set(key, await postToAccount(tx, journalId, posting.account, posting.amount));
      }
    }
    return { journalId, replayed: false, balancesAfter };
  });
}

/** Moves `amount` from one account to another as one journal. */
export async function transfer(
  db: Db,
  input: Omit<JournalInput, 'postings'> & { from: AccountRef; to: AccountRef; amount: number },
): Promise<PostResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0) {
    throw new RangeError(`Transfer amount must be a positive integer: ${input.amount}`);
  }
  return postJournal(db, {
    kind: input.kind,
    idempotency: input.idempotency,
    reference: input.reference,
    postings: [
      { account: input.from, amount: -input.amount },
      { account: input.to, amount: input.amount },
    ],
  });
}

export const userAvailable = (userId: number): AccountRef => ({ kind: 'user_available', userId });
export const userHeld = (userId: number): AccountRef => ({ kind: 'user_held', userId });
export const storeProfit = (storeId: number): AccountRef => ({ kind: 'store_profit', storeId });
export const platform = (kind: 'platform_external' | 'platform_escrow' | 'platform_revenue'): AccountRef => ({
  kind,
});

/** Cached balance of one account (0 when it has never held money). */
export async function accountBalance(db: Db, account: AccountRef): Promise<number> {
  if (PLATFORM_KINDS.has(account.kind)) {
    const [row] = await db
      .select({ total: sql<string>`COALESCE(SUM(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.kind, account.kind), eq(ledgerAccounts.ownerId, 0)));
    return Number(row?.total ?? 0);
  }
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, account.kind), eq(ledgerAccounts.ownerId, ownerOf(account))));
  return row?.balance ?? 0;
}

export async function userBalances(db: Db, userId: number): Promise<{ available: number; held: number }> {
  const rows = await db
    .select({ kind: ledgerAccounts.kind, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.kind, ['user_available', 'user_held']), eq(ledgerAccounts.ownerId, userId)));
  const of = (kind: string) => rows.find((row) => row.kind === kind)?.balance ?? 0;
  return { available: of('user_available'), held: of('user_held') };
}

/**
 * Audit: every journal sums to zero, and every cached balance equals the sum of its entries.
 * Returns the problems found (empty when the ledger is sound). Tests and an operator use it.
 */
export async function auditLedger(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const unbalanced = await queryRows<{ journal_id: string; total: string }>(db, sql`
    SELECT journal_id::text, SUM(amount)::text AS total FROM ledger_entries
    GROUP BY journal_id HAVING SUM(amount) <> 0`);
  for (const row of unbalanced) problems.push(`journal ${row.journal_id} sums to ${row.total}`);
  const drift = await queryRows<{ id: number; kind: string; owner_id: number; balance: string; total: string }>(db, sql`
    SELECT a.id, a.kind, a.owner_id, a.balance::text, COALESCE(SUM(e.amount), 0)::text AS total
    FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
    WHERE NOT a.allow_negative
    GROUP BY a.id HAVING a.balance <> COALESCE(SUM(e.amount), 0)`);
  for (const row of drift) {
    problems.push(`account ${row.kind}:${row.owner_id} caches ${row.balance} but its entries sum to ${row.total}`);
  }
  const [total] = await queryRows<{ total: string }>(db, sql`SELECT COALESCE(SUM(amount), 0)::text AS total FROM ledger_entries`);
  if (Number(total?.total ?? 0) !== 0) problems.push(`all entries sum to ${total?.total}`);
  return problems;
}
