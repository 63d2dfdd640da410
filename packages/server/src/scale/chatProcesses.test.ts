// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeMerchant } from '../features/merchant/testing';
import { openTestSocket, type TestSocket } from '../testing/chatSocket';
import { createTestServer, signedHeaders, TEST_DATABASE_URL, type TestServer } from '../testing/harness';
import { PRODUCTION_ENV, startServerProcess, type ServerProcess } from '../testing/processes';
import { makeUser, type TestUser } from '../features/wallet/testing';

/**
 * Chat across two server processes (main.ts, production mode) on one PostgreSQL schema: a socket
 * on one process hears what was sent through the other (LISTEN/NOTIFY), and when a process dies
 * its clients reconnect to the other and catch up with `after` without losing a message.
 */
vi.setConfig({ testTimeout: 60_000 });

describe('chat between two server processes on one PostgreSQL', () => {
  let server: TestServer;
  let buyer: TestUser;
  let owner: TestUser & { storeId: number };
  const processes: ServerProcess[] = [];
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    server = await createTestServer({ engine: 'postgres' });
    // Sessions made in the tables below must be fresh by the processes' real clock.
    server.clock.set(new Date());
    [buyer, owner] = await Promise.all([makeUser(server), makeMerchant(server)]);
    const url = new URL(TEST_DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${server.schema}`);
    const env = { ...PRODUCTION_ENV, DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '3' };
    processes.push(...(await Promise.all([startServerProcess({ env }), startServerProcess({ env })])));
  }, 120_000);
  afterAll(async () => {
    for (const s of sockets) s.ws.terminate();
    await Promise.all(processes.map((child) => child.stop('SIGKILL')));
    await server?.close();
  });

  async function call(target: ServerProcess, method: 'GET' | 'POST', path: string, token: string, body?: unknown) {
    const headers = await signedHeaders(server.ctx.config, { token, timestamp: Math.floor(Date.now() / 1000) });
    const query = method === 'GET' && body ? `?${new URLSearchParams(body as Record<string, string>)}` : '';
    const response = await fetch(`${target.url}${path}${query}`, {
      method,
      headers: method === 'POST' ? { ...headers, 'content-type': 'application/json' } : headers,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    return (await response.json()) as { status: 0 | 1; data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- each test reads what it needs
  }
  const connect = async (target: ServerProcess, token: string) => {
    const socket = await openTestSocket(target.url, token);
    sockets.push(socket);
    return socket;
  };
  const sendText = async (target: ServerProcess, token: string, conversationId: number, content: string) => {
    const answer = await call(target, 'POST', '/api/chat/send', token, { conversationId, kind: 'text', content });
    expect(answer.status).toBe(1);
    return answer.data.id as number;
  };

  it('delivers to a socket on one process what was sent through the other, and loses nothing when a process dies', async () => {
    const [a, b] = processes as [ServerProcess, ServerProcess];
    const conversationId = (await call(b, 'POST', '/api/chat/open', buyer.token, { with: 'store', storeId: owner.storeId })).data.id as number;
    const ownerOnA = await connect(a, owner.token);
    const buyerOnB = await connect(b, buyer.token);

    const started = Date.now();
    const first = await sendText(b, buyer.token, conversationId, 'sent through B');
    const arrived = await ownerOnA.next('message', (f) => f.message.id === first, 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(arrived.message).toMatchObject({ mine: false, content: 'sent through B' });
    const reply = await sendText(a, owner.token, conversationId, 'answered on A');
    expect((await buyerOnB.next('message', (f) => f.message.id === reply, 1000)).message.mine).toBe(false);
    await call(a, 'POST', '/api/chat/read', owner.token, { conversationId });
    expect(await buyerOnB.next('read', undefined, 1000)).toEqual({ type: 'read', conversationId, by: 'peer' });

    // Process A dies without a goodbye; the owner's client holds `reply` as its last message.
    const lastSeen = reply;
    await a.stop('SIGKILL');
    expect((await ownerOnA.closed).code).toBe(1006);
    const whileAway: number[] = [];
    for (const text of ['one', 'two', 'three']) whileAway.push(await sendText(b, buyer.token, conversationId, text));

    // It reconnects to B, then catches up from what it holds: exactly the missed ones, in order.
    const ownerOnB = await connect(b, owner.token);
    const caughtUp = await call(b, 'GET', '/api/chat/messages', owner.token, { conversationId: String(conversationId), after: String(lastSeen) });
    expect(caughtUp.data.list.map((m: { id: number }) => m.id)).toEqual(whileAway);
    expect(caughtUp.data.hasMore).toBe(false);
    const live = await sendText(b, buyer.token, conversationId, 'live again');
    expect((await ownerOnB.next('message', (f) => f.message.id === live, 1000)).message.content).toBe('live again');

    // A graceful stop closes its sockets at once (1001: reconnect elsewhere) and still exits promptly.
    const stopping = Date.now();
    const exit = b.stop('SIGTERM');
    expect((await ownerOnB.closed).code).toBe(1001);
    expect(await exit).toBe(0);
    expect(Date.now() - stopping).toBeLessThan(8000);
  });
});
