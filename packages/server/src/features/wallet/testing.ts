import { randomBytes } from 'node:crypto';
import { hashToken, newToken } from '../../http/auth';
import type { Role } from '../../http/env';
import { sessions, users } from '../../db/schema';
import type { TestServer } from '../../testing/harness';

export interface TestUser {
  id: number;
  token: string;
  username: string;
}

/**
 * A user with a live session, written straight to the tables (the account flows have their own
 * tests); `payPasswordHash` lets wallet tests start with a payment password set.
 */
export async function makeUser(
  server: TestServer,
  options: { role?: Role; payPasswordHash?: string | null } = {},
): Promise<TestUser> {
  const username = `u_${randomBytes(5).toString('hex')}`;
  const [user] = await server.ctx.db
    .insert(users)
    .values({
      username,
      nickname: username,
      passwordHash: 'not-a-real-hash',
      payPasswordHash: options.payPasswordHash ?? null,
      role: options.role ?? 'buyer',
      inviteCode: randomBytes(4).toString('hex').toUpperCase(),
    })
    .returning({ id: users.id });
  const token = newToken();
  const now = server.ctx.clock.now();
  await server.ctx.db.insert(sessions).values({ userId: user!.id, tokenHash: hashToken(token), createdAt: now, lastSeenAt: now });
  return { id: user!.id, token, username };
}

/** The server's API as one signed-in user calls it. */
export function callsAs(server: TestServer, who: TestUser) {
  return {
    get: (path: string, query?: Record<string, string | number>) => server.call('GET', path, { token: who.token, query }),
    post: (path: string, body: object) => server.call('POST', path, { token: who.token, body }),
  };
}

/** Spending money from outside, as an approved deposit would give it. */
export function fundUser(server: TestServer, userId: number, amount: number) {
  return server.ctx.db.transaction((tx) =>
    server.ctx.ledger.creditUser(tx, { userId, amount, reason: 'demo_seed', reference: 'test', idempotencyKey: `fund-${userId}` }),
  );
}
