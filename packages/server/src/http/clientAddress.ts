import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address a request came from, for per-address attempt limits. Behind a reverse proxy
 * (`trustProxy`), the last `X-Forwarded-For` hop is the one our proxy saw; earlier hops are
 * whatever the client wrote. Without a socket (requests made in-process by tests) it is 'local'.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = c.req.header('x-forwarded-for')?.split(',').map((hop) => hop.trim()).filter(Boolean);
    const last = hops?.at(-1);
    if (last) return last.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
