import { PSEUDO_LOCALE, resolveStartupLocale } from '@shop/domain';
import { readStoredLocale, storeLocale } from '../session/storage';

/**
 * The language the app starts in: the stored choice, else the device's when it is one of the 15,
 * else Thai (the translation layer's default). On first start it is stored, so the request
 * header (whose own default is `en`) and the dictionaries agree from then on. `?lang=pseudo` in
 * development opens the layout-testing locale.
 */
export function startupLocale(): string {
  if (import.meta.env.DEV && new URLSearchParams(window.location.search).get('lang') === PSEUDO_LOCALE) {
    return PSEUDO_LOCALE;
  }
  const resolved = resolveStartupLocale(readStoredLocale(), navigator.languages ?? [navigator.language]);
  if (resolved.shouldStore) storeLocale(resolved.locale);
  return resolved.locale;
}
