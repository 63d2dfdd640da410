import { bigint, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/104_staff_decisions.sql, 105_after_sales_requests.sql and 109_four_eyes.sql (the SQL files are the
// source of truth for the database).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const afterSalesRequests = pgTable('after_sales_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  orderId: integer('order_id').notNull(),
  userId: integer('user_id').notNull(),
  reason: text('reason').notNull(),
  description: text('description').notNull().default(''),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  /** AFTER_SALES_STATUS of @shop/domain. */
  status: integer('status').notNull(),
  decisionReason: text('decision_reason').notNull().default(''),
  refundAmount: bigint('refund_amount', { mode: 'number' }),
  decidedBy: integer('decided_by'),
  decidedAt: ts('decided_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const STAFF_DECISION_QUEUES = ['application', 'deposit', 'withdrawal', 'afterSales'] as const;
export const STAFF_DECISION_KINDS = ['approved', 'rejected', 'refunded', 'firstApproval'] as const;

export const staffDecisions = pgTable('staff_decisions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  queue: text('queue', { enum: STAFF_DECISION_QUEUES }).notNull(),
  itemId: integer('item_id').notNull(),
  decision: text('decision', { enum: STAFF_DECISION_KINDS }).notNull(),
  reason: text('reason').notNull().default(''),
  staffId: integer('staff_id').notNull(),
  decidedAt: ts('decided_at').notNull(),
});
