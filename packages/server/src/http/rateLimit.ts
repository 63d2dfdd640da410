import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/**
 * A fixed-window counter in PostgreSQL, so the limit holds across every server process: the first
 * event of a window stores its start, each next one adds one, and the first after the window ends
 * starts a new one. One atomic upsert, so a burst sent at once takes consecutive numbers.
 *
 * It shares `login_throttle` with the attempt limits (features/account/attempts.ts), keyed apart by a
 * prefix (`chat-send:`); there `last_failure_at` is the window's start and `locked_until` stays
 * NULL. Unlike an attempt limit, a steady sender below the rate is never locked: the count starts
 * afresh every window instead of waiting for a quiet period.
 */
export interface WindowLimit {
  limit: number;
  windowSeconds: number;
}

/**
 * The counting upsert, returning `count` and `started` (the window's start): a statement of its
 * own, or a CTE of a larger one (the chat's send counts and writes in one statement).
 */
export function windowCountSql(key: string, now: Date, policy: WindowLimit): SQL {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000).toISOString();
  const expired = sql`(t.last_failure_at IS NULL OR t.last_failure_at <= ${windowStart}::timestamptz)`;
  return sql`INSERT INTO login_throttle AS t (key, failures, last_failure_at, locked_until)
      VALUES (${key}, 1, ${nowIso}::timestamptz, NULL)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ${expired} THEN 1 ELSE t.failures + 1 END,
        last_failure_at = CASE WHEN ${expired} THEN ${nowIso}::timestamptz ELSE t.last_failure_at END
      RETURNING failures AS count, last_failure_at AS started`;
}

/** Whether the event that made `count` is within the limit, and how long until its window ends. */
export function windowVerdict(row: { count: number | string; started: string | Date }, now: Date, policy: WindowLimit) {
  const endsAt = new Date(row.started).getTime() + policy.windowSeconds * 1000;
  return { allowed: Number(row.count) <= policy.limit, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}

/** Counts one event for `key`; answers how long until the window ends when it is over the limit. */
export async function countInWindow(db: Db, key: string, now: Date, policy: WindowLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const [row] = await queryRows<{ count: number; started: string | Date }>(db, windowCountSql(key, now, policy));
  return windowVerdict(row!, now, policy);
}
