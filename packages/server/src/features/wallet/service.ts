import type { BILL_TYPES, DEPOSIT_TYPES, WithdrawalAccount } from '@shop/api/contract';
import { REVIEW_STATUS, type ReviewStatusName } from '@shop/domain';
import { and, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import {
  deposits,
  ledgerAccounts,
  ledgerEntries,
  ledgerJournals,
  stores,
  users,
  withdrawalAccounts,
  withdrawals,
} from '../../db/schema';
import { ApiError } from '../../http/errors';
import { decidedRefusal, decisionsFor, recordDecision } from '../staff';
import { fourEyes, reviewRights } from '../staff';
import { isUniqueViolation } from '../../db/errors';
import { assertSameRequest, requestFingerprint } from '../../http/idempotency';
import { ownedUpload, uploadUrl } from '../uploads';
import { sameProofDeposits, txHashKey } from './claims';
import { isApiError } from './errors';
import {
  accountBalance,
  inTransaction,
  platform,
  storeProfit,
  transfer,
  userAvailable,
  userBalances,
  userHeld,
  type JournalKind,
} from './ledger';
import { iso, isoOrNull, offsetOf, pageOf, type PageRequest } from '../../http/paging';

/**
 * Checks the caller's payment password (owned by the accounts area: hash, failure count, lock).
 * Throws `payPasswordNotSet`, `payPasswordWrong` or `payPasswordLocked`. It runs before, and
 * outside, the money transaction so that a wrong entry is counted even though nothing moves.
 */
export type PayPasswordCheck = (userId: number, payPassword: string) => Promise<void>;

type BillType = (typeof BILL_TYPES)[number];
type DepositType = (typeof DEPOSIT_TYPES)[number];

const BILL_KINDS: Record<BillType, JournalKind[]> = {
  deposit: ['deposit'],
  withdrawal: ['withdrawal_hold'],
  withdrawalReleased: ['withdrawal_release'],
  payment: ['order_payment'],
  refund: ['order_refund'],
  profitTransfer: ['profit_transfer'],
  adjustment: ['demo_seed', 'online_payment', 'order_profit', 'order_profit_reversal', 'order_settlement', 'withdrawal_payout'],
};

function billTypeOf(kind: string): BillType {
  for (const [type, kinds] of Object.entries(BILL_KINDS) as [BillType, string[]][]) {
    if (kinds.includes(kind)) return type;
  }
  return 'adjustment';
}

// ---------------------------------------------------------------------------------------------
// Summary and bill records

export async function walletSummary(ctx: AppContext, userId: number) {
  const [user] = await ctx.db
    .select({ creditScore: users.creditScore, level: users.level, payPasswordHash: users.payPasswordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw new ApiError('notFound');
  const { available, held } = await userBalances(ctx.db, userId);
  const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
  return {
    balance: available + held,
    available,
    frozen: held,
    creditScore: user.creditScore,
    level: user.level,
    payPasswordSet: user.payPasswordHash !== null,
    profit: store ? await accountBalance(ctx.db, storeProfit(store.id)) : null,
  };
}

/** The wallet's bill: every entry of the user's available balance, newest first. */
export async function billRecords(ctx: AppContext, userId: number, request: PageRequest & { type?: BillType | undefined }) {
  const conditions: SQL[] = [eq(ledgerAccounts.kind, 'user_available'), eq(ledgerAccounts.ownerId, userId)];
  if (request.type) conditions.push(inArray(ledgerJournals.kind, BILL_KINDS[request.type]));
  const where = and(...conditions);
  const base = () =>
    ctx.db
      .select({
        id: ledgerEntries.id,
        kind: ledgerJournals.kind,
        amount: ledgerEntries.amount,
        balanceAfter: ledgerEntries.balanceAfter,
        reference: ledgerJournals.reference,
        createdAt: ledgerEntries.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId));
  const rows = await base().where(where).orderBy(desc(ledgerEntries.id)).limit(request.pageSize).offset(offsetOf(request));
  const [total] = await ctx.db
    .select({ n: count() })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(where);
  return pageOf(
    rows.map((row) => ({
      id: row.id,
      type: billTypeOf(row.kind),
      amount: row.amount,
      balanceAfter: row.balanceAfter ?? 0,
      reference: row.reference,
      createdAt: iso(row.createdAt),
    })),
    total?.n ?? 0,
    request,
  );
}

// ---------------------------------------------------------------------------------------------
// Deposits

/** Where each kind of deposit is sent. An operator replaces these with their own details. */
export const DEPOSIT_CHANNELS = [
  { type: 'usdt', currency: 'USDT', network: 'TRC20', address: 'TVrK59ue46RtbfzcSTAE6rJgN7Wisf5AzM', qrImage: null, minAmount: 10_00 },
  { type: 'usdt', currency: 'USDT', network: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', qrImage: null, minAmount: 10_00 },
  { type: 'bankCard', currency: 'USD', network: null, address: 'Demo Bank · 6222 0000 1234 5678 · Marketplace Ltd', qrImage: null, minAmount: 1_00 },
  { type: 'cash', currency: 'USD', network: null, address: 'Marketplace service desk', qrImage: null, minAmount: 1_00 },
] as const satisfies ReadonlyArray<{
  type: DepositType;
  currency: string;
  network: string | null;
  address: string;
  qrImage: string | null;
  minAmount: number;
}>;

export interface DepositInput {
  type: DepositType;
  currency: string;
  network?: string | undefined;
  amount: number;
  txHash?: string | undefined;
  proofImage: string;
  idempotencyKey: string;
}

type DepositRow = typeof deposits.$inferSelect;

function depositRecord(row: DepositRow, proof: { id: string; purpose: 'proof' }) {
  return {
    id: row.id,
    type: row.type,
    currency: row.currency,
    network: row.network || null,
    amount: row.amount,
    txHash: row.txHash || null,
    proofImage: uploadUrl(proof),
    status: row.status as (typeof REVIEW_STATUS)[ReviewStatusName],
    reason: row.reason || null,
    createdAt: iso(row.createdAt),
    reviewedAt: isoOrNull(row.reviewedAt),
  };
}
export const toDepositRecord = (row: DepositRow) => depositRecord(row, { id: row.proofUploadId, purpose: 'proof' });

export async function createDeposit(ctx: AppContext, userId: number, input: DepositInput) {
  const channel = DEPOSIT_CHANNELS.find(
    (c) => c.type === input.type && c.currency === input.currency && (c.network === null || c.network === input.network),
  );
  if (!channel) {
    const field = DEPOSIT_CHANNELS.some((c) => c.type === input.type && c.currency === input.currency) ? 'network' : 'currency';
    throw new ApiError('validation', {}, { [field]: 'validation.chooseOne' });
  }
  if (input.amount < channel.minAmount) throw new ApiError('validation', {}, { amount: 'validation.amountInvalid' });
  let proof;
  try {
    proof = await ownedUpload(ctx.db, input.proofImage, userId, ['proof'], 'proofImage');
  } catch (error) {
    if (isApiError(error, 'validation')) throw new ApiError('validation', {}, { proofImage: 'messages.uploadPaymentProof' });
    throw error;
  }
  const txHash = input.txHash?.trim() ?? '';
  // What the key stands for (http/idempotency.ts): the channel, amount, hash and proof.
  const requestHash = requestFingerprint('wallet/deposit', {
    type: input.type,
    currency: channel.currency,
    network: channel.network ?? '',
    amount: input.amount,
    txHash: txHashKey(txHash),
    proof: proof.id,
  });
  // A retry of a deposit already declared: the first one, unchanged, if it asked the same.
  const firstWithKey = async () => {
    const [existing] = await ctx.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.userId, userId), eq(deposits.idempotencyKey, input.idempotencyKey)));
    if (!existing) return undefined;
    assertSameRequest(existing.requestHash, requestHash);
    return toDepositRecord(existing);
  };
  let created: DepositRow | undefined;
  try {
    [created] = await ctx.db
      .insert(deposits)
      .values({
        userId,
        type: input.type,
        currency: channel.currency,
        network: channel.network ?? '',
        txHash,
        amount: input.amount,
        proofUploadId: proof.id,
        status: REVIEW_STATUS.underReview,
        idempotencyKey: input.idempotencyKey,
        requestHash,
      })
      .onConflictDoNothing({ target: [deposits.userId, deposits.idempotencyKey] })
      .returning();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The hash's index (migration 110): a retry that met its own first request there, or
    // another claim (anyone's, under review or approved) of the same transfer.
    const first = await firstWithKey();
    if (first) return first;
    throw new ApiError('txHashUsed', {}, { txHash: 'errors.txHashUsed' });
  }
  if (created) return toDepositRecord(created);
  return (await firstWithKey())!;
}

const statusFilter = (column: typeof deposits.status | typeof withdrawals.status, status: ReviewStatusName | undefined) =>
  status ? eq(column, REVIEW_STATUS[status]) : undefined;

export async function depositLogs(
  db: Db,
  filter: PageRequest & { status?: ReviewStatusName | undefined; userId?: number | undefined },
) {
  const where = and(
    filter.userId === undefined ? undefined : eq(deposits.userId, filter.userId),
    statusFilter(deposits.status, filter.status),
  );
  const rows = await db
    .select({ deposit: deposits, username: users.username })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(where)
    .orderBy(desc(deposits.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await db.select({ n: count() }).from(deposits).where(where);
  return { rows, total: total?.n ?? 0 };
}

/** One deposit for staff, with who asked and its decision history. */
export async function depositDetail(db: Db, id: number, viewer: { staffId: number; fourEyesAboveCents: number }) {
  const [row] = await db
    .select({ deposit: deposits, username: users.username })
    .from(deposits)
    .innerJoin(users, eq(users.id, deposits.userId))
    .where(eq(deposits.id, id));
  if (!row) throw new ApiError('notFound');
  return {
    userId: row.deposit.userId,
    username: row.username,
    record: toDepositRecord(row.deposit),
    history: await decisionsFor(db, 'deposit', [row.deposit.id]),
    // Other deposits that sent the same payment proof (the same picture): staff check both.
    sameProof: await sameProofDeposits(db, row.deposit),
    rights: await reviewRights(
      db,
      { queue: 'deposit', itemId: row.deposit.id, ownerIds: [row.deposit.userId], amount: row.deposit.amount },
      viewer.staffId,
      viewer.fourEyesAboveCents,
    ),
  };
}

export async function userDepositLogs(ctx: AppContext, userId: number, filter: PageRequest & { status?: ReviewStatusName | undefined }) {
  const { rows, total } = await depositLogs(ctx.db, { ...filter, userId });
  return pageOf(rows.map((r) => toDepositRecord(r.deposit)), total, filter);
}

/** What staff decide on a deposit or a withdrawal: approve, or reject with the reason its owner reads. */
export type StaffReview = { id: number; approve: true } | { id: number; approve: false; reason: string };

/**
 * Staff decision on a deposit under review. Approval credits the wallet in the same transaction
 * as the status change and the audit trail; the conditional update makes a second decision (or a
 * concurrent one, which waits for the first's row lock) find nothing under review, so a deposit is
 * credited at most once, and the latecomer is told who decided it.
 */
export async function reviewDeposit(ctx: AppContext, staffId: number, input: StaffReview) {
  return inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const [waiting] = await tx.select().from(deposits).where(eq(deposits.id, input.id)).for('update');
    if (!waiting) throw new ApiError('notFound');
    if (waiting.status !== REVIEW_STATUS.underReview) throw await decidedRefusal(tx, 'deposit', input.id);
    const step = await fourEyes(
      tx,
      { queue: 'deposit', itemId: waiting.id, ownerIds: [waiting.userId], amount: waiting.amount },
      { staffId, approve: input.approve, decidedAt: now, aboveCents: ctx.config.fourEyesAboveCents },
    );
    if (step === 'firstRecorded') return toDepositRecord(waiting);
    const [row] = await tx
      .update(deposits)
      .set({
        status: input.approve ? REVIEW_STATUS.approved : REVIEW_STATUS.failed,
        reason: input.approve ? '' : input.reason,
        reviewedBy: staffId,
        reviewedAt: now,
      })
      .where(and(eq(deposits.id, input.id), eq(deposits.status, REVIEW_STATUS.underReview)))
      .returning();
    if (!row) throw await decidedRefusal(tx, 'deposit', input.id);
    await recordDecision(tx, {
      queue: 'deposit',
      itemId: row.id,
      decision: input.approve ? 'approved' : 'rejected',
      reason: input.approve ? undefined : input.reason,
      staffId,
      decidedAt: row.reviewedAt!,
    });
    if (!input.approve) return toDepositRecord(row);
    const { journalId } = await transfer(tx, {
      kind: 'deposit',
      amount: row.amount,
      from: platform('platform_external'),
      to: userAvailable(row.userId),
      idempotency: { scope: 'deposit', key: String(row.id) },
      reference: { type: 'deposit', id: row.id },
    });
    const [credited] = await tx.update(deposits).set({ journalId }).where(eq(deposits.id, row.id)).returning();
    return toDepositRecord(credited!);
  });
}

// ---------------------------------------------------------------------------------------------
// Withdrawal accounts

type AccountRow = typeof withdrawalAccounts.$inferSelect;

/** Card numbers leave the server masked: only the last four digits are shown. */
export const maskCard = (number: string) => `**** ${number.slice(-4)}`;

export function toWithdrawalAccount(row: Pick<AccountRow, 'id' | 'type' | 'label' | 'currency' | 'network' | 'address' | 'bankName' | 'cardNumber' | 'holderName'>): WithdrawalAccount {
  if (row.type === 'usdt') {
    return { id: row.id, type: 'usdt', name: row.label, currency: row.currency, network: row.network, address: row.address };
  }
  if (row.type === 'bankCard') {
    return { id: row.id, type: 'bankCard', bankName: row.bankName, cardNumber: maskCard(row.cardNumber), holderName: row.holderName };
  }
  return { id: row.id, type: 'cash', name: row.label, holderName: row.holderName };
}

export type WithdrawalAccountInput =
  | { id?: number | undefined; type: 'usdt'; name: string; currency: string; network: string; address: string }
  | { id?: number | undefined; type: 'bankCard'; bankName: string; cardNumber: string; holderName: string }
  | { id?: number | undefined; type: 'cash'; name: string; holderName: string };

function accountColumns(input: WithdrawalAccountInput) {
  const blank = { label: '', currency: '', network: '', address: '', bankName: '', cardNumber: '', holderName: '' };
  if (input.type === 'usdt') {
    return { ...blank, type: input.type, label: input.name, currency: input.currency, network: input.network, address: input.address };
  }
  if (input.type === 'bankCard') {
    return { ...blank, type: input.type, bankName: input.bankName, cardNumber: input.cardNumber, holderName: input.holderName };
  }
  return { ...blank, type: input.type, label: input.name, holderName: input.holderName };
}

const liveAccount = (userId: number, id: number) =>
  and(eq(withdrawalAccounts.id, id), eq(withdrawalAccounts.userId, userId), isNull(withdrawalAccounts.deletedAt));

export async function listWithdrawalAccounts(ctx: AppContext, userId: number, type?: AccountRow['type']) {
  const rows = await ctx.db
    .select()
    .from(withdrawalAccounts)
    .where(
      and(
        eq(withdrawalAccounts.userId, userId),
        isNull(withdrawalAccounts.deletedAt),
        type ? eq(withdrawalAccounts.type, type) : undefined,
      ),
    )
    .orderBy(desc(withdrawalAccounts.id));
  return rows.map(toWithdrawalAccount);
}

export async function saveWithdrawalAccount(ctx: AppContext, userId: number, input: WithdrawalAccountInput) {
  const values = accountColumns(input);
  if (input.id === undefined) {
    const [row] = await ctx.db.insert(withdrawalAccounts).values({ ...values, userId }).returning();
    return toWithdrawalAccount(row!);
  }
  const [row] = await ctx.db.update(withdrawalAccounts).set(values).where(liveAccount(userId, input.id)).returning();
  if (!row) throw new ApiError('notFound');
  return toWithdrawalAccount(row);
}

export async function removeWithdrawalAccount(ctx: AppContext, userId: number, id: number) {
  const [row] = await ctx.db
    .update(withdrawalAccounts)
    .set({ deletedAt: ctx.clock.now() })
    .where(liveAccount(userId, id))
    .returning({ id: withdrawalAccounts.id });
  if (!row) throw new ApiError('notFound');
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

type WithdrawalRow = typeof withdrawals.$inferSelect;

export const toWithdrawalRecord = (row: WithdrawalRow) => ({
  id: row.id,
  amount: row.amount,
  account: toWithdrawalAccount(row.accountSnapshot as unknown as AccountRow),
  status: row.status as (typeof REVIEW_STATUS)[ReviewStatusName],
  reason: row.reason || null,
  createdAt: iso(row.createdAt),
  reviewedAt: isoOrNull(row.reviewedAt),
});

export interface WithdrawInput {
  amount: number;
  accountId: number;
  payPassword: string;
  idempotencyKey: string;
}

/**
 * Asks to withdraw: the amount moves from available to held until staff decide. The payment
 * password is checked first, also for a retry (a key alone never stands in for the PIN); a retry
 * gets the first answer when it asks the same (amount, account), else `idempotencyKeyReused`.
 */
export async function createWithdrawal(ctx: AppContext, userId: number, input: WithdrawInput, checkPayPassword: PayPasswordCheck) {
  await checkPayPassword(userId, input.payPassword);
  const requestHash = requestFingerprint('wallet/withdraw', { amount: input.amount, accountId: input.accountId });
  const replayOf = (first: WithdrawalRow) => {
    assertSameRequest(first.requestHash, requestHash);
    return toWithdrawalRecord(first);
  };
  const [replay] = await ctx.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, input.idempotencyKey)));
  if (replay) return replayOf(replay);
  const [account] = await ctx.db.select().from(withdrawalAccounts).where(liveAccount(userId, input.accountId));
  if (!account) throw new ApiError('notFound');
  const { id: _id, userId: _owner, deletedAt: _deleted, createdAt: _created, ...snapshot } = account;
  return inTransaction(ctx.db, async (tx) => {
    const [row] = await tx
      .insert(withdrawals)
      .values({
        userId,
        accountId: account.id,
        accountSnapshot: { ...snapshot, id: account.id },
        amount: input.amount,
        status: REVIEW_STATUS.underReview,
        idempotencyKey: input.idempotencyKey,
        requestHash,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) {
      const [existing] = await tx
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.userId, userId), eq(withdrawals.idempotencyKey, input.idempotencyKey)));
      return replayOf(existing!);
    }
    await transfer(tx, {
      kind: 'withdrawal_hold',
      amount: input.amount,
      from: userAvailable(userId),
      to: userHeld(userId),
      idempotency: { scope: 'withdrawal_hold', key: String(row.id) },
      reference: { type: 'withdrawal', id: row.id },
    });
    return toWithdrawalRecord(row);
  });
}

