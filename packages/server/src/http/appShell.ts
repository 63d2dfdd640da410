import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { HOME_BOOT_ELEMENT_ID, type HomeBootData } from '@shop/api/contract';
import { cspHash, type InlineSources } from './securityHeaders';

/** Where the built `index.html` holds the boot frame's banner block (see app/index.html). */
export const BOOT_BANNER_MARKER = '<!--boot-banner-->';
/** Where it takes the home page's first data (HomeBootData in the contract). */
export const BOOT_DATA_MARKER = '<!--boot-data-->';

/**
 * The app's `index.html` with the home page's first data: its first banner drawn in the boot frame,
 * and all of it (banners, categories, new arrivals, the feed's first page) as JSON for the app.
 *
 * Why the banner: on a first visit it is the home page's largest paint, and without this it can
 * only paint after the app's scripts have downloaded and run. In the HTML, the browser fetches and
 * shows the real banner with the first paint, at exactly the place and size the carousel will give
 * it, and the app's first render then draws the same image over it.
 * Why the data: the home page renders its content with the first render instead of after four
 * requests, and a first visit makes no API request, so the request layer is never downloaded.
 * No data (a failing catalogue query) leaves the grey placeholder block, and the app asks itself.
 */
export function renderShell(template: string, boot: HomeBootData | null): string {
  if (!boot) return template;
  const bannerImage = boot.banners[0]?.image;
  const img = bannerImage
    ? `<img src="${escapeAttribute(bannerImage)}" alt="" fetchpriority="high">`
    : '';
  const data = `<script type="application/json" id="${HOME_BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
  return template.replace(BOOT_BANNER_MARKER, img).replace(BOOT_DATA_MARKER, data);
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** JSON that cannot end its script element early: every `<` is written as its escape. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The hashes the Content-Security-Policy needs for the built page's own inline code: each classic
 * `<script>` and each `<style>`. Read from the build rather than written down, so an edit to
 * app/index.html cannot leave the policy behind. Taken from the template before the boot data goes
 * in: that JSON is data (`type="application/json"` never runs) and needs no hash.
 */
export function inlineSources(html: string): InlineSources {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes) && !/\btype\s*=\s*["']?application\/json/i.test(attributes))
    .map(([, , text = '']) => cspHash(text));
  const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(([, text = '']) => cspHash(text));
  return { scripts, styles };
}

interface Encoded {
  body: Uint8Array;
  encoding?: 'br' | 'gzip';
}

/**
 * Serves the app shell: reads `index.html` from `distDir` (again only when the build changed it),
 * asks `homeData` for the home page's first data (given the browser's Accept-Language: the
 * catalogue's names are in a language), and compresses each distinct page once.
 * `inlineSources()` gives the current build's hashes for the shell's security headers.
 */
export function createShellHandler(distDir: string, homeData: (acceptLanguage: string | undefined) => Promise<HomeBootData | null>) {
  const file = path.join(distDir, 'index.html');
  let template: { mtimeMs: number; html: string; inline: InlineSources } | null = null;
  const rendered = new Map<string, { html: string; br: Uint8Array; gzip: Uint8Array }>();

  const load = () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return null;
    if (template?.mtimeMs !== stat.mtimeMs) {
      const html = fs.readFileSync(file, 'utf8');
      template = { mtimeMs: stat.mtimeMs, html, inline: inlineSources(html) };
      rendered.clear();
    }
    return template.html;
  };

  const encode = (html: string, accepted: string): Encoded => {
    let page = rendered.get(html);
    if (!page) {
      const bytes = Buffer.from(html);
      page = { html, br: brotliCompressSync(bytes), gzip: gzipSync(bytes) };
      // One entry per state of the home page's data the shell has carried; never unbounded.
      if (rendered.size > 16) rendered.clear();
      rendered.set(html, page);
    }
    if (/\bbr\b/.test(accepted)) return { body: page.br, encoding: 'br' };
    if (/\bgzip\b/.test(accepted)) return { body: page.gzip, encoding: 'gzip' };
    return { body: Buffer.from(html) };
  };

  const handler = async (c: Context) => {
    const html = load();
    if (html === null) return c.text('Not found', 404);
    const boot =
      html.includes(BOOT_DATA_MARKER) || html.includes(BOOT_BANNER_MARKER)
        ? await homeData(c.req.header('accept-language'))
        : null;
    const { body, encoding } = encode(
      renderShell(html, boot),
      c.req.header('accept-encoding') ?? '',
    );
    c.header('Content-Type', 'text/html; charset=utf-8');
    // The home page's data can change at any time: the shell is revalidated on every visit.
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', 'Accept-Encoding, Accept-Language');
    if (encoding) c.header('Content-Encoding', encoding);
    return c.body(body as Uint8Array<ArrayBuffer>);
  };
  const noInline: InlineSources = { scripts: [], styles: [] };
  return Object.assign(handler, {
    inlineSources: (): InlineSources => (load() === null ? noInline : template!.inline),
  });
}
