import { LOCALES, PSEUDO_LOCALE } from '@shop/domain';

/** Every locale a story can be viewed in: the 15 product languages plus the pseudo locale. */
export const STORY_LOCALES = [...LOCALES, PSEUDO_LOCALE] as const;

/** The subset QA reviews for kit components and secondary screen states (issue: visual regression). */
export const REVIEW_LOCALES = ['en', 'ar', 'th', 'ja', 'de', 'hi', 'pseudo'] as const;

/** Names shown in the toolbar; the product's own picker uses each dictionary's `language.name`. */
export const TOOLBAR_TITLES: Record<string, string> = {
  en: 'English',
  'zh-Hant': '繁體中文',
  'zh-Hans': '简体中文',
  th: 'ไทย',
  ko: '한국어',
  vi: 'Tiếng Việt',
  ar: 'العربية (RTL)',
  fr: 'Français',
  de: 'Deutsch',
  hi: 'हिन्दी',
  ja: '日本語',
  pt: 'Português',
  ru: 'Русский',
  es: 'Español',
  id: 'Bahasa Indonesia',
  pseudo: 'Pseudo (+40%)',
};
