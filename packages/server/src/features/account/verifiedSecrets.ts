import { createHmac, randomBytes } from 'node:crypto';

/**
 * Remembers, for a few minutes, that a user's payment password was just checked and was right,
 * so a buyer paying several orders in a row (or a busy server paying many) does not spend ~60 ms
 * of scrypt CPU on every payment. Without it, scrypt alone would cap balance payments at a few
 * dozen per second per core.
 *
 * Why this does not weaken the PIN:
 * - Only right answers are remembered. A wrong PIN always runs the full scrypt check and moves
 *   the wrong-attempt counter, so guessing is exactly as slow and as limited as before.
 * - The caller checks the 30-minute lock before asking, so a locked account pays nothing.
 * - The entry is an HMAC under a key made at process start and never stored, of (user, stored
 *   hash, PIN): it never holds the PIN, and a changed PIN changes the stored hash, so an entry for
 *   the old one can never match again. Anyone able to read this process's memory could read the
 *   stored hashes too, against which a 6-digit PIN falls to brute force anyway.
 * - Entries expire after `ttlMs` and at most `maxEntries` are kept (oldest dropped first).
 */
export class VerifiedSecrets {
  private readonly key = randomBytes(32);
  private readonly expiries = new Map<string, number>();

  constructor(
    private readonly ttlMs = 10 * 60_000,
    private readonly maxEntries = 10_000,
  ) {}

  private digest(userId: number, storedHash: string, secret: string) {
    return createHmac('sha256', this.key).update(`${userId}\0${storedHash}\0${secret}`).digest('base64url');
  }

  has(userId: number, storedHash: string, secret: string, now: number): boolean {
    const digest = this.digest(userId, storedHash, secret);
    const expiry = this.expiries.get(digest);
    if (expiry === undefined) return false;
    if (expiry > now) return true;
    this.expiries.delete(digest);
    return false;
  }

  remember(userId: number, storedHash: string, secret: string, now: number) {
    const digest = this.digest(userId, storedHash, secret);
    // Re-inserting moves the entry to the end, so the first key is always the oldest.
    this.expiries.delete(digest);
    this.expiries.set(digest, now + this.ttlMs);
    while (this.expiries.size > this.maxEntries) this.expiries.delete(this.expiries.keys().next().value!);
  }

  get size() {
    return this.expiries.size;
  }
}
