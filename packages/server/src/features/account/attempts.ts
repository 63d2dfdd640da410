import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/**
 * Attempt limits that hold under parallel requests.
 *
 * An attempt is reserved (counted) in one atomic statement *before* the expensive or secret check
 * runs, so thirty requests sent at once take consecutive numbers and only the first `limit` are
 * checked at all. Counting afterwards, as a plain "read failures, check, write failures" does,
 * lets a whole burst read the same low count and every member be checked; the right answer inside
 * such a burst then signs in.
 *
 * A reservation is conditional: nothing is counted while the key is locked, nor past a `ceiling`
 * the caller names (the login's captcha threshold), so a try refused there leaves no trace. The
 * count therefore never passes the limit, and a refund (a reserved try that was not checked after
 * all, or was right) that takes it below the limit lifts the lock that try helped set: a lock
 * only ever stands on tries that were checked and wrong.
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
  /** This attempt's number in the window, 1-based; 0 when it was not counted. */
  ordinal: number;
  /** Counted, and may be checked. */
  allowed: boolean;
  /**
   * Seconds until the lock lifts: when refused because the key is locked, or when this attempt
   * reached the limit and set the lock (0 otherwise).
   */
  lockSecondsLeft: number;
}

/** A key's standing, read without counting anything. */
export interface AttemptState {
  /** Failures in the current window (0 once it passed, or once a lock has lifted). */
  failures: number;
  /** Seconds until the lock lifts; 0 when not locked. */
  lockSecondsLeft: number;
}

type Row = { failures: number | string; last_failure_at: string | Date | null; locked_until: string | Date | null };

const secondsUntil = (until: Date, now: Date) => Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));

function stateOf(row: Row | undefined, now: Date, policy: AttemptPolicy): AttemptState {
  if (!row) return { failures: 0, lockSecondsLeft: 0 };
  const lockedUntil = row.locked_until ? new Date(row.locked_until) : null;
  if (lockedUntil && lockedUntil > now) return { failures: Number(row.failures), lockSecondsLeft: secondsUntil(lockedUntil, now) };
  const last = row.last_failure_at ? new Date(row.last_failure_at) : null;
  // The same rule the reservation's `current` applies: a lifted lock or a quiet window starts afresh.
  const fresh = lockedUntil !== null || !last || last.getTime() < now.getTime() - policy.windowSeconds * 1000;
  return { failures: fresh ? 0 : Number(row.failures), lockSecondsLeft: 0 };
}

/** Reads keys' standing without counting (one statement); a key never seen reads as clean. */
export async function peekAttempts(
  db: Db,
  now: Date,
  keys: ReadonlyArray<{ key: string; policy: AttemptPolicy }>,
): Promise<AttemptState[]> {
  const rows = await queryRows<Row & { key: string }>(
    db,
    sql`SELECT key, failures, last_failure_at, locked_until FROM login_throttle
      WHERE key IN (${sql.join(
        keys.map(({ key }) => sql`${key}`),
        sql`, `,
      )})`,
  );
  return keys.map(({ key, policy }) => stateOf(rows.find((row) => row.key === key), now, policy));
}

/**
 * Counts one attempt unless the key is locked or (with `ceiling`) already has that many failures
 * in the window; either refusal counts nothing. The condition and the count are one statement:
 * PostgreSQL evaluates an upsert's WHERE on the row it has locked, so parallel reservations are
 * serialised on the key and exactly `ceiling` of a burst get through.
 */
export async function reserveAttempt(
  db: Db,
  key: string,
  now: Date,
  policy: AttemptPolicy,
  options: { ceiling?: number | undefined } = {},
): Promise<Reservation> {
  const nowIso = now.toISOString();
  const windowStart = new Date(now.getTime() - policy.windowSeconds * 1000).toISOString();
  const lockUntil = new Date(now.getTime() + policy.lockSeconds * 1000);
  const lockIso = lockUntil.toISOString();
  // The failures that count now: none once a lock has lifted or the window has passed.
  const current = sql`(CASE WHEN t.locked_until IS NOT NULL OR t.last_failure_at IS NULL OR t.last_failure_at < ${windowStart}::timestamptz
      THEN 0 ELSE t.failures END)`;
  const rows = await queryRows<{ failures: number; locked_until: string | Date | null }>(
    db,
    sql`INSERT INTO login_throttle AS t (key, failures, last_failure_at, locked_until)
      VALUES (${key}, 1, ${nowIso}::timestamptz, ${policy.limit <= 1 ? sql`${lockIso}::timestamptz` : sql`NULL`})
      ON CONFLICT (key) DO UPDATE SET
        failures = ${current} + 1,
        last_failure_at = ${nowIso}::timestamptz,
        locked_until = CASE WHEN ${current} + 1 >= ${policy.limit} THEN ${lockIso}::timestamptz ELSE NULL END
      WHERE (t.locked_until IS NULL OR t.locked_until <= ${nowIso}::timestamptz)
        ${options.ceiling === undefined ? sql`` : sql`AND ${current} < ${options.ceiling}`}
      RETURNING failures, locked_until`,
  );
  const row = rows[0];
  if (!row) {
    // Refused: locked, or at the ceiling. Which one only shapes the answer, so a plain read does.
    const [state] = await peekAttempts(db, now, [{ key, policy }]);
    return { ordinal: 0, allowed: false, lockSecondsLeft: state!.lockSecondsLeft };
  }
  return {
    ordinal: Number(row.failures),
    allowed: true,
    lockSecondsLeft: row.locked_until ? secondsUntil(new Date(row.locked_until), now) : 0,
  };
}

/** A right answer: the key starts afresh. */
export async function clearAttempts(db: Db, key: string): Promise<void> {
  await db.execute(sql`DELETE FROM login_throttle WHERE key = ${key}`);
}

/**
 * Gives back one reserved attempt that was never checked (refused after it was counted: another
 * limit said no, say) or that was right. The count cannot pass the limit (see above), so one
 * given back leaves it below the limit, and a lock still standing was set by a count that
 * included this attempt: it lifts. The attempt that reached the limit and was checked wrong is
 * never given back, so its lock stays.
 */
export async function refundAttempt(db: Db, key: string, policy: AttemptPolicy): Promise<void> {
  await db.execute(sql`UPDATE login_throttle SET
      failures = failures - 1,
      locked_until = CASE WHEN failures - 1 < ${policy.limit} THEN NULL ELSE locked_until END
    WHERE key = ${key} AND failures > 0`);
}
