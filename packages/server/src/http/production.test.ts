// @vitest-environment node
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { createStaffAccount } from '../cli/staff';
import { configFromEnv, productionProblems, type ServerConfig } from '../config';
import type { AppContext, Logger } from '../context';
import { outboxMessages, users } from '../db/schema';
import { prepareServer, ProductionConfigError } from '../server';
import { webhookSender } from '../features/account/outbox';
import { signNotification, SANDBOX_NOTIFY_PATH } from '../features/orders/payments';
import { createTestServer, ENGINES, SETUP_TIMEOUT, signedHeaders, type TestServer } from '../testing/harness';
import { newKey, readyBuyer } from '../testing/shoppers';
import { DEVELOPMENT_SECRETS, REPO_ROOT } from '../config';


// Each test registers users and hashes passwords, which a loaded 2-core CI machine can stretch
// past the 5 s default.
vi.setConfig({ testTimeout: 60_000 });
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  MESSAGE_WEBHOOK_URL: 'http://127.0.0.1:9/unused',
} as NodeJS.ProcessEnv;

/** The same database and code, but the switches a `NODE_ENV=production` start has. */
function productionApp(server: TestServer, overrides: Partial<ServerConfig> = {}) {
  const config: ServerConfig = { ...server.ctx.config, ...configFromEnv(PRODUCTION_ENV), uploadDir: server.ctx.config.uploadDir, ...overrides };
  const ctx: AppContext = { ...server.ctx, config };
  const app = createApp(ctx);
  const call = async (method: 'GET' | 'POST', url: string, token?: string, body?: unknown, lang = 'en') => {
    const headers = await signedHeaders(config, { token, lang, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
    const response = await app.request(url, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  return { app, ctx, call };
}

describe.each(ENGINES)('production mode on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine, seed: true });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('has no sandbox provider: no approve, no notify with the default secret, and online payment is unavailable', async () => {
    const buyer = await readyBuyer(server, `prodbuyer${engine}`);
    const productId = (await server.call('GET', '/api/product/list')).body.data.list[0].id;
    const created = await server.call('POST', '/api/order/create', {
      token: buyer.token,
      body: { source: { from: 'buyNow', productId, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() },
    });
    const { orderIds, amount } = created.body.data;
    // The audit's path: an online payment started (here while a sandbox existed), then the balance
    // pays, then the sandbox approves: the late online money would come back as balance.
    const online = await server.call('POST', '/api/order/payOnline', { token: buyer.token, body: { orderIds, idempotencyKey: newKey() } });
    const { paymentId } = online.body.data;
    const paid = await server.call('POST', '/api/order/payBalance', {
      token: buyer.token,
      body: { orderIds, payPassword: buyer.payPassword, idempotencyKey: newKey() },
    });
    expect(paid.body.status).toBe(1);
    const balanceAfterPay = (await server.call('GET', '/api/account/getUserinfo', { token: buyer.token })).body.data.balance;

    const production = productionApp(server);
    const approve = await production.app.request(`/api/pay/sandbox/${paymentId}/approve`, { method: 'POST' });
    expect(approve.status).toBe(404);
    const note = JSON.stringify({ eventId: 'evt_prod', paymentId, outcome: 'approved', amount });
    const notify = await production.app.request(SANDBOX_NOTIFY_PATH, {
      method: 'POST',
      body: note,
      headers: { 'content-type': 'application/json', 'x-sandbox-signature': signNotification(note, DEVELOPMENT_SECRETS.SANDBOX_PROVIDER_SECRET) },
    });
    expect(notify.status).toBe(404);
    expect((await production.app.request(`/api/pay/sandbox/${paymentId}`)).status).toBe(404);
    const after = await production.call('GET', '/api/account/getUserinfo', buyer.token);
    expect(after.body.data.balance).toBe(balanceAfterPay);

    const second = await server.call('POST', '/api/order/create', {
      token: buyer.token,
      body: { source: { from: 'buyNow', productId, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() },
    });
    const refused = await production.call('POST', '/api/order/payOnline', buyer.token, { orderIds: second.body.data.orderIds, idempotencyKey: newKey() }, 'de');
    expect(refused.status).toBe(422);
    expect(refused.body.data.reason).toBe('paymentUnavailable');
    expect(refused.body.msg).toMatch(/Online-Zahlung/);
  });

  it('answers a product link\'s first picture unsigned, by a redirect on this server, and pictures as WebP', async () => {
    const production = productionApp(server);
    const productId = (await server.call('GET', '/api/product/list')).body.data.list[0].id;
    const redirect = await production.app.request(`/api/boot/product-image?id=${productId}`);
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location') ?? '';
    expect(location).toMatch(/^\/[^/]/);
    const picture = await production.app.request(location, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await production.app.request('/api/boot/product-image?id=2147483647')).status).toBe(404);
  });

  it('has no code outbox endpoint', async () => {
    const production = productionApp(server);
    expect((await production.app.request('/api/dev/outbox')).status).toBe(404);
    expect((await server.raw('/api/dev/outbox')).status).toBe(200);
  });

  it('expires a session after its idle time and after its absolute time (the 403 that signs the app out)', async () => {
    const short = productionApp(server, { sessionIdleSeconds: 3600, sessionMaxSeconds: 4 * 3600 });
    const buyer = await readyBuyer(server, `idle${engine}`, 0);
    expect((await short.call('GET', '/api/account/getUserinfo', buyer.token)).body.status).toBe(1);
    server.clock.advance(3600_000 + 1000);
    const idle = await short.call('GET', '/api/account/getUserinfo', buyer.token);
    expect(idle.status).toBe(403);
    expect(idle.body.code).toBe(403);

    const busy = await readyBuyer(server, `busy${engine}`, 0);
    // A request every 50 minutes keeps it alive, but not past its absolute time.
    for (let n = 0; n < 4; n++) {
      server.clock.advance(50 * 60_000);
      expect((await short.call('GET', '/api/account/getUserinfo', busy.token)).body.status).toBe(1);
    }
    server.clock.advance(50 * 60_000);
    expect((await short.call('GET', '/api/account/getUserinfo', busy.token)).status).toBe(403);
  });

  it('takes only the caller’s own avatar upload; foreign URLs are a field error', async () => {
    const buyer = await readyBuyer(server, `avatar${engine}`, 0);
    const other = await readyBuyer(server, `avatarother${engine}`, 0);
    const upload = async (token: string) => {
      const form = new FormData();
      const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#FC4630' } }).png().toBuffer();
      form.set('file', new File([new Uint8Array(png)], 'me.png', { type: 'image/png' }));
      form.set('purpose', 'avatar');
      const headers = await signedHeaders(server.ctx.config, { token, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
      return ((await (await server.raw('/api/upload/image', { method: 'POST', headers, body: form })).json()) as { data: { url: string } }).data.url;
    };
    const foreignUpload = await upload(other.token);
    for (const avatar of ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'https://tracker.example/pixel.gif', foreignUpload]) {
      const answer = await server.call('POST', '/api/account/updateInfo', { token: buyer.token, body: { avatar } });
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.data.fields).toEqual({ avatar: expect.stringMatching(/^validation\./) });
    }
    const own = await upload(buyer.token);
    const saved = await server.call('POST', '/api/account/updateInfo', { token: buyer.token, body: { avatar: own } });
    expect(saved.body.status).toBe(1);
    expect(saved.body.data.avatar).toBe(own);
  });
});

describe('a production start', () => {
  const folders: string[] = [];
  const tempDir = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-prod-'));
    folders.push(dir);
    return dir;
  };
  afterAll(() => {
    for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
  });
  const productionConfig = (env: Record<string, string> = {}): ServerConfig => ({
    ...configFromEnv({ ...PRODUCTION_ENV, ...env } as NodeJS.ProcessEnv),
    dataDir: tempDir(),
    uploadDir: tempDir(),
  });

  it('on an empty database makes no demo accounts and no catalogue', async () => {
    const { ctx } = await prepareServer({ config: productionConfig(), log: quiet() });
    try {
      expect(await ctx.db.select({ id: users.id }).from(users)).toEqual([]);
    } finally {
      await ctx.database.close();
    }
  }, SETUP_TIMEOUT);

  it('refuses to start while a secret it needs has its development default, and names it', async () => {
    const sandbox = productionConfig({ SANDBOX_PAYMENTS: 'enabled' });
    expect(productionProblems(sandbox).join('\n')).toMatch(/SANDBOX_PROVIDER_SECRET/);
    await expect(prepareServer({ config: sandbox, log: quiet() })).rejects.toThrow(ProductionConfigError);
    await expect(prepareServer({ config: sandbox, log: quiet() })).rejects.toThrow(/SANDBOX_PROVIDER_SECRET/);
    expect(productionProblems(productionConfig({ SANDBOX_PAYMENTS: 'enabled', SANDBOX_PROVIDER_SECRET: 'short' })).join('\n')).toMatch(
      /SANDBOX_PROVIDER_SECRET is shorter/,
    );
    expect(productionProblems(productionConfig({ SANDBOX_PAYMENTS: 'enabled', SANDBOX_PROVIDER_SECRET: 'x'.repeat(40) }))).toEqual([]);
    expect(productionProblems({ ...productionConfig(), messageWebhookUrl: undefined }).join('\n')).toMatch(/MESSAGE_WEBHOOK_URL/);
    // Development keeps its defaults and its demo.
    expect(productionProblems(configFromEnv({} as NodeJS.ProcessEnv))).toEqual([]);
  });

  it('refuses a database that holds demo data', async () => {
    const dataDir = tempDir();
    const dev = await prepareServer({ config: { ...configFromEnv({} as NodeJS.ProcessEnv), dataDir, uploadDir: tempDir() }, log: quiet() });
    await dev.ctx.database.close();
    await expect(prepareServer({ config: { ...productionConfig(), dataDir }, log: quiet() })).rejects.toThrow(/demo data/);
  }, SETUP_TIMEOUT * 2);

  it('sends codes to the message gateway, and neither logs nor stores them', async () => {
    const received: string[] = [];
    const gateway = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        received.push(body);
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    const port = (gateway.address() as { port: number }).port;
    const lines: string[] = [];
    const log = quiet(lines);
    const config = productionConfig({ MESSAGE_WEBHOOK_URL: `http://127.0.0.1:${port}/messages` });
    const { ctx, app } = await prepareServer({ config, log });
    try {
      const headers = await signedHeaders(config, { timestamp: Math.floor(Date.now() / 1000) });
      const answer = await app.request('/api/login/sendMsgCode', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ channel: 'email', target: 'new.user@example.com', purpose: 'register' }),
      });
      expect((await answer.json()).status).toBe(1);
      expect(received).toHaveLength(1);
      const code = JSON.parse(received[0]!).body.match(/\b(\d{6})\b/)[1] as string;
      expect(lines.join('\n')).not.toContain(code);
      expect(await ctx.db.select().from(outboxMessages)).toEqual([]);
      // A gateway that is down: the log names neither the code nor the whole address.
      const down = webhookSender('http://127.0.0.1:9/nothing', undefined, log);
      await expect(down.send(ctx.db, { channel: 'email', recipient: 'secret.person@example.com', body: 'code 123456' })).rejects.toThrow();
      expect(lines.join('\n')).not.toMatch(/123456|secret\.person/);
    } finally {
      await ctx.database.close();
      gateway.close();
    }
  }, SETUP_TIMEOUT);

  it('makes the first staff account with a command that reads the password from stdin, never an argument', async () => {
    const dataDir = tempDir();
    // Exactly as the README and docs/DEPLOY.md write it (pnpm 10 passes the `--` on to the script).
    const run = async (args: string[], stdin = '') => {
      const cli = spawn('pnpm', ['--filter', '@shop/server', ...args], {
        cwd: REPO_ROOT,
        env: { ...process.env, ...PRODUCTION_ENV, DATA_DIR: dataDir },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      let output = '';
      cli.stdout.on('data', (chunk) => (output += chunk));
      cli.stderr.on('data', (chunk) => (output += chunk));
      cli.stdin.end(stdin);
      const code = await new Promise<number | null>((resolve) => cli.on('close', resolve));
      return { code, output };
    };
    const created = await run(['staff:create', '--', '--username', 'ops.lead', '--email', 'ops@example.com'], 'a long staff password\n');
    expect(created.output).toContain('staff account ops.lead created');
    expect(created.code).toBe(0);

    const config = { ...productionConfig(), dataDir };
    const { ctx, app } = await prepareServer({ config, log: quiet() });
    try {
      const [staff] = await ctx.db.select().from(users).where(eq(users.username, 'ops.lead'));
      expect(staff?.role).toBe('staff');
      const headers = await signedHeaders(config, { timestamp: Math.floor(Date.now() / 1000) });
      const login = await app.request('/api/login', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'ops.lead', password: 'a long staff password' }),
      });
      expect((await login.json()).data.userInfo.roles).toContain('staff');
      await expect(createStaffAccount(ctx.db, { username: 'weak', email: 'weak@example.com', password: 'short' })).rejects.toThrow(/12 characters/);
    } finally {
      await ctx.database.close();
    }

    // The role is taken away by the command too (no endpoint changes a role), ending the sessions.
    const revoked = await run(['staff:role', '--', '--username', 'ops.lead', '--revoke']);
    expect(revoked.output).toContain('ops.lead is now buyer');
    expect(revoked.code).toBe(0);
    const again = await prepareServer({ config, log: quiet() });
    try {
      const [former] = await again.ctx.db.select().from(users).where(eq(users.username, 'ops.lead'));
      expect(former?.role).toBe('buyer');
    } finally {
      await again.ctx.database.close();
    }
  }, SETUP_TIMEOUT * 3);
});

function quiet(lines: string[] = []): Logger {
  const keep = (message: string, details?: Record<string, unknown>) => lines.push(`${message} ${details ? JSON.stringify(details) : ''}`);
  return { info: keep, warn: keep, error: keep };
}
