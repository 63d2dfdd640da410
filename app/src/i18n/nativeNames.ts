import type { Locale } from '@shop/domain';

/**
 * Each language's own name, for the language screen. The same text is `language.name` in that
 * language's dictionary (nativeNames.test.ts keeps them equal); it is copied here because the
 * screen must show all 15 without downloading 15 dictionaries (a JSON glob kept them whole).
 */
export const NATIVE_NAMES: Record<Locale, string> = {
  ar: 'العربية',
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  ja: '日本語',
  ko: '한국어',
  pt: 'Português',
  ru: 'Русский',
  th: 'ไทย',
  vi: 'Tiếng Việt',
  'zh-Hans': '简体中文',
  'zh-Hant': '繁體中文',
};
