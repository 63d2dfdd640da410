// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BOOT_BANNER_MARKER, createShellHandler, renderShell } from './appShell';

const TEMPLATE = `<html><body><div class="boot-banner">${BOOT_BANNER_MARKER}</div></body></html>`;

describe('renderShell', () => {
  it('puts the first banner into the boot frame', () => {
    expect(renderShell(TEMPLATE, '/api/media/banner/home-1.svg')).toContain(
      '<div class="boot-banner"><img src="/api/media/banner/home-1.svg" alt="" fetchpriority="high"></div>',
    );
  });

  it('escapes the address, so a banner cannot write markup into the page', () => {
    const html = renderShell(TEMPLATE, '/x.png"><script>alert(1)</script>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('src="/x.png&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('leaves the grey block when there is no banner', () => {
    expect(renderShell(TEMPLATE, null)).toBe(TEMPLATE);
  });
});

describe('the shell handler', () => {
  let dir: string;
  let banner: string | null;
  let app: Hono;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    banner = '/api/media/banner/home-1.svg';
    app = new Hono();
    app.get('*', createShellHandler(dir, async () => banner));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers compressed as the browser accepts, never cached without revalidation', async () => {
    const br = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('home-1.svg');

    const gzip = await app.request('/pages/x', { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toContain('home-1.svg');

    const plain = await app.request('/');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await plain.text()).toContain('<img src="/api/media/banner/home-1.svg"');
  });

  it('follows a new banner and a new build', async () => {
    banner = '/api/media/banner/home-2.svg';
    expect(await (await app.request('/')).text()).toContain('home-2.svg');
    banner = null;
    expect(await (await app.request('/')).text()).toBe(TEMPLATE);

    const rebuilt = TEMPLATE.replace('<body>', '<body><p>new build</p>');
    fs.writeFileSync(path.join(dir, 'index.html'), rebuilt);
    // A later modification time, as a rebuild gives (file systems may keep coarse times).
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(path.join(dir, 'index.html'), later, later);
    expect(await (await app.request('/')).text()).toBe(rebuilt);
  });

  it('is a 404 before the app is built', async () => {
    fs.rmSync(path.join(dir, 'index.html'));
    expect((await app.request('/')).status).toBe(404);
  });
});
