-- Four eyes on money (issue 31): a deposit or withdrawal above the configured amount needs the
-- approvals of two different staff members. The first approval is a decision of its own in the
-- audit trail ('firstApproval'); it moves no money and leaves the item waiting. An item still has
-- exactly one final decision (approved, rejected or refunded) and at most one first approval, so
-- (queue, item_id) stays unique within each of the two kinds instead of across all rows.

ALTER TABLE staff_decisions DROP CONSTRAINT staff_decisions_queue_item_id_key;
ALTER TABLE staff_decisions DROP CONSTRAINT staff_decisions_decision_check;
ALTER TABLE staff_decisions
  ADD CONSTRAINT staff_decisions_decision_check CHECK (decision IN ('approved', 'rejected', 'refunded', 'firstApproval'));

CREATE UNIQUE INDEX staff_decisions_final ON staff_decisions (queue, item_id) WHERE decision <> 'firstApproval';
CREATE UNIQUE INDEX staff_decisions_first ON staff_decisions (queue, item_id) WHERE decision = 'firstApproval';
