import type { Locale } from '@shop/domain';
import { ar } from './ar';
import { de } from './de';
import { es } from './es';
import { fr } from './fr';
import { hi } from './hi';
import { id } from './id';
import { ja } from './ja';
import { ko } from './ko';
import { pt } from './pt';
import { ru } from './ru';
import { th } from './th';
import type { CatalogueLanguage } from './types';
import { vi } from './vi';
import { zhHans } from './zh-Hans';
import { zhHant } from './zh-Hant';

/** The demo catalogue in every language the product ships in besides English (its original). */
export const TRANSLATIONS: Record<Exclude<Locale, 'en'>, CatalogueLanguage> = {
  'zh-Hant': zhHant,
  'zh-Hans': zhHans,
  th,
  ko,
  vi,
  ar,
  fr,
  de,
  hi,
  ja,
  pt,
  ru,
  es,
  id,
};
