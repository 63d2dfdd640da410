// @vitest-environment node
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, SETUP_TIMEOUT, TEST_DATABASE_URL, type TestServer } from '../../testing/harness';
import { channelFor, memoryChatBus, parseChatEvent, postgresChatBus, type ChatBus, type ChatEvent } from './bus';

vi.setConfig({ testTimeout: 30_000 });

const event: ChatEvent = { type: 'message', conversationId: 1, messageId: 2, buyerId: 3, ownerId: null };
const collect = (bus: ChatBus) => {
  const seen: ChatEvent[] = [];
  bus.subscribe((e) => seen.push(e));
  return seen;
};
const until = async (check: () => boolean, ms = 3000) => {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

describe('chat bus', () => {
  it('in memory: announces after commit, never inside the transaction', async () => {
    const bus = memoryChatBus();
    const seen = collect(bus);
    await bus.inTransaction(null as never, event);
    expect(seen).toEqual([]);
    bus.afterCommit(event);
    expect(seen).toEqual([event]);
    await bus.close();
  });

  it('reads only well-formed payloads', () => {
    expect(parseChatEvent(JSON.stringify(event))).toEqual(event);
    const read = { type: 'read', conversationId: 1, buyerId: 3, ownerId: 9, side: 'peer' };
    expect(parseChatEvent(JSON.stringify(read))).toEqual(read);
    for (const bad of ['nope', '{}', JSON.stringify({ ...event, messageId: -1 }), JSON.stringify({ ...read, side: 'all' }), JSON.stringify({ ...event, ownerId: 'x' })]) {
      expect(parseChatEvent(bad)).toBeNull();
    }
    expect(channelFor('public')).toBe('chat_events');
    expect(channelFor('test_ab12')).toBe('chat_events_test_ab12');
  });

  describe('on PostgreSQL', () => {
    let server: TestServer;
    let other: TestServer;
    beforeAll(async () => {
      [server, other] = await Promise.all([createTestServer({ engine: 'postgres' }), createTestServer({ engine: 'postgres' })]);
    }, SETUP_TIMEOUT);
    afterAll(async () => Promise.all([server?.close(), other?.close()]));

    it('delivers a committed NOTIFY to every process of the schema, a rolled-back one to none, and nothing across schemas', async () => {
      const second = await postgresChatBus({ url: TEST_DATABASE_URL, searchPath: server.schema });
      try {
        const [here, there, elsewhere] = [collect(server.ctx.chat), collect(second), collect(other.ctx.chat)];
        await server.ctx.db
          .transaction(async (tx) => {
            await server.ctx.chat.inTransaction(tx, { ...event, messageId: 99 });
            throw new Error('roll back');
          })
          .catch(() => undefined);
        await server.ctx.db.transaction((tx) => server.ctx.chat.inTransaction(tx, event));
        await until(() => here.length > 0 && there.length > 0);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(here).toEqual([event]);
        expect(there).toEqual([event]);
        expect(elsewhere).toEqual([]);
      } finally {
        await second.close();
      }
    });

    it('reconnects a dropped LISTEN connection and reports the gap', async () => {
      const bus = await postgresChatBus({ url: TEST_DATABASE_URL, searchPath: server.schema, retryMs: 50, onError: () => undefined });
      try {
        const seen = collect(bus);
        let gaps = 0;
        bus.onGap(() => gaps++);
        const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
        await admin.connect();
        const channel = channelFor(server.schema!);
        const { rowCount } = await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE query = $1`, [`LISTEN "${channel}"`]);
        await admin.end();
        expect(rowCount).toBeGreaterThan(0);
        await until(() => gaps > 0);
        await server.ctx.db.execute(sql`SELECT pg_notify(${channel}, ${JSON.stringify(event)})`);
        await until(() => seen.length > 0);
        expect(seen).toEqual([event]);
      } finally {
        await bus.close();
      }
    });
  });
});
