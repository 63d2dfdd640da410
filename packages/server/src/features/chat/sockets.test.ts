// @vitest-environment node
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { CHAT_CLOSE_PROTOCOL, CHAT_CLOSE_SESSION_GONE } from '@shop/api/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeMerchant } from '../merchant/testing';
import { createTestServer, ENGINES, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { openTestSocket, type TestSocket } from '../../testing/chatSocket';
import { makeUser, type TestUser } from '../wallet/testing';
import { createChatSockets, type ChatSocketOptions, type ChatSockets } from './sockets';

vi.setConfig({ testTimeout: 30_000 });

/**
 * The push channel on a real HTTP server: what a participant's sockets receive when a message is
 * sent or read over HTTP, and every way a socket is refused or closed.
 */
describe.each(ENGINES)('chat sockets on %s', (engine) => {
  let server: TestServer;
  let buyer: TestUser;
  let owner: TestUser & { storeId: number };
  let mallory: TestUser;
  const opened: TestSocket[] = [];
  const running: Array<{ http: Server; sockets: ChatSockets }> = [];

  /** A listening server with its own socket options (timeouts shortened per test). */
  async function listen(options: ChatSocketOptions = {}) {
    const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
    await new Promise<void>((resolve) => (http.listening ? resolve() : http.once('listening', () => resolve())));
    const sockets = createChatSockets(server.ctx, options);
    sockets.attach(http);
    running.push({ http, sockets });
    return { origin: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, sockets };
  }
  let origin: string;
  const socket = async (token?: string, at = origin) => {
    const opened_ = await openTestSocket(at, token);
    opened.push(opened_);
    return opened_;
  };
  const open = async (token: string, body: object) => (await server.call('POST', '/api/chat/open', { token, body })).body.data.id as number;
  const send = async (token: string, conversationId: number, content: string) => {
    const answer = await server.call('POST', '/api/chat/send', { token, body: { conversationId, kind: 'text', content } });
    expect(answer.body.status).toBe(1);
    return answer.body.data as { id: number };
  };

  beforeAll(async () => {
    server = await createTestServer({ engine });
    [buyer, owner, mallory] = await Promise.all([makeUser(server), makeMerchant(server), makeUser(server)]);
    origin = (await listen()).origin;
  }, SETUP_TIMEOUT);
  afterEach(() => {
    for (const s of opened.splice(0)) s.ws.terminate();
  });
  afterAll(async () => {
    for (const { http, sockets } of running) {
      await sockets.close();
      http.close();
    }
    await server?.close();
  });

  it('pushes a message to both sides within a second, with mine as each side sees it', async () => {
    const conversationId = await open(buyer.token, { with: 'store', storeId: owner.storeId });
    const [buyerTab, otherTab, store, outsider] = await Promise.all([socket(buyer.token), socket(buyer.token), socket(owner.token), socket(mallory.token)]);
    const started = Date.now();
    const { id } = await send(buyer.token, conversationId, 'Is it in stock?');
    const [atStore, atBuyer, atOtherTab] = await Promise.all([
      store.next('message', (f) => f.message.id === id, 1000),
      buyerTab.next('message', (f) => f.message.id === id, 1000),
      otherTab.next('message', (f) => f.message.id === id, 1000),
    ]);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(atStore.message).toMatchObject({ conversationId, mine: false, content: 'Is it in stock?', read: false });
    expect(atBuyer.message.mine).toBe(true);
    expect(atOtherTab.message.mine).toBe(true);

    const reply = await send(owner.token, conversationId, 'Yes');
    expect((await buyerTab.next('message', (f) => f.message.id === reply.id)).message.mine).toBe(false);
    expect((await store.next('message', (f) => f.message.id === reply.id)).message.mine).toBe(true);
    // Someone else's socket hears nothing of it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(outsider.frames).toEqual([{ type: 'ready' }]);
  });

  it('sends read receipts to the other side and "read by me" to the reader’s other sockets', async () => {
    const conversationId = await open(buyer.token, { with: 'store', storeId: owner.storeId });
    const [buyerTab, store, storeTab] = await Promise.all([socket(buyer.token), socket(owner.token), socket(owner.token)]);
    await send(buyer.token, conversationId, 'read me');
    await store.next('message');
    await server.call('POST', '/api/chat/read', { token: owner.token, body: { conversationId } });
    expect(await buyerTab.next('read')).toEqual({ type: 'read', conversationId, by: 'peer' });
    expect(await store.next('read')).toEqual({ type: 'read', conversationId, by: 'me' });
    expect(await storeTab.next('read')).toEqual({ type: 'read', conversationId, by: 'me' });
    // Reading again changes nothing and announces nothing.
    await server.call('POST', '/api/chat/read', { token: owner.token, body: { conversationId } });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(buyerTab.frames.filter((f) => f.type === 'read')).toHaveLength(1);
  });

  it('reaches every staff member for customer service, and not a merchant', async () => {
    const [ana, ben] = await Promise.all([makeUser(server, { role: 'staff' }), makeUser(server, { role: 'staff' })]);
    const conversationId = await open(buyer.token, { with: 'support' });
    const [anaSocket, benSocket, store] = await Promise.all([socket(ana.token), socket(ben.token), socket(owner.token)]);
    const { id } = await send(buyer.token, conversationId, 'help');
    for (const s of [anaSocket, benSocket]) expect((await s.next('message', (f) => f.message.id === id)).message.mine).toBe(false);
    // Ana answers: Ben's socket sees it as the staff side's own message.
    const answer = await send(ana.token, conversationId, 'on it');
    expect((await benSocket.next('message', (f) => f.message.id === answer.id)).message.mine).toBe(true);
    await server.call('POST', '/api/chat/read', { token: ana.token, body: { conversationId } });
    expect(await benSocket.next('read')).toEqual({ type: 'read', conversationId, by: 'me' });
    expect(store.frames).toEqual([{ type: 'ready' }]);
  });

  it('denies a bad token with 4401, and closes on anything outside the protocol with 4400', async () => {
    const bad = await socket();
    bad.send({ type: 'hello', token: 'not-a-session' });
    expect(await bad.next('denied')).toEqual({ type: 'denied' });
    expect((await bad.closed).code).toBe(CHAT_CLOSE_SESSION_GONE);

    const early = await socket();
    early.send({ type: 'ping' });
    expect((await early.closed).code).toBe(CHAT_CLOSE_PROTOCOL);
    const garbage = await socket();
    garbage.send('{not json');
    expect((await garbage.closed).code).toBe(CHAT_CLOSE_PROTOCOL);
    const binary = await socket();
    binary.ws.send(Buffer.from([1, 2, 3]));
    expect((await binary.closed).code).toBe(CHAT_CLOSE_PROTOCOL);
    const twice = await socket(buyer.token);
    twice.send({ type: 'hello', token: buyer.token });
    expect((await twice.closed).code).toBe(CHAT_CLOSE_PROTOCOL);
    // A frame over 1 KiB is cut by the socket layer itself (1009: message too big).
    const big = await socket(buyer.token);
    big.send({ type: 'ping', pad: 'x'.repeat(2000) });
    expect((await big.closed).code).toBe(1009);
    // Any other path is no socket at all.
    await expect(openTestSocket(`${origin}/elsewhere`).then(() => 'opened', () => 'refused')).resolves.toBe('refused');
  });

  it('answers pings, and closes a silent socket and one that never says hello', async () => {
    const short = await listen({ timeoutMs: 300, helloWaitMs: 200 });
    const talking = await socket(buyer.token, short.origin);
    const silent = await socket(buyer.token, short.origin);
    const mute = await socket(undefined, short.origin);
    const started = Date.now();
    const keepAlive = setInterval(() => talking.send({ type: 'ping' }), 100);
    try {
      expect((await mute.closed).code).toBe(CHAT_CLOSE_PROTOCOL);
      expect((await silent.closed).code).toBe(1001);
      expect(Date.now() - started).toBeGreaterThanOrEqual(250);
      await talking.next('pong');
      expect(talking.ws.readyState).toBe(talking.ws.OPEN);
    } finally {
      clearInterval(keepAlive);
    }
  });

  it('stops a signed-out session at its next ping, and bounds sockets per user', async () => {
    const strict = await listen({ revalidateMs: 0, maxPerUser: 2 });
    const user = await makeUser(server);
    const first = await socket(user.token, strict.origin);
    await socket(user.token, strict.origin);
    const third = await socket(undefined, strict.origin);
    third.send({ type: 'hello', token: user.token });
    expect((await third.closed).code).toBe(1008);
    first.send({ type: 'ping' });
    await first.next('pong');
    expect((await server.call('GET', '/api/logout', { token: user.token })).body.status).toBe(1);
    first.send({ type: 'ping' });
    expect(await first.next('denied')).toEqual({ type: 'denied' });
    expect((await first.closed).code).toBe(CHAT_CLOSE_SESSION_GONE);
    expect(strict.sockets.counts()).toMatchObject({ ready: 1 });
  });

  it('closes every socket when the server stops, so clients reconnect elsewhere', async () => {
    const stopping = await listen();
    const s = await socket(buyer.token, stopping.origin);
    await stopping.sockets.close();
    expect((await s.closed).code).toBe(1001);
  });
});
