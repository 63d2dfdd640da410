import { createHash } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../config';

/** CSP sources (`'sha256-…'`) for a page's own inline `<script>` and `<style>` elements. */
export interface InlineSources {
  scripts: readonly string[];
  styles: readonly string[];
}

/** The CSP source that admits exactly this inline element text. */
export const cspHash = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * The security headers of every answer (the app, its files, the API, the sandbox provider's page).
 * See docs/SECURITY.md, "HTTP headers and body limits", for the reasons behind each value.
 *
 * The app-wide instance keeps a header a handler or an inner instance has set already
 * (`overwrite: false`): a page with inline code runs its own instance, `inline`, whose policy adds
 * that page's hashes, and the outer one must not put the plain policy back over it.
 */
export function securityHeaders(
  config: Pick<ServerConfig, 'publicOrigin'>,
  inline?: (c: Context) => InlineSources,
): MiddlewareHandler {
  const sources = (pick: (found: InlineSources) => readonly string[]) => (c: Context) => (inline ? pick(inline(c)).join(' ') : '');
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      // Only files from this origin, and the inline code a page names by hash: an injected
      // <script> or on* attribute never runs.
      scriptSrc: ["'self'", ...(inline ? [sources((found) => found.scripts)] : [])],
      // No 'unsafe-inline' either: the built app writes its styles to files (vanilla-extract
      // extracts them at build time), and what React and react-aria set at run time goes through
      // element.style, which a policy does not govern; only style="" in markup would need it.
      styleSrc: ["'self'", ...(inline ? [sources((found) => found.styles)] : [])],
      // Pictures the app makes itself: previews of a chosen file (blob:) and small placeholders (data:).
      imgSrc: ["'self'", 'data:', 'blob:'],
      // The build inlines the smallest slices of the Chinese fonts into their stylesheets as data: URLs.
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
    xFrameOptions: 'DENY',
    // Not `no-referrer`: with it a browser sends `Origin: null` on a same-origin form post, which
    // would blind any later origin check; cross-origin requests still see only the origin.
    referrerPolicy: 'strict-origin-when-cross-origin',
    crossOriginOpenerPolicy: 'same-origin',
    crossOriginResourcePolicy: 'same-origin',
    // A browser keeps HSTS for a year: sent over plain http (development, a LAN address) it would
    // lock that host out of http it still needs.
    strictTransportSecurity: config.publicOrigin.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : false,
    // Off unless the app uses it: sharing a product copies its link (clipboard-write), and
    // navigator.share keeps its default, this origin only. Only features every Chromium build
    // knows: an unknown one (web-share and bluetooth on Linux) is a console warning on every page.
    permissionsPolicy: {
      camera: [],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      midi: [],
      displayCapture: [],
      accelerometer: [],
      gyroscope: [],
      magnetometer: [],
      clipboardRead: [],
      clipboardWrite: ['self'],
    },
    overwrite: Boolean(inline),
  });
}
