import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/**
 * A fixed-window counter in PostgreSQL, so the limit holds across every server process: the first
 * event of a window stores its start, each next one adds one, and the first after the window ends
 * starts a new one. One atomic upsert, so a burst sent at once takes consecutive numbers.
 *
 * It shares `login_throttle` with the attempt limits (services/attempts.ts), keyed apart by a
 * prefix (`chat-send:`); there `last_failure_at` is the window's start and `locked_until` stays
 * NULL. Unlike an attempt limit, a steady sender below the rate is never locked: the count starts
 * afresh every window instead of waiting for a quiet period.
 */
export interface WindowLimit {
  limit: number;
  windowSeconds: number;
}

/** Counts one event for `key`; answers how long until the window ends when it is over the limit. */
export async function countInWindow(db: Db, key: string, now: Date, policy: WindowLimit): Promise<{ allowed: boolean; retryAfterSeconds: number }> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000).toISOString();
  const expired = sql`(t.last_failure_at IS NULL OR t.last_failure_at <= ${windowStart}::timestamptz)`;
  const [row] = await queryRows<{ failures: number; started: string | Date }>(
    db,
    sql`INSERT INTO login_throttle AS t (key, failures, last_failure_at, locked_until)
      VALUES (${key}, 1, ${nowIso}::timestamptz, NULL)
      ON CONFLICT (key) DO UPDATE SET
        failures = CASE WHEN ${expired} THEN 1 ELSE t.failures + 1 END,
        last_failure_at = CASE WHEN ${expired} THEN ${nowIso}::timestamptz ELSE t.last_failure_at END
      RETURNING failures, last_failure_at AS started`,
  );
  const count = Number(row!.failures);
  const endsAt = new Date(row!.started).getTime() + policy.windowSeconds * 1000;
  return { allowed: count <= policy.limit, retryAfterSeconds: Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000)) };
}
