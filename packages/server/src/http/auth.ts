import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { ApiError, sessionGone } from './errors';
import type { AppEnv, AuthUser, Role } from './env';

/** 256 random bits, URL-safe; only its SHA-256 is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The `authorization` header carries the token, with or without a `Bearer ` prefix. */
export function tokenFromHeader(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const token = value.replace(/^Bearer\s+/i, '').trim();
  return token.length > 0 && token.length <= 200 ? token : undefined;
}

/** Runs on every signed-in request: prepared once per database, so it is neither rebuilt nor re-planned. */
const sessionLookups = new WeakMap<Db, ReturnType<typeof prepareSessionLookup>>();

function prepareSessionLookup(db: Db) {
  return db
    .select({ userId: users.id, role: users.role, sessionId: sessions.id, lastSeenAt: sessions.lastSeenAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.createdAt, sql.placeholder('createdAfter')),
        gt(sessions.lastSeenAt, sql.placeholder('seenAfter')),
      ),
    )
    .limit(1)
    .prepare('resolve_session');
}

/**
 * How stale `last_seen_at` may get before a request moves it (ms). Nothing is cached in the
 * process: every request reads its session from PostgreSQL, so a sign-out or password reset on one
 * process ends the session on every other at its next request; the idle limit is exact to a minute.
 */
const TOUCH_EVERY_MS = 60_000;

export interface SessionLifetime {
  /** Seconds without a request after which the session is gone. */
  idleSeconds: number;
  /** Seconds after sign-in after which the session is gone. */
  maxSeconds: number;
}

/**
 * The session a token names, while it is neither revoked, idle too long nor too old. An expired
 * session answers like an unknown one: the contract's 403, after which the app signs in again.
 */
export async function resolveSession(db: Db, token: string, now: Date, lifetime: SessionLifetime): Promise<AuthUser | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({
    tokenHash: hashToken(token),
    createdAfter: new Date(now.getTime() - lifetime.maxSeconds * 1000).toISOString(),
    seenAfter: new Date(now.getTime() - lifetime.idleSeconds * 1000).toISOString(),
  });
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.sessionId));
  }
  return { userId: row.userId, role: row.role, sessionId: row.sessionId };
}

/** The caller, or the "session gone" answer (envelope code 403) that starts the client's relogin. */
export function requireUser(c: Context<AppEnv>): AuthUser {
  const auth = c.get('auth');
  if (!auth) throw sessionGone();
  return auth;
}

export function requireRole(c: Context<AppEnv>, ...roles: Role[]): AuthUser {
  const auth = requireUser(c);
  if (!roles.includes(auth.role)) throw new ApiError(roles.includes('merchant') ? 'notMerchant' : 'forbidden');
  return auth;
}
