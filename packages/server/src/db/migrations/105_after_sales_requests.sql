-- Buyers' after-sales requests as a staff queue of their own (decided in the operations console).

-- One row per after-sales request. An order can have several over time (a rejected request sends
-- the order back to "to review", where the buyer may ask again), and each is decided once; the
-- order's JSON column held only the latest and had nowhere to keep the outcome.
CREATE TABLE after_sales_requests (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id integer NOT NULL REFERENCES orders (id),
  user_id integer NOT NULL REFERENCES users (id),
  reason text NOT NULL,
  description text NOT NULL DEFAULT '',
  -- Public image URLs of the buyer's own uploads (purpose afterSales).
  images jsonb NOT NULL DEFAULT '[]',
  -- AFTER_SALES_STATUS of @shop/domain: 10 pending, 20 refunded, 30 rejected.
  status integer NOT NULL CHECK (status IN (10, 20, 30)),
  -- Staff's reason (required on a rejection, an optional note on a refund).
  decision_reason text NOT NULL DEFAULT '',
  -- What went back to the buyer: the order's amount, taken from the order, never from a request.
  refund_amount bigint CHECK (refund_amount >= 0),
  decided_by integer REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 10) = (decided_at IS NULL)),
  CHECK ((status = 20) = (refund_amount IS NOT NULL))
);
-- At most one open request per order (the order machine agrees: a pending request holds the order
-- in "after-sales", from which no second request can be made).
CREATE UNIQUE INDEX after_sales_requests_open ON after_sales_requests (order_id) WHERE status = 10;
CREATE INDEX after_sales_requests_order ON after_sales_requests (order_id, id DESC);
CREATE INDEX after_sales_requests_status ON after_sales_requests (status, id);

-- The requests made so far live in orders.after_sales (the latest per order). Until now nothing
-- could decide one, so an order in after-sales (70) holds a pending request; the other outcomes
-- are mapped for completeness (80 refunded, anything else closed without a refund).
INSERT INTO after_sales_requests (order_id, user_id, reason, description, images, status, refund_amount, decided_at, created_at)
SELECT id, user_id,
       coalesce(after_sales->>'reason', ''),
       coalesce(after_sales->>'description', ''),
       coalesce(after_sales->'images', '[]'::jsonb),
       CASE status WHEN 70 THEN 10 WHEN 80 THEN 20 ELSE 30 END,
       CASE status WHEN 80 THEN amount END,
       CASE status WHEN 70 THEN NULL ELSE coalesce(completed_at, cancelled_at, now()) END,
       coalesce((after_sales->>'createdAt')::timestamptz, created_at)
FROM orders WHERE after_sales IS NOT NULL
ORDER BY id;

ALTER TABLE orders DROP COLUMN after_sales;
