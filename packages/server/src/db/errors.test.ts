// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema';
import { isUniqueViolation, uniqueConstraint } from './errors';
import { createTestServer, ENGINES, SETUP_TIMEOUT, type TestServer } from '../testing/harness';

/**
 * Callers tell a taken public name from a taken private address by the index that refused the
 * write (`register` must not say "this email has an account"), so both drivers must name it.
 */
describe.each(ENGINES)('unique violations on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const insert = (username: string, email: string, inviteCode: string) =>
    server.ctx.db.insert(users).values({ username, email, nickname: username, passwordHash: 'x', inviteCode });
  const refusal = (write: Promise<unknown>) =>
    write.then(
      () => {
        throw new Error('the write went through');
      },
      (error: unknown) => error,
    );

  it('names the index that refused the write', async () => {
    await insert('uniqa', 'uniqa@example.com', 'UNIQA001');
    const email = await refusal(insert('uniqb', 'UNIQA@example.com', 'UNIQB001'));
    expect(isUniqueViolation(email)).toBe(true);
    expect(uniqueConstraint(email)).toBe('users_email_key');
    const name = await refusal(insert('UniqA', 'uniqc@example.com', 'UNIQC001'));
    expect(uniqueConstraint(name)).toBe('users_username_key');
  });

  it('is no unique violation when another rule refused it', async () => {
    const missing = await refusal(
      server.ctx.db.insert(users).values({ username: 'uniqd', nickname: 'd', passwordHash: 'x', inviteCode: null as unknown as string }),
    );
    expect(isUniqueViolation(missing)).toBe(false);
    expect(uniqueConstraint(missing)).toBe('');
  });
});
