import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerAccounts, ledgerEntries, ledgerJournals } from '../../db/schema';
import {
  accountKey,
  JOURNAL_KINDS,
  platform,
  storeProfit,
  transfer,
  userAvailable,
  userBalances,
  type AccountRef,
  type JournalKind,
} from './ledger';
import type { LedgerEntryInput, LedgerPort } from './ledgerPort';

/**
 * The ledger as the order area sees it (see ledgerPort.ts).
 *
 * Where the money comes from or goes to on the platform's side:
 * - an order paid by balance moves from the buyer's available balance into escrow;
 * - a refund moves it from escrow back to the buyer;
 * - completing an order moves the store's profit from escrow to the store's profit account
 *   (the rest, the purchase price, stays with the platform); refunding an order whose profit was
 *   credited moves that profit back into escrow first, so escrow pays the refund in full;
 * - money that enters from outside (the demo seed, an online payment) comes from "external".
 */
export function createLedger(): LedgerPort & LedgerExtras {
  const kindOf = (reason: string): JournalKind => {
    if ((JOURNAL_KINDS as readonly string[]).includes(reason)) return reason as JournalKind;
    throw new RangeError(`Unknown ledger reason: ${reason}`);
  };
  const external = new Set<JournalKind>(['demo_seed', 'online_payment', 'deposit']);
  const move = (tx: Db, entry: LedgerEntryInput, from: AccountRef, to: AccountRef) =>
    transfer(tx, {
      kind: kindOf(entry.reason),
      amount: entry.amount,
      from,
      to,
      idempotency: { scope: `port:${entry.reason}`, key: entry.idempotencyKey },
      reference: { type: entry.reason, id: entry.reference },
    });

  return {
    async debitUser(tx, entry) {
      const { balancesAfter } = await move(tx, entry, userAvailable(entry.userId), platform('platform_escrow'));
      return balancesAfter.get(accountKey(userAvailable(entry.userId)));
    },
    async creditUser(tx, entry) {
      const source = external.has(kindOf(entry.reason)) ? 'platform_external' : 'platform_escrow';
      await move(tx, entry, platform(source), userAvailable(entry.userId));
    },
    async creditStoreProfit(tx, entry) {
      await move(tx, entry, platform('platform_escrow'), storeProfit(entry.storeId));
    },
    async reverseStoreProfit(tx, entry) {
      const [credited] = await tx
        .select({ amount: ledgerEntries.amount })
        .from(ledgerJournals)
        .innerJoin(ledgerEntries, eq(ledgerEntries.journalId, ledgerJournals.id))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          and(
            eq(ledgerJournals.scope, 'port:order_profit'),
            eq(ledgerJournals.idempotencyKey, entry.creditKey),
            eq(ledgerAccounts.kind, 'store_profit'),
          ),
        );
      if (!credited || credited.amount <= 0) return 0;
      const reversal = { ...entry, amount: credited.amount, reason: 'order_profit_reversal' };
      await move(tx, reversal, storeProfit(entry.storeId), platform('platform_escrow'));
      return credited.amount;
    },
    async receiveOnline(tx, entry) {
      await move(tx, entry, platform('platform_external'), platform('platform_escrow'));
    },
    async userBalance(db, userId) {
      const { available, held } = await userBalances(db, userId);
      return { balance: available + held, available };
    },
  };
}

export interface LedgerExtras {
  /**
   * Records money an online payment provider collected for an order: from outside into escrow,
   * so a later refund or profit credit of that order comes out of money that is really there.
   */
  receiveOnline(tx: Db, entry: LedgerEntryInput): Promise<void>;
}
