import { describe, expect, it } from 'vitest';
import { LOCALES } from '@shop/domain';
import { baseKeys, flatten, PLURAL_SUFFIX, readDictionary, variablesOf } from './dictionaries';

const en = flatten(readDictionary('en'));
const enKeys = baseKeys(en);

describe.each(LOCALES.filter((l) => l !== 'en'))('dictionary %s', (locale) => {
  const dict = flatten(readDictionary(locale));
  const keys = baseKeys(dict);

  it('has every key en has', () => {
    expect([...enKeys].filter((k) => !keys.has(k))).toEqual([]);
  });

  it('has no key en lacks', () => {
    expect([...keys].filter((k) => !enKeys.has(k))).toEqual([]);
  });

  it('uses the same interpolation variables as en', () => {
    const mismatched: string[] = [];
    for (const [key, value] of dict) {
      const base = key.replace(PLURAL_SUFFIX, '');
      const enValue = en.get(key) ?? en.get(`${base}_other`) ?? en.get(base);
      if (enValue === undefined) continue;
      // `count` may be left out of a plural form ("one item" needs no number); nothing else may.
      const mine = variablesOf(value).filter((v) => v !== 'count');
      const theirs = variablesOf(enValue).filter((v) => v !== 'count');
      if (mine.join() !== theirs.join()) mismatched.push(`${key}: ${mine} vs ${theirs}`);
    }
    expect(mismatched).toEqual([]);
  });

  it('has every plural form the language needs, and no other', () => {
    const needed = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const plurals = new Set([...en.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
    const problems: string[] = [];
    for (const base of plurals) {
      const forms = [...dict.keys()].filter((k) => k.replace(PLURAL_SUFFIX, '') === base && PLURAL_SUFFIX.test(k));
      const have = forms.map((k) => k.match(PLURAL_SUFFIX)![1]!).sort();
      const want = [...needed].sort();
      if (have.join() !== want.join()) problems.push(`${base}: has ${have} needs ${want}`);
    }
    expect(problems).toEqual([]);
  });

  it('has no plural forms for a key English does not pluralise', () => {
    const enPlurals = new Set([...en.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
    const stray = [...dict.keys()].filter((k) => PLURAL_SUFFIX.test(k) && !enPlurals.has(k.replace(PLURAL_SUFFIX, '')));
    expect(stray).toEqual([]);
  });

  it('names itself in its own language for the picker', () => {
    expect(dict.get('language.name')).toBeTruthy();
    expect(dict.get('language.name')).not.toBe(en.get('language.name'));
  });
});

describe('dictionary en', () => {
  it('has exactly the plural forms English needs (one, other) for every plural key', () => {
    const needed = [...new Intl.PluralRules('en').resolvedOptions().pluralCategories].sort().join();
    const forms = new Map<string, string[]>();
    for (const key of en.keys()) {
      const match = key.match(PLURAL_SUFFIX);
      if (match) forms.set(key.replace(PLURAL_SUFFIX, ''), [...(forms.get(key.replace(PLURAL_SUFFIX, '')) ?? []), match[1]!]);
    }
    const problems = [...forms].filter(([, have]) => have.sort().join() !== needed).map(([base, have]) => `${base}: has ${have}`);
    expect(problems).toEqual([]);
  });

  it('has no key that is both a plain string and a plural', () => {
    const plurals = new Set([...en.keys()].filter((k) => PLURAL_SUFFIX.test(k)).map((k) => k.replace(PLURAL_SUFFIX, '')));
    expect([...plurals].filter((base) => en.has(base))).toEqual([]);
  });
});
