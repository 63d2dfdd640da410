import { randomBytes } from 'node:crypto';
import { hashToken, newToken } from '../http/auth';
import type { Role } from '../http/env';
import { sessions, users } from '../db/schema';
import type { TestServer } from '../testing/harness';

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
