-- Wholesale items in the merchant's language (follow-up of 106_content_translations): the
-- platform writes them in English, like its other content, and translates them into every
-- language the product ships in. The wholesale list answers in the request's language and falls
-- back to the item itself; shelving an item copies its translations onto the new product.

CREATE TABLE wholesale_item_translations (
  wholesale_item_id integer NOT NULL REFERENCES wholesale_items (id) ON DELETE CASCADE,
  lang text NOT NULL,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  PRIMARY KEY (wholesale_item_id, lang)
);
