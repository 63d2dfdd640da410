-- The operations console's audit trail: every staff decision on every queue (store applications,
-- deposits, withdrawals, and after-sales requests from 105 on), written in the same transaction as
-- the decision.

-- One row per decision. (queue, item_id) is unique: an item is decided once, whatever arrives at
-- the same moment; the row names who decided, so a colleague who came second is told whose
-- decision stands.
CREATE TABLE staff_decisions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  queue text NOT NULL CHECK (queue IN ('application', 'deposit', 'withdrawal', 'afterSales')),
  -- store_applications.id, deposits.id, withdrawals.id or after_sales_requests.id, per queue.
  item_id integer NOT NULL,
  decision text NOT NULL CHECK (decision IN ('approved', 'rejected', 'refunded')),
  reason text NOT NULL DEFAULT '',
  staff_id integer NOT NULL REFERENCES users (id),
  decided_at timestamptz NOT NULL,
  UNIQUE (queue, item_id)
);
CREATE INDEX staff_decisions_staff ON staff_decisions (staff_id, decided_at DESC);

-- An audit trail nobody can rewrite: a decision is corrected by a new item, never an edited row.
CREATE FUNCTION staff_decisions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'staff decisions are append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;

CREATE TRIGGER staff_decisions_no_change
  BEFORE UPDATE OR DELETE ON staff_decisions
  FOR EACH ROW EXECUTE FUNCTION staff_decisions_append_only();

-- Decisions made before the trail existed, from the reviewer columns each queue already had.
INSERT INTO staff_decisions (queue, item_id, decision, reason, staff_id, decided_at)
SELECT 'application', id, CASE status WHEN 20 THEN 'approved' ELSE 'rejected' END, reason, reviewed_by, reviewed_at
FROM store_applications WHERE status IN (20, 30) AND reviewed_by IS NOT NULL AND reviewed_at IS NOT NULL
UNION ALL
SELECT 'deposit', id, CASE status WHEN 20 THEN 'approved' ELSE 'rejected' END, reason, reviewed_by, reviewed_at
FROM deposits WHERE status IN (20, 30) AND reviewed_by IS NOT NULL AND reviewed_at IS NOT NULL
UNION ALL
SELECT 'withdrawal', id, CASE status WHEN 20 THEN 'approved' ELSE 'rejected' END, reason, reviewed_by, reviewed_at
FROM withdrawals WHERE status IN (20, 30) AND reviewed_by IS NOT NULL AND reviewed_at IS NOT NULL;
