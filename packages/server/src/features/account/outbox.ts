import { desc } from 'drizzle-orm';
import type { Logger, MessageSender } from '../../context';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';

/**
 * The default sender: no email or SMS provider is configured, so each message goes to the outbox
 * table (readable through the development-only endpoint `GET /api/dev/outbox`). The log says that
 * a message was stored, for whom (masked), never its text: codes stay out of every log.
 */
export function logAndStoreSender(log: Logger): MessageSender {
  return {
    async send(db, message) {
      await db.insert(outboxMessages).values(message);
      log.info('[outbox] message stored; read it at /api/dev/outbox', {
        channel: message.channel,
        recipient: maskRecipient(message.recipient),
      });
    },
  };
}

/**
 * The production sender: each message is POSTed as JSON `{ channel, recipient, body }` to the
 * operator's mail/SMS gateway (`MESSAGE_WEBHOOK_URL`, with `MESSAGE_WEBHOOK_TOKEN` as a bearer
 * token when set). Nothing is stored and the log names neither the code nor the full recipient.
 */
export function webhookSender(url: string, token: string | undefined, log: Logger): MessageSender {
  return {
    async send(_db, message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(5000),
      }).catch((error: unknown) => ({ ok: false, status: 0, error }));
      if (!response.ok) {
        log.error('message gateway refused a message', { channel: message.channel, recipient: maskRecipient(message.recipient), status: response.status });
        throw new Error('message gateway unavailable');
      }
    },
  };
}

/** `j***@example.com`, `+4917******89`: enough to tell messages apart in a log, not to reuse. */
export function maskRecipient(recipient: string): string {
  const at = recipient.indexOf('@');
  if (at > 0) return `${recipient[0]}***${recipient.slice(at)}`;
  return recipient.length > 6 ? `${recipient.slice(0, 5)}${'*'.repeat(recipient.length - 7)}${recipient.slice(-2)}` : '***';
}

export async function latestOutbox(db: Db, limit = 50) {
  return db.select().from(outboxMessages).orderBy(desc(outboxMessages.id)).limit(limit);
}
