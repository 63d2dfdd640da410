// @vitest-environment node
import { endpoints } from '@shop/api/contract';
import { LIMITS } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, ENGINES, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { registerUser } from '../../testing/users';

// scrypt at OWASP cost takes a few hundred ms per hash on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

describe('the server', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine: 'pglite' });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('has a route for every endpoint of the contract', () => {
    const served = new Set(server.app.routes.map((r) => `${r.method} ${r.path}`));
    const missing = Object.entries(endpoints)
      .filter(([, endpoint]) => !served.has(`${endpoint.method} ${endpoint.path}`))
      .map(([name, endpoint]) => `${name} (${endpoint.method} ${endpoint.path})`);
    expect(missing).toEqual([]);
  });
});

describe.each(ENGINES)('payment password on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const set = (token: string, body: object) => server.call('POST', '/api/wallet/setPayPwd', { token, body });
  const change = (token: string, body: object) => server.call('POST', '/api/wallet/changePayPwd', { token, body });
  const isSet = async (token: string) =>
    (await server.call('GET', '/api/account/getUserinfo', { token })).body.data.payPasswordSet as boolean;

  it('sets the first one only with the login password and two matching PINs', async () => {
    const { token } = await registerUser(server, 'pinsetter', 'secret123');

    const mismatch = await set(token, { loginPassword: 'secret123', payPassword: '123456', confirmPayPassword: '654321' });
    expect(mismatch.httpStatus).toBe(400);
    expect(mismatch.body.data.fields).toEqual({ confirmPayPassword: 'messages.passwordMismatch' });

    const wrongLogin = await set(token, { loginPassword: 'not-mine1', payPassword: '123456', confirmPayPassword: '123456' });
    expect(wrongLogin.body).toMatchObject({ status: 0, data: { reason: 'loginFailed', fields: { loginPassword: 'errors.loginFailed' } } });

    const notPin = await set(token, { loginPassword: 'secret123', payPassword: '12a456', confirmPayPassword: '12a456' });
    expect(notPin.httpStatus).toBe(400);
    expect(await isSet(token)).toBe(false);

    const ok = await set(token, { loginPassword: 'secret123', payPassword: '123456', confirmPayPassword: '123456' });
    expect(ok.body.status).toBe(1);
    expect(await isSet(token)).toBe(true);

    // A set password is changed with the old one, never overwritten with the login password.
    const again = await set(token, { loginPassword: 'secret123', payPassword: '000000', confirmPayPassword: '000000' });
    expect(again.body).toMatchObject({ status: 0, data: { reason: 'alreadyExists' } });
  });

  it('changes it with the old one, counting wrong old ones towards the lock', async () => {
    const { token } = await registerUser(server, 'pinchanger', 'secret123');
    expect((await set(token, { loginPassword: 'secret123', payPassword: '111111', confirmPayPassword: '111111' })).body.status).toBe(1);

    const wrongOld = await change(token, { oldPayPassword: '999999', payPassword: '222222', confirmPayPassword: '222222' });
    expect(wrongOld.body).toMatchObject({ status: 0, data: { reason: 'payPasswordWrong', params: { attemptsLeft: LIMITS.payPasswordAttempts - 1 } } });

    const ok = await change(token, { oldPayPassword: '111111', payPassword: '222222', confirmPayPassword: '222222' });
    expect(ok.body.status).toBe(1);
    // The old PIN no longer works; the new one does.
    expect((await change(token, { oldPayPassword: '111111', payPassword: '333333', confirmPayPassword: '333333' })).body.data.reason).toBe(
      'payPasswordWrong',
    );
    expect((await change(token, { oldPayPassword: '222222', payPassword: '333333', confirmPayPassword: '333333' })).body.status).toBe(1);

    for (let i = 1; i < LIMITS.payPasswordAttempts; i++) {
      await change(token, { oldPayPassword: '000000', payPassword: '444444', confirmPayPassword: '444444' });
    }
    const locked = await change(token, { oldPayPassword: '000000', payPassword: '444444', confirmPayPassword: '444444' });
    expect(locked.body.data.reason).toBe('payPasswordLocked');
    const evenRight = await change(token, { oldPayPassword: '333333', payPassword: '444444', confirmPayPassword: '444444' });
    expect(evenRight.body.data.reason).toBe('payPasswordLocked');
  });
});
