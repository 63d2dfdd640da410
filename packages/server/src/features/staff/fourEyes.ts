import type { StaffQueue, StaffReviewRights } from '@shop/api/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffDecisions } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { decisionsFor, recordDecision } from './decisions';

/**
 * Who may decide an item, the rule behind every staff decision (docs/SECURITY.md, "Who can decide
 * what"):
 * - nobody decides an item of their own: their deposit or withdrawal, their store application, an
 *   after-sales request they made or one on their own store's order;
 * - a deposit or withdrawal above the four-eyes threshold needs two approvals by two different
 *   staff members. The first is written to the audit trail as `firstApproval` and moves nothing;
 *   the second decides. A rejection needs one person: it moves no money out of anyone's reach.
 *
 * Callers hold the item's row lock, so two colleagues approving at once are ordered: the second
 * finds the first's approval and completes it (or, being the same person, is refused).
 */

export interface DecidingItem {
  queue: StaffQueue;
  itemId: number;
  /** Whose item it is: the owner, and for an after-sales request the store's owner too. */
  ownerIds: readonly number[];
  /** The money the decision moves; undefined where four eyes do not apply (applications, refunds). */
  amount?: number | undefined;
}

const needsTwo = (item: DecidingItem, aboveCents: number) => item.amount !== undefined && item.amount > aboveCents;

async function firstApprovalOf(db: Db, queue: StaffQueue, itemId: number) {
  const [row] = await db
    .select({ staffId: staffDecisions.staffId })
    .from(staffDecisions)
    .where(and(eq(staffDecisions.queue, queue), eq(staffDecisions.itemId, itemId), eq(staffDecisions.decision, 'firstApproval')));
  return row;
}

/**
 * Checks a decision against the rules, inside the decision's transaction with the item locked.
 * Returns `decide` when this decision is final, or `firstRecorded` when it was the first of two
 * approvals (recorded in the trail; the caller changes nothing else).
 */
export async function fourEyes(
  tx: Db,
  item: DecidingItem,
  decision: { staffId: number; approve: boolean; decidedAt: Date; aboveCents: number },
): Promise<'decide' | 'firstRecorded'> {
  if (item.ownerIds.includes(decision.staffId)) throw new ApiError('ownItem');
  if (!decision.approve || !needsTwo(item, decision.aboveCents)) return 'decide';
  const first = await firstApprovalOf(tx, item.queue, item.itemId);
  if (!first) {
    await recordDecision(tx, {
      queue: item.queue,
      itemId: item.itemId,
      decision: 'firstApproval',
      staffId: decision.staffId,
      decidedAt: decision.decidedAt,
    });
    return 'firstRecorded';
  }
  if (first.staffId === decision.staffId) throw new ApiError('secondApprovalNeeded');
  return 'decide';
}

/** What the console shows the staff member `staffId` about deciding the item. */
export async function reviewRights(db: Db, item: DecidingItem, staffId: number, aboveCents: number): Promise<StaffReviewRights> {
  const two = needsTwo(item, aboveCents);
  const first = two ? (await decisionsFor(db, item.queue, [item.itemId])).find((d) => d.decision === 'firstApproval') : undefined;
  return {
    ownItem: item.ownerIds.includes(staffId),
    approvalsNeeded: two ? 2 : 1,
    firstApproval: first ?? null,
    firstApprovalIsYours: first?.decidedBy.id === staffId,
    fourEyesAboveCents: aboveCents,
  };
}
