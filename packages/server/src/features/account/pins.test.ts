// @vitest-environment node
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { configFromEnv, DEVELOPMENT_SECRETS, productionProblems } from '../../config';
import { users } from '../../db/schema';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { newKey, readyBuyer } from '../../testing/shoppers';
import { hashGate } from './hashing';
import { hashSecret } from './passwords';
import { hashPin, isKeyedPinHash, pinKeysFrom, verifyPin } from './pins';

// One or two scrypt hashes (the legacy form) on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

const KEY = 'k'.repeat(40);
const OLD_KEY = 'o'.repeat(40);

describe('payment password storage', () => {
  it('stores a PIN under the key, salted, and checks it without scrypt', async () => {
    const keys = pinKeysFrom([KEY]);
    const stored = await hashPin('246810', keys);
    expect(stored).toMatch(/^hmac-sha256\$[0-9a-f]{12}\$[\w-]{22}\$[\w-]{43}$/);
    expect(stored).not.toContain('246810');
    expect(await hashPin('246810', keys)).not.toBe(stored);
    const started = hashGate.started;
    expect(await verifyPin('246810', stored, keys)).toEqual({ right: true, upgraded: undefined });
    expect(await verifyPin('246811', stored, keys)).toEqual({ right: false, upgraded: undefined });
    expect(hashGate.started).toBe(started);
    // Without the key a stored PIN checks nothing: the database alone allows no guessing.
    expect((await verifyPin('246810', stored, pinKeysFrom([OLD_KEY]))).right).toBe(false);
  });

  it('moves a right PIN to the current key from an old key or from scrypt, never a wrong one', async () => {
    const underOld = await hashPin('135790', pinKeysFrom([OLD_KEY]));
    const rotated = pinKeysFrom([KEY, OLD_KEY]);
    const check = await verifyPin('135790', underOld, rotated);
    expect(check.right).toBe(true);
    expect(check.upgraded).toMatch(/^hmac-sha256\$/);
    expect((await verifyPin('135790', check.upgraded!, pinKeysFrom([KEY]))).right).toBe(true);
    expect(await verifyPin('000000', underOld, rotated)).toEqual({ right: false, upgraded: undefined });

    const legacy = await hashSecret('135790');
    const fromScrypt = await verifyPin('135790', legacy, rotated);
    expect(fromScrypt.right).toBe(true);
    expect(isKeyedPinHash(fromScrypt.upgraded!)).toBe(true);
    // With no key configured, new PINs fall back to scrypt and nothing is upgraded.
    const none = pinKeysFrom([]);
    expect(await hashPin('135790', none)).toMatch(/^scrypt\$/);
    expect(await verifyPin('135790', legacy, none)).toEqual({ right: true, upgraded: undefined });
  });

  it('takes its keys from PAY_PIN_KEY and refuses weak ones in production', () => {
    const production = { NODE_ENV: 'production', MESSAGE_WEBHOOK_URL: 'https://gateway.example/messages' };
    expect(configFromEnv({ NODE_ENV: 'development' }).payPinKeys).toEqual([DEVELOPMENT_SECRETS.PAY_PIN_KEY]);
    expect(configFromEnv(production).payPinKeys).toEqual([]);
    const rotated = configFromEnv({ ...production, PAY_PIN_KEY: KEY, PAY_PIN_KEY_PREVIOUS: `${OLD_KEY}, ${KEY}` });
    expect(rotated.payPinKeys).toEqual([KEY, OLD_KEY]);
    expect(productionProblems(rotated)).toEqual([]);
    expect(productionProblems(configFromEnv({ ...production, PAY_PIN_KEY: 'short' }))).toEqual([
      'PAY_PIN_KEY and PAY_PIN_KEY_PREVIOUS keys must be at least 32 characters',
    ]);
    expect(productionProblems(configFromEnv({ ...production, PAY_PIN_KEY: DEVELOPMENT_SECRETS.PAY_PIN_KEY }))).toEqual([
      'PAY_PIN_KEY (or a previous one) is the published development key',
    ]);
    expect(() => configFromEnv({ ...production, PAY_PIN_KEY_PREVIOUS: OLD_KEY })).toThrow(/PAY_PIN_KEY_PREVIOUS needs PAY_PIN_KEY/);
  });
});

describe('paying with a PIN stored before keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine: 'pglite', config: { payPinKeys: [KEY] } });
  }, SETUP_TIMEOUT);
  afterAll(() => server?.close());

  const storedPin = async (userId: number) =>
    (await server.ctx.db.select({ hash: users.payPasswordHash }).from(users).where(eq(users.id, userId)))[0]!.hash!;

  it('rewrites it under the key on the first right PIN; wrong ones leave it and count', async () => {
    // readyBuyer stores the PIN with scrypt, as every PIN set before this change was stored.
    const buyer = await readyBuyer(server, 'legacy_pin', 1_000_00, '975310');
    expect(await storedPin(buyer.userId)).toMatch(/^scrypt\$/);
    const wrong = await server.call('POST', '/api/order/payBalance', {
      token: buyer.token,
      body: { orderIds: [1], payPassword: '000000', idempotencyKey: newKey() },
    });
    expect(wrong.body.data.reason).toBe('payPasswordWrong');
    expect(await storedPin(buyer.userId)).toMatch(/^scrypt\$/);

    // Changing the PIN checks the old one (the scrypt hash) and stores the new one under the key.
    const change = await server.call('POST', '/api/wallet/changePayPwd', {
      token: buyer.token,
      body: { oldPayPassword: '975310', payPassword: '864200', confirmPayPassword: '864200' },
    });
    expect(change.body.status).toBe(1);
    const keyed = await storedPin(buyer.userId);
    expect(keyed).toMatch(/^hmac-sha256\$/);
    expect((await verifyPin('864200', keyed, pinKeysFrom([KEY]))).right).toBe(true);
  });

  it('upgrades a right scrypt PIN in place when it pays', async () => {
    const buyer = await readyBuyer(server, 'upgrader', 1_000_00, '112358');
    const [user] = await server.ctx.db.select({ failures: users.payPasswordFailures }).from(users).where(eq(users.id, buyer.userId));
    expect(user!.failures).toBe(0);
    // A payment of nothing payable still checks the PIN first; its answer does not matter here.
    await server.call('POST', '/api/order/payBalance', {
      token: buyer.token,
      body: { orderIds: [999_999], payPassword: '112358', idempotencyKey: newKey() },
    });
    const stored = await storedPin(buyer.userId);
    expect(stored).toMatch(/^hmac-sha256\$/);
    const started = hashGate.started;
    await server.call('POST', '/api/order/payBalance', {
      token: buyer.token,
      body: { orderIds: [999_999], payPassword: '112358', idempotencyKey: newKey() },
    });
    expect(hashGate.started).toBe(started);
  });
});
