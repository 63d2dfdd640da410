import type { StaffDecision, StaffDecisionRecord, StaffQueue } from '@shop/api/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { staffDecisions, users, type STAFF_DECISION_KINDS, type STAFF_DECISION_QUEUES } from '../../db/schema';
import { ApiError } from '../../http/errors';

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
// The table's CHECK lists are the contract's words: this fails typecheck when either side drifts.
const _wordsAgree: [Same<StaffQueue, (typeof STAFF_DECISION_QUEUES)[number]>, Same<StaffDecision, (typeof STAFF_DECISION_KINDS)[number]>] = [true, true];

export interface DecisionInput {
  queue: StaffQueue;
  itemId: number;
  decision: StaffDecision;
  reason?: string | undefined;
  staffId: number;
  decidedAt: Date;
}

/**
 * Writes one decision to the audit trail. Call it inside the decision's own transaction, after
 * the item changed: the trail and the decision then commit or roll back together, and the unique
 * keys (one final decision and one first approval per item) are a last guard against a second
 * decision slipping past the item's own state check.
 */
export async function recordDecision(tx: Db, input: DecisionInput): Promise<void> {
  await tx.insert(staffDecisions).values({
    queue: input.queue,
    itemId: input.itemId,
    decision: input.decision,
    reason: input.reason?.trim() ?? '',
    staffId: input.staffId,
    decidedAt: input.decidedAt,
  });
}

/** The trail's rows with the name of the staff member behind each. */
const selectDecisions = (db: Db) =>
  db
    .select({
      id: staffDecisions.id,
      queue: staffDecisions.queue,
      itemId: staffDecisions.itemId,
      decision: staffDecisions.decision,
      reason: staffDecisions.reason,
      decidedAt: staffDecisions.decidedAt,
      staffId: users.id,
      username: users.username,
      nickname: users.nickname,
    })
    .from(staffDecisions)
    .innerJoin(users, eq(users.id, staffDecisions.staffId));

type DecisionRow = Awaited<ReturnType<typeof selectDecisions>>[number];

const toRecord = (row: DecisionRow): StaffDecisionRecord => ({
  id: row.id,
  queue: row.queue,
  itemId: row.itemId,
  decision: row.decision,
  reason: row.reason || null,
  decidedBy: { id: row.staffId, username: row.username, nickname: row.nickname },
  decidedAt: row.decidedAt.toISOString(),
});

/** The decisions on these items of one queue, oldest first (an item's detail shows them as its history). */
export async function decisionsFor(db: Db, queue: StaffQueue, itemIds: number[]): Promise<StaffDecisionRecord[]> {
  if (!itemIds.length) return [];
  const rows = await selectDecisions(db)
    .where(and(eq(staffDecisions.queue, queue), inArray(staffDecisions.itemId, itemIds)))
    .orderBy(asc(staffDecisions.decidedAt), asc(staffDecisions.id));
  return rows.map(toRecord);
}

/**
 * Why a decision cannot be made on an item that is no longer waiting: `alreadyDecided` naming who
 * decided what and when (what the screen turns into "Already approved by Ana at 10:02"), or
 * `transitionRefused` for an item that left its queue some other way. Call it after the item's
 * guarded update or locked read came back empty-handed: in PostgreSQL's read-committed mode this
 * next statement sees the winner's committed trail row.
 */
export async function decidedRefusal(db: Db, queue: StaffQueue, itemId: number): Promise<ApiError> {
  const [row] = await selectDecisions(db).where(
    and(eq(staffDecisions.queue, queue), eq(staffDecisions.itemId, itemId), ne(staffDecisions.decision, 'firstApproval')),
  );
  if (!row) return new ApiError('transitionRefused');
  return new ApiError('alreadyDecided', {
    decidedBy: row.nickname || row.username,
    decidedById: row.staffId,
    decision: row.decision,
    decidedAt: row.decidedAt.toISOString(),
  });
}
