import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/103_chat.sql (the SQL file is the source of truth for the database).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const CHAT_MESSAGE_KINDS = ['text', 'image', 'product'] as const;

export const chatConversations = pgTable('chat_conversations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  buyerId: integer('buyer_id').notNull(),
  /** NULL: customer service. */
  storeId: integer('store_id'),
  lastMessageId: integer('last_message_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const chatMessages = pgTable('chat_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  conversationId: integer('conversation_id').notNull(),
  fromBuyer: boolean('from_buyer').notNull(),
  senderId: integer('sender_id').notNull(),
  kind: text('kind', { enum: CHAT_MESSAGE_KINDS }).notNull(),
  content: text('content').notNull(),
  productId: integer('product_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
  readAt: ts('read_at'),
});
