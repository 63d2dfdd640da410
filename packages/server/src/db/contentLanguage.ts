import { sql, type SQL } from 'drizzle-orm';

/**
 * Content in the shopper's language (migration 106): each expression below answers a row's text
 * in the request's language, or the row's own text where no translation exists. They are
 * correlated primary-key lookups inside the one query that lists the rows (never a query per row),
 * spelled out with table names because drizzle drops the table name inside a subquery.
 *
 * The outer query must name its tables `products`, `stores`, `categories`, `banners`, `articles`,
 * `coupons` or `wholesale_items` (no aliases), as every list query here does.
 */

const translated = (table: string, key: string, owner: string, field: string, lang: string) =>
  sql<string>`coalesce((SELECT t.${sql.raw(field)} FROM ${sql.raw(table)} t WHERE t.${sql.raw(key)} = ${sql.raw(`"${owner}"."id"`)} AND t.lang = ${lang}), ${sql.raw(`"${owner}"."${field}"`)})`;

export const productNameIn = (lang: string) => translated('product_translations', 'product_id', 'products', 'name', lang);
export const productDescriptionIn = (lang: string) =>
  translated('product_translations', 'product_id', 'products', 'description', lang);
export const storeNameIn = (lang: string) => translated('store_translations', 'store_id', 'stores', 'name', lang);
export const storeDescriptionIn = (lang: string) => translated('store_translations', 'store_id', 'stores', 'description', lang);
export const categoryNameIn = (lang: string) => translated('category_translations', 'category_id', 'categories', 'name', lang);
export const bannerTitleIn = (lang: string) => translated('banner_translations', 'banner_id', 'banners', 'title', lang);
export const couponTitleIn = (lang: string) => translated('coupon_translations', 'coupon_id', 'coupons', 'title', lang);
export const wholesaleItemNameIn = (lang: string) =>
  translated('wholesale_item_translations', 'wholesale_item_id', 'wholesale_items', 'name', lang);
export const articleTextIn = (lang: string) => ({
  title: translated('article_translations', 'article_id', 'articles', 'title', lang),
  summary: translated('article_translations', 'article_id', 'articles', 'summary', lang),
  body: translated('article_translations', 'article_id', 'articles', 'body', lang),
});

/**
 * A search over a name matches the original (whatever language the merchant wrote it in) and the
 * translation into the shopper's language. ILIKE on substrings, not word-based full text search:
 * Japanese, Chinese and Thai names have no spaces between words, and PGlite and PostgreSQL agree
 * on ILIKE. `pattern` is a LIKE pattern (see likePattern).
 */
export const productNameMatches = (lang: string, pattern: string): SQL =>
  sql`("products"."name" ILIKE ${pattern} OR EXISTS (SELECT 1 FROM product_translations t WHERE t.product_id = "products"."id" AND t.lang = ${lang} AND t.name ILIKE ${pattern}))`;

export const storeNameMatches = (lang: string, pattern: string): SQL =>
  sql`("stores"."name" ILIKE ${pattern} OR EXISTS (SELECT 1 FROM store_translations t WHERE t.store_id = "stores"."id" AND t.lang = ${lang} AND t.name ILIKE ${pattern}))`;

export const wholesaleItemNameMatches = (lang: string, pattern: string): SQL =>
  sql`("wholesale_items"."name" ILIKE ${pattern} OR EXISTS (SELECT 1 FROM wholesale_item_translations t
    WHERE t.wholesale_item_id = "wholesale_items"."id" AND t.lang = ${lang} AND t.name ILIKE ${pattern}))`;
