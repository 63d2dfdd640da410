import i18next, { type i18n } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { directionOf, LOCALES, PSEUDO_LOCALE } from '@shop/domain';
import { loadFontsFor } from '@shop/ui/fonts';
import { pseudoizeDictionary } from './pseudo';

// One lazy chunk per dictionary: only the active language is downloaded.
const dictionaries = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*.json');

type Dictionary = Parameters<typeof pseudoizeDictionary>[0];

async function loadDictionary(language: string): Promise<Dictionary> {
  if (language === PSEUDO_LOCALE) {
    const en = await loadDictionary('en');
    return pseudoizeDictionary(en);
  }
  const load = dictionaries[`../../../locales/${language}.json`];
  if (!load) throw new Error(`No dictionary for ${language}`);
  return (await load()).default as Dictionary;
}

/** Creates and initialises an i18next instance for `language`; resolves once its dictionary is in. */
export async function createI18n(language: string): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance
    .use(resourcesToBackend((lng: string) => loadDictionary(lng)))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LOCALES, PSEUDO_LOCALE],
      load: 'currentOnly',
      ns: ['translation'],
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: false },
    });
  return instance;
}

/**
 * Sets `lang` and `dir` on the document root so CSS :lang() stacks and logical properties follow,
 * and fetches the language's own font stylesheet when it has one (CJK).
 */
export function applyDocumentLanguage(language: string, root: HTMLElement = document.documentElement) {
  root.lang = language === PSEUDO_LOCALE ? 'en-XA' : language;
  root.dir = directionOf(language);
  void loadFontsFor(language);
}
