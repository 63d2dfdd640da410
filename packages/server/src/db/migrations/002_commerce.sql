-- Catalogue, stores, shopper lists, cart, coupons, orders and payments.

CREATE TABLE categories (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  parent_id integer REFERENCES categories (id),
  name text NOT NULL,
  icon text NOT NULL,
  sort integer NOT NULL DEFAULT 0
);

-- A store is created when staff approve an application; its owner becomes a merchant.
CREATE TABLE stores (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  owner_id integer NOT NULL UNIQUE REFERENCES users (id),
  name text NOT NULL,
  logo text NOT NULL,
  banner text NOT NULL,
  description text NOT NULL DEFAULT '',
  category_id integer REFERENCES categories (id),
  store_type text NOT NULL DEFAULT 'personal',
  country text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  contact_name text NOT NULL DEFAULT '',
  contact_phone text NOT NULL DEFAULT '',
  level integer NOT NULL DEFAULT 1,
  credit_score integer NOT NULL DEFAULT 100,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  store_id integer NOT NULL REFERENCES stores (id),
  category_id integer NOT NULL REFERENCES categories (id),
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  cover text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  -- Money in integer minor units (cents).
  price integer NOT NULL CHECK (price > 0),
  original_price integer NOT NULL CHECK (original_price > 0),
  purchase_price integer NOT NULL CHECK (purchase_price >= 0),
  stock integer NOT NULL CHECK (stock >= 0),
  sales integer NOT NULL DEFAULT 0,
  points integer NOT NULL DEFAULT 0,
  rating numeric(2, 1) NOT NULL DEFAULT 5.0,
  good_rate integer NOT NULL DEFAULT 100,
  on_shelf boolean NOT NULL DEFAULT true,
  recommended boolean NOT NULL DEFAULT false,
  -- Set when a merchant shelved a wholesale item (wholesale tables belong to the money area).
  wholesale_item_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX products_store ON products (store_id) WHERE on_shelf;
CREATE INDEX products_category ON products (category_id) WHERE on_shelf;
CREATE INDEX products_created ON products (created_at DESC, id DESC);
CREATE UNIQUE INDEX products_store_wholesale ON products (store_id, wholesale_item_id)
  WHERE wholesale_item_id IS NOT NULL;

CREATE TABLE banners (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  image text NOT NULL,
  link text NOT NULL DEFAULT '',
  sort integer NOT NULL DEFAULT 0
);

CREATE TABLE articles (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('news', 'about', 'help', 'agreement')),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  body text NOT NULL,
  cover text,
  views integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE follows (
  user_id integer NOT NULL REFERENCES users (id),
  store_id integer NOT NULL REFERENCES stores (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, store_id)
);
CREATE INDEX follows_store ON follows (store_id);

CREATE TABLE collections (
  user_id integer NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES products (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE browsing_history (
  user_id integer NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES products (id),
  viewed_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE addresses (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  recipient text NOT NULL,
  phone text NOT NULL,
  country text NOT NULL,
  region text NOT NULL,
  city text NOT NULL,
  detail text NOT NULL,
  postal_code text NOT NULL,
  is_default boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_user ON addresses (user_id) WHERE deleted_at IS NULL;

CREATE TABLE cart_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  product_id integer NOT NULL REFERENCES products (id),
  quantity integer NOT NULL CHECK (quantity > 0),
  selected boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);

-- A coupon's state is derived: used (used_at set), expired (ends_at past), else available.
CREATE TABLE coupons (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users (id),
  -- NULL: platform coupon usable in any store.
  store_id integer REFERENCES stores (id),
  title text NOT NULL,
  min_spend integer NOT NULL DEFAULT 0 CHECK (min_spend >= 0),
  discount integer NOT NULL CHECK (discount > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  used_at timestamptz,
  order_id integer,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupons_user ON coupons (user_id);

CREATE TABLE orders (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_no text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  store_id integer NOT NULL REFERENCES stores (id),
  -- Numeric status from @shop/domain's order machine.
  status integer NOT NULL,
  goods_amount integer NOT NULL CHECK (goods_amount >= 0),
  discount_amount integer NOT NULL DEFAULT 0 CHECK (discount_amount >= 0),
  shipping_amount integer NOT NULL DEFAULT 0 CHECK (shipping_amount >= 0),
  amount integer NOT NULL CHECK (amount >= 0),
  -- What the store earns on completion: sale prices minus purchase prices, less the discount.
  profit integer NOT NULL DEFAULT 0,
  coupon_id integer REFERENCES coupons (id),
  address jsonb NOT NULL,
  remark text NOT NULL DEFAULT '',
  pay_method text,
  -- The payment that moved this order out of "to pay" (at most one, by construction).
  payment_id integer,
  carrier text,
  tracking_no text,
  cancel_reason text,
  after_sales jsonb,
  -- The client's key for "place this order": a retried create returns the same orders.
  checkout_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  shipped_at timestamptz,
  received_at timestamptz,
  completed_at timestamptz,
  cancelled_at timestamptz
);
CREATE INDEX orders_user ON orders (user_id, created_at DESC);
CREATE INDEX orders_store ON orders (store_id, created_at DESC);
CREATE INDEX orders_checkout ON orders (user_id, checkout_key);

CREATE TABLE order_items (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  product_id integer NOT NULL REFERENCES products (id),
  name text NOT NULL,
  cover text NOT NULL,
  price integer NOT NULL,
  purchase_price integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0)
);
CREATE INDEX order_items_order ON order_items (order_id);

CREATE TABLE order_comments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  product_id integer NOT NULL REFERENCES products (id),
  user_id integer NOT NULL REFERENCES users (id),
  rating integer NOT NULL CHECK (rating BETWEEN 1 AND 5),
  content text NOT NULL,
  images jsonb NOT NULL DEFAULT '[]',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, product_id)
);
CREATE INDEX order_comments_product ON order_comments (product_id, created_at DESC);

-- One payment attempt covering one or more orders (the pay screen pays a checkout at once).
CREATE TABLE payments (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- Random and unguessable: the sandbox page and the status endpoint take it.
  public_id text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id),
  method text NOT NULL CHECK (method IN ('balance', 'online')),
  provider text,
  amount integer NOT NULL CHECK (amount >= 0),
  state text NOT NULL CHECK (state IN ('pending', 'paid', 'failed', 'cancelled')),
  idempotency_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz,
  UNIQUE (user_id, idempotency_key)
);

CREATE TABLE payment_orders (
  payment_id integer NOT NULL REFERENCES payments (id),
  order_id integer NOT NULL REFERENCES orders (id),
  PRIMARY KEY (payment_id, order_id)
);
CREATE INDEX payment_orders_order ON payment_orders (order_id);

-- Provider notifications already applied (a provider retries; each event counts once).
CREATE TABLE payment_notifications (
  event_id text PRIMARY KEY,
  payment_id integer NOT NULL REFERENCES payments (id),
  received_at timestamptz NOT NULL DEFAULT now()
);
