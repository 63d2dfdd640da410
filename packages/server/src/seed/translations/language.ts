import {
  ARTICLES,
  BANNER_TITLES,
  type Adjective,
  type ArticleText,
  type CategoryName,
  type Colour,
  type CouponKey,
  type Noun,
  type WholesaleName,
} from '../catalogueData';
import english from './en.json';
import type { CatalogueLanguage, Forms, Gender, NounEntry } from './types';

/**
 * A language's sentences as templates with named placeholders: {adjective}, {colour} and {noun}
 * in a product's name, {store} in the descriptions and the store's coupon, {name} in a wholesale
 * item's description. English (en.json) has them too.
 */
export interface Templates {
  productName: string;
  productDescription: string;
  storeDescription: string;
  coupons: Record<CouponKey, string>;
  wholesaleDescription: string;
}

/**
 * A language's demo catalogue as translations/<lang>.json holds it: the words keyed by their
 * English, and the sentences as templates. The compiler checks an imported JSON file's keys
 * against it, but it types the file's strings and arrays as plain `string` and `string[]`, so
 * `problems` checks the rest (genders, the counts of banners and articles, the placeholders).
 */
export interface Dictionary extends Templates {
  categories: Record<CategoryName, string>;
  /** The noun, or [noun, gender] where the language's adjectives agree with it. */
  nouns: Record<Noun, string | readonly string[]>;
  adjectives: Record<Adjective, Forms>;
  colours: Record<Colour, Forms>;
  /** In the order of BANNER_TITLES. */
  banners: readonly string[];
  /** In the order of ARTICLES. */
  articles: readonly ArticleText[];
  wholesale: Record<WholesaleName, string>;
}

const GENDERS: readonly Gender[] = ['m', 'f', 'n', 'pl', 'mp', 'fp'];
const isGender = (word: string | undefined): word is Gender => GENDERS.some((gender) => gender === word);

const PLACEHOLDER = /\{(\w+)\}/g;

/** The placeholders a template names, in their order. */
export const placeholders = (template: string): string[] => [...template.matchAll(PLACEHOLDER)].map((match) => match[1]!);

/**
 * A template as a function of its values, split at its placeholders once rather than on every
 * call (the seed fills a product name per product and language). A placeholder without a value
 * is a mistake.
 */
export function compile(template: string): (values: Readonly<Record<string, string>>) => string {
  // With its group, the pattern splits the template into text, placeholder name, text, ...
  const parts = template.split(PLACEHOLDER);
  return (values) => {
    let text = parts[0]!;
    for (let index = 1; index < parts.length; index += 2) {
      const name = parts[index]!;
      if (!Object.hasOwn(values, name)) throw new Error(`no value for {${name}} in "${template}"`);
      text += values[name]! + parts[index + 1]!;
    }
    return text;
  };
}

/** A template with each {placeholder} replaced by its value. */
export const fill = (template: string, values: Readonly<Record<string, string>>): string => compile(template)(values);

const mapValues = <K extends string, A, B>(record: Readonly<Record<K, A>>, map: (value: A) => B): Record<K, B> =>
  Object.fromEntries(Object.entries<A>(record).map(([key, value]) => [key, map(value)])) as Record<K, B>;

/** A language's sentences, from its templates. */
export function sentences(templates: Templates) {
  const productName = compile(templates.productName);
  const productDescription = compile(templates.productDescription);
  const storeDescription = compile(templates.storeDescription);
  const coupons = mapValues(templates.coupons, compile);
  const wholesaleDescription = compile(templates.wholesaleDescription);
  return {
    productName: (words: { adjective: string; colour: string; noun: string }) => productName(words),
    productDescription: (store: string) => productDescription({ store }),
    storeDescription: (store: string) => storeDescription({ store }),
    coupons: (store: string): Record<CouponKey, string> => mapValues(coupons, (title) => title({ store })),
    wholesaleDescription: (name: string) => wholesaleDescription({ name }),
  };
}

/** What a dictionary gets wrong that the compiler cannot see; none for a good one. */
export function problems(dictionary: Dictionary): string[] {
  const found: string[] = [];
  for (const [noun, entry] of Object.entries<string | readonly string[]>(dictionary.nouns)) {
    if (typeof entry !== 'string' && (entry.length !== 2 || !isGender(entry[1])))
      found.push(`the noun ${noun} is not "text" or ["text", gender]: ${JSON.stringify(entry)}`);
  }
  for (const [word, forms] of Object.entries<Forms>({ ...dictionary.adjectives, ...dictionary.colours })) {
    if (typeof forms !== 'string' && !Object.keys(forms).every(isGender))
      found.push(`${word} has a form for no gender: ${Object.keys(forms).join(', ')}`);
  }
  if (dictionary.banners.length !== BANNER_TITLES.length)
    found.push(`${dictionary.banners.length} banners, not ${BANNER_TITLES.length}`);
  if (dictionary.articles.length !== ARTICLES.length)
    found.push(`${dictionary.articles.length} articles, not ${ARTICLES.length}`);
  const templates = (source: Templates): Array<[string, string]> => [
    ['productName', source.productName],
    ['productDescription', source.productDescription],
    ['storeDescription', source.storeDescription],
    ...Object.entries<string>(source.coupons).map(([key, title]): [string, string] => [`coupons.${key}`, title]),
    ['wholesaleDescription', source.wholesaleDescription],
  ];
  const expected = new Map(templates(english).map(([key, template]) => [key, placeholders(template).sort().join(' ')]));
  for (const [key, template] of templates(dictionary)) {
    const named = placeholders(template).sort().join(' ');
    if (named !== expected.get(key)) found.push(`${key} names {${named}}, English {${expected.get(key)}}: "${template}"`);
  }
  return found;
}

const isFour = (banners: readonly string[]): banners is CatalogueLanguage['banners'] => banners.length === 4;
const nounEntry = (entry: string | readonly string[]): NounEntry =>
  typeof entry === 'string' ? entry : [entry[0]!, isGender(entry[1]) ? entry[1] : 'm'];

/** A language's demo catalogue from its dictionary; a dictionary with problems is refused. */
export function language(dictionary: Dictionary): CatalogueLanguage {
  const found = problems(dictionary);
  if (found.length > 0 || !isFour(dictionary.banners)) throw new Error(`a seed dictionary:\n${found.join('\n')}`);
  const { productName, productDescription, storeDescription, coupons, wholesaleDescription } = sentences(dictionary);
  return {
    categories: dictionary.categories,
    nouns: mapValues(dictionary.nouns, nounEntry),
    adjectives: dictionary.adjectives,
    colours: dictionary.colours,
    productName,
    productDescription,
    storeDescription,
    banners: dictionary.banners,
    coupons,
    articles: dictionary.articles,
    wholesale: dictionary.wholesale,
    wholesaleDescription,
  };
}
