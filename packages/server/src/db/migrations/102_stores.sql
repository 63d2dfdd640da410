-- Store applications (reviewed by staff) and the wholesale catalogue merchants shelve from.

CREATE TABLE store_applications (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- STORE_APPLICATION_STATUS of @shop/domain: 10 pending review, 20 approved, 30 rejected.
  status integer NOT NULL,
  name text NOT NULL,
  logo_upload_id text NOT NULL REFERENCES uploads (id),
  banner_upload_id text NOT NULL REFERENCES uploads (id),
  description text NOT NULL,
  category_id integer NOT NULL REFERENCES categories (id),
  store_type text NOT NULL,
  country text NOT NULL,
  city text NOT NULL,
  contact_name text NOT NULL,
  contact_phone text NOT NULL,
  certificate_type text NOT NULL,
  certificate_number text NOT NULL,
  front_upload_id text NOT NULL REFERENCES uploads (id),
  back_upload_id text NOT NULL REFERENCES uploads (id),
  hand_upload_id text REFERENCES uploads (id),
  reason text NOT NULL DEFAULT '',
  reviewed_by integer REFERENCES users (id),
  reviewed_at timestamptz,
  store_id integer REFERENCES stores (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX store_applications_user ON store_applications (user_id, id DESC);
CREATE INDEX store_applications_status ON store_applications (status, id);
-- One open application per person: a second submit while one is pending is refused by the database too.
CREATE UNIQUE INDEX store_applications_one_pending ON store_applications (user_id) WHERE status = 10;

-- Items the platform supplies; a merchant shelves one into their store as a product.
CREATE TABLE wholesale_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  category_id integer NOT NULL REFERENCES categories (id),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  cover text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  -- What the store pays the platform per unit (integer cents), and the suggested sale price.
  purchase_price integer NOT NULL CHECK (purchase_price > 0),
  price integer NOT NULL CHECK (price > 0),
  stock integer NOT NULL CHECK (stock >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wholesale_items_category ON wholesale_items (category_id, id);
