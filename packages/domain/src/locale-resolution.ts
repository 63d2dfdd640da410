import { isLocale, type Locale } from './locale';

/**
 * Which language, in each of the spec's three readings (section 1), kept consistent:
 *
 * | layer                        | when nothing is stored                                | constant                     |
 * |------------------------------|-------------------------------------------------------|------------------------------|
 * | request layer (`lang` header)| `en`                                                  | `REQUEST_DEFAULT_LOCALE`     |
 * | start-up                     | the device's language when it is one of the 15        | `resolveStartupLocale`       |
 * | translation layer            | `th` (also start-up's answer when the device's is not one of the 15) | `TRANSLATION_DEFAULT_LOCALE` |
 *
 * The stored choice always wins. On first start the resolved locale is stored (`shouldStore`), so
 * from then on the request header, the dictionaries and the picker all read the same value and the
 * three defaults never disagree in practice.
 */
export const REQUEST_DEFAULT_LOCALE: Locale = 'en';
export const TRANSLATION_DEFAULT_LOCALE: Locale = 'th';

/** Tags a device may report that BCP 47 lookup alone would not place. */
const ALIASES: Record<string, Locale> = {
  in: 'id', // Java's old code for Indonesian, still reported by some Android WebViews
};

/**
 * One device tag (`zh-TW`, `pt-BR`, `en_US`, `zh-Hant-HK`) to one of the 15, or null.
 * Chinese goes by script: Taiwan, Hong Kong and Macau are Traditional; everything else Simplified.
 */
export function matchDeviceLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  let parsed: Intl.Locale;
  try {
    parsed = new Intl.Locale(tag.trim().replace(/_/g, '-'));
  } catch {
    return null;
  }
  const language = parsed.language.toLowerCase();
  if (language === 'zh') {
    const script = parsed.script ?? parsed.maximize().script;
    return script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
  }
  const alias = ALIASES[language];
  if (alias) return alias;
  return isLocale(language) ? language : null;
}

export interface StartupLocale {
  locale: Locale;
  source: 'stored' | 'device' | 'default';
  /** True on first start: store `locale` so every layer reads it from now on. */
  shouldStore: boolean;
}

/**
 * Start-up: the stored locale, else the first device language that is one of the 15 (devices list
 * preferences in order, `navigator.languages`), else the translation layer's default, Thai.
 */
export function resolveStartupLocale(stored: string | null | undefined, deviceTags: readonly string[] = []): StartupLocale {
  if (isLocale(stored)) return { locale: stored, source: 'stored', shouldStore: false };
  for (const tag of deviceTags) {
    const match = matchDeviceLocale(tag);
    if (match) return { locale: match, source: 'device', shouldStore: true };
  }
  return { locale: TRANSLATION_DEFAULT_LOCALE, source: 'default', shouldStore: true };
}

/** The `lang` request header: the stored locale, else `en`. */
export function requestLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : REQUEST_DEFAULT_LOCALE;
}

/** The language the dictionaries use: the stored locale, else Thai. */
export function translationLocale(stored: string | null | undefined): Locale {
  return isLocale(stored) ? stored : TRANSLATION_DEFAULT_LOCALE;
}
