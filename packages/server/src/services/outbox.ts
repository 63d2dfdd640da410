import { desc } from 'drizzle-orm';
import type { Logger, MessageSender } from '../context';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema';

/**
 * The default sender: no email or SMS provider is configured, so each message goes to the server
 * log and the outbox table (readable through the development-only outbox endpoint).
 */
export function logAndStoreSender(log: Logger): MessageSender {
  return {
    async send(db, message) {
      await db.insert(outboxMessages).values(message);
      log.info(`[outbox] ${message.channel} to ${message.recipient}: ${message.body}`);
    },
  };
}

export async function latestOutbox(db: Db, limit = 50) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}
