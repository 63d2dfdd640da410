import type { Locale } from '@shop/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  articles,
  articleTranslations,
  banners,
  bannerTranslations,
  categories,
  categoryTranslations,
  coupons,
  couponTranslations,
  products,
  productTranslations,
  stores,
  storeTranslations,
  users,
  wholesaleItems,
  wholesaleItemTranslations,
} from '../db/schema';
import {
  ADJECTIVES,
  ARTICLES,
  BANNER_TITLES,
  CATEGORY_TREE,
  COLOURS,
  DEMO_COUPONS,
  STORE_NAMES,
  WHOLESALE,
  type Adjective,
  type CategoryName,
  type Colour,
  type Noun,
  type WholesaleName,
} from './catalogueData';
import { DEMO_ACCOUNTS } from './demoAccounts';
import { en } from './translations/en';
import { TRANSLATIONS } from './translations/index';
import { composeName } from './translations/types';
import type { SeedModule } from './types';

const NOUNS = new Set<string>(CATEGORY_TREE.flatMap((top) => top.children.flatMap((child) => child.nouns)));

/** The English words a demo product's name was made of, or null for a name made otherwise. */
export function wordsOf(name: string): { adjective: Adjective; colour: Colour; noun: Noun } | null {
  const adjective = ADJECTIVES.find((word) => name.startsWith(`${word} `));
  if (!adjective) return null;
  const rest = name.slice(adjective.length + 1);
  const colour = COLOURS.find((word) => rest.startsWith(`${word} `));
  if (!colour) return null;
  const noun = rest.slice(colour.length + 1);
  return NOUNS.has(noun) ? { adjective, colour, noun: noun as Noun } : null;
}

const languages = Object.entries(TRANSLATIONS) as Array<[Exclude<Locale, 'en'>, (typeof TRANSLATIONS)[Exclude<Locale, 'en'>]]>;

/**
 * The demo catalogue in every language (issue 23): finds the rows the core seed wrote by their
 * English text, so it also translates a database seeded before translations existed. A row a
 * merchant or staff changed no longer matches and keeps its own text only.
 */
const insertAll = async <T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) => {
  // Well under PostgreSQL's 65,535 parameters per statement.
  for (let start = 0; start < rows.length; start += 2_000) await insert(rows.slice(start, start + 2_000));
};

export const translationSeed: SeedModule = {
  name: 'translations',
  async run(db: Db) {

    /* categories */
    const categoryRows = await db.select({ id: categories.id, name: categories.name }).from(categories);
    const categoryNames = new Set<string>(CATEGORY_TREE.flatMap((top) => [top.name, ...top.children.map((child) => child.name)]));
    await insertAll(
      categoryRows
        .filter((row) => categoryNames.has(row.name))
        .flatMap((row) =>
          languages.map(([lang, language]) => ({ categoryId: row.id, lang, name: language.categories[row.name as CategoryName] })),
        ),
      (chunk) => db.insert(categoryTranslations).values(chunk).onConflictDoNothing(),
    );

    /* stores: brand names stay as they are; descriptions are translated */
    const storeRows = await db
      .select({ id: stores.id, name: stores.name, description: stores.description })
      .from(stores)
      .where(inArray(stores.name, [...STORE_NAMES]));
    await insertAll(
      storeRows
        .filter((row) => row.description === en.storeDescription(row.name))
        .flatMap((row) =>
          languages.map(([lang, language]) => ({
            storeId: row.id,
            lang,
            name: row.name,
            description: language.storeDescription(row.name),
          })),
        ),
      (chunk) => db.insert(storeTranslations).values(chunk).onConflictDoNothing(),
    );

    /* products */
    const productRows = await db
      .select({ id: products.id, name: products.name, description: products.description, storeName: stores.name })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(eq(products.lang, 'en'));
    await insertAll(
      productRows.flatMap((row) => {
        const words = wordsOf(row.name);
        if (!words) return [];
        // A description the merchant rewrote is theirs: the name is translated, the text is not.
        const ours = row.description === en.productDescription(row.storeName);
        return languages.map(([lang, language]) => ({
          productId: row.id,
          lang,
          name: composeName(language, words.adjective, words.colour, words.noun),
          description: ours ? language.productDescription(row.storeName) : row.description,
        }));
      }),
      (chunk) => db.insert(productTranslations).values(chunk).onConflictDoNothing(),
    );

    /* banners */
    const bannerRows = await db.select({ id: banners.id, title: banners.title }).from(banners);
    await insertAll(
      bannerRows.flatMap((row) => {
        const index = (BANNER_TITLES as readonly string[]).indexOf(row.title);
        if (index < 0) return [];
        return languages.map(([lang, language]) => ({ bannerId: row.id, lang, title: language.banners[index]! }));
      }),
      (chunk) => db.insert(bannerTranslations).values(chunk).onConflictDoNothing(),
    );

    /* articles */
    const articleRows = await db.select({ id: articles.id, title: articles.title }).from(articles);
    await insertAll(
      articleRows.flatMap((row) => {
        const index = ARTICLES.findIndex((article) => article.title === row.title);
        if (index < 0) return [];
        return languages.map(([lang, language]) => ({ articleId: row.id, lang, ...language.articles[index]! }));
      }),
      (chunk) => db.insert(articleTranslations).values(chunk).onConflictDoNothing(),
    );

    /* the demo buyer's coupons */
    const buyer = DEMO_ACCOUNTS.find((account) => account.role === 'buyer')!;
    const couponRows = await db
      .select({ id: coupons.id, title: coupons.title, storeName: stores.name })
      .from(coupons)
      .innerJoin(users, eq(users.id, coupons.userId))
      .leftJoin(stores, eq(stores.id, coupons.storeId))
      .where(eq(users.username, buyer.username));
    await insertAll(
      couponRows.flatMap((row) => {
        const store = row.storeName ?? STORE_NAMES[0]!;
        const coupon = DEMO_COUPONS.find((candidate) => en.coupons(store)[candidate.key] === row.title);
        if (!coupon) return [];
        return languages.map(([lang, language]) => ({ couponId: row.id, lang, title: language.coupons(store)[coupon.key] }));
      }),
      (chunk) => db.insert(couponTranslations).values(chunk).onConflictDoNothing(),
    );
  },
};

const WHOLESALE_NAMES = new Set<string>(WHOLESALE.map(([name]) => name));

/**
 * The platform's wholesale items in every language: a module of its own, so that a database whose
 * `translations` seed ran before wholesale items had translations gets them too. Like the rest, it
 * finds the items by their English names; an item renamed since keeps its own text only.
 */
export const wholesaleTranslationSeed: SeedModule = {
  name: 'wholesale-translations',
  async run(db: Db) {
    const rows = await db
      .select({ id: wholesaleItems.id, name: wholesaleItems.name, description: wholesaleItems.description })
      .from(wholesaleItems)
      .where(inArray(wholesaleItems.name, [...WHOLESALE_NAMES]));
    await insertAll(
      rows.flatMap((row) => {
        const ours = row.description === en.wholesaleDescription(row.name);
        return languages.map(([lang, language]) => {
          const name = language.wholesale[row.name as WholesaleName];
          return { wholesaleItemId: row.id, lang, name, description: ours ? language.wholesaleDescription(name) : row.description };
        });
      }),
      (chunk) => db.insert(wholesaleItemTranslations).values(chunk).onConflictDoNothing(),
    );
  },
};
