import { createHash } from 'node:crypto';
import { verifySign as checkSign, type SignAlgorithm, type SignConfig } from '@shop/api/contract';
import { ApiError } from './errors';

const NODE_HASH_NAMES: Record<SignAlgorithm, string> = {
  'SHA-256': 'sha256',
  'SHA-1': 'sha1',
  'SHA-384': 'sha384',
  'SHA-512': 'sha512',
  MD5: 'md5',
};

/**
 * Node's synchronous hash. Web Crypto's digest runs on libuv's thread pool, where it queued
 * behind password hashing under a login storm and held every signed request; hashing a short
 * header line on the main thread takes microseconds.
 */
const digestNow = (text: string, algorithm: SignAlgorithm) =>
  createHash(NODE_HASH_NAMES[algorithm]).update(text, 'utf8').digest('hex');

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
  const result = await checkSign(headers, Math.floor(nowMs / 1000), windowSeconds, config, digestNow);
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
