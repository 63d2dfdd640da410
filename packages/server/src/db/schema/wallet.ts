import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/101_wallet.sql (the SQL file is the source of truth for the database).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
// Sums of cents can pass 2^31; every amount we accept stays a safe integer (MAX_MINOR).
const cents = (name: string) => bigint(name, { mode: 'number' });

export const LEDGER_ACCOUNT_KINDS = [
  'user_available',
  'user_held',
  'store_profit',
  'platform_external',
  'platform_escrow',
  'platform_revenue',
] as const;
export type LedgerAccountKind = (typeof LEDGER_ACCOUNT_KINDS)[number];

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind', { enum: LEDGER_ACCOUNT_KINDS }).notNull(),
  ownerId: integer('owner_id').notNull(),
  balance: cents('balance').notNull().default(0),
  allowNegative: boolean('allow_negative').notNull().default(false),
});

export const ledgerJournals = pgTable('ledger_journals', {
  id: cents('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').notNull(),
  scope: text('scope'),
  idempotencyKey: text('idempotency_key'),
  /** Fingerprint of the client's request behind the key (migration 110); null for the server's own keys. */
  requestHash: text('request_hash'),
  referenceType: text('reference_type'),
  reference: text('reference'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: cents('id').primaryKey().generatedAlwaysAsIdentity(),
  journalId: cents('journal_id').notNull(),
  accountId: integer('account_id').notNull(),
  amount: cents('amount').notNull(),
  balanceAfter: cents('balance_after'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const UPLOAD_PURPOSES = ['avatar', 'comment', 'afterSales', 'proof', 'store', 'identity', 'chat'] as const;
export type UploadPurpose = (typeof UPLOAD_PURPOSES)[number];
export const UPLOAD_MIMES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type UploadMime = (typeof UPLOAD_MIMES)[number];

export const uploads = pgTable('uploads', {
  id: text('id').primaryKey(),
  ownerId: integer('owner_id').notNull(),
  purpose: text('purpose', { enum: UPLOAD_PURPOSES }).notNull(),
  mime: text('mime', { enum: UPLOAD_MIMES }).notNull(),
  fileName: text('file_name').notNull(),
  byteSize: integer('byte_size').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** SHA-256 (hex) of the stored, re-encoded bytes (migration 110); null for uploads saved before it. */
  contentHash: text('content_hash'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const withdrawalAccounts = pgTable('withdrawal_accounts', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  type: text('type', { enum: ['usdt', 'bankCard', 'cash'] }).notNull(),
  label: text('label').notNull().default(''),
  currency: text('currency').notNull().default(''),
  network: text('network').notNull().default(''),
  address: text('address').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  cardNumber: text('card_number').notNull().default(''),
  holderName: text('holder_name').notNull().default(''),
  deletedAt: ts('deleted_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const deposits = pgTable('deposits', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  type: text('type', { enum: ['usdt', 'bankCard', 'cash'] }).notNull(),
  currency: text('currency').notNull(),
  network: text('network').notNull().default(''),
  txHash: text('tx_hash').notNull().default(''),
  /** Set by the database from `tx_hash` (migration 110): unique per network over live claims. */
  txHashKey: text('tx_hash_key'),
  amount: cents('amount').notNull(),
  proofUploadId: text('proof_upload_id').notNull(),
  status: integer('status').notNull(),
  reason: text('reason').notNull().default(''),
  idempotencyKey: text('idempotency_key').notNull(),
  /** Fingerprint of the request the key answered (migration 110); null on older rows. */
  requestHash: text('request_hash'),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  journalId: cents('journal_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const withdrawals = pgTable('withdrawals', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  accountId: integer('account_id').notNull(),
  accountSnapshot: jsonb('account_snapshot').$type<Record<string, string | number>>().notNull(),
  amount: cents('amount').notNull(),
  status: integer('status').notNull(),
  reason: text('reason').notNull().default(''),
  idempotencyKey: text('idempotency_key').notNull(),
  /** Fingerprint of the request the key answered (migration 110); null on older rows. */
  requestHash: text('request_hash'),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
