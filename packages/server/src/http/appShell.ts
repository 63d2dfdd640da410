import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';

/** Where the built `index.html` holds the boot frame's banner block (see app/index.html). */
export const BOOT_BANNER_MARKER = '<!--boot-banner-->';

/**
 * The app's `index.html` with the home page's first banner in its boot frame.
 *
 * Why: on a first visit the banner is the home page's largest paint, and without this it can only
 * paint after the app's scripts have downloaded and run. With it in the HTML, the browser fetches
 * and shows the real banner with the first paint, at exactly the place and size the carousel will
 * give it, and the app's first render then draws the same image over it. No banner (an empty
 * catalogue) leaves the grey placeholder block, as before.
 */
export function renderShell(template: string, bannerImage: string | null): string {
  if (!bannerImage) return template;
  const img = `<img src="${escapeAttribute(bannerImage)}" alt="" fetchpriority="high">`;
  return template.replace(BOOT_BANNER_MARKER, img);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

interface Encoded {
  body: Uint8Array;
  encoding?: 'br' | 'gzip';
}

/**
 * Serves the app shell: reads `index.html` from `distDir` (again only when the build changed it),
 * asks `firstBanner` for the banner, and compresses each distinct page once.
 */
export function createShellHandler(distDir: string, firstBanner: () => Promise<string | null>) {
  const file = path.join(distDir, 'index.html');
  let template: { mtimeMs: number; html: string } | null = null;
  const rendered = new Map<string, { html: string; br: Uint8Array; gzip: Uint8Array }>();

  const load = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (template?.mtimeMs !== stat.mtimeMs) {
      template = { mtimeMs: stat.mtimeMs, html: fs.readFileSync(file, 'utf8') };
      rendered.clear();
    }
    return template.html;
  };

  const encode = (html: string, accepted: string): Encoded => {
    let page = rendered.get(html);
    if (!page) {
      const bytes = Buffer.from(html);
      page = { html, br: brotliCompressSync(bytes), gzip: gzipSync(bytes) };
      // One entry per banner the catalogue has shown; a handful at most, but never unbounded.
      if (rendered.size > 16) rendered.clear();
      rendered.set(html, page);
    }
    if (/\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br' };
    if (/\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip' };
    return { body: Buffer.from(html) };
  };

  return async (c: Context) => {
    const html = load();
    if (html === null) return c.text('Not found', 404);
    const banner = html.includes(BOOT_BANNER_MARKER) ? await firstBanner() : null;
    const { body, encoding } = encode(renderShell(html, banner), c.req.header('accept-encoding') ?? '');
    c.header('Content-Type', 'text/html; charset=utf-8');
    // The banner can change at any time: the shell is revalidated on every visit.
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding');
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body as Uint8Array<ArrayBuffer>);
  };
}
