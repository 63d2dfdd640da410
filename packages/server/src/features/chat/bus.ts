import { EventEmitter } from 'node:events';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../db/client';

/**
 * Chat events between server processes: "a message was written" and "a side read a conversation".
 *
 * An event names ids only (a NOTIFY payload is capped at 8000 bytes, and a message's text has no
 * business in the server log of PostgreSQL): the conversation, its two sides (the buyer's user id,
 * and the store owner's id or null for customer service, that is all staff), and the message id.
 * Each process that holds sockets of those users loads the message once and sends it to them.
 *
 * Two implementations:
 * - PGlite (one process): an in-process emitter. `inTransaction` does nothing and `afterCommit`
 *   emits, so nothing is announced that did not commit.
 * - PostgreSQL (one process or many): `pg_notify` inside the writing transaction (PostgreSQL
 *   delivers it on commit and drops it on rollback, so a process dying between the two cannot lose
 *   the announcement), and one dedicated LISTEN connection per process.
 */
export type ChatEvent =
  | {
      type: 'message';
      conversationId: number;
      messageId: number;
      buyerId: number;
      /** The store owner, or null: customer service, answered by every staff account. */
      ownerId: number | null;
    }
  | {
      type: 'read';
      conversationId: number;
      buyerId: number;
      ownerId: number | null;
      /** The side that read. */
      side: 'buyer' | 'peer';
    };

export interface ChatBus {
  readonly kind: 'memory' | 'postgres';
  /** Called inside the transaction that wrote what `event` announces. */
  inTransaction(tx: Db, event: ChatEvent): Promise<void>;
  /**
   * The same inside one statement: an SQL expression announcing `payload` (an expression giving
   * the event's JSON as text) when that statement commits; NULL for a bus that announces after commit.
   */
  notifySql(payload: SQL): SQL;
  /** Called once that transaction committed. */
  afterCommit(event: ChatEvent): void;
  /** Every event, from this process and (PostgreSQL) every other one; returns the unsubscribe. */
  subscribe(listener: (event: ChatEvent) => void): () => void;
  /**
   * Called when events may have been missed (the LISTEN connection dropped and came back): whoever
   * holds sockets should make their clients catch up.
   */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

/** Parses a payload from the channel; anything else (a hand-typed NOTIFY) is ignored. */
export function parseChatEvent(payload: string): ChatEvent | null {
  try {
    const value = JSON.parse(payload) as Record<string, unknown>;
    const int = (x: unknown) => typeof x === 'number' && Number.isInteger(x) && x > 0;
    const owner = value.ownerId === null || int(value.ownerId);
    if (!int(value.conversationId) || !int(value.buyerId) || !owner) return null;
    if (value.type === 'message' && int(value.messageId)) return value as ChatEvent;
    if (value.type === 'read' && (value.side === 'buyer' || value.side === 'peer')) return value as ChatEvent;
    return null;
  } catch {
    return null;
  }
}

function listeners() {
  const emitter = new EventEmitter();
  // Each socket server subscribes once; tests run a few in one process.
  emitter.setMaxListeners(0);
  return {
    emitter,
    subscribe: (listener: (event: ChatEvent) => void) => {
      emitter.on('event', listener);
      return () => void emitter.off('event', listener);
    },
    onGap: (listener: () => void) => {
      emitter.on('gap', listener);
      return () => void emitter.off('gap', listener);
    },
  };
}

/** One process (PGlite): events go from the writer to the sockets of this same process. */
export function memoryChatBus(): ChatBus {
  const { emitter, subscribe, onGap } = listeners();
  return {
    kind: 'memory',
    inTransaction: async () => undefined,
    notifySql: () => sql`NULL`,
    afterCommit: (event) => void emitter.emit('event', event),
    subscribe,
    onGap,
    close: async () => void emitter.removeAllListeners(),
  };
}

export interface PostgresBusOptions {
  url: string;
  /** The schema the pool works in (tests); the channel is per schema so test schemas never mix. */
  searchPath?: string | undefined;
  onError?: (message: string) => void;
  /** Wait before reconnecting a dropped LISTEN connection (ms). */
  retryMs?: number;
}

/**
 * The channel for the current schema: `chat_events` in `public` (a normal deployment), else
 * suffixed with the schema, since NOTIFY channels are per database and test schemas share one.
 */
export function channelFor(schema: string): string {
  return schema === 'public' ? 'chat_events' : `chat_events_${schema}`.slice(0, 63);
}

/**
 * Several processes on PostgreSQL: NOTIFY in the writing transaction, LISTEN on one dedicated
 * connection per process (a pooled connection cannot listen: it is handed to other queries).
 * Resolves once the process listens, so a socket opened after startup misses nothing.
 */
export async function postgresChatBus(options: PostgresBusOptions): Promise<ChatBus> {
  const { emitter, subscribe, onGap } = listeners();
  const report = options.onError ?? ((message) => console.error(message));
  const retryMs = options.retryMs ?? 1000;
  let closed = false;
  let client: pg.Client | null = null;
  let channel = '';

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: options.url,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return;
      const event = parseChatEvent(message.payload);
      if (event) emitter.emit('event', event);
    });
    next.on('error', (error) => report(`chat LISTEN connection error: ${error.message}`));
    next.on('end', () => {
      if (closed || client !== next) return;
      client = null;
      report('chat LISTEN connection lost; reconnecting');
      void reconnect();
    });
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string }>('SELECT current_schema() AS schema');
      channel = channelFor(rows[0]!.schema);
      await next.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
    } catch (error) {
      // A half-made connection is not left open behind the retry.
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const reconnect = async () => {
    while (!closed && !client) {
      await new Promise((resolve) => setTimeout(resolve, retryMs).unref());
      try {
        await connect();
        // Whatever was announced while nobody listened is lost to this process's sockets.
        emitter.emit('gap');
      } catch (error) {
        report(`chat LISTEN reconnect failed: ${(error as Error).message}`);
      }
    }
  };

  await connect();
  return {
    kind: 'postgres',
    inTransaction: async (tx, event) => {
      await tx.execute(sql`SELECT pg_notify(${channel}, ${JSON.stringify(event)})`);
    },
    notifySql: (payload) => sql`pg_notify(${channel}, ${payload})`,
    afterCommit: () => undefined,
    subscribe,
    onGap,
    close: async () => {
      closed = true;
      emitter.removeAllListeners();
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
