// @vitest-environment node
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, ENGINES, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { lastCodeFor, registerUser, solveCaptcha } from '../../testing/users';

// scrypt at OWASP cost takes a few hundred ms per hash on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

describe.each(ENGINES)('accounts on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('registers with an emailed code, then answers getUserinfo for the token', async () => {
    const { token, userId } = await registerUser(server, 'alice');
    const info = await server.call('GET', '/api/account/getUserinfo', { token });
    expect(info.body).toMatchObject({ status: 1, data: { id: userId, username: 'alice', roles: ['buyer'], balance: 0 } });
    expect(info.body.data.payPasswordSet).toBe(false);
  });

  it('refuses getUserinfo without a session with code 403 (the relogin signal)', async () => {
    const result = await server.call('GET', '/api/account/getUserinfo');
    expect(result.httpStatus).toBe(403);
    expect(result.body).toMatchObject({ status: 0, code: 403, data: { reason: 'sessionExpired' } });
    const forged = await server.call('GET', '/api/account/getUserinfo', { token: 'x'.repeat(43) });
    expect(forged.body.code).toBe(403);
  });

  it('stores only a hash of the token', async () => {
    const { token } = await registerUser(server, 'hashcheck');
    const rows = await server.ctx.db.query.sessions.findMany();
    expect(rows.some((row) => row.tokenHash === token)).toBe(false);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('refuses a bad register request with field keys and never a 500', async () => {
    const cases: unknown[] = [
      {},
      { username: 'bob', email: 'not-an-email', code: '123456', password: 'secret123', confirmPassword: 'secret123', agreement: true },
      { username: 'bob', email: 'bob@example.com', code: '123456', password: '123', confirmPassword: '123', agreement: true },
      { username: 'bob', email: 'bob@example.com', code: '123456', password: 'secret123', confirmPassword: 'secret123', agreement: false },
      'not json at all',
    ];
    for (const body of cases) {
      const result = await server.call('POST', '/api/register', { body });
      expect(result.httpStatus).toBe(400);
      expect(result.body.status).toBe(0);
      expect(result.body.msg.length).toBeGreaterThan(0);
    }
    const mismatch = await server.call('POST', '/api/register', {
      body: { username: 'bob', email: 'bob@example.com', code: '123456', password: 'secret123', confirmPassword: 'secret124', agreement: true },
    });
    expect(mismatch.body.data.fields).toEqual({ confirmPassword: 'messages.passwordMismatch' });
  });

  it('refuses a taken username and a wrong code', async () => {
    await registerUser(server, 'carol');
    const sent = await server.call('POST', '/api/login/sendMsgCode', {
      body: { channel: 'email', target: 'carol2@example.com', purpose: 'register' },
    });
    expect(sent.body.data).toEqual({ resendAfterSeconds: 60, expiresInSeconds: 600 });
    const base = { email: 'carol2@example.com', password: 'secret123', confirmPassword: 'secret123', agreement: true };
    const taken = await server.call('POST', '/api/register', { body: { ...base, username: 'Carol', code: '000000' } });
    expect(taken.body.data.reason).toBe('usernameTaken');
    const code = await lastCodeFor(server, 'carol2@example.com');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const wrongCode = await server.call('POST', '/api/register', { body: { ...base, username: 'carol2', code: wrong } });
    expect(wrongCode.body.data.reason).toBe('codeWrong');
    const ok = await server.call('POST', '/api/register', { body: { ...base, username: 'carol2', code } });
    expect(ok.body.status).toBe(1);
  });

  it('enforces the 60 s resend, the 10 minute validity and single use', async () => {
    const target = 'dave@example.com';
    const send = () => server.call('POST', '/api/login/sendMsgCode', { body: { channel: 'email', target, purpose: 'register' } });
    expect((await send()).body.status).toBe(1);
    const again = await send();
    expect(again.httpStatus).toBe(429);
    expect(again.body.data).toMatchObject({ reason: 'tooManyRequests', params: { seconds: 60 } });
    server.clock.advance(61_000);
    expect((await send()).body.status).toBe(1);
    const code = await lastCodeFor(server, target);
    server.clock.advance(10 * 60_000 + 1000);
    const body = { username: 'dave', email: target, code, password: 'secret123', confirmPassword: 'secret123', agreement: true };
    expect((await server.call('POST', '/api/register', { body })).body.data.reason).toBe('codeExpired');

    await send();
    const fresh = await lastCodeFor(server, target);
    expect((await server.call('POST', '/api/register', { body: { ...body, code: fresh } })).body.status).toBe(1);
    // The same code cannot be spent twice (a reset with it is refused as expired/used).
    const reuse = await server.call('POST', '/api/login/resetPwd', {
      body: { channel: 'email', target, code: fresh, password: 'another123', confirmPassword: 'another123' },
    });
    expect(reuse.body.status).toBe(0);
  });

  it('logs in by username or email, and logout revokes the token', async () => {
    await registerUser(server, 'erin', 'erinpass1');
    for (const account of ['erin', 'ERIN@example.com']) {
      const result = await server.call('POST', '/api/login', { body: { account, password: 'erinpass1' } });
      expect(result.body.status).toBe(1);
      expect(result.body.data.userInfo.username).toBe('erin');
    }
    const { body } = await server.call('POST', '/api/login', { body: { account: 'erin', password: 'erinpass1' } });
    const token = body.data.token as string;
    expect((await server.call('GET', '/api/logout', { token })).body.status).toBe(1);
    expect((await server.call('GET', '/api/account/getUserinfo', { token })).body.code).toBe(403);
  });

  it('asks for a captcha after 3 failures and locks after 10', async () => {
    await registerUser(server, 'frank', 'frankpass1');
    const attempt = (password: string, extra: Record<string, string> = {}) =>
      server.call('POST', '/api/login', { body: { account: 'frank', password, ...extra } });
    for (let i = 0; i < 3; i++) expect((await attempt('wrongpass')).body.data.reason).toBe('loginFailed');
    // The right password is not enough now: a captcha is required.
    expect((await attempt('frankpass1')).body.data.reason).toBe('captchaWrong');

    const captchaId = 'captcha-frank-1';
    const image = await server.raw(`/api/login/captcha?captchaId=${captchaId}`);
    expect(image.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect(meta.format).toBe('png');
    const answer = await solveCaptcha(server, captchaId);
    expect((await attempt('frankpass1', { captchaId, captcha: answer === '0000' ? '1111' : '0000' })).body.data.reason).toBe(
      'captchaWrong',
    );
    // Spent by the wrong try: the right answer no longer works for that image.
    expect((await attempt('frankpass1', { captchaId, captcha: answer })).body.data.reason).toBe('captchaWrong');
    await server.raw(`/api/login/captcha?captchaId=${captchaId}`);
    const ok = await attempt('frankpass1', { captchaId, captcha: await solveCaptcha(server, captchaId) });
    expect(ok.body.status).toBe(1);

    for (let i = 0; i < 3; i++) await attempt('wrongpass');
    for (let i = 3; i < 10; i++) {
      await server.raw(`/api/login/captcha?captchaId=${captchaId}`);
      await attempt('wrongpass', { captchaId, captcha: await solveCaptcha(server, captchaId) });
    }
    const locked = await attempt('frankpass1');
    expect(locked.httpStatus).toBe(429);
    server.clock.advance(16 * 60_000);
    expect((await attempt('frankpass1')).body.status).toBe(1);
  });

  it('resets the password with a code and revokes every session', async () => {
    const { token, email } = await registerUser(server, 'grace', 'gracepass1');
    server.clock.advance(61_000);
    await server.call('POST', '/api/login/sendMsgCode', { body: { channel: 'email', target: email, purpose: 'resetPwd' } });
    const code = await lastCodeFor(server, email);
    const reset = await server.call('POST', '/api/login/resetPwd', {
      body: { channel: 'email', target: email, code, password: 'newpass123', confirmPassword: 'newpass123' },
    });
    expect(reset.body.status).toBe(1);
    expect((await server.call('GET', '/api/account/getUserinfo', { token })).body.code).toBe(403);
    expect((await server.call('POST', '/api/login', { body: { account: 'grace', password: 'gracepass1' } })).body.status).toBe(0);
    expect((await server.call('POST', '/api/login', { body: { account: 'grace', password: 'newpass123' } })).body.status).toBe(1);
  });

  it('does not reveal whether an account exists when asked for a reset code', async () => {
    const result = await server.call('POST', '/api/login/sendMsgCode', {
      body: { channel: 'email', target: 'nobody@example.com', purpose: 'resetPwd' },
    });
    expect(result.body.status).toBe(1);
    await expect(lastCodeFor(server, 'nobody@example.com')).rejects.toThrow();
  });

  it('changing the login password keeps this session and revokes the others', async () => {
    const { token } = await registerUser(server, 'heidi', 'heidipass1');
    const other = (await server.call('POST', '/api/login', { body: { account: 'heidi', password: 'heidipass1' } })).body.data
      .token as string;
    const wrongOld = await server.call('POST', '/api/account/changePwd', {
      token,
      body: { oldPassword: 'nope', password: 'heidipass2', confirmPassword: 'heidipass2' },
    });
    expect(wrongOld.body.status).toBe(0);
    const changed = await server.call('POST', '/api/account/changePwd', {
      token,
      body: { oldPassword: 'heidipass1', password: 'heidipass2', confirmPassword: 'heidipass2' },
    });
    expect(changed.body.status).toBe(1);
    expect((await server.call('GET', '/api/account/getUserinfo', { token })).body.status).toBe(1);
    expect((await server.call('GET', '/api/account/getUserinfo', { token: other })).body.code).toBe(403);
  });
});
