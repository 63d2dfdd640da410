import type { Adjective, ArticleText, CategoryName, Colour, CouponKey, Noun, WholesaleName } from '../catalogueData';

/**
 * Grammatical gender and number a product noun imposes on its adjective: m/f/n singular, `pl`
 * plural (German, Russian: one plural form), `mp`/`fp` masculine and feminine plural (French,
 * Spanish, Portuguese). Languages without agreement leave it out.
 */
export type Gender = 'm' | 'f' | 'n' | 'pl' | 'mp' | 'fp';

/** A word that agrees with its noun: one form per gender, or one string where it never changes. */
export type Forms = string | Partial<Record<Gender, string>>;

/** A product noun, with its gender where the language's adjectives agree with it. */
export type NounEntry = string | readonly [text: string, gender: Gender];

/**
 * The demo catalogue in one language (besides English, the demo stores' own language), as
 * language.ts makes it from the language's dictionary, translations/<lang>.json.
 */
export interface CatalogueLanguage {
  categories: Record<CategoryName, string>;
  nouns: Record<Noun, NounEntry>;
  adjectives: Record<Adjective, Forms>;
  colours: Record<Colour, Forms>;
  /** A product's name from its words, already agreeing, in the language's own word order. */
  productName(words: { adjective: string; colour: string; noun: string }): string;
  productDescription(store: string): string;
  storeDescription(store: string): string;
  /** Home banners, in the order of BANNER_TITLES. */
  banners: readonly [string, string, string, string];
  coupons(store: string): Record<CouponKey, string>;
  /** The platform's articles, in the order of ARTICLES. */
  articles: readonly ArticleText[];
  /** The platform's wholesale items, by their English names. */
  wholesale: Record<WholesaleName, string>;
  /** A wholesale item's description, around its name in this language. */
  wholesaleDescription(name: string): string;
}

/** The form of a word for a noun's gender: the plural forms fall back to the singular ones. */
export function formOf(forms: Forms, gender: Gender | undefined): string {
  if (typeof forms === 'string') return forms;
  const fallback: Record<Gender, Gender[]> = {
    m: ['m'],
    f: ['f', 'm'],
    n: ['n', 'm'],
    pl: ['pl', 'm'],
    mp: ['mp', 'pl', 'm'],
    fp: ['fp', 'mp', 'pl', 'f', 'm'],
  };
  for (const candidate of fallback[gender ?? 'm']) {
    const form = forms[candidate];
    if (form !== undefined) return form;
  }
  const any = Object.values(forms)[0];
  if (any === undefined) throw new Error('a word without any form');
  return any;
}

/** A product name in one language from its English words. */
export function composeName(language: CatalogueLanguage, adjective: Adjective, colour: Colour, noun: Noun): string {
  const entry = language.nouns[noun];
  const [text, gender] = typeof entry === 'string' ? [entry, undefined] : entry;
  return language.productName({
    adjective: formOf(language.adjectives[adjective], gender),
    colour: formOf(language.colours[colour], gender),
    noun: text,
  });
}
