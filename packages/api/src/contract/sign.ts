// MD5, because many existing backends of this kind of app sign with it (the sign is an integrity
// and replay guard, not a place that needs collision resistance); SHA-256 where Web Crypto's
// `subtle` is missing (browsers hide it outside secure contexts, e.g. plain http on a LAN address).
import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { DEFAULT_SIGN_CONFIG, type SignAlgorithm, type SignConfig, type SignField } from './signConfig';

/**
 * The `sign` request header.
 *
 *   sign = UPPERCASE( hex( HASH( join(separator, [lang, timestamp, token?, version, key]) ) ) )
 *
 * - `lang`, `timestamp` (Unix seconds as decimal text), `version` are the header values sent.
 * - `token` is the stored session token, included only when the request carries `authorization`;
 *   a signed-out request simply has one field fewer (it is left out, not replaced by "").
 * - `key` is a fixed string shipped in the client: the sign guards integrity and, with the server's
 *   timestamp window, replays. It is not authentication; the token is.
 * - Defaults: HASH = SHA-256, separator = "" (plain concatenation), the order above, UTF-8 bytes.
 *   All of it is configuration so the app can talk to an operator's backend that signs with, say,
 *   MD5 and a different order.
 *
 * Computed with Web Crypto (`crypto.subtle.digest`), present in browsers and Node 20, so the client,
 * the mocks and the server share this one function. MD5, which Web Crypto lacks, is computed here,
 * and so is SHA-256 on pages where browsers withhold `subtle` (not a secure context).
 */
export {
  DEFAULT_SIGN_CONFIG,
  DEFAULT_SIGN_KEY,
  SIGN_ALGORITHMS,
  SIGN_FIELDS,
  type SignAlgorithm,
  type SignConfig,
  type SignField,
} from './signConfig';

export interface SignInput {
  lang: string;
  timestamp: string | number;
  version: string;
  /** Absent or empty when signed out. */
  token?: string | null;
}

/** The exact text that gets hashed; exported so a failing sign can be diagnosed. */
export function signBase(input: SignInput, config: SignConfig = DEFAULT_SIGN_CONFIG): string {
  const values: Record<SignField, string | undefined> = {
    lang: input.lang,
    timestamp: String(input.timestamp),
    token: input.token ? input.token : undefined,
    version: input.version,
    key: config.key,
  };
  return config.fields
    .map((field) => values[field])
    .filter((value): value is string => value !== undefined)
    .join(config.separator);
}

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export async function digestHex(text: string, algorithm: SignAlgorithm): Promise<string> {
  const bytes = new TextEncoder().encode(text);
  if (algorithm === 'MD5') return toHex(md5(bytes));
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) {
    // Outside a secure context (plain http on a LAN address) browsers hide crypto.subtle.
    if (algorithm === 'SHA-256') return toHex(sha256(bytes));
    throw new Error(`${algorithm} needs Web Crypto, which this page (not a secure context) does not have`);
  }
  return toHex(new Uint8Array(await subtle.digest(algorithm, bytes)));
}

/** How a text becomes its hex digest; the server passes a synchronous one (see its http/sign.ts). */
export type DigestHex = (text: string, algorithm: SignAlgorithm) => string | Promise<string>;

export async function computeSign(
  input: SignInput,
  config: SignConfig = DEFAULT_SIGN_CONFIG,
  digest: DigestHex = digestHex,
): Promise<string> {
  return (await digest(signBase(input, config), config.algorithm)).toUpperCase();
}

export type SignCheck = 'ok' | 'missing' | 'badSign' | 'clockSkew';

/**
 * What the server (and the mock) does with the headers: recompute the sign, then check the clock.
 * `nowSeconds` is passed in so tests and the mock's fixed clock decide what "now" is.
 */
export async function verifySign(
  headers: { lang?: string | null; timestamp?: string | null; version?: string | null; sign?: string | null; token?: string | null },
  nowSeconds: number,
  skewSeconds: number,
  config: SignConfig = DEFAULT_SIGN_CONFIG,
  digest: DigestHex = digestHex,
): Promise<SignCheck> {
  const { lang, timestamp, version, sign, token } = headers;
  if (!lang || !timestamp || !version || !sign) return 'missing';
  const expected = await computeSign({ lang, timestamp, version, token }, config, digest);
  if (sign !== expected) return 'badSign';
  if (!/^\d+$/.test(timestamp) || Math.abs(Number(timestamp) - nowSeconds) > skewSeconds) return 'clockSkew';
  return 'ok';
}
