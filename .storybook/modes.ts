import { REVIEW_LOCALES, STORY_LOCALES } from './locales';

/** Chromatic modes: one per locale. A mode sets the same `locale` global as the toolbar. */
export const allModes = Object.fromEntries(
  STORY_LOCALES.map((locale) => [locale, { locale }]),
) as Record<(typeof STORY_LOCALES)[number], { locale: string }>;

/** The modes kit components and secondary states are captured in. */
export const reviewModes = Object.fromEntries(
  REVIEW_LOCALES.map((locale) => [locale, allModes[locale]]),
);