export async function withdrawalLogs(
  db: Db,
  filter: PageRequest & { status?: ReviewStatusName | undefined; userId?: number | undefined },
) {
  const where = and(
    filter.userId === undefined ? undefined : eq(withdrawals.userId, filter.userId),
    statusFilter(withdrawals.status, filter.status),
  );
  const rows = await db
    .select({ withdrawal: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(where)
    .orderBy(desc(withdrawals.id))
    .limit(filter.pageSize)
    .offset(offsetOf(filter));
  const [total] = await db.select({ n: count() }).from(withdrawals).where(where);
  return { rows, total: total?.n ?? 0 };
}

/**
 * One withdrawal for staff: the record (card masked, as everywhere), the account to pay as the
 * user gave it when asking (unmasked: staff need the full number to send the money), and its
 * decision history.
 */
export async function withdrawalDetail(db: Db, id: number, viewer: { staffId: number; fourEyesAboveCents: number }) {
  const [row] = await db
    .select({ withdrawal: withdrawals, username: users.username })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(eq(withdrawals.id, id));
  if (!row) throw new ApiError('notFound');
  const snapshot = row.withdrawal.accountSnapshot as unknown as AccountRow;
  const account = toWithdrawalAccount(snapshot);
  return {
    userId: row.withdrawal.userId,
    username: row.username,
    record: toWithdrawalRecord(row.withdrawal),
    payTo: account.type === 'bankCard' ? { ...account, cardNumber: snapshot.cardNumber } : account,
    history: await decisionsFor(db, 'withdrawal', [row.withdrawal.id]),
    rights: await reviewRights(
      db,
      { queue: 'withdrawal', itemId: row.withdrawal.id, ownerIds: [row.withdrawal.userId], amount: row.withdrawal.amount },
      viewer.staffId,
      viewer.fourEyesAboveCents,
    ),
  };
}

export async function userWithdrawalLogs(ctx: AppContext, userId: number, filter: PageRequest & { status?: ReviewStatusName | undefined }) {
  const { rows, total } = await withdrawalLogs(ctx.db, { ...filter, userId });
  return pageOf(rows.map((r) => toWithdrawalRecord(r.withdrawal)), total, filter);
}

/**
 * Staff decision: approval pays the held amount out; refusal returns it to available. Decided
 * once, like a deposit (see `reviewDeposit`), with the audit trail in the same transaction.
 */
export async function reviewWithdrawal(ctx: AppContext, staffId: number, input: StaffReview) {
  return inTransaction(ctx.db, async (tx) => {
    const now = ctx.clock.now();
    const [waiting] = await tx.select().from(withdrawals).where(eq(withdrawals.id, input.id)).for('update');
    if (!waiting) throw new ApiError('notFound');
    if (waiting.status !== REVIEW_STATUS.underReview) throw await decidedRefusal(tx, 'withdrawal', input.id);
    const step = await fourEyes(
      tx,
      { queue: 'withdrawal', itemId: waiting.id, ownerIds: [waiting.userId], amount: waiting.amount },
      { staffId, approve: input.approve, decidedAt: now, aboveCents: ctx.config.fourEyesAboveCents },
    );
    if (step === 'firstRecorded') return toWithdrawalRecord(waiting);
    const [row] = await tx
      .update(withdrawals)
      .set({
        status: input.approve ? REVIEW_STATUS.approved : REVIEW_STATUS.failed,
        reason: input.approve ? '' : input.reason,
        reviewedBy: staffId,
        reviewedAt: now,
      })
      .where(and(eq(withdrawals.id, input.id), eq(withdrawals.status, REVIEW_STATUS.underReview)))
      .returning();
    if (!row) throw await decidedRefusal(tx, 'withdrawal', input.id);
    await recordDecision(tx, {
      queue: 'withdrawal',
      itemId: row.id,
      decision: input.approve ? 'approved' : 'rejected',
      reason: input.approve ? undefined : input.reason,
      staffId,
      decidedAt: row.reviewedAt!,
    });
    await transfer(tx, {
      kind: input.approve ? 'withdrawal_payout' : 'withdrawal_release',
      amount: row.amount,
      from: userHeld(row.userId),
      to: input.approve ? platform('platform_external') : userAvailable(row.userId),
      idempotency: { scope: 'withdrawal_review', key: String(row.id) },
      reference: { type: 'withdrawal', id: row.id },
    });
    return toWithdrawalRecord(row);
  });
}

// ---------------------------------------------------------------------------------------------
// Profit transfer

/** Moves store profit into the owner's wallet; "Available isn't enough" when the profit is short. */
export async function transferProfit(
  ctx: AppContext,
  userId: number,
  input: { amount: number; payPassword: string; idempotencyKey: string },
  checkPayPassword: PayPasswordCheck,
) {
  const [store] = await ctx.db.select({ id: stores.id }).from(stores).where(eq(stores.ownerId, userId));
  if (!store) throw new ApiError('notMerchant');
  await checkPayPassword(userId, input.payPassword);
  try {
    await transfer(ctx.db, {
      kind: 'profit_transfer',
      amount: input.amount,
      from: storeProfit(store.id),
      to: userAvailable(userId),
      // A retry with the same key and amount moves nothing more; another amount is refused.
      idempotency: {
        scope: `profit:${userId}`,
        key: input.idempotencyKey,
        requestHash: requestFingerprint('wallet/transferProfit', { amount: input.amount }),
      },
      reference: { type: 'store', id: store.id },
    });
  } catch (error) {
    if (isApiError(error, 'insufficientBalance')) throw new ApiError('availableNotEnough');
    throw error;
  }
  const { available, held } = await userBalances(ctx.db, userId);
  return { balance: available + held, profit: await accountBalance(ctx.db, storeProfit(store.id)) };
}
