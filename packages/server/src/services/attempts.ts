import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client';

/**
 * Attempt limits that hold under parallel requests.
 *
 * An attempt is reserved (counted) in one atomic statement *before* the expensive or secret check
 * runs, so thirty requests sent at once take thirty consecutive numbers and only the first
 * `limit` are checked at all. Counting afterwards, as a plain "read failures, check, write
 * failures" does, lets a whole burst read the same low count and every member be checked; the
 * right answer inside such a burst then signs in.
 *
 * The counters live in PostgreSQL (`login_throttle`, keyed by what is limited), so every server
 * process sees the same numbers.
 */
export interface AttemptPolicy {
  /** Attempts allowed in a window; the attempt that reaches it locks the key. */
  limit: number;
  /** A quiet period this long forgives earlier attempts. */
  windowSeconds: number;
  /** How long the key stays locked once the limit is reached. */
  lockSeconds: number;
}

export interface Reservation {
  /** This attempt's number in the window, 1-based. */
  ordinal: number;
  /** Whether it may be checked at all: false once the key is locked. */
  allowed: boolean;
  /** Seconds until the lock lifts (0 when not locked). */
  lockSecondsLeft: number;
}

export async function reserveAttempt(db: Db, key: string, now: Date, policy: AttemptPolicy): Promise<Reservation> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000).toISOString();
  const lockUntil = new Date(now.getTime() + policy.lockSeconds * 1000).toISOString();
  // `next` is what `failures` becomes; written twice because an upsert's SET cannot read its own
  // new values. While locked the count jumps past the limit, so no refund can reopen the key.
  const next = sql`CASE
      WHEN t.locked_until > ${nowIso}::timestamptz THEN GREATEST(t.failures, ${policy.limit}) + 1
      WHEN t.locked_until IS NOT NULL OR t.last_failure_at IS NULL OR t.last_failure_at < ${windowStart}::timestamptz THEN 1
      ELSE t.failures + 1 END`;
  const [row] = await queryRows<{ failures: number; locked_until: string | Date | null }>(
    db,
    sql`INSERT INTO login_throttle AS t (key, failures, last_failure_at, locked_until)
      VALUES (${key}, 1, ${nowIso}::timestamptz, ${policy.limit <= 1 ? sql`${lockUntil}::timestamptz` : sql`NULL`})
      ON CONFLICT (key) DO UPDATE SET
        failures = ${next},
        last_failure_at = ${nowIso}::timestamptz,
        locked_until = CASE
          WHEN t.locked_until > ${nowIso}::timestamptz THEN t.locked_until
          WHEN ${next} >= ${policy.limit} THEN ${lockUntil}::timestamptz
          ELSE NULL END
      RETURNING failures, locked_until`,
  );
  const ordinal = Number(row!.failures);
  const lockedUntil = row!.locked_until ? new Date(row!.locked_until) : null;
  const lockSecondsLeft = lockedUntil ? Math.max(1, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000)) : 0;
  return { ordinal, allowed: ordinal <= policy.limit, lockSecondsLeft };
}

/** A right answer: the key starts afresh. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM login_throttle WHERE key = ${key}`);
}

/**
 * Gives back one reserved attempt that was never checked (refused before the check, for a
 * missing captcha, say) or that was right, without touching a lock already set.
 */
export async function refundAttempt(db: Db, key: string): Promise<void> {
  await db.execute(sql`UPDATE login_throttle SET failures = failures - 1 WHERE key = ${key} AND failures > 0 AND locked_until IS NULL`);
}
