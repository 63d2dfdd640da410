import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { hashGate, type HashTicket } from './hashing';

/**
 * scrypt parameters from the OWASP Password Storage Cheat Sheet's equivalent set
 * N=2^13, r=8, p=10: the same work as N=2^17/p=1 but 8 MiB of memory per hash instead of 128,
 * so many concurrent logins fit in the server's memory budget.
 */
const PARAMS = { N: 2 ** 13, r: 8, p: 10 } as const;
const KEY_LENGTH = 32;

function derive(secret: string, salt: Buffer, params: { N: number; r: number; p: number }, ticket?: HashTicket): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r + 1024 * 1024 };
  const work = () =>
    new Promise<Buffer>((resolve, reject) =>
      scrypt(secret.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
    );
  return ticket ? ticket.run(work) : hashGate.run(work);
}

/** `scrypt$N$r$p$salt$hash` (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** `ticket`: a place in the hashing gate taken beforehand (a login takes it before counting the try). */
export async function verifySecret(secret: string, stored: string, ticket?: HashTicket): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(secret, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, ticket);
  return key.length === expected.length && timingSafeEqual(key, expected);
}
