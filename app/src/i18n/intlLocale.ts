import { PSEUDO_LOCALE } from '@shop/domain';

/** The locale Intl formats numbers, dates and names in: the reader's, English for the pseudo-locale. */
export function intlLocale(language: string): string {
  return language === PSEUDO_LOCALE ? 'en' : language;
}
