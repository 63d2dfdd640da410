import { describe, expect, it } from 'vitest';
import { ADJECTIVES, CATEGORY_TREE, COLOURS, DEMO_COUPONS, WHOLESALE } from '../catalogueData';
import de from './de.json';
import { en } from './en';
import { TRANSLATIONS } from './index';
import { fill, problems, type Dictionary } from './language';
import { composeName } from './types';

const CATEGORIES = CATEGORY_TREE.flatMap((top) => [top.name, ...top.children.map((child) => child.name)]);
const NOUNS = CATEGORY_TREE.flatMap((top) => top.children.flatMap((child) => child.nouns));

describe('the demo catalogue dictionaries (translations/<lang>.json)', () => {
  it.each(Object.entries(TRANSLATIONS))('%s has every English word', (_, language) => {
    const lacks = (section: object, keys: readonly string[]) => keys.filter((key) => !Object.hasOwn(section, key));
    const missing = [
      ...lacks(language.categories, CATEGORIES),
      ...lacks(language.nouns, NOUNS),
      ...lacks(language.adjectives, ADJECTIVES),
      ...lacks(language.colours, COLOURS),
      ...lacks(language.wholesale, WHOLESALE.map(([name]) => name)),
      ...lacks(language.coupons('Store'), DEMO_COUPONS.map(({ key }) => key)),
    ];
    expect(missing).toEqual([]);
  });

  it.each(Object.entries(TRANSLATIONS))('%s fills every placeholder', (_, language) => {
    const texts = [
      ...ADJECTIVES.flatMap((adjective) => NOUNS.map((noun) => composeName(language, adjective, 'Coral', noun))),
      language.productDescription('Store'),
      language.storeDescription('Store'),
      ...Object.values(language.coupons('Store')),
      language.wholesaleDescription('Item'),
    ];
    expect(texts.filter((text) => /[{}]|undefined/.test(text))).toEqual([]);
  });

  it('composes names and sentences from the templates, in each language’s word order', () => {
    expect(en.productName({ adjective: 'Classic', colour: 'Coral', noun: 'Midi Dress' })).toBe('Classic Coral Midi Dress');
    expect(en.coupons('Maple & Co')['twentyAtStore']).toBe('$20 off at Maple & Co');
    expect(composeName(TRANSLATIONS.de, 'Classic', 'Coral', 'Trackball')).toBe('Klassischer Trackball in Koralle');
    expect(composeName(TRANSLATIONS.de, 'Classic', 'Coral', 'Sandals')).toBe('Klassische Sandalen in Koralle');
    expect(composeName(TRANSLATIONS.ru, 'Soft', 'Coral', 'Midi Dress')).toMatch(/^Мягкое /);
    expect(TRANSLATIONS.ar.storeDescription('Maple')).toMatch(/^متجر Maple: /);
  });

  it('reports what the compiler cannot see: genders, counts and placeholders', () => {
    const noGender = { m: 'Klassischer', q: 'Klassische' };
    const broken: Dictionary = {
      ...de,
      nouns: { ...de.nouns, Trackball: ['Trackball', 'x'] },
      adjectives: { ...de.adjectives, Classic: noGender },
      banners: de.banners.slice(1),
      articles: de.articles.slice(1),
      productName: '{adjective} {noun} in {color}',
      coupons: { ...de.coupons, twentyAtStore: '20 $ Rabatt' },
    };
    expect(problems(de)).toEqual([]);
    expect(problems(broken)).toEqual([
      'the noun Trackball is not "text" or ["text", gender]: ["Trackball","x"]',
      'Classic has a form for no gender: m, q',
      '3 banners, not 4',
      '11 articles, not 12',
      'productName names {adjective color noun}, English {adjective colour noun}: "{adjective} {noun} in {color}"',
      'coupons.twentyAtStore names {}, English {store}: "20 $ Rabatt"',
    ]);
  });

  it('refuses to fill a placeholder it has no value for', () => {
    expect(fill('{name}: $5 off', { name: 'A $& B' })).toBe('A $& B: $5 off');
    expect(() => fill('{store}', { name: 'A' })).toThrow('no value for {store}');
  });
});
