import type { Locale } from '@shop/domain';
import ar from './ar.json';
import de from './de.json';
import es from './es.json';
import fr from './fr.json';
import hi from './hi.json';
import id from './id.json';
import ja from './ja.json';
import ko from './ko.json';
import { language } from './language';
import pt from './pt.json';
import ru from './ru.json';
import th from './th.json';
import type { CatalogueLanguage } from './types';
import vi from './vi.json';
import zhHans from './zh-Hans.json';
import zhHant from './zh-Hant.json';

/**
 * The demo catalogue in every language the product ships in besides English (its original), each
 * from its dictionary, translations/<lang>.json: words keyed by their English (adjectives and
 * colours with a form for each gender they agree with), and its sentences as templates, which
 * hold each language's word order. No language needs more grammar than that.
 */
export const TRANSLATIONS: Record<Exclude<Locale, 'en'>, CatalogueLanguage> = {
  /** 繁體中文（臺灣用語）: words run together without spaces, modifiers before the noun. */
  'zh-Hant': language(zhHant),
  /** 简体中文: words run together without spaces, modifiers before the noun (经典珊瑚色中长连衣裙). */
  'zh-Hans': language(zhHans),
  /**
   * ไทย: the noun first, then its colour (สี…), then the modifier, without spaces inside the name as
   * Thai writes a phrase (เดรสมิดิสีคอรัลสไตล์คลาสสิก).
   */
  th: language(th),
  /** 한국어: modifier, colour, noun, spaced as Korean shops write them (클래식 코랄 미디 원피스). */
  ko: language(ko),
  /** Tiếng Việt: the noun first, then the modifier, then "màu" and the colour (Váy midi cổ điển màu san hô). */
  vi: language(vi),
  /**
   * العربية: the noun, its adjective agreeing in gender (a plural of things takes the feminine
   * singular), then "بلون" and the colour, which agrees with لون and so never changes
   * (فستان ميدي كلاسيكي بلون مرجاني، سترة جينز كلاسيكية بلون كحلي). The store's description opens
   * with an Arabic word: a description is shown in its own direction (dir=auto), which a Latin
   * store name first would make left to right, with the full stop at the wrong end.
   */
  ar: language(ar),
  /**
   * Français : the noun, its colour, then the adjective agreeing in gender and number
   * (Robe midi corail classique, Ballerines bleu marine légères). Compound and noun colours never agree.
   */
  fr: language(fr),
  /**
   * Deutsch: adjective with its strong ending by the noun's gender (Klassischer Trackball,
   * Klassische Tastatur, Klassisches Kleid, Klassische Sandalen), noun, then "in" and the colour
   * (Klassisches Midikleid in Koralle).
   */
  de: language(de),
  /**
   * हिन्दी: adjective, colour, noun, in the words Indian shops use (many English loanwords, written
   * in Devanagari); adjectives ending in -ā agree with the noun's gender and number (हल्का ट्रैकबॉल,
   * हल्की शर्ट, हल्के जूते).
   */
  hi: language(hi),
  /**
   * 日本語: modifier, colour with の, then the noun, without spaces
   * (クラシックなコーラルのミディ丈ワンピース). Adjectives carry their own な/の.
   */
  ja: language(ja),
  /** Português: the noun, its colour (never agreeing), then the adjective agreeing with the noun (Vestido midi coral clássico). */
  pt: language(pt),
  /**
   * Русский: the adjective agreeing with the noun (-ый/-ий, -ая, -ое, -ые/-ие), the noun, then the
   * colour as marketplaces write it, after "цвет" (Классическое платье миди, цвет коралловый), so
   * the colour never has to agree.
   */
  ru: language(ru),
  /** Español: the noun, its colour (never agreeing), then the adjective agreeing with the noun (Vestido midi coral clásico). */
  es: language(es),
  /** Bahasa Indonesia: the noun, then the modifier, then the colour, in title case as shops list them (Gaun Midi Klasik Koral). */
  id: language(id),
};
