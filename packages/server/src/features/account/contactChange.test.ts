// @vitest-environment node
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxMessages, users } from '../../db/schema';
import { CHANGE_CODES_PER_HOUR, PROOF_POLICY } from './service';
import { createTestServer, ENGINES, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { lastCodeFor, registerUser } from '../../testing/users';

// scrypt at OWASP cost takes a few hundred ms per hash on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

/**
 * Issue "Trust", findings 2 and 8: changing the email or phone needs the login password and a
 * code sent to the new address (a session alone is not enough), and neither sign-up nor the
 * change tells whether an address already has an account.
 */
describe.each(ENGINES)('changing the email or phone, and account enumeration, on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  /** Everything sent to an address, newest first. */
  const messagesTo = (recipient: string) =>
    server.ctx.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, recipient))
      .orderBy(desc(outboxMessages.id));
  const emailOf = async (id: number) => (await server.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;
  const sendChangeCode = (token: string, body: object) => server.call('POST', '/api/account/sendChangeCode', { token, body });
  const changeContact = (token: string, body: object) => server.call('POST', '/api/account/changeContact', { token, body });
  const signIn = async (account: string, password: string) =>
    (await server.call('POST', '/api/login', { body: { account, password } })).body.data.token as string;
  /** A six-digit code that is surely not `code`. */
  const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('a session alone cannot change the email or phone: updateInfo refuses them and changes nothing', async () => {
    const { token, userId, email } = await registerUser(server, 'sessiononly');
    for (const body of [{ email: 'thief@example.com' }, { phone: '+66812345678' }, { nickname: 'Mia', email: 'thief@example.com' }]) {
      const answer = await server.call('POST', '/api/account/updateInfo', { token, body });
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.data.reason).toBe('validation');
    }
    expect(await emailOf(userId)).toBe(email);
    const info = await server.call('GET', '/api/account/getUserinfo', { token });
    expect(info.body.data).toMatchObject({ email, phone: null, nickname: 'sessiononly' });
    // The nickname alone still changes.
    expect((await server.call('POST', '/api/account/updateInfo', { token, body: { nickname: 'Mia' } })).body.data.nickname).toBe('Mia');
  });

  it('refuses a wrong password, and the code survives it', async () => {
    const { token, userId, email } = await registerUser(server, 'wrongpass', 'wrongpass-right');
    const target = 'wrongpass.new@example.com';
    expect((await sendChangeCode(token, { channel: 'email', target })).body.status).toBe(1);
    const code = await lastCodeFor(server, target);
    const wrong = await changeContact(token, { channel: 'email', target, code, password: 'not-my-password' });
    expect(wrong.httpStatus).toBe(422);
    expect(wrong.body.data).toMatchObject({ reason: 'loginFailed', fields: { password: 'errors.loginFailed' } });
    expect(await emailOf(userId)).toBe(email);
    // The wrong password was refused before the code was tried: it still works.
    const right = await changeContact(token, { channel: 'email', target, code, password: 'wrongpass-right' });
    expect(right.body.status).toBe(1);
    expect(right.body.data.email).toBe(target);
  });

  it('changes the email with the password and a code to the new address: the old address is told, other sessions end, this one stays', async () => {
    const { token, userId, email } = await registerUser(server, 'mover', 'mover-pass1');
    const other = await signIn('mover', 'mover-pass1');
    const target = 'Mover.New@Example.com';
    const sent = await sendChangeCode(token, { channel: 'email', target });
    expect(sent.body).toMatchObject({ status: 1, data: { resendAfterSeconds: 60, expiresInSeconds: 600 } });
    const code = await lastCodeFor(server, 'mover.new@example.com');

    const changed = await changeContact(token, { channel: 'email', target, code, password: 'mover-pass1' });
    expect(changed.body.status).toBe(1);
    expect(changed.body.data).toMatchObject({ id: userId, email: 'mover.new@example.com' });
    expect(await emailOf(userId)).toBe('mover.new@example.com');

    // The old address got a notice (with the new one masked), and no code.
    const [notice] = await messagesTo(email);
    expect(notice!.body).toContain('m***@example.com');
    expect(notice!.body).not.toMatch(/\d{6}/);
    expect(notice!.body).not.toContain('mover.new@example.com');

    expect((await server.call('GET', '/api/account/getUserinfo', { token: other })).body.code).toBe(403);
    expect((await server.call('GET', '/api/account/getUserinfo', { token })).body.data.email).toBe('mover.new@example.com');
    expect(await signIn('mover.new@example.com', 'mover-pass1')).toBeTruthy();

    // The code is spent.
    const again = await changeContact(token, { channel: 'email', target, code, password: 'mover-pass1' });
    expect(again.body.data.reason).toBe('codeExpired');
  });

  it('adds a phone number with a code by SMS; the email on file is told', async () => {
    const { token, email } = await registerUser(server, 'phoner', 'phoner-pass1');
    const phone = '+66812340001';
    expect((await sendChangeCode(token, { channel: 'sms', target: phone })).body.status).toBe(1);
    const [sms] = await messagesTo(phone);
    expect(sms!.channel).toBe('sms');
    const code = sms!.body.match(/\b(\d{6})\b/)![1]!;
    const changed = await changeContact(token, { channel: 'sms', target: phone, code, password: 'phoner-pass1' });
    expect(changed.body.data.phone).toBe(phone);
    const [notice] = await messagesTo(email);
    expect(notice!.body).toContain('phone number');
    expect(notice!.body).toContain('+6681');
    expect(notice!.body).not.toContain(phone);
  });

  it('a code works only for the address and the account it was sent for', async () => {
    const alice = await registerUser(server, 'codeowner', 'codeowner-pass');
    const mallory = await registerUser(server, 'codethief', 'codethief-pass');
    const target = 'codeowner.new@example.com';
    await sendChangeCode(alice.token, { channel: 'email', target });
    const code = await lastCodeFor(server, target);

    // Another address with the same code: nothing was sent there.
    const elsewhere = await changeContact(alice.token, { channel: 'email', target: 'elsewhere@example.com', code, password: 'codeowner-pass' });
    expect(elsewhere.body.status).toBe(0);
    expect(['codeExpired', 'codeWrong']).toContain(elsewhere.body.data.reason);
    // Another account with the same address and code.
    const stolen = await changeContact(mallory.token, { channel: 'email', target, code, password: 'codethief-pass' });
    expect(stolen.body.status).toBe(0);
    expect(['codeExpired', 'codeWrong']).toContain(stolen.body.data.reason);
    expect(await emailOf(mallory.userId)).toBe(mallory.email);
    // A wrong code for the right address.
    const wrong = await changeContact(alice.token, { channel: 'email', target, code: otherThan(code), password: 'codeowner-pass' });
    expect(wrong.body.data.reason).toBe('codeWrong');

    expect((await changeContact(alice.token, { channel: 'email', target, code, password: 'codeowner-pass' })).body.status).toBe(1);
  });

  it("an address of another account gets the same answer, a notice instead of a code, and the change fails as a wrong code", async () => {
    const owner = await registerUser(server, 'addrowner');
    const asker = await registerUser(server, 'addrasker', 'addrasker-pass');
    server.clock.advance(61_000);
    const taken = await sendChangeCode(asker.token, { channel: 'email', target: owner.email });
    const free = await sendChangeCode(asker.token, { channel: 'email', target: 'addrasker.free@example.com' });
    expect(taken.httpStatus).toBe(free.httpStatus);
    expect(taken.body).toEqual(free.body);

    // The owner's address got a notice, never a code.
    await expect(lastCodeFor(server, owner.email)).rejects.toThrow();
    const [notice] = await messagesTo(owner.email);
    expect(notice!.body).toContain('another account');
    await lastCodeFor(server, 'addrasker.free@example.com');

    // Whatever code is typed, the change fails as a wrong code; the address stays with its owner.
    for (const code of ['000000', '123456']) {
      const answer = await changeContact(asker.token, { channel: 'email', target: owner.email, code, password: 'addrasker-pass' });
      expect(answer.body.data).toMatchObject({ reason: 'codeWrong', fields: { code: 'errors.codeWrong' } });
    }
    expect(await emailOf(owner.userId)).toBe(owner.email);
    expect(await emailOf(asker.userId)).toBe(asker.email);

    // Limited like sendMsgCode, taken or not.
    const tooSoon = await sendChangeCode(asker.token, { channel: 'email', target: owner.email });
    expect(tooSoon.httpStatus).toBe(429);
    expect((await sendChangeCode(asker.token, { channel: 'email', target: 'addrasker.free@example.com' })).httpStatus).toBe(429);
  });

  it('sends an account a few change codes an hour, whichever the addresses', async () => {
    const { token } = await registerUser(server, 'manycodes');
    // A burst at once, each to its own address: the count is one atomic upsert, so exactly the
    // limit gets through however the requests interleave.
    const burst = await Promise.all(
      Array.from({ length: CHANGE_CODES_PER_HOUR.limit + 3 }, (_, n) =>
        sendChangeCode(token, { channel: 'email', target: `manycodes${n}@example.com` }),
      ),
    );
    expect(burst.filter((r) => r.body.status === 1)).toHaveLength(CHANGE_CODES_PER_HOUR.limit);
    expect(burst.filter((r) => r.httpStatus === 429)).toHaveLength(3);
    const over = await sendChangeCode(token, { channel: 'email', target: 'manycodes.more@example.com' });
    expect(over.httpStatus).toBe(429);
    expect(over.body.data.reason).toBe('tooManyRequests');
    expect(await messagesTo('manycodes.more@example.com')).toEqual([]);
    server.clock.advance(CHANGE_CODES_PER_HOUR.windowSeconds * 1000);
    expect((await sendChangeCode(token, { channel: 'email', target: 'manycodes.more@example.com' })).body.status).toBe(1);
  });

  it('refuses a bad or unchanged address before sending anything', async () => {
    const { token, email } = await registerUser(server, 'badaddr');
    const same = await sendChangeCode(token, { channel: 'email', target: email.toUpperCase() });
    expect(same.body.data).toMatchObject({ reason: 'validation', fields: { target: 'validation.contactUnchanged' } });
    const notEmail = await sendChangeCode(token, { channel: 'email', target: 'not-an-email' });
    expect(notEmail.body.data.fields).toEqual({ target: 'validation.emailInvalid' });
    const notPhone = await sendChangeCode(token, { channel: 'sms', target: '0812345678' });
    expect(notPhone.body.data.fields).toEqual({ target: 'validation.phoneInvalid' });
    expect((await sendChangeCode('', { channel: 'email', target: 'x@example.com' })).body.code).toBe(403);
  });

  it('counts wrong passwords typed while signed in towards one limit (changing the contact, the password, setting the PIN)', async () => {
    const { token } = await registerUser(server, 'guesser', 'guesser-right');
    const target = 'guesser.new@example.com';
    await sendChangeCode(token, { channel: 'email', target });
    const code = await lastCodeFor(server, target);
    const tries = [
      () => changeContact(token, { channel: 'email', target, code, password: 'guess-1' }),
      () => server.call('POST', '/api/account/changePwd', { token, body: { oldPassword: 'guess-2', password: 'newpass123', confirmPassword: 'newpass123' } }),
      () => server.call('POST', '/api/wallet/setPayPwd', { token, body: { loginPassword: 'guess-3', payPassword: '123456', confirmPayPassword: '123456' } }),
    ];
    for (let n = 0; n < PROOF_POLICY.limit; n++) expect((await tries[n % tries.length]!()).body.data.reason).toBe('loginFailed');
    // Past the limit even the right password is refused, without telling it apart.
    const locked = await changeContact(token, { channel: 'email', target, code, password: 'guesser-right' });
    expect(locked.httpStatus).toBe(429);
    expect(locked.body.data.reason).toBe('tooManyRequests');
    server.clock.advance(PROOF_POLICY.lockSeconds * 1000 + 1000);
    await sendChangeCode(token, { channel: 'email', target });
    const fresh = await lastCodeFor(server, target);
    expect((await changeContact(token, { channel: 'email', target, code: fresh, password: 'guesser-right' })).body.status).toBe(1);
  });

  it('sign-up answers alike for a known and an unknown address; only the unknown one gets a code', async () => {
    const known = await registerUser(server, 'knownaddr');
    server.clock.advance(61_000);
    const unknownEmail = 'unknownaddr@example.com';
    const ask = (target: string) => server.call('POST', '/api/login/sendMsgCode', { body: { channel: 'email', target, purpose: 'register' } });
    const forKnown = await ask(known.email);
    const forUnknown = await ask(unknownEmail);
    expect(forKnown.httpStatus).toBe(forUnknown.httpStatus);
    expect(forKnown.body).toEqual(forUnknown.body);
    expect(forKnown.body.status).toBe(1);

    await expect(lastCodeFor(server, known.email)).rejects.toThrow();
    const [notice] = await messagesTo(known.email);
    expect(notice!.body).toMatch(/already has one.*sign in.*reset your password/s);
    const code = await lastCodeFor(server, unknownEmail);

    // The same 60 s limit for both.
    const [againKnown, againUnknown] = [await ask(known.email), await ask(unknownEmail)];
    expect(againKnown.httpStatus).toBe(429);
    expect(againKnown.body).toEqual(againUnknown.body);

    // Registering the known address fails as a wrong code, whatever the code, exactly as a wrong
    // code does for the unknown one, try for try (five, then the code is spent).
    const register = (email: string, guess: string, username: string) =>
      server.call('POST', '/api/register', {
        body: { username, email, code: guess, password: 'secret123', confirmPassword: 'secret123', agreement: true },
      });
    const wrong = otherThan(code);
    for (let n = 0; n < 6; n++) {
      const a = await register(known.email, n === 0 ? code : wrong, `knownaddr${n}`);
      const b = await register(unknownEmail, wrong, `unknownaddr${n}`);
      expect(a.httpStatus).toBe(b.httpStatus);
      expect(a.body).toEqual(b.body);
      expect(a.body.data.reason).toBe(n < 5 ? 'codeWrong' : 'codeExpired');
    }
    const [user] = await server.ctx.db.select().from(users).where(eq(users.username, 'knownaddr0'));
    expect(user).toBeUndefined();
  });

  it('a password reset answers alike for a known and an unknown address, try for try', async () => {
    const known = await registerUser(server, 'resetknown');
    server.clock.advance(61_000);
    const unknownEmail = 'resetunknown@example.com';
    const ask = (target: string) => server.call('POST', '/api/login/sendMsgCode', { body: { channel: 'email', target, purpose: 'resetPwd' } });
    expect((await ask(known.email)).body).toEqual((await ask(unknownEmail)).body);
    const code = await lastCodeFor(server, known.email);
    await expect(lastCodeFor(server, unknownEmail)).rejects.toThrow();
    // One message to each, through the same gateway: a slow or failing gateway shows alike.
    const [notice] = await messagesTo(unknownEmail);
    expect(notice!.body).toMatch(/no account has it/);
    const reset = (target: string) =>
      server.call('POST', '/api/login/resetPwd', {
        body: { channel: 'email', target, code: otherThan(code), password: 'newpass123', confirmPassword: 'newpass123' },
      });
    for (let n = 0; n < 6; n++) {
      const [a, b] = [await reset(known.email), await reset(unknownEmail)];
      expect(a.body).toEqual(b.body);
      expect(a.body.data.reason).toBe(n < 5 ? 'codeWrong' : 'codeExpired');
    }
  });
});
