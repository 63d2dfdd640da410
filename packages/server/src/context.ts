import type { ChatBus } from './features/chat/bus';
import type { ServerConfig } from './config';
import type { Database, Db } from './db/client';
import type { LedgerExtras } from './features/wallet/port';
import type { LedgerPort } from './features/wallet/ledgerPort';

export interface Clock {
  now(): Date;
}

export interface Logger {
  info(message: string, details?: Record<string, unknown>): void;
  warn(message: string, details?: Record<string, unknown>): void;
  error(message: string, details?: Record<string, unknown>): void;
}

export interface OutgoingMessage {
  channel: 'email' | 'sms';
  recipient: string;
  body: string;
}

/** Delivers verification codes. The default writes the log and the outbox table; a real email or SMS sender replaces it. */
export interface MessageSender {
  send(db: Db, message: OutgoingMessage): Promise<void>;
}

/** Everything a route module needs, created once per server process (or per test). */
export interface AppContext {
  database: Database;
  db: Db;
  config: ServerConfig;
  clock: Clock;
  log: Logger;
  sender: MessageSender;
  /** The wallet ledger (money area); orders move money only through it. */
  ledger: LedgerPort & LedgerExtras;
  /** Chat events to this process's sockets and (PostgreSQL) every other process's (features/chat/bus.ts). */
  chat: ChatBus;
}

export const systemClock: Clock = { now: () => new Date() };

export const consoleLogger: Logger = {
  info: (message, details) => console.log(message, details ? JSON.stringify(details) : ''),
  warn: (message, details) => console.warn(message, details ? JSON.stringify(details) : ''),
  error: (message, details) => console.error(message, details ? JSON.stringify(details) : ''),
};

export const silentLogger: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined };
