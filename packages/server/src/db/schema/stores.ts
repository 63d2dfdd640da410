import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/102_stores.sql (the SQL file is the source of truth for the database).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const storeApplications = pgTable('store_applications', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  status: integer('status').notNull(),
  name: text('name').notNull(),
  logoUploadId: text('logo_upload_id').notNull(),
  bannerUploadId: text('banner_upload_id').notNull(),
  description: text('description').notNull(),
  /** The language the applicant wrote the name and description in; the store inherits it (107). */
  lang: text('lang').notNull().default('en'),
  categoryId: integer('category_id').notNull(),
  storeType: text('store_type').notNull(),
  country: text('country').notNull(),
  city: text('city').notNull(),
  contactName: text('contact_name').notNull(),
  contactPhone: text('contact_phone').notNull(),
  certificateType: text('certificate_type').notNull(),
  certificateNumber: text('certificate_number').notNull(),
  frontUploadId: text('front_upload_id').notNull(),
  backUploadId: text('back_upload_id').notNull(),
  handUploadId: text('hand_upload_id'),
  reason: text('reason').notNull().default(''),
  reviewedBy: integer('reviewed_by'),
  reviewedAt: ts('reviewed_at'),
  storeId: integer('store_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const wholesaleItems = pgTable('wholesale_items', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  categoryId: integer('category_id').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  cover: text('cover').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  purchasePrice: integer('purchase_price').notNull(),
  price: integer('price').notNull(),
  stock: integer('stock').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
