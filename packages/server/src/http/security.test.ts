import { ORDER_STATUS } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users, verificationCodes } from '../db/schema';
import { ADDRESS_POLICY } from '../features/account/service';
import { hashGate } from '../features/account/hashing';
import { createTestServer, ENGINES, SETUP_TIMEOUT, type TestServer } from '../testing/harness';
import { newKey, readyBuyer } from '../testing/shoppers';
import { lastCodeFor, registerUser, solveCaptcha } from '../testing/users';


// Each test registers users and hashes passwords, which a loaded 2-core CI machine can stretch
// past the 5 s default.
vi.setConfig({ testTimeout: 60_000 });
/**
 * Attempt limits under parallel requests (issue "Production safety"): every try is counted before
 * the expensive or secret check, so a burst cannot run more checks than the limit allows, and a
 * right answer inside or after the burst is refused like a wrong one.
 */
describe.each(ENGINES)('attempt limits hold under parallel requests on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine, seed: true, poolSize: 20 });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const login = (account: string, password: string, extra: Record<string, string> = {}) =>
    server.call('POST', '/api/login', { body: { account, password, ...extra } });

  it('30 parallel wrong logins run at most three password checks; the right password in the burst and after it is refused', { timeout: 60_000 }, async () => {
    await registerUser(server, 'burst', 'burst-right-1');
    const before = hashGate.started;
    const wrongs = Array.from({ length: 29 }, (_, n) => login(n % 2 ? 'burst' : 'burst@example.com', `wrong-${n}`));
    // The right password joins the burst once three tries are counted: which request the database
    // counts first is its own business, and a right password among the first three would rightly
    // sign in. After three, the limit (not the order of arrival) must refuse it.
    await vi.waitFor(() => expect(hashGate.started - before).toBeGreaterThanOrEqual(3), { timeout: 30_000, interval: 5 });
    const burst = await Promise.all([...wrongs, login('burst', 'burst-right-1')]);
    // Three checks without a captcha, whichever identifier was typed: one account, one count.
    expect(hashGate.started - before).toBeLessThanOrEqual(3);
    expect(burst.at(-1)!.body.status).toBe(0);
    expect(burst.filter((answer) => answer.body.status === 1)).toHaveLength(0);
    for (const answer of burst) expect(['loginFailed', 'captchaWrong', 'tooManyRequests']).toContain(answer.body.data.reason);

    // Right after the burst the right password gets the refusal a wrong one gets, and costs no check.
    const checks = hashGate.started;
    const right = await login('burst', 'burst-right-1');
    const wrong = await login('burst', 'wrong-again');
    expect(hashGate.started).toBe(checks);
    expect(right.body.data.reason).toBe(wrong.body.data.reason);
    expect(right.body.msg).toBe(wrong.body.msg);
    expect(['captchaWrong', 'tooManyRequests']).toContain(right.body.data.reason);

    // A locked account refuses the right password with a solved captcha too, without a check.
    for (let n = 0; n < 12; n++) {
      const captchaId = `captcha-burst-${engine}-${n}`;
      await server.raw(`/api/login/captcha?captchaId=${captchaId}`);
      await login('burst', `wrong-${n}`, { captchaId, captcha: await solveCaptcha(server, captchaId) });
    }
    const captchaId = `captcha-burst-${engine}`;
    await server.raw(`/api/login/captcha?captchaId=${captchaId}`);
    const captcha = await solveCaptcha(server, captchaId);
    const lockedChecks = hashGate.started;
    const locked = await login('burst', 'burst-right-1', { captchaId, captcha });
    expect(hashGate.started).toBe(lockedChecks);
    expect(locked.body.data.reason).toBe('tooManyRequests');
    expect(locked.httpStatus).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);

    server.clock.advance(16 * 60_000);
    expect((await login('burst@example.com', 'burst-right-1')).body.status).toBe(1);
  });

  it('counts one account once, whichever identifier is typed', async () => {
    await registerUser(server, 'twonames', 'twonames-right');
    for (const account of ['twonames', 'TWONAMES@example.com', 'twonames']) {
      expect((await login(account, 'nope-nope')).body.data.reason).toBe('loginFailed');
    }
    // The fourth failure would be by email; the account already needs a captcha.
    expect((await login('twonames@example.com', 'twonames-right')).body.data.reason).toBe('captchaWrong');
  });

  it('one address cannot try passwords on many accounts past its own limit', async () => {
    const before = hashGate.started;
    const answers = [];
    for (let n = 0; n < ADDRESS_POLICY.limit + 5; n++) answers.push(await login(`nobody-${engine}-${n}`, 'guess-guess'));
    expect(answers.slice(-3).map((answer) => answer.body.data.reason)).toEqual(['tooManyRequests', 'tooManyRequests', 'tooManyRequests']);
    expect(hashGate.started - before).toBeLessThanOrEqual(ADDRESS_POLICY.limit);
    server.clock.advance(16 * 60_000);
  }, 60_000);

  it('30 parallel payment passwords compare at most five; the right one sent last does not pay', async () => {
    const buyer = await readyBuyer(server, `pinburst${engine}`);
    const productId = (await server.call('GET', '/api/product/list')).body.data.list[0].id;
    const created = await server.call('POST', '/api/order/create', {
      token: buyer.token,
      body: { source: { from: 'buyNow', productId, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() },
    });
    const orderIds = created.body.data.orderIds;
    const pay = (payPassword: string) =>
      server.call('POST', '/api/order/payBalance', { token: buyer.token, body: { orderIds, payPassword, idempotencyKey: newKey() } });
    const before = hashGate.started;
    const answers = await Promise.all([...Array.from({ length: 29 }, (_, n) => pay(String(200000 + n))), pay(buyer.payPassword)]);
    expect(hashGate.started - before).toBeLessThanOrEqual(5);
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(0);
    expect(answers.at(-1)!.body.data.reason).toBe('payPasswordLocked');
    // And after the burst: locked, the right PIN answered exactly like a wrong one.
    const right = await pay(buyer.payPassword);
    const wrong = await pay('999999');
    expect(right.body.data.reason).toBe('payPasswordLocked');
    expect(right.body.msg).toBe(wrong.body.msg);
    const detail = await server.call('GET', '/api/order/detail', { token: buyer.token, query: { id: orderIds[0] } });
    expect(detail.body.data.status).toBe(ORDER_STATUS.toPay);
  });

  it('right PINs sent together (an app paying several orders) never count against each other', async () => {
    const buyer = await readyBuyer(server, `pinmany${engine}`);
    const productId = (await server.call('GET', '/api/product/list')).body.data.list[0].id;
    const orders = [];
    for (let n = 0; n < 12; n++) {
      const created = await server.call('POST', '/api/order/create', {
        token: buyer.token,
        body: { source: { from: 'buyNow', productId, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() },
      });
      orders.push(created.body.data.orderIds[0]);
    }
    const answers = await Promise.all(
      orders.map((id) =>
        server.call('POST', '/api/order/payBalance', { token: buyer.token, body: { orderIds: [id], payPassword: buyer.payPassword, idempotencyKey: newKey() } }),
      ),
    );
    expect(answers.map((answer) => answer.body.status)).toEqual(orders.map(() => 1));
  });

  it('30 parallel verification codes compare at most five; the right code sent last is refused', async () => {
    const email = `codeburst-${engine}@example.com`;
    expect((await server.call('POST', '/api/login/sendMsgCode', { body: { channel: 'email', target: email, purpose: 'register' } })).body.status).toBe(1);
    const code = await lastCodeFor(server, email);
    const register = (guess: string, n: number) =>
      server.call('POST', '/api/register', {
        body: { username: `codeburst${engine}${n}`, email, code: guess, password: 'secret123', confirmPassword: 'secret123', agreement: true },
      });
    const wrongCodes = Array.from({ length: 29 }, (_, n) => String((Number(code) + n + 1) % 1_000_000).padStart(6, '0'));
    const answers = await Promise.all([...wrongCodes.map((guess, n) => register(guess, n)), register(code, 99)]);
    expect(answers.filter((answer) => answer.body.status === 1)).toHaveLength(0);
    expect(answers.at(-1)!.body.data.reason).toBe('codeExpired');
    const [row] = await server.ctx.db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
    expect(row!.failedAttempts).toBe(5);
    expect(row!.usedAt).toBeNull();
    expect((await register(code, 100)).body.data.reason).toBe('codeExpired');
    const [user] = await server.ctx.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeUndefined();
  });

  it('a captcha answered 30 times at once is spent by one of them', async () => {
    await registerUser(server, `capburst${engine}`, 'capburst-right');
    for (let n = 0; n < 3; n++) await login(`capburst${engine}`, `wrong-${n}`);
    const captchaId = `captcha-cap-${engine}`;
    await server.raw(`/api/login/captcha?captchaId=${captchaId}`);
    const captcha = await solveCaptcha(server, captchaId);
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, n) => login(`capburst${engine}`, n === 29 ? 'capburst-right' : `wrong-${n}`, { captchaId, captcha })),
    );
    // Only an attempt that got past the captcha reaches the password check.
    const checked = answers.filter((answer) => answer.body.status === 1 || answer.body.data.reason === 'loginFailed');
    expect(checked.length).toBeLessThanOrEqual(1);
    expect(answers.at(-1)!.body.status).toBe(0);
  });

  it('a full hashing queue refuses at once with 429 and a retry-after, and the refusal costs no attempt', async () => {
    await registerUser(server, `queue${engine}`, 'queue-right-1');
    hashGate.configure(1, 1);
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, n) => login(`nobody-queue-${engine}-${n}`, 'guess-guess')));
      const refused = answers.filter((answer) => answer.httpStatus === 429);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) {
        expect(answer.body.data.reason).toBe('tooManyRequests');
        expect(answer.body.msg).not.toContain('{{');
        expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
      }
    } finally {
      hashGate.configure(2, 16);
    }
    // The refused ones were never checked, so they did not count toward the captcha.
    expect((await login(`queue${engine}`, 'queue-right-1')).body.status).toBe(1);
    server.clock.advance(16 * 60_000);
  });
});
