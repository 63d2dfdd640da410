import i18next, { type BackendModule, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { directionOf, isolateValue, LOCALES, PSEUDO_LOCALE } from '@shop/domain';
import { loadFontsFor } from '@shop/ui/fonts';
import type { pseudoizeDictionary } from '@shop/domain/pseudo';

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
 * Languages whose UI strings get their phrases kept whole by BudouX (Google, Apache-2.0), each
 * model in a chunk of its own that only that language downloads. Japanese needs none: Chromium
 * keeps its phrases whole itself (`word-break: auto-phrase`, in the kit's global styles).
 */
const PHRASE_KEEPERS: Record<string, () => Promise<(text: string) => string>> = {
  'zh-Hans': () => import('./phrases/zhHans').then((m) => m.keepPhrases),
  'zh-Hant': () => import('./phrases/zhHant').then((m) => m.keepPhrases),
};

/**
 * Each instance's phrase keepers, by its resource store: react-i18next's `useTranslation` hands
 * out a copy of the instance (its own properties, the store among them), not the instance itself,
 * and Storybook's clones share the store too. Keyed by the instance, a product name on a page was
 * never looked up (its Chinese names broke inside words: "亞麻襯 / 衫").
 */
const keepersOf = new WeakMap<object, Map<string, (text: string) => string>>();

/**
 * Keeps the phrases of a text that is not a UI string (a product's name from the server) whole,
 * as UI strings are, when the instance's language has a phrase keeper; otherwise returns it as is.
 */
export function keepPhrases(instance: i18n, text: string): string {
  return keepersOf.get(instance.store)?.get(instance.language)?.(text) ?? text;
}

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
  const keepers = new Map<string, (text: string) => string>();
  const loadDictionary = async (lng: string): Promise<Dictionary> => {
    if (lng === PSEUDO_LOCALE) return (await import('@shop/domain/pseudo')).pseudoizeDictionary(await load('en'));
    // The language's phrase keeper arrives with its dictionary, so its first render has it;
    // without it (its chunk did not load) lines break as Chromium breaks them by default.
    const [dictionary, keeper] = await Promise.all([load(lng), PHRASE_KEEPERS[lng]?.().catch(() => undefined)]);
    if (keeper) keepers.set(lng, keeper);
    return dictionary;
  };
  const instance = i18next.createInstance();
  await instance
    .use(dictionaryBackend(loadDictionary))
    .use({
      type: 'postProcessor',
      name: 'phrases',
      process: (value: string, _key: unknown, options: { lng?: string }) =>
        keepers.get(options.lng ?? instance.language)?.(value) ?? value,
    })
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
      postProcess: ['phrases'],
      react: { useSuspense: false },
    });
  // The store exists once init has run; nothing renders before this resolves.
  keepersOf.set(instance.store, keepers);
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
