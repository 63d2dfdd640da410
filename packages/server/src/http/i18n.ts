import fs from 'node:fs';
import path from 'node:path';
import { directionOf, isLocale, isolateValue, resolveStartupLocale, type Locale } from '@shop/domain';
import { REPO_ROOT } from '../config';

type Dictionary = { [key: string]: string | Dictionary };

const LOCALES_DIR = path.join(REPO_ROOT, 'locales');
/** Locale files as this release ships them: read once per process, never stale within a release. */
const cache = new Map<string, Dictionary>();

function dictionary(locale: string): Dictionary {
  let dict = cache.get(locale);
  if (!dict) {
    const file = path.join(LOCALES_DIR, `${locale}.json`);
    dict = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Dictionary) : {};
    cache.set(locale, dict);
  }
  return dict;
}

function lookup(dict: Dictionary, key: string): string | undefined {
  let node: string | Dictionary | undefined = dict;
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The `lang` header picks the language; the request layer's default is English (spec 1). */
export function requestLocale(header: string | undefined | null): Locale {
  return isLocale(header) ? header : 'en';
}

/**
 * The language of the data the app shell carries (the home page's names): the one the app starts
 * in on a first visit, nothing stored yet — the browser's first language that is one of the 15,
 * else the app's default (see resolveStartupLocale). Accept-Language lists them in preference
 * order; the q weights only repeat that order in the headers browsers send.
 */
export function shellLocale(acceptLanguage: string | undefined | null): Locale {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => part.split(';')[0]!.trim())
    .filter((tag) => tag && tag !== '*');
  return resolveStartupLocale(null, tags).locale;
}

export type MessageVars = Record<string, string | number>;

/**
 * Translates a dictionary key the way i18next does for the app: `{{name}}` interpolation (a text
 * value isolated where the sentence's direction could reorder it, as the app's `t` does) and,
 * with a numeric `count`, the `_one`/`_other`/... plural form from `Intl.PluralRules`.
 * Falls back to English, then to the key itself (never throws: this runs in error paths).
 */
export function translate(locale: string, key: string, vars: MessageVars = {}): string {
  const candidates: string[] = [];
  if (typeof vars.count === 'number') {
    const category = new Intl.PluralRules(locale).select(vars.count);
    candidates.push(`${key}_${category}`, `${key}_other`);
  }
  candidates.push(key);
  let text: string | undefined;
  for (const source of [dictionary(locale), dictionary('en')]) {
    for (const candidate of candidates) {
      text = lookup(source, candidate);
      if (text !== undefined) break;
    }
    if (text !== undefined) break;
  }
  if (text === undefined) return key;
  const direction = directionOf(locale);
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    vars[name] === undefined ? whole : String(isolateValue(vars[name], direction)),
  );
}

/** Whether a dictionary key exists in English (the reference dictionary). */
export function hasMessage(key: string): boolean {
  return lookup(dictionary('en'), key) !== undefined || lookup(dictionary('en'), `${key}_other`) !== undefined;
}
