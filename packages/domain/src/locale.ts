/**
 * The 15 languages the product is marketed in, in picker order. Codes are BCP 47 tags as used by
 * the dictionaries in `locales/` and the `lang` request header.
 */
export const LOCALES = [
  'en',
  'zh-Hant',
  'zh-Hans',
  'th',
  'ko',
  'vi',
  'ar',
  'fr',
  'de',
  'hi',
  'ja',
  'pt',
  'ru',
  'es',
  'id',
] as const;

export type Locale = (typeof LOCALES)[number];

/** A layout-testing locale: English with accents, 40% longer. Never offered to users. */
export const PSEUDO_LOCALE = 'pseudo';

export const RTL_LOCALES: ReadonlySet<string> = new Set(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RTL_LOCALES.has(locale) ? 'rtl' : 'ltr';
}
