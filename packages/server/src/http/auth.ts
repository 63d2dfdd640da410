import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
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
    .select({ userId: users.id, role: users.role, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt)))
    .limit(1)
    .prepare('resolve_session');
}

export async function resolveSession(db: Db, token: string): Promise<AuthUser | null> {
  let lookup = sessionLookups.get(db);
  if (!lookup) sessionLookups.set(db, (lookup = prepareSessionLookup(db)));
  const [row] = await lookup.execute({ tokenHash: hashToken(token) });
  return row ?? null;
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
