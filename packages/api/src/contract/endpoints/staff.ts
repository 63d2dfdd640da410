import { z } from 'zod';
import { datetime, id, obj } from '../primitives';

/**
 * The operations console: the four queues staff work through, each with a list (paged, filtered
 * by state), a detail with the item's decision history, and a decision. The first decision on an
 * item is the only one: any later one (a colleague at the same moment, or a retry) is refused with
 * `alreadyDecided`, whose `params` name who decided what and when.
 */
export const STAFF_QUEUES = ['application', 'deposit', 'withdrawal', 'afterSales'] as const;
export type StaffQueue = (typeof STAFF_QUEUES)[number];

/** What staff decided; past tense, as the console says it ("Approved by ... at ..."). */
export const STAFF_DECISIONS = ['approved', 'rejected', 'refunded'] as const;
export type StaffDecision = (typeof STAFF_DECISIONS)[number];

/** A staff member as the console names them (never shown to buyers or merchants). */
export const staffMemberSchema = obj({ id: id(), username: z.string(), nickname: z.string() });

/** One line of the audit trail: who decided what about which item, when, and why. */
export const staffDecisionSchema = obj({
  id: id(),
  queue: z.enum(STAFF_QUEUES),
  /** The application, deposit, withdrawal or after-sales request decided. */
  itemId: id(),
  decision: z.enum(STAFF_DECISIONS),
  /** The reason staff gave; always present on a rejection, null when none was given. */
  reason: z.string().nullable(),
  decidedBy: staffMemberSchema,
  decidedAt: datetime(),
});
export type StaffDecisionRecord = z.infer<typeof staffDecisionSchema>;
