import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shop/domain';
import { fileURLToPath } from 'node:url';
import { flatten, readDictionary, variablesOf } from './dictionaries';

interface Allowlist {
  anyLocale: Record<string, string>;
  byLocale: Record<string, Record<string, string>>;
}

const allowlist = JSON.parse(
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'same-as-english.json'), 'utf8'),
) as Allowlist;
const en = flatten(readDictionary('en'));

/** Nothing to translate: only interpolations, digits and punctuation. */
const untranslatable = (text: string) => !/\p{L}/u.test(text.replace(/\{\{[^}]*\}\}/g, '').replace(/<[^>]*>/g, ''));

describe.each(LOCALES.filter((l) => l !== 'en'))('dictionary %s', (locale) => {
  const dict = flatten(readDictionary(locale));
  const allowed = allowlist.byLocale[locale] ?? {};

  it('translates every string rather than copying the English (allowlist: tests/i18n/same-as-english.json)', () => {
    const copied = [...dict]
      .filter(([key, value]) => en.get(key) === value)
      .filter(([key, value]) => !untranslatable(value) && !(value in allowlist.anyLocale) && !(key in allowed))
      .map(([key, value]) => `${key}: "${value}"`);
    expect(copied).toEqual([]);
  });

  it('has no stale allowlist entry (each one is still identical to English)', () => {
    const stale = Object.keys(allowed).filter((key) => !dict.has(key) || dict.get(key) !== en.get(key));
    expect(stale).toEqual([]);
  });
});

describe('same-as-english allowlist', () => {
  it('gives a reason for every entry and names only real locales', () => {
    for (const [locale, entries] of Object.entries(allowlist.byLocale)) {
      expect(LOCALES).toContain(locale);
      for (const reason of Object.values(entries)) expect(reason.trim().length).toBeGreaterThan(10);
    }
    for (const reason of Object.values(allowlist.anyLocale)) expect(reason.trim().length).toBeGreaterThan(10);
  });

  it('treats a string of only placeholders and punctuation as nothing to translate', () => {
    expect(untranslatable('{{count}}')).toBe(true);
    expect(untranslatable('{{amount}} / {{total}}')).toBe(true);
    expect(untranslatable('{{count}} items')).toBe(false);
    expect(variablesOf('{{amount}} / {{total}}')).toEqual(['amount', 'total']);
  });
});
