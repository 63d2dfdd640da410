// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_DIST } from '../app';
import { configFromEnv } from '../config';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../testing/harness';
import { newKey, readyBuyer } from '../testing/shoppers';
import { createShellHandler, inlineSources } from './appShell';
import { securityHeaders } from './securityHeaders';

vi.setConfig({ testTimeout: 60_000 });

/** The policy as a browser reads it: directive -> sources. */
function policy(headers: Headers): Record<string, string[]> {
  const value = headers.get('content-security-policy');
  expect(value, 'Content-Security-Policy').toBeTruthy();
  return Object.fromEntries(
    value!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources]),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** What every answer carries, whatever serves it. */
function expectSecurityHeaders(headers: Headers) {
  const csp = policy(headers);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']![0]).toBe("'self'");
  for (const loose of ["'unsafe-inline'", "'unsafe-eval'", "'unsafe-hashes'", '*', 'data:', 'http:', 'https:']) {
    expect(csp['script-src']).not.toContain(loose);
  }
  expect(csp['style-src']![0]).toBe("'self'");
  expect(csp['style-src']).not.toContain("'unsafe-inline'");
  expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  expect(csp['font-src']).toEqual(["'self'", 'data:']);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['frame-ancestors']).toEqual(["'none'"]);
  expect(headers.get('x-frame-options')).toBe('DENY');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  for (const off of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) expect(permissions).toContain(off);
  expect(permissions).toContain('clipboard-write=(self)');
  return csp;
}

describe('security headers', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await createTestServer({ seed: true });
  }, SETUP_TIMEOUT);
  afterAll(() => server?.close());

  it('are on the app shell and on any other page path', async () => {
    for (const page of ['/', '/index.html', '/no/such/page']) {
      const answer = await server.raw(page);
      expectSecurityHeaders(answer.headers);
      expect(answer.headers.get('strict-transport-security'), page).toBeNull();
    }
  });

  it('are on API answers, refusals included', async () => {
    const list = await server.call('GET', '/api/product/list');
    expect(list.httpStatus).toBe(200);
    expectSecurityHeaders(list.headers);
    const unsigned = await server.raw('/api/product/list');
    expect(unsigned.status).toBe(401);
    expectSecurityHeaders(unsigned.headers);
    const unknown = await server.call('GET', '/api/no/such/endpoint');
    expect(unknown.httpStatus).toBe(404);
    expectSecurityHeaders(unknown.headers);
  });

  it("are on the sandbox provider's page, which admits its one <style> by hash", async () => {
    const buyer = await readyBuyer(server, 'cspbuyer');
    const list = await server.call('GET', '/api/product/list', { query: { pageSize: 1 } });
    await server.call('POST', '/api/cart/add', { token: buyer.token, body: { productId: list.body.data.list[0].id, quantity: 1 } });
    const created = await server.call('POST', '/api/order/create', {
      token: buyer.token,
      body: { source: { from: 'cart' }, addressId: buyer.addressId, couponId: null, idempotencyKey: newKey() },
    });
    const started = await server.call('POST', '/api/order/payOnline', {
      token: buyer.token,
      body: { orderIds: created.body.data.orderIds, idempotencyKey: newKey() },
    });
    const page = await server.raw(started.body.data.payUrl);
    expect(page.status).toBe(200);
    const csp = expectSecurityHeaders(page.headers);
    const html = await page.text();
    const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => sha256(text!));
    expect(styles).toHaveLength(1);
    expect(csp['style-src']).toEqual(["'self'", ...styles]);
    expect(html).not.toMatch(/<script|\son\w+=|\sstyle=/i);
  });

  it('send HSTS only when the public origin is https', async () => {
    const secure = await createTestServer({ config: { publicOrigin: 'https://shop.example' } });
    try {
      for (const answer of [await secure.raw('/'), (await secure.call('GET', '/api/product/list')).headers]) {
        const headers = answer instanceof Headers ? answer : answer.headers;
        expectSecurityHeaders(headers);
        expect(headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
      }
    } finally {
      await secure.close();
    }
    expect((await server.raw('/api/upload/public/none')).headers.get('strict-transport-security')).toBeNull();
  });
});

describe("the shell's inline code", () => {
  const config = configFromEnv({ NODE_ENV: 'development' } as NodeJS.ProcessEnv);
  let dir: string;

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-csp-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** The shell as app.ts serves it: app-wide headers outside, the shell's own hashes inside. */
  function shellApp() {
    const shell = createShellHandler(dir, async () => ({ banners: [], categories: [], newest: { list: [], page: 1, pageSize: 10, total: 0, hasMore: false }, recommended: { list: [], page: 1, pageSize: 10, total: 0, hasMore: false } }) as never);
    const app = new Hono();
    app.use('*', securityHeaders(config));
    app.get('*', securityHeaders(config, () => shell.inlineSources()), shell);
    return app;
  }

  it('runs by hash: each classic script and style of the build, and nothing else', async () => {
    const script = "\n  if (location.hash) document.documentElement.classList.add('deep');\n";
    const style = 'body{margin:0}';
    fs.writeFileSync(
      path.join(dir, 'index.html'),
      `<html><head><script>${script}</script><style>${style}</style><script type="module" src="./assets/index.js"></script></head><body><!--boot-data--></body></html>`,
    );
    const answer = await shellApp().request('/');
    const csp = expectSecurityHeaders(answer.headers);
    expect(csp['script-src']).toEqual(["'self'", sha256(script)]);
    expect(csp['style-src']).toEqual(["'self'", sha256(style)]);
    // The boot data went in after the hashes were taken, and is not code.
    expect(await answer.text()).toContain('<script type="application/json"');
  });

  it('follows a new build', async () => {
    const file = path.join(dir, 'index.html');
    fs.writeFileSync(file, '<html><head><script>changed()</script></head></html>');
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(file, later, later);
    const csp = policy((await shellApp().request('/')).headers);
    expect(csp['script-src']).toEqual(["'self'", sha256('changed()')]);
  });

  it.skipIf(!fs.existsSync(path.join(APP_DIST, 'index.html')))('covers every inline script and style of the built app', () => {
    const built = fs.readFileSync(path.join(APP_DIST, 'index.html'), 'utf8');
    const found = inlineSources(built);
    expect(found.scripts.length).toBeGreaterThan(0);
    // Attributes a policy without 'unsafe-inline' would refuse: event handlers and style="".
    expect(built).not.toMatch(/<[^>]+\son[a-z]+\s*=/i);
    expect(built).not.toMatch(/<[^>]+\sstyle\s*=/i);
  });
});
