import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

// Mirrors migrations/106_content_translations.sql (the SQL file is the source of truth). The
// `lang` columns of products and stores are in commerce.ts beside the rows they describe.

export const productTranslations = pgTable(
  'product_translations',
  {
    productId: integer('product_id').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.productId, t.lang] })],
);

export const storeTranslations = pgTable(
  'store_translations',
  {
    storeId: integer('store_id').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.storeId, t.lang] })],
);

export const categoryTranslations = pgTable(
  'category_translations',
  {
    categoryId: integer('category_id').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);

export const bannerTranslations = pgTable(
  'banner_translations',
  {
    bannerId: integer('banner_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bannerId, t.lang] })],
);

export const articleTranslations = pgTable(
  'article_translations',
  {
    articleId: integer('article_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.lang] })],
);

export const couponTranslations = pgTable(
  'coupon_translations',
  {
    couponId: integer('coupon_id').notNull(),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.lang] })],
);

// Mirrors migrations/108_wholesale_translations.sql.
export const wholesaleItemTranslations = pgTable(
  'wholesale_item_translations',
  {
    wholesaleItemId: integer('wholesale_item_id').notNull(),
    lang: text('lang').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.wholesaleItemId, t.lang] })],
);
