// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HomeBootData } from '@shop/api/contract';
import { BOOT_BANNER_MARKER, BOOT_DATA_MARKER, createShellHandler, renderShell } from './appShell';

const TEMPLATE = `<html><body><div class="boot-banner">${BOOT_BANNER_MARKER}</div>${BOOT_DATA_MARKER}</body></html>`;

const emptyPage = { list: [], page: 1, pageSize: 10, total: 0, hasMore: false };
/** Home data with one banner at `image` (and whatever else a test gives). */
const bootWith = (image: string | null, more: Partial<HomeBootData> = {}): HomeBootData =>
  ({
    lang: 'en',
    banners: image ? [{ id: 1, image, title: 'Sale', link: null }] : [],
    categories: [],
    newest: emptyPage,
    recommended: emptyPage,
    ...more,
  }) as HomeBootData;

/** The JSON the page carries for the app, parsed as the app parses it. */
const carried = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="boot-home">(.*?)<\/script>/s.exec(html)![1]!,
  ) as HomeBootData;

describe('renderShell', () => {
  it('puts the first banner into the boot frame', () => {
    expect(renderShell(TEMPLATE, bootWith('/api/media/banner/home-1.svg'))).toContain(
      '<div class="boot-banner"><img src="/api/media/banner/home-1.svg" alt="" fetchpriority="high"></div>',
    );
  });

  it('escapes the address, so a banner cannot write markup into the page', () => {
    const html = renderShell(TEMPLATE, bootWith('/x.png"><script>alert(1)</script>'));
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('src="/x.png&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('leaves the grey block when there is no banner, and the page as built when there is no data', () => {
    expect(renderShell(TEMPLATE, bootWith(null))).toContain('<div class="boot-banner"></div>');
    expect(renderShell(TEMPLATE, null)).toBe(TEMPLATE);
  });

  it('carries the home data as JSON the app reads back exactly', () => {
    const boot = bootWith('/b.svg', {
      categories: [{ id: 3, parentId: null, name: 'Shoes', icon: null, children: [] }] as never,
    });
    expect(carried(renderShell(TEMPLATE, boot))).toEqual(boot);
  });

  it('escapes the data, so a product name cannot end the script element', () => {
    const name = '</script><script>alert(1)</script><!--';
    const boot = bootWith(null, { newest: { ...emptyPage, list: [{ name }] } as never });
    const html = renderShell(TEMPLATE, boot);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect((carried(html).newest.list[0] as { name: string }).name).toBe(name);
  });
});

describe('the shell handler', () => {
  let dir: string;
  /** The first banner's image; undefined: the catalogue query failed. */
  let banner: string | null | undefined;
  let app: Hono;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-'));
    fs.writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
    banner = '/api/media/banner/home-1.svg';
    app = new Hono();
    app.get(
      '*',
      createShellHandler(dir, async () => (banner === undefined ? null : bootWith(banner))),
    );
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('answers compressed as the browser accepts, never cached without revalidation', async () => {
    const br = await app.request('/', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('no-cache');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain(
      'home-1.svg',
    );

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
    banner = undefined;
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
