import type { Db } from '../../db/client';

/**
 * What orders and payments need from the wallet ledger; `createLedger()` in ./port.ts implements
 * it and server.ts puts it on the context. Every call runs inside the caller's transaction (`tx`),
 * so the order's status change and the ledger entries commit or roll back together. Amounts are
 * positive integer minor units. Repeating a call with the same `idempotencyKey` has one effect.
 */
export interface LedgerPort {
  /**
   * Takes `amount` from the user's available balance (order payment) with a conditional update,
   * so concurrent debits never go below zero; throws ApiError `insufficientBalance` when short.
   * Resolves to the available balance after it (undefined when the key had already been used).
   * The balance row stays locked until the caller's transaction ends, so call it last.
   */
  debitUser(tx: Db, entry: LedgerEntryInput & { userId: number }): Promise<number | undefined>;
  /** Gives money back to the user's available balance (refund of a cancelled, paid order). */
  creditUser(tx: Db, entry: LedgerEntryInput & { userId: number }): Promise<void>;
  /** Credits a store's profit account (order completed). */
  creditStoreProfit(tx: Db, entry: LedgerEntryInput & { storeId: number }): Promise<void>;
  /**
   * Takes back what `creditStoreProfit` credited under `creditKey` (an order refunded after its
   * profit was credited): from the store's profit account into escrow, so the refund that follows
   * comes out of money escrow really holds. Resolves to the amount taken back, 0 when nothing was
   * credited. Throws `insufficientBalance` when the store has already moved that profit out.
   */
  reverseStoreProfit(
    tx: Db,
    entry: { storeId: number; creditKey: string; reference: string; idempotencyKey: string },
  ): Promise<number>;
  /** Current balances for getUserinfo and the pay screen. */
  userBalance(db: Db, userId: number): Promise<{ balance: number; available: number }>;
}

export interface LedgerEntryInput {
  amount: number;
  /**
   * Why the money moved: 'order_payment' | 'order_refund' | 'order_profit' | 'order_profit_reversal' |
   * 'online_payment' | 'demo_seed' (the seed's opening balance for the demo buyer, funded by the platform).
   */
  reason: string;
  /** The order number (or other business reference) shown in bill records. */
  reference: string;
  idempotencyKey: string;
}
