// @vitest-environment node
import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { md5 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { computeSign, DEFAULT_SIGN_CONFIG, digestHex, signBase, verifySign, type SignConfig } from './sign';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (s: string) => new TextEncoder().encode(s);

describe('md5', () => {
  it('matches the RFC 1321 test suite', () => {
    const suite: [string, string][] = [
      ['', 'd41d8cd98f00b204e9800998ecf8427e'],
      ['a', '0cc175b9c0f1b6a831c399e269772661'],
      ['abc', '900150983cd24fb0d6963f7d28e17f72'],
      ['message digest', 'f96b697d7cb7938d525a2f31aaf161d0'],
      ['abcdefghijklmnopqrstuvwxyz', 'c3fcd3d76192e4007dfb496cca67e13b'],
      ['ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789', 'd174ab98d277d9f5a5611c2c9f419d9f'],
      ['12345678901234567890123456789012345678901234567890123456789012345678901234567890', '57edf4a22be3c955ac49da2e2107b67a'],
    ];
    for (const [input, expected] of suite) expect(hex(md5(utf8(input)))).toBe(expected);
  });

  it('agrees with Node for any text, including block boundaries and non-Latin scripts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 200 }), (text) => {
        expect(hex(md5(utf8(text)))).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
      }),
    );
    for (const length of [55, 56, 63, 64, 65, 119, 120]) {
      const text = 'x'.repeat(length);
      expect(hex(md5(utf8(text)))).toBe(createHash('md5').update(text).digest('hex'));
    }
  });
});

describe('sha256 without Web Crypto', () => {
  it('agrees with Node for any text and around block boundaries', () => {
    expect(hex(sha256(utf8('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 300 }), (text) => {
        expect(hex(sha256(utf8(text)))).toBe(createHash('sha256').update(text, 'utf8').digest('hex'));
      }),
    );
    for (const length of [55, 56, 63, 64, 65, 119, 120, 1000]) {
      const text = 'y'.repeat(length);
      expect(hex(sha256(utf8(text)))).toBe(createHash('sha256').update(text).digest('hex'));
    }
  });

  it('signs the same where crypto.subtle is missing (http on a LAN address)', async () => {
    const withSubtle = await computeSign({ lang: 'vi', timestamp: 1, version: '1.0', token: 'T' });
    const crypto = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      expect(globalThis.crypto.subtle).toBeUndefined();
      expect(await computeSign({ lang: 'vi', timestamp: 1, version: '1.0', token: 'T' })).toBe(withSubtle);
      await expect(digestHex('x', 'SHA-512')).rejects.toThrow(/secure context/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('sign', () => {
  const input = { lang: 'en', timestamp: 1795000000, version: '1.0' };

  it('hashes lang, timestamp, token, version and key in that order, concatenated', () => {
    expect(signBase(input)).toBe(`en17950000001.0${DEFAULT_SIGN_CONFIG.key}`);
    expect(signBase({ ...input, token: 'TOK' })).toBe(`en1795000000TOK1.0${DEFAULT_SIGN_CONFIG.key}`);
    expect(signBase({ ...input, token: '' })).toBe(signBase(input));
  });

  it('is the uppercase hex SHA-256 of that text by default', async () => {
    const expected = createHash('sha256').update(signBase({ ...input, token: 'TOK' })).digest('hex').toUpperCase();
    expect(await computeSign({ ...input, token: 'TOK' })).toBe(expected);
  });

  it('follows a configured order, separator, key and algorithm', async () => {
    const config: SignConfig = { key: 'K', algorithm: 'MD5', fields: ['key', 'version', 'timestamp', 'token', 'lang'], separator: '|' };
    expect(signBase({ ...input, token: 'T' }, config)).toBe('K|1.0|1795000000|T|en');
    expect(signBase(input, config)).toBe('K|1.0|1795000000|en');
    expect(await computeSign(input, config)).toBe(createHash('md5').update('K|1.0|1795000000|en').digest('hex').toUpperCase());
    for (const algorithm of ['SHA-1', 'SHA-384', 'SHA-512'] as const) {
      const node = algorithm.replace('-', '').toLowerCase();
      expect(await digestHex('abc', algorithm)).toBe(createHash(node).update('abc').digest('hex'));
    }
  });

  it('verifies what it signs, and refuses a changed field, a missing header or a stale timestamp', async () => {
    const now = 1_795_000_000;
    const headers = { lang: 'th', timestamp: String(now - 100), version: '1.0', token: 'TOKEN' };
    const sign = await computeSign(headers);
    expect(await verifySign({ ...headers, sign }, now, 300)).toBe('ok');
    expect(await verifySign({ ...headers, sign, lang: 'en' }, now, 300)).toBe('badSign');
    expect(await verifySign({ ...headers, sign, token: 'OTHER' }, now, 300)).toBe('badSign');
    expect(await verifySign({ ...headers, sign: sign.toLowerCase() }, now, 300)).toBe('badSign');
    expect(await verifySign({ ...headers, sign: null }, now, 300)).toBe('missing');
    expect(await verifySign({ ...headers, sign }, now + 301, 300)).toBe('clockSkew');
    const future = { ...headers, timestamp: String(now + 400) };
    expect(await verifySign({ ...future, sign: await computeSign(future) }, now, 300)).toBe('clockSkew');
  });
});
