import type { Db } from '../db/client';

/**
 * What orders and payments (server-core) need from the wallet ledger (server-money).
 *
 * Note to server-money: this is the signature the order code calls; please implement it in
 * src/wallet/ (e.g. `createLedger(): LedgerPort`) and export it so server.ts can put it on the
 * context. Every call runs inside the caller's transaction (`tx`), so the order's status change
 * and the ledger entries commit or roll back together. Amounts are positive integer minor units.
 * Repeating a call with the same `idempotencyKey` must have one effect (return the first result).
 */
export interface LedgerPort {
  /**
   * Takes `amount` from the user's available balance (order payment). Must lock the balance row
   * (or use a conditional update) so concurrent debits never go below zero, and throw
   * `new ApiError(409, 'messages.availableNotEnough')`-style error (an ApiError) when short.
   */
  debitUser(tx: Db, entry: LedgerEntryInput & { userId: number }): Promise<void>;
  /** Gives money back to the user's available balance (refund of a cancelled, paid order). */
  creditUser(tx: Db, entry: LedgerEntryInput & { userId: number }): Promise<void>;
  /** Credits a store's profit account (order completed). */
  creditStoreProfit(tx: Db, entry: LedgerEntryInput & { storeId: number }): Promise<void>;
  /** Current balances for getUserinfo and the pay screen. */
  userBalance(db: Db, userId: number): Promise<{ balance: number; available: number }>;
}

export interface LedgerEntryInput {
  amount: number;
  /**
   * Why the money moved: 'order_payment' | 'order_refund' | 'order_profit' | 'online_payment' |
   * 'demo_seed' (the seed's opening balance for the demo buyer, funded by the platform).
   */
  reason: string;
  /** The order number (or other business reference) shown in bill records. */
  reference: string;
  idempotencyKey: string;
}
