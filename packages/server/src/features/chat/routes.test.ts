// @vitest-environment node
import { LIMITS } from '@shop/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS } from '../../seed/demoAccounts';
import { createTestServer, ENGINES, SETUP_TIMEOUT, signedHeaders, type CallResult, type TestServer } from '../../testing/harness';
import { registerUser } from '../../testing/users';
import { saveUpload, uploadUrl } from '../uploads/store';

// scrypt at OWASP cost takes a few hundred ms per hash on a shared 2-core machine.
vi.setConfig({ testTimeout: 60_000 });

interface Message {
  id: number;
  conversationId: number;
  mine: boolean;
  kind: string;
  content: string;
  product: { id: number } | null;
  read: boolean;
}
interface Conversation {
  id: number;
  peer: { kind: string; id: number | null; name: string; avatar: string | null };
  lastMessage: Message | null;
  unread: number;
}

describe.each(ENGINES)('support chat on %s', (engine) => {
  let server: TestServer;
  let buyer: { token: string; userId: number };
  let mallory: { token: string; userId: number };
  let merchant: string;
  let staff: string;
  let storeId: number;
  let productId: number;

  const login = async (role: 'merchant' | 'staff') => {
    const account = DEMO_ACCOUNTS.find((a) => a.role === role)!;
    const answer = await server.call('POST', '/api/login', { body: { account: account.username, password: account.password } });
    return answer.body.data.token as string;
  };
  const open = (token: string, body: object) => server.call<Conversation>('POST', '/api/chat/open', { token, body });
  const send = (token: string, conversationId: number, kind: string, content: string) =>
    server.call<Message>('POST', '/api/chat/send', { token, body: { conversationId, kind, content } });
  const messages = (token: string, query: Record<string, number>) =>
    server.call<{ list: Message[]; hasMore: boolean }>('GET', '/api/chat/messages', { token, query });
  const list = async (token: string, scope: 'buyer' | 'store' = 'buyer') =>
    (await server.call<Conversation[]>('GET', '/api/chat/conversations', { token, query: { scope } })).body.data;
  const read = (token: string, conversationId: number) => server.call('POST', '/api/chat/read', { token, body: { conversationId } });
  const chatImage = async (ownerId: number, purpose: 'chat' | 'avatar' = 'chat') => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#39c' } }).png().toBuffer();
    return uploadUrl(await saveUpload(server.ctx, ownerId, purpose, png));
  };

  beforeAll(async () => {
    server = await createTestServer({ engine, seed: true });
    buyer = await registerUser(server, 'chatbuyer');
    mallory = await registerUser(server, 'chatmallory');
    merchant = await login('merchant');
    staff = await login('staff');
    storeId = (await server.call('GET', '/api/merchant/store', { token: merchant })).body.data.id;
    productId = (await server.call('GET', '/api/product/list', { query: { pageSize: 1 } })).body.data.list[0].id;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('opens one conversation per counterpart, and only with a store that exists and is not yours', async () => {
    const support = await open(buyer.token, { with: 'support' });
    expect(support.body.status).toBe(1);
    expect(support.body.data).toMatchObject({ peer: { kind: 'support', id: null, name: 'Customer service' }, lastMessage: null, unread: 0 });
    expect((await open(buyer.token, { with: 'support' })).body.data.id).toBe(support.body.data.id);
    // The peer's name is in the caller's language.
    const inGerman = await server.call('POST', '/api/chat/open', { token: buyer.token, body: { with: 'support' }, lang: 'de' });
    expect(inGerman.body.data.peer.name).toBe('Kundenservice');

    server.clock.advance(1000);
    const store = await open(buyer.token, { with: 'store', storeId });
    expect(store.body.data.peer).toMatchObject({ kind: 'store', id: storeId });
    expect(store.body.data.id).not.toBe(support.body.data.id);
    expect((await open(buyer.token, { with: 'store', storeId })).body.data.id).toBe(store.body.data.id);

    expect((await open(buyer.token, { with: 'store', storeId: 999999 })).httpStatus).toBe(404);
    const own = await open(merchant, { with: 'store', storeId });
    expect(own.httpStatus).toBe(400);
    expect(own.body).toMatchObject({ status: 0, data: { reason: 'validation', fields: { storeId: 'validation.chooseOne' } } });

    // Newest first; the store does not see a conversation nobody has written in.
    expect((await list(buyer.token)).map((c) => c.id)).toEqual([store.body.data.id, support.body.data.id]);
    expect(await list(merchant, 'store')).toEqual([]);
  });

  it("names a product card in the reader's language, as the catalogue does", async () => {
    const reader = await registerUser(server, 'chatreader');
    const { id } = (await open(reader.token, { with: 'store', storeId })).body.data;
    const inJapanese = (await server.call<{ name: string }>('GET', '/api/product/detail', { lang: 'ja', query: { id: productId } })).body.data.name;
    const inEnglish = (await server.call<{ name: string }>('GET', '/api/product/detail', { lang: 'en', query: { id: productId } })).body.data.name;
    expect(inJapanese).not.toBe(inEnglish);
    const sent = await server.call<Message & { product: { name: string } }>('POST', '/api/chat/send', {
      token: reader.token,
      lang: 'ja',
      body: { conversationId: id, kind: 'product', content: String(productId) },
    });
    expect(sent.body.data.product.name).toBe(inJapanese);
    const page = await server.call<{ list: (Message & { product: { name: string } | null })[] }>('GET', '/api/chat/messages', {
      token: reader.token,
      lang: 'en',
      query: { conversationId: id },
    });
    expect(page.body.data.list.at(-1)!.product!.name).toBe(inEnglish);
  });

  it('sends text, images and products, counting unread messages on both sides until read', async () => {
    const { id } = (await open(buyer.token, { with: 'store', storeId })).body.data;
    server.clock.advance(1000);
    const text = await send(buyer.token, id, 'text', '  Is this in stock?  ');
    expect(text.body.data).toMatchObject({ conversationId: id, mine: true, kind: 'text', content: 'Is this in stock?', product: null, read: false });
    const product = await send(buyer.token, id, 'product', String(productId));
    expect(product.body.data).toMatchObject({ kind: 'product', content: String(productId), product: { id: productId } });
    const url = await chatImage(buyer.userId);
    const image = await send(buyer.token, id, 'image', `http://127.0.0.1:3000${url}`);
    expect(image.body.data).toMatchObject({ kind: 'image', content: url });

    // The store owner sees the buyer as the peer, with three unread messages that are not theirs.
    const [forStore] = await list(merchant, 'store');
    expect(forStore).toMatchObject({ id, peer: { kind: 'user', id: buyer.userId, name: 'chatbuyer' }, unread: 3 });
    expect(forStore!.lastMessage).toMatchObject({ id: image.body.data.id, mine: false, read: false });
    expect((await list(buyer.token)).find((c) => c.id === id)).toMatchObject({ unread: 0, lastMessage: { id: image.body.data.id, mine: true } });

    server.clock.advance(1000);
    const reply = await send(merchant, id, 'text', 'Yes, ships tomorrow.');
    expect(reply.body.data).toMatchObject({ mine: true, read: false });
    expect((await list(buyer.token))[0]).toMatchObject({ id, unread: 1, lastMessage: { id: reply.body.data.id, mine: false } });
    expect((await list(merchant, 'store'))[0]!.unread).toBe(3);

    // Reading clears the caller's unread only, and the other side then sees its messages read.
    expect((await read(merchant, id)).body).toMatchObject({ status: 1, data: null });
    expect((await list(merchant, 'store'))[0]!.unread).toBe(0);
    expect((await list(buyer.token))[0]!.unread).toBe(1);
    const seenByBuyer = (await messages(buyer.token, { conversationId: id })).body.data.list;
    expect(seenByBuyer.map((m) => [m.mine, m.read])).toEqual([
      [true, true],
      [true, true],
      [true, true],
      [false, false],
    ]);
    await read(buyer.token, id);
    expect((await list(buyer.token))[0]!.unread).toBe(0);
    const seenByStore = (await messages(merchant, { conversationId: id })).body.data.list;
    expect(seenByStore.map((m) => [m.mine, m.read])).toEqual([
      [false, true],
      [false, true],
      [false, true],
      [true, true],
    ]);
  });

  it('pages backwards with before, oldest first within a page', async () => {
    const { id } = (await open(mallory.token, { with: 'support' })).body.data;
    const sent: number[] = [];
    for (let n = 1; n <= 5; n++) {
      server.clock.advance(1000);
      sent.push((await send(mallory.token, id, 'text', `message ${n}`)).body.data.id);
    }
    const newest = (await messages(mallory.token, { conversationId: id, pageSize: 2 })).body.data;
    expect(newest.list.map((m) => m.content)).toEqual(['message 4', 'message 5']);
    expect(newest.hasMore).toBe(true);
    const older = (await messages(mallory.token, { conversationId: id, pageSize: 2, before: newest.list[0]!.id })).body.data;
    expect(older.list.map((m) => m.id)).toEqual([sent[1], sent[2]]);
    expect(older.hasMore).toBe(true);
    const oldest = (await messages(mallory.token, { conversationId: id, pageSize: 2, before: older.list[0]!.id })).body.data;
    expect(oldest).toMatchObject({ list: [{ id: sent[0], content: 'message 1' }], hasMore: false });
  });

  it('lets staff answer customer service, and nobody else', async () => {
    const { id } = (await open(buyer.token, { with: 'support' })).body.data;
    await send(buyer.token, id, 'text', 'Where is my parcel?');
    const answer = await send(staff, id, 'text', 'Let me check.');
    expect(answer.body.data.mine).toBe(true);
    const seen = (await messages(staff, { conversationId: id })).body.data.list;
    expect(seen.map((m) => m.mine)).toEqual([false, true]);
    expect((await list(buyer.token)).find((c) => c.id === id)).toMatchObject({ unread: 1, lastMessage: { content: 'Let me check.', mine: false } });
    // The merchant is not customer service.
    expect((await messages(merchant, { conversationId: id })).httpStatus).toBe(404);
    expect((await send(merchant, id, 'text', 'hi')).httpStatus).toBe(404);
  });

  it('refuses a second buyer every way into the first one’s conversation, changing nothing', async () => {
    const { id } = (await open(buyer.token, { with: 'store', storeId })).body.data;
    const snapshot = async () => ({
      buyer: await list(buyer.token),
      store: await list(merchant, 'store'),
      messages: (await messages(buyer.token, { conversationId: id })).body.data,
    });
    const before = await snapshot();
    for (const attempt of [
      await messages(mallory.token, { conversationId: id }),
      await send(mallory.token, id, 'text', 'hello'),
      await send(mallory.token, id, 'product', String(productId)),
      await read(mallory.token, id),
      await messages(mallory.token, { conversationId: 999999 }),
    ]) {
      expect(attempt.httpStatus).toBe(404);
      expect(attempt.body).toMatchObject({ status: 0, data: { reason: 'notFound' } });
    }
    expect((await list(mallory.token)).map((c) => c.id)).not.toContain(id);
    expect(await snapshot()).toEqual(before);
  });

  it('answers bad input with 400 and status 0', async () => {
    const { id } = (await open(buyer.token, { with: 'store', storeId })).body.data;
    const foreignImage = await chatImage(mallory.userId);
    const avatar = await chatImage(buyer.userId, 'avatar');
    const before = (await messages(buyer.token, { conversationId: id })).body.data;
    const cases: Array<[Promise<CallResult<unknown>>, Record<string, unknown>]> = [
      [send(buyer.token, id, 'text', '   '), { content: 'validation.required' }],
      [send(buyer.token, id, 'text', 'x'.repeat(LIMITS.chatMessageMax + 1)), { content: 'validation.tooLong' }],
      [send(buyer.token, id, 'text', 'bell \u0007'), { content: 'validation.controlCharacters' }],
      [send(buyer.token, id, 'video', 'x'), { kind: 'validation.chooseOne' }],
      [send(buyer.token, id, 'product', 'abc'), { content: 'validation.productRequired' }],
      [send(buyer.token, id, 'image', foreignImage), { content: 'validation.ownUploadRequired' }],
      [send(buyer.token, id, 'image', avatar), { content: 'validation.ownUploadRequired' }],
      [send(buyer.token, id, 'image', 'https://elsewhere.example/cat.jpg'), { content: 'validation.ownUploadRequired' }],
      [server.call('GET', '/api/chat/messages', { token: buyer.token, query: { conversationId: 'x' } }), { conversationId: expect.any(String) }],
      [messages(buyer.token, { conversationId: id, pageSize: 51 }), { pageSize: 'validation.numberTooLarge' }],
      [open(buyer.token, { with: 'store' }), { storeId: 'validation.required' }],
      [server.call('GET', '/api/chat/conversations', { token: buyer.token, query: { scope: 'everyone' } }), { scope: 'validation.chooseOne' }],
    ];
    for (const [call, fields] of cases) {
      const answer = await call;
      expect(answer.httpStatus).toBe(400);
      expect(answer.body.status).toBe(0);
      expect((answer.body.data as { fields?: unknown }).fields).toEqual(fields);
    }
    // A product that does not exist is not there to share.
    expect((await send(buyer.token, id, 'product', '999999')).httpStatus).toBe(404);
    expect((await messages(buyer.token, { conversationId: id })).body.data).toEqual(before);
  });

  it('catches up forwards with after, and refuses before and after together', async () => {
    const carol = await registerUser(server, 'chatcarol');
    const { id } = (await open(carol.token, { with: 'store', storeId })).body.data;
    const sent: number[] = [];
    for (let n = 1; n <= 5; n++) sent.push((await send(carol.token, id, 'text', `line ${n}`)).body.data.id);
    const first = (await messages(carol.token, { conversationId: id, after: sent[0]!, pageSize: 2 })).body.data;
    expect(first).toEqual({ list: [expect.objectContaining({ id: sent[1] }), expect.objectContaining({ id: sent[2] })], hasMore: true });
    const rest = (await messages(carol.token, { conversationId: id, after: sent[2]!, pageSize: 2 })).body.data;
    expect(rest.list.map((m) => m.content)).toEqual(['line 4', 'line 5']);
    expect(rest.hasMore).toBe(false);
    expect((await messages(merchant, { conversationId: id, after: sent[4]! })).body.data).toEqual({ list: [], hasMore: false });
    // after=0 is "from the start", oldest first.
    expect((await messages(carol.token, { conversationId: id, after: 0, pageSize: 1 })).body.data.list[0]!.id).toBe(sent[0]);
    const both = await messages(carol.token, { conversationId: id, after: sent[0]!, before: sent[4]! });
    expect(both.httpStatus).toBe(400);
    expect(both.body.data).toMatchObject({ reason: 'validation', fields: { after: 'validation.chooseOne' } });
    // Catching up is for participants only.
    expect((await messages(mallory.token, { conversationId: id, after: 0 })).httpStatus).toBe(404);
  });

  it('keeps text as text: markup round-trips literally', async () => {
    server.clock.advance(11_000);
    const { id } = (await open(buyer.token, { with: 'support' })).body.data;
    const markup = '<b>x</b> <script>alert(1)</script> &amp;';
    const sent = await send(buyer.token, id, 'text', markup);
    expect(sent.body.data.content).toBe(markup);
    const seen = (await messages(staff, { conversationId: id })).body.data.list.at(-1)!;
    expect(seen.content).toBe(markup);
  });

  it('totals unread messages as a buyer and for the store, and a read clears them', async () => {
    const dana = await registerUser(server, 'chatdana');
    const unread = async (token: string) => (await server.call('GET', '/api/chat/unread', { token })).body.data;
    expect(await unread(dana.token)).toEqual({ buyer: 0, store: 0 });
    const { id } = (await open(dana.token, { with: 'store', storeId })).body.data;
    const storeBefore = (await unread(merchant)).store;
    await send(dana.token, id, 'text', 'one');
    await send(dana.token, id, 'text', 'two');
    expect((await unread(merchant)).store).toBe(storeBefore + 2);
    server.clock.advance(11_000);
    await send(merchant, id, 'text', 'hello Dana');
    expect(await unread(dana.token)).toEqual({ buyer: 1, store: 0 });
    await read(dana.token, id);
    expect(await unread(dana.token)).toEqual({ buyer: 0, store: 0 });
    await read(merchant, id);
    expect((await unread(merchant)).store).toBe(storeBefore);
    expect((await server.call('GET', '/api/chat/unread')).body.data.reason).toBe('sessionExpired');
  });

  it('lists customer service for staff: written-in only, unread first, then newest', async () => {
    const erin = await registerUser(server, 'chaterin');
    const fay = await registerUser(server, 'chatfay');
    const gus = await registerUser(server, 'chatgus');
    const inbox = async (query: Record<string, string | number | boolean> = {}) =>
      (await server.call('GET', '/api/staff/chatConversations', { token: staff, query: { pageSize: 50, ...query } })).body.data;
    // Read everything so far, so only this test's conversations are unread.
    for (const c of (await inbox({ unread: true })).list as Conversation[]) await read(staff, c.id);
    const erinChat = (await open(erin.token, { with: 'support' })).body.data.id;
    const fayChat = (await open(fay.token, { with: 'support' })).body.data.id;
    await open(gus.token, { with: 'support' }); // nothing written: not in the inbox
    server.clock.advance(1000);
    await send(erin.token, erinChat, 'text', 'first');
    server.clock.advance(1000);
    await send(fay.token, fayChat, 'text', 'second');
    server.clock.advance(1000);
    await read(staff, fayChat);
    await send(staff, fayChat, 'text', 'answered');

    const all = await inbox();
    const ids = (all.list as Conversation[]).map((c) => c.id);
    expect(ids[0]).toBe(erinChat); // unread, though fay's is newer
    expect(ids.indexOf(fayChat)).toBeGreaterThan(0);
    expect(all.list[0]).toMatchObject({ peer: { kind: 'user', id: erin.userId, name: 'chaterin' }, unread: 1, lastMessage: { content: 'first', mine: false } });
    expect((all.list as Conversation[]).find((c) => c.id === fayChat)).toMatchObject({ unread: 0, lastMessage: { content: 'answered', mine: true } });
    expect(all.total).toBe(all.list.length);
    expect((all.list as Conversation[]).every((c) => c.peer.kind === 'user' && c.lastMessage !== null)).toBe(true);

    const unreadOnly = await inbox({ unread: true });
    expect((unreadOnly.list as Conversation[]).map((c) => c.id)).toEqual([erinChat]);
    const paged = await inbox({ pageSize: 1 });
    expect(paged).toMatchObject({ page: 1, pageSize: 1, total: all.total, hasMore: all.total > 1 });
    // One staff member reading clears it for all staff.
    await read(staff, erinChat);
    expect((await inbox({ unread: true })).list).toEqual([]);
  });

  it('limits how fast one sender writes, across the window, and only that sender', async () => {
    const hank = await registerUser(server, 'chathank');
    server.clock.advance(11_000);
    const { id } = (await open(hank.token, { with: 'store', storeId })).body.data;
    for (let n = 0; n < 20; n++) expect((await send(hank.token, id, 'text', `burst ${n}`)).body.status).toBe(1);
    server.clock.advance(4000);
    const refused = await send(hank.token, id, 'text', 'one too many');
    expect(refused.httpStatus).toBe(429);
    expect(refused.body.data).toMatchObject({ reason: 'tooManyRequests', params: { seconds: 6 } });
    // The store owner is another sender with a window of their own.
    expect((await send(merchant, id, 'text', 'slow down')).body.status).toBe(1);
    server.clock.advance(6000);
    expect((await send(hank.token, id, 'text', 'a new window')).body.status).toBe(1);
    const list = (await messages(hank.token, { conversationId: id, pageSize: 50 })).body.data.list;
    expect(list.map((m) => m.content)).not.toContain('one too many');
  });

  // A second process needs PostgreSQL: PGlite lives inside one process.
  it.skipIf(engine === 'pglite')('counts the send limit across processes', async () => {
    const ivy = await registerUser(server, 'chativy');
    server.clock.advance(11_000);
    const { id } = (await open(ivy.token, { with: 'support' })).body.data;
    const other = await server.secondProcess();
    try {
      const sendThroughOther = async (content: string) => {
        const headers = await signedHeaders(server.ctx.config, { token: ivy.token, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
        const response = await other.app.request('/api/chat/send', {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ conversationId: id, kind: 'text', content }),
        });
        return { httpStatus: response.status, body: await response.json() };
      };
      for (let n = 0; n < 20; n++) {
        const answer = n % 2 ? await sendThroughOther(`n ${n}`) : await send(ivy.token, id, 'text', `n ${n}`);
        expect(answer.body.status).toBe(1);
      }
      expect((await sendThroughOther('over')).httpStatus).toBe(429);
      expect((await send(ivy.token, id, 'text', 'over')).httpStatus).toBe(429);
    } finally {
      await other.close();
    }
  });

  // Concurrent sends need real connections: PGlite runs one statement at a time.
  it.skipIf(engine === 'pglite')('commits a conversation’s messages in id order, so catching up after an id skips nothing', async () => {
    const jay = await registerUser(server, 'chatjay');
    server.clock.advance(11_000);
    const { id } = (await open(jay.token, { with: 'store', storeId })).body.data;
    const announced: number[] = [];
    const stop = server.ctx.chat.subscribe((event) => {
      if (event.type === 'message' && event.conversationId === id) announced.push(event.messageId);
    });
    try {
      // Both sides at once: PostgreSQL announces in commit order.
      const sent = await Promise.all(Array.from({ length: 30 }, (_, n) => send(n % 2 ? merchant : jay.token, id, 'text', `race ${n}`)));
      expect(sent.every((answer) => answer.body.status === 1)).toBe(true);
      for (let wait = 0; announced.length < 30 && wait < 100; wait++) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(announced).toHaveLength(30);
      expect(announced).toEqual([...announced].sort((a, b) => a - b));
    } finally {
      stop();
    }
  });

  it('refuses the store scope to someone without a store', async () => {
    const answer = await server.call('GET', '/api/chat/conversations', { token: buyer.token, query: { scope: 'store' } });
    expect(answer.httpStatus).toBe(422);
    expect(answer.body).toMatchObject({ status: 0, data: { reason: 'notMerchant' } });
    expect((await server.call('GET', '/api/chat/conversations', { query: { scope: 'buyer' } })).body.data.reason).toBe('sessionExpired');
  });
});
