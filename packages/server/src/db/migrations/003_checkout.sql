-- The first order of a checkout holds the checkout's idempotency key uniquely. A retried checkout
-- (same key) meets this index on its first insert: it waits there for the first checkout to end,
-- fails, and then finds that checkout's orders. This replaces an advisory lock and a lookup that
-- every checkout paid for.
ALTER TABLE orders ADD COLUMN checkout_first boolean NOT NULL DEFAULT false;
CREATE UNIQUE INDEX orders_checkout_first ON orders (user_id, checkout_key) WHERE checkout_first;
