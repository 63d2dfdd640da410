import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/104_staff_decisions.sql (the SQL file is the source of truth for the database).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const STAFF_DECISION_QUEUES = ['application', 'deposit', 'withdrawal', 'afterSales'] as const;
export const STAFF_DECISION_KINDS = ['approved', 'rejected', 'refunded'] as const;

export const staffDecisions = pgTable('staff_decisions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  queue: text('queue', { enum: STAFF_DECISION_QUEUES }).notNull(),
  itemId: integer('item_id').notNull(),
  decision: text('decision', { enum: STAFF_DECISION_KINDS }).notNull(),
  reason: text('reason').notNull().default(''),
  staffId: integer('staff_id').notNull(),
  decidedAt: ts('decided_at').notNull(),
});
