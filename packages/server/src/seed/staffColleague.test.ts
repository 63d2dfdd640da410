// @vitest-environment node
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../testing/harness';
import { DEMO_SECOND_STAFF } from './demoAccounts';
import { staffColleagueSeed } from './staffColleague';

/**
 * The colleague is seeded into development databases seeded before it existed, where someone may
 * have registered its name meanwhile: that person stays a buyer and the start goes on.
 */
describe('staff colleague seed', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('leaves a registered account of the same name as it is, without failing', async () => {
    await server.ctx.db.insert(users).values({
      username: DEMO_SECOND_STAFF.username.toUpperCase(),
      nickname: 'Someone',
      passwordHash: 'x',
      inviteCode: 'SOMEONE1',
    });
    await expect(server.ctx.db.transaction((tx) => staffColleagueSeed.run(tx, server.ctx))).resolves.toBeUndefined();
    const named = await server.ctx.db
      .select({ role: users.role, nickname: users.nickname })
      .from(users)
      .where(eq(sql`lower(${users.username})`, DEMO_SECOND_STAFF.username));
    expect(named).toEqual([{ role: 'buyer', nickname: 'Someone' }]);
  });
});
