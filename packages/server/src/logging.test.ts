// @vitest-environment node
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { products } from './db/schema';
import { createLogger, requestIdFrom, scrubText } from './logging';
import { makeCategory, makeMerchant } from './features/merchant/testing';
import { createTestServer, signedHeaders, SETUP_TIMEOUT, type TestServer } from './testing/harness';
import { newKey, readyBuyer } from './testing/shoppers';
import { lastCodeFor } from './testing/users';

// A dozen scrypt hashes (sign-ups, logins, PINs) on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

/** A logger exactly as production builds it (JSON, redaction on), writing into memory. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  // pino writes objects with `write(string)`; a Writable is one.
  const log = createLogger({ format: 'json', destination: destination as unknown as NodeJS.WritableStream & { write(s: string): boolean } });
  return { log, lines, text: () => lines.join('\n') };
}

describe('structured logs', () => {
  let server: TestServer;
  const captured = capturedLogger();
  /** Every secret the storm below used or was given; none may appear in the log. */
  const secrets = new Set<string>();

  beforeAll(async () => {
    server = await createTestServer({ log: captured.log });
  }, SETUP_TIMEOUT);
  afterAll(() => server?.close());

  const upload = async (token: string, purpose: string) => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3a6' } }).png().toBuffer();
    const form = new FormData();
    form.set('file', new File([new Uint8Array(png)], 'id.png', { type: 'image/png' }));
    form.set('purpose', purpose);
    const headers = await signedHeaders(server.ctx.config, { token, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
    const response = await server.raw('/api/upload/image', { method: 'POST', headers, body: form });
    const body = (await response.json()) as { data: { id: string; url: string } };
    return body.data;
  };

  it('writes one JSON line per request and never a token, password, PIN, code or identity-photo URL', async () => {
    // Sign-up (a code sent and used), sign-ins right and wrong.
    const password = 'Storm-pass-4711x';
    const wrongPassword = 'Wrong-guess-9931q';
    const payPassword = '864209';
    const wrongPin = '319775';
    secrets.add(password).add(wrongPassword).add(payPassword).add(wrongPin);

    const buyer = await readyBuyer(server, 'stormy', 1_000_000, payPassword);
    secrets.add(buyer.token);
    secrets.add(await lastCodeFor(server, 'stormy@example.com'));
    for (let i = 0; i < 2; i++) {
      const wrong = await server.call('POST', '/api/login', { body: { account: 'stormy', password: wrongPassword } });
      expect(wrong.body.data.reason).toBe('loginFailed');
    }
    // readyBuyer registered with the harness default password; set ours through a reset (a second code).
    const sent = await server.call('POST', '/api/login/sendMsgCode', {
      body: { channel: 'email', target: 'stormy@example.com', purpose: 'resetPwd' },
    });
    expect(sent.body.status).toBe(1);
    const resetCode = await lastCodeFor(server, 'stormy@example.com');
    secrets.add(resetCode);
    const reset = await server.call('POST', '/api/login/resetPwd', {
      body: { channel: 'email', target: 'stormy@example.com', code: resetCode, password, confirmPassword: password },
    });
    expect(reset.body.status).toBe(1);
    const login = await server.call('POST', '/api/login', { body: { account: 'stormy', password } });
    expect(login.body.status).toBe(1);
    const token = login.body.data.token as string;
    secrets.add(token);

    // PIN pays, a wrong one first.
    const categoryId = await makeCategory(server);
    const merchant = await makeMerchant(server);
    const [product] = await server.ctx.db
      .insert(products)
      .values({ storeId: merchant.storeId, categoryId, name: 'Umbrella', cover: '/u.svg', price: 12_00, originalPrice: 12_00, purchasePrice: 9_00, stock: 5 })
      .returning({ id: products.id });
    const productId = product!.id;
    const created = await server.call('POST', '/api/order/create', {
      token,
      body: { source: { from: 'buyNow', productId, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() },
    });
    const orderIds = created.body.data.orderIds as number[];
    const pay = (pin: string) =>
      server.call('POST', '/api/order/payBalance', { token, body: { orderIds, payPassword: pin, idempotencyKey: newKey() } });
    expect((await pay(wrongPin)).body.data.reason).toBe('payPasswordWrong');
    expect((await pay(payPassword)).body.status).toBe(1);

    // A store application with identity photos (private uploads).
    const front = await upload(token, 'identity');
    const back = await upload(token, 'identity');
    const logo = await upload(token, 'store');
    for (const photo of [front, back]) secrets.add(photo.url).add(photo.id);
    const applied = await server.call('POST', '/api/merchant/apply', {
      token,
      body: {
        storeName: 'Storm Shop',
        logo: logo.url,
        banner: logo.url,
        description: 'Weather goods',
        categoryId,
        storeType: 'individual',
        country: 'TH',
        city: 'Bangkok',
        contactName: 'Stormy',
        contactPhone: '+66812345678',
        certificateType: 'idCard',
        certificateNumber: 'ID-5521',
        frontPhoto: front.url,
        backPhoto: back.url,
        handPhoto: null,
      },
    });
    expect(applied.body.status).toBe(1);
    const privateRead = await server.raw(`${front.url}`, {
      headers: await signedHeaders(server.ctx.config, { token, timestamp: Math.floor(server.clock.now().getTime() / 1000) }),
    });
    expect(privateRead.status).toBe(200);

    const log = captured.text();
    for (const secret of secrets) expect(log.includes(secret), `the log holds a secret: ${secret.slice(0, 4)}…`).toBe(false);

    const requests = captured.lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === 'request');
    // Every request above has its line: route pattern, status, duration, request id.
    expect(requests.length).toBeGreaterThanOrEqual(14);
    for (const line of requests) {
      expect(line).toMatchObject({ level: expect.stringMatching(/^(info|error)$/), method: expect.any(String), status: expect.any(Number) });
      expect(line.time).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
      expect(line.reqId).toEqual(expect.any(String));
      expect(line.ms).toEqual(expect.any(Number));
      expect(String(line.route)).not.toContain('?');
    }
    expect(requests.map((line) => line.route)).toEqual(
      expect.arrayContaining(['/api/login', '/api/order/payBalance', '/api/upload/file', '/api/merchant/apply']),
    );
  });

  it('carries a valid X-Request-Id through, and replaces one that is not', async () => {
    const kept = await server.raw('/healthz', { headers: { 'x-request-id': 'proxy-7f3a9c2e-0001' } });
    expect(kept.headers.get('x-request-id')).toBe('proxy-7f3a9c2e-0001');
    const replaced = await server.raw('/healthz', { headers: { 'x-request-id': 'bad id\twith spaces' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const fresh = await server.raw('/healthz');
    expect(fresh.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(fresh.headers.get('x-request-id')).not.toBe(replaced.headers.get('x-request-id'));
    const line = captured.lines.map((text) => JSON.parse(text)).find((entry) => entry.reqId === 'proxy-7f3a9c2e-0001');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/healthz', status: 200 });
    expect(requestIdFrom('x'.repeat(129))).not.toBe('x'.repeat(129));
  });

  it('logs a server error with its stack under the request id, without the values the query carried', async () => {
    const buyer = await readyBuyer(server, 'breaker');
    const marker = 'Recipient-Marker-55aa';
    // A table that has gone away: the insert fails inside the database driver.
    await server.ctx.db.execute(sql`ALTER TABLE addresses RENAME TO addresses_gone`);
    try {
      const answer = await server.call('POST', '/api/address/save', {
        token: buyer.token,
        body: { recipient: marker, phone: '+66812345678', country: 'TH', region: 'Bangkok', city: 'Bangkok', detail: '2 Road', postalCode: '10110', isDefault: false },
      });
      expect(answer.httpStatus).toBe(500);
      const requestId = answer.headers.get('x-request-id');
      const entries = captured.lines.map((text) => JSON.parse(text)).filter((entry) => entry.reqId === requestId);
      const error = entries.find((entry) => entry.msg === 'unhandled error');
      expect(error).toMatchObject({ level: 'error', path: '/api/address/save' });
      expect(error.error.stack).toMatch(/\n\s+at /);
      expect(entries.find((entry) => entry.msg === 'request')).toMatchObject({ level: 'error', status: 500 });
      expect(captured.text()).not.toContain(marker);
      expect(captured.text()).not.toContain(buyer.token);
    } finally {
      await server.ctx.db.execute(sql`ALTER TABLE addresses_gone RENAME TO addresses`);
    }
  });

  it('censors named fields and scrubs secrets out of free text', () => {
    const sink = capturedLogger();
    sink.log.info('details', { password: 'p1', input: { payPassword: '123456', code: '654321' }, note: 'Bearer abc.def' });
    const [line] = sink.lines.map((text) => JSON.parse(text));
    expect(line).toMatchObject({ password: '[redacted]', input: { payPassword: '[redacted]', code: '[redacted]' }, note: 'Bearer [redacted]' });
    expect(scrubText('GET /api/upload/file?id=AbC_12 then /api/upload/public/XyZ-9')).toBe(
      'GET /api/upload/file?id=[redacted] then /api/upload/public/[redacted]',
    );
    expect(scrubText('Failed query: insert into t values ($1)\nparams: secret,1')).toBe('Failed query: insert into t values ($1)\nparams: [redacted]');
  });
});
