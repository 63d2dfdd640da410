// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { VerifiedSecrets } from './verifiedSecrets';

describe('VerifiedSecrets', () => {
  it('knows a remembered right answer until it expires', () => {
    const secrets = new VerifiedSecrets(1000);
    secrets.remember(1, 'hash-a', '123456', 0);
    expect(secrets.has(1, 'hash-a', '123456', 999)).toBe(true);
    expect(secrets.has(1, 'hash-a', '123456', 1000)).toBe(false);
    // An expired entry is dropped when it is found.
    expect(secrets.size).toBe(0);
  });

  it('matches only the same user, stored hash and secret', () => {
    const secrets = new VerifiedSecrets();
    secrets.remember(1, 'hash-a', '123456', 0);
    expect(secrets.has(2, 'hash-a', '123456', 1)).toBe(false);
    expect(secrets.has(1, 'hash-a', '123457', 1)).toBe(false);
    // A changed PIN has a new stored hash: the old right answer no longer counts.
    expect(secrets.has(1, 'hash-b', '123456', 1)).toBe(false);
  });

  it('keeps at most maxEntries, dropping the oldest first', () => {
    const secrets = new VerifiedSecrets(60_000, 2);
    secrets.remember(1, 'h', '111111', 0);
    secrets.remember(2, 'h', '222222', 0);
    secrets.remember(1, 'h', '111111', 1); // refreshed: now the newest
    secrets.remember(3, 'h', '333333', 2);
    expect(secrets.size).toBe(2);
    expect(secrets.has(2, 'h', '222222', 3)).toBe(false);
    expect(secrets.has(1, 'h', '111111', 3)).toBe(true);
    expect(secrets.has(3, 'h', '333333', 3)).toBe(true);
  });
});
