import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Mirrors migrations/001_core.sql and 111_contact_change.sql (the SQL files are the source of truth
// for the database).
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  username: text('username').notNull(),
  email: text('email'),
  phone: text('phone'),
  nickname: text('nickname').notNull(),
  avatar: text('avatar'),
  passwordHash: text('password_hash').notNull(),
  payPasswordHash: text('pay_password_hash'),
  payPasswordFailures: integer('pay_password_failures').notNull().default(0),
  payPasswordLockedUntil: ts('pay_password_locked_until'),
  role: text('role', { enum: ['buyer', 'merchant', 'staff'] }).notNull().default('buyer'),
  inviteCode: text('invite_code').notNull(),
  invitedBy: integer('invited_by'),
  creditScore: integer('credit_score').notNull().default(100),
  level: integer('level').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  userId: integer('user_id').notNull(),
  tokenHash: text('token_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  revokedAt: ts('revoked_at'),
  lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
});

export const verificationCodes = pgTable('verification_codes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  // 'change' (migrations/111_contact_change.sql): a new email or phone, for the account `userId`.
  purpose: text('purpose', { enum: ['register', 'reset', 'change'] }).notNull(),
  target: text('target').notNull(),
  /** The account a 'change' code belongs to; null for register and reset codes. */
  userId: integer('user_id'),
  codeHash: text('code_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  failedAttempts: integer('failed_attempts').notNull().default(0),
});

export const outboxMessages = pgTable('outbox_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
  recipient: text('recipient').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  lastFailureAt: ts('last_failure_at'),
  lockedUntil: ts('locked_until'),
});

export const captchas = pgTable('captchas', {
  id: text('id').primaryKey(),
  answerHash: text('answer_hash').notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});
