import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginThrottle } from '../../db/schema';
import { createTestServer, ENGINES, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { peekAttempts, refundAttempt, reserveAttempt, type AttemptPolicy } from './attempts';

const POLICY: AttemptPolicy = { limit: 10, windowSeconds: 900, lockSeconds: 900 };

/**
 * Conditional reservations (issue "Trust"): a try refused before its check leaves no count, so
 * it can never help lock a key.
 */
describe.each(ENGINES)('attempt reservations on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine, poolSize: 20 });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const row = async (key: string) => (await server.ctx.db.select().from(loginThrottle).where(eq(loginThrottle.key, key)))[0];

  it('60 parallel reservations under a ceiling of 3 count exactly 3; the rest leave no trace', async () => {
    const now = server.clock.now();
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => reserveAttempt(server.ctx.db, 'test:ceiling', now, POLICY, { ceiling: 3 })),
    );
    expect(answers.filter((answer) => answer.allowed).map((answer) => answer.ordinal).sort()).toEqual([1, 2, 3]);
    expect(answers.filter((answer) => !answer.allowed).every((answer) => answer.ordinal === 0 && answer.lockSecondsLeft === 0)).toBe(true);
    expect(await row('test:ceiling')).toMatchObject({ failures: 3, lockedUntil: null });
    expect(await peekAttempts(server.ctx.db, now, [{ key: 'test:ceiling', policy: POLICY }, { key: 'test:never', policy: POLICY }])).toEqual([
      { failures: 3, lockSecondsLeft: 0 },
      { failures: 0, lockSecondsLeft: 0 },
    ]);
  });

  it('nothing counts while locked; giving back an unchecked try lifts the lock it helped set, a checked one stays', async () => {
    const now = server.clock.now();
    const answers = await Promise.all(Array.from({ length: 30 }, () => reserveAttempt(server.ctx.db, 'test:lock', now, POLICY)));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(10);
    const refusedAnswers = answers.filter((answer) => !answer.allowed);
    expect(refusedAnswers.every((answer) => answer.lockSecondsLeft === 900)).toBe(true);
    // The count stops at the limit instead of running on.
    expect((await row('test:lock'))!.failures).toBe(10);

    // One of the ten was refused after it was counted (another limit said no): it is given back.
    await refundAttempt(server.ctx.db, 'test:lock', POLICY);
    expect(await row('test:lock')).toMatchObject({ failures: 9, lockedUntil: null });
    // The next try is the tenth: checked and wrong, it locks for good.
    const tenth = await reserveAttempt(server.ctx.db, 'test:lock', now, POLICY);
    expect(tenth).toMatchObject({ ordinal: 10, allowed: true, lockSecondsLeft: 900 });
    const [state] = await peekAttempts(server.ctx.db, now, [{ key: 'test:lock', policy: POLICY }]);
    expect(state).toEqual({ failures: 10, lockSecondsLeft: 900 });

    // Once the lock has lifted the count starts afresh.
    const later = new Date(now.getTime() + 901_000);
    expect(await reserveAttempt(server.ctx.db, 'test:lock', later, POLICY)).toMatchObject({ ordinal: 1, allowed: true, lockSecondsLeft: 0 });
  });
});
