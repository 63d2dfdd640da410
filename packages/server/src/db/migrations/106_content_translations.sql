-- Content in the shopper's language (issue 23).
--
-- Merchant content (a product's name and description, a store's name and description) is written
-- in one language, recorded on the row; translations are optional. Platform content (categories,
-- banners, articles, coupons) is written by the platform in English and translated into every
-- language the product ships in. The API answers in the request's language and falls back to the
-- row itself.
--
-- One translation table per entity rather than one generic (kind, ref_id, lang, field, text)
-- table: a foreign key removes a product's translations with the product, every field of one
-- language comes back from a single primary-key lookup (name and description at once), and the
-- database checks that a translation names a real row.

ALTER TABLE products ADD COLUMN lang text NOT NULL DEFAULT 'en';
ALTER TABLE stores ADD COLUMN lang text NOT NULL DEFAULT 'en';

CREATE TABLE product_translations (
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  lang text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (product_id, lang)
);

CREATE TABLE store_translations (
  store_id integer NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  lang text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (store_id, lang)
);

CREATE TABLE category_translations (
  category_id integer NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  lang text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (category_id, lang)
);

CREATE TABLE banner_translations (
  banner_id integer NOT NULL REFERENCES banners (id) ON DELETE CASCADE,
  lang text NOT NULL,
  title text NOT NULL,
  PRIMARY KEY (banner_id, lang)
);

CREATE TABLE article_translations (
  article_id integer NOT NULL REFERENCES articles (id) ON DELETE CASCADE,
  lang text NOT NULL,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  body text NOT NULL,
  PRIMARY KEY (article_id, lang)
);

CREATE TABLE coupon_translations (
  coupon_id integer NOT NULL REFERENCES coupons (id) ON DELETE CASCADE,
  lang text NOT NULL,
  title text NOT NULL,
  PRIMARY KEY (coupon_id, lang)
);
