import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, LOCALES, PSEUDO_LOCALE } from '@shop/domain';
import { loadFontsFor } from '@shop/ui/fonts';
import { isolateValue } from './isolate';
import type { pseudoizeDictionary } from './pseudo';

// Each dictionary is a JSON file of its own, fetched when its language is chosen: only the active
// one is downloaded, and as data (parsed by JSON.parse) rather than as a JavaScript chunk.
const dictionaryUrls = import.meta.glob<string>('../../../locales/*.json', {
  query: '?url',
  import: 'default',
  eager: true,
});

export type Dictionary = Parameters<typeof pseudoizeDictionary>[0];
/** Where a language's dictionary comes from: fetched in the app and Storybook, imported in unit tests. */
export type DictionaryLoader = (language: string) => Promise<Dictionary>;

export const fetchDictionary: DictionaryLoader = async (language) => {
  const url = dictionaryUrls[`../../../locales/${language}.json`];
  if (!url) throw new Error(`No dictionary for ${language}`);
  const response = await fetch(url);
  if (!response.ok)
    throw new Error(`The ${language} dictionary did not load (HTTP ${response.status})`);
  return (await response.json()) as Dictionary;
};

/**
 * i18next's backend interface, fed by a loader: a language's dictionary is read when i18next
 * first needs it. Why not i18next-resources-to-backend: it is this adapter plus guards on the
 * language's name that i18next applies itself (and the loaders only know the shipped languages),
 * and it cost 0.3 KiB of every first visit's 130 KiB budget.
 */
function dictionaryBackend(load: DictionaryLoader): BackendModule {
  // `callbackApi: false`: i18next takes `read`'s promise (and checks the language's name itself).
  return {
    type: 'backend',
    callbackApi: false,
    init: () => undefined,
    read: (language) => load(language),
  };
}

/** Creates and initialises an i18next instance for `language`; resolves once its dictionary is in. */
export async function createI18n(
  language: string,
  load: DictionaryLoader = fetchDictionary,
): Promise<i18n> {
  // The pseudo-locale is for QA and designers: its code downloads only when it is chosen.
  const loadDictionary = async (lng: string): Promise<Dictionary> =>
    lng === PSEUDO_LOCALE
      ? (await import('./pseudo')).pseudoizeDictionary(await load('en'))
      : load(lng);
  const instance = i18next.createInstance();
  await instance
    .use(dictionaryBackend(loadDictionary))
    .use(initReactI18next)
    .init({
      lng: language,
      fallbackLng: false,
      supportedLngs: [...LOCALES, PSEUDO_LOCALE],
      load: 'currentOnly',
      ns: ['translation'],
      interpolation: {
        // React escapes text itself; the "escape" step is used to isolate values instead (see
        // isolate.ts), given raw so a plural's count stays a number.
        escapeValue: true,
        useRawValueToEscape: true,
        escape: (value: unknown) => isolateValue(value, directionOf(instance.language ?? language)) as string,
      },
      returnNull: false,
      react: { useSuspense: false },
    });
  return instance;
}

/**
 * Sets `lang` and `dir` on the document root so CSS :lang() stacks and logical properties follow,
 * and fetches the language's own font stylesheet when it has one (CJK).
 */
export function applyDocumentLanguage(
  language: string,
  root: HTMLElement = document.documentElement,
) {
  root.lang = language === PSEUDO_LOCALE ? 'en-XA' : language;
  root.dir = directionOf(language);
  void loadFontsFor(language);
}
