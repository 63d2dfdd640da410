import { verifySign as checkSign, type SignConfig } from '@shop/api/contract';
import { ApiError } from './errors';

export interface SignHeaders {
  lang?: string | undefined;
  timestamp?: string | undefined;
  version?: string | undefined;
  sign?: string | undefined;
  token?: string | undefined;
}

/**
 * Checks `sign` with the contract's own function (the one the client and the mocks use) and the
 * clock window. The key ships inside the client, so this is an integrity and replay guard (a
 * captured request stops working after the window); the token is what authenticates.
 */
export async function verifySign(
  headers: SignHeaders,
  config: SignConfig,
  windowSeconds: number,
  nowMs: number,
): Promise<void> {
  const result = await checkSign(headers, Math.floor(nowMs / 1000), windowSeconds, config);
  if (result === 'clockSkew') throw new ApiError('clockSkew');
  if (result !== 'ok') throw new ApiError('badSign');
}

/**
 * Paths a browser loads directly (an <img>, or the page a payment provider opens) cannot carry the
 * signed headers; each is guarded otherwise (public bytes, its own signature, or development
 * only). Route modules may append their own prefixes.
 */
export const UNSIGNED_PATH_PREFIXES: string[] = ['/api/media/', '/api/login/captcha', '/api/pay/sandbox/', '/api/dev/'];

export function isUnsignedPath(path: string): boolean {
  return UNSIGNED_PATH_PREFIXES.some((prefix) => path.startsWith(prefix));
}
