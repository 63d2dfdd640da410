import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { hashSecret, verifySecret } from './passwords';

/**
 * How payment passwords (6-digit PINs) are stored: `hmac-sha256$<key id>$<salt>$<mac>`, an HMAC
 * of the salted PIN under a server-side key (`PAY_PIN_KEY`) that never enters the database.
 *
 * Why not scrypt, as for login passwords: a PIN has only 10^6 values. Against a stolen database
 * scrypt buys little (10^6 x ~60 ms is about 17 core-hours per account, minutes on rented cores), yet it
 * costs ~60 ms of CPU on every cold payment, which capped payments at a few dozen per second per
 * core. Under a key the attacker does not have, a stolen database reveals nothing and allows no
 * offline guessing at all; the only way to try a PIN is the online check, which locks after five
 * wrong tries for 30 minutes. Someone who also has the key has the running server, and with it
 * the money. This is how payment systems treat PINs (keys held apart from the data, in an HSM where
 * they can afford one). docs/SECURITY.md ("Payment passwords") has the full argument.
 *
 * Rotation: `PAY_PIN_KEY_PREVIOUS` (comma-separated) still verifies old hashes; a right PIN under
 * an old key, or an older scrypt hash, is rewritten under the current key (payments.ts). Without
 * any key (a production start that did not set one) new PINs fall back to scrypt: slow, still safe.
 */
export interface PinKeys {
  current: { id: string; key: Buffer } | null;
  byId: ReadonlyMap<string, Buffer>;
}

const SCHEME = 'hmac-sha256';

/** A key's id: a short digest that names it in stored hashes without revealing it. */
const keyId = (secret: string) => createHash('sha256').update(`pay-pin-key-id\0${secret}`).digest('hex').slice(0, 12);

/** The first secret is the current key; the others only verify. */
export function pinKeysFrom(secrets: readonly string[]): PinKeys {
  const byId = new Map<string, Buffer>();
  for (const secret of secrets) byId.set(keyId(secret), Buffer.from(secret, 'utf8'));
  const first = secrets[0];
  return { current: first ? { id: keyId(first), key: byId.get(keyId(first))! } : null, byId };
}

const made = new WeakMap<object, PinKeys>();
/** The keys a configuration names, derived once per configuration. */
export function pinKeysFor(config: { payPinKeys: readonly string[] }): PinKeys {
  let keys = made.get(config);
  if (!keys) made.set(config, (keys = pinKeysFrom(config.payPinKeys)));
  return keys;
}

const mac = (key: Buffer, salt: Buffer, pin: string) => createHmac('sha256', key).update(salt).update('\0').update(pin.normalize('NFKC')).digest();

function hmacPin(pin: string, current: NonNullable<PinKeys['current']>): string {
  const salt = randomBytes(16);
  return [SCHEME, current.id, salt.toString('base64url'), mac(current.key, salt, pin).toString('base64url')].join('$');
}

/** Stores a new PIN: under the current key, or with scrypt when no key is configured. */
export async function hashPin(pin: string, keys: PinKeys): Promise<string> {
  return keys.current ? hmacPin(pin, keys.current) : hashSecret(pin);
}

export const isKeyedPinHash = (stored: string) => stored.startsWith(`${SCHEME}$`);

export interface PinCheck {
  right: boolean;
  /** A right PIN whose stored form is outdated (scrypt, or an old key): store this instead. */
  upgraded?: string | undefined;
}

/**
 * Checks a PIN against its stored form. A keyed hash costs microseconds and no thread-pool work;
 * an scrypt hash (stored before keys, or without one) costs a full scrypt run.
 */
export async function verifyPin(pin: string, stored: string, keys: PinKeys): Promise<PinCheck> {
  if (isKeyedPinHash(stored)) {
    const [, id, salt, expected] = stored.split('$');
    const key = id ? keys.byId.get(id) : undefined;
    if (!key || !salt || !expected) return { right: false };
    const wanted = Buffer.from(expected, 'base64url');
    const actual = mac(key, Buffer.from(salt, 'base64url'), pin);
    const right = actual.length === wanted.length && timingSafeEqual(actual, wanted);
    return { right, upgraded: right && keys.current && id !== keys.current.id ? hmacPin(pin, keys.current) : undefined };
  }
  const right = await verifySecret(pin, stored);
  return { right, upgraded: right && keys.current ? hmacPin(pin, keys.current) : undefined };
}
