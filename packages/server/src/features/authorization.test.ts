// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../testing/harness';
import { newKey, readyBuyer } from '../testing/shoppers';

vi.setConfig({ testTimeout: 60_000 });

/**
 * A second buyer tries every id-taking endpoint of the shopping area on the first buyer's data.
 * Each attempt must be refused or touch only the second buyer's own rows; afterwards everything
 * the first buyer can see is exactly as before.
 */
describe('authorization matrix: a second buyer against the first one’s data', () => {
  let server: TestServer;
  let alice: Awaited<ReturnType<typeof readyBuyer>>;
  let mallory: Awaited<ReturnType<typeof readyBuyer>>;
  const ids = { cartLine: 0, toPayOrder: 0, paidOrder: 0, productId: 0, paymentId: '', conversation: 0, message: 0 };

  const snapshot = async () => {
    const token = alice.token;
    const get = async (path: string, query?: Record<string, string | number>) =>
      (await server.call('GET', path, { token, query })).body.data;
    return {
      cart: await get('/api/cart/list'),
      addresses: await get('/api/address/list'),
      toPay: await get('/api/order/detail', { id: ids.toPayOrder }),
      paid: await get('/api/order/detail', { id: ids.paidOrder }),
      payment: await get('/api/order/paymentStatus', { paymentId: ids.paymentId }),
      history: await get('/api/history/list'),
      collections: await get('/api/collection/list'),
      counts: await get('/api/order/counts'),
      user: await get('/api/account/getUserinfo'),
      chats: await get('/api/chat/conversations', { scope: 'buyer' }),
      chat: await get('/api/chat/messages', { conversationId: ids.conversation }),
      unread: await get('/api/chat/unread'),
    };
  };

  beforeAll(async () => {
    server = await createTestServer({ seed: true });
    alice = await readyBuyer(server, 'alice');
    mallory = await readyBuyer(server, 'mallory');
    const list = (await server.call('GET', '/api/product/list')).body.data.list;
    ids.productId = list[0].id;
    const [a, b] = [list[0].id, list[5].id];
    const token = alice.token;
    await server.call('POST', '/api/cart/add', { token, body: { productId: a, quantity: 1 } });
    const paid = await server.call('POST', '/api/order/create', {
      token,
      body: { source: { from: 'buyNow', productId: b, quantity: 1 }, addressId: alice.addressId, idempotencyKey: newKey() },
    });
    ids.paidOrder = paid.body.data.orderIds[0];
    await server.call('POST', '/api/order/payBalance', {
      token,
      body: { orderIds: [ids.paidOrder], payPassword: alice.payPassword, idempotencyKey: newKey() },
    });
    const toPay = await server.call('POST', '/api/order/create', {
      token,
      body: { source: { from: 'buyNow', productId: b, quantity: 1 }, addressId: alice.addressId, idempotencyKey: newKey() },
    });
    ids.toPayOrder = toPay.body.data.orderIds[0];
    const online = await server.call('POST', '/api/order/payOnline', { token, body: { orderIds: [ids.toPayOrder], idempotencyKey: newKey() } });
    ids.paymentId = online.body.data.paymentId;
    ids.cartLine = (await server.call('GET', '/api/cart/list', { token })).body.data.items[0].id;
    await server.call('GET', '/api/product/detail', { token, query: { id: a } });
    await server.call('POST', '/api/collection/toggle', { token, body: { productId: a, collected: true } });
    ids.conversation = (await server.call('POST', '/api/chat/open', { token, body: { with: 'support' } })).body.data.id;
    ids.message = (await server.call('POST', '/api/chat/send', { token, body: { conversationId: ids.conversation, kind: 'text', content: 'my parcel' } })).body.data.id;
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('changes nothing of the first buyer’s, whatever the second one sends', async () => {
    const before = await snapshot();
    const token = mallory.token;
    const addressBody = {
      id: alice.addressId,
      recipient: 'Mallory',
      phone: '+66812345670',
      country: 'TH',
      region: 'X',
      city: 'X',
      detail: 'X',
      postalCode: '1',
      isDefault: true,
    };
    const attempts: Array<[string, 'GET' | 'POST', string, Record<string, unknown>]> = [
      ['order detail', 'GET', '/api/order/detail', { id: ids.toPayOrder }],
      ['cancel', 'POST', '/api/order/cancel', { id: ids.toPayOrder }],
      ['pay by balance', 'POST', '/api/order/payBalance', { orderIds: [ids.toPayOrder], payPassword: mallory.payPassword, idempotencyKey: newKey() }],
      ['pay online', 'POST', '/api/order/payOnline', { orderIds: [ids.toPayOrder], idempotencyKey: newKey() }],
      ['payment status', 'GET', '/api/order/paymentStatus', { paymentId: ids.paymentId }],
      ['confirm receipt', 'POST', '/api/order/confirmReceipt', { id: ids.paidOrder }],
      ['comment', 'POST', '/api/order/comment', { id: ids.paidOrder, items: [{ productId: ids.productId, rating: 1, content: 'x' }] }],
      ['after-sales', 'POST', '/api/order/afterSales', { id: ids.paidOrder, reason: 'x' }],
      ['cart quantity', 'POST', '/api/cart/quantity', { id: ids.cartLine, quantity: 5 }],
      ['cart select', 'POST', '/api/cart/select', { ids: [ids.cartLine], selected: false }],
      ['cart remove', 'POST', '/api/cart/remove', { ids: [ids.cartLine] }],
      ['address detail', 'GET', '/api/address/detail', { id: alice.addressId }],
      ['address save', 'POST', '/api/address/save', addressBody],
      ['address remove', 'POST', '/api/address/remove', { id: alice.addressId }],
      ['address default', 'POST', '/api/address/setDefault', { id: alice.addressId }],
      ['history clear', 'POST', '/api/history/clear', { ids: [ids.productId] }],
      ['collection remove', 'POST', '/api/collection/toggle', { productId: ids.productId, collected: false }],
      ['checkout with her address', 'POST', '/api/order/create', { source: { from: 'buyNow', productId: ids.productId, quantity: 1 }, addressId: alice.addressId, idempotencyKey: newKey() }],
      ['chat messages', 'GET', '/api/chat/messages', { conversationId: ids.conversation }],
      ['chat catch-up', 'GET', '/api/chat/messages', { conversationId: ids.conversation, after: 0 }],
      ['chat send', 'POST', '/api/chat/send', { conversationId: ids.conversation, kind: 'text', content: 'hi' }],
      ['chat read', 'POST', '/api/chat/read', { conversationId: ids.conversation }],
      ['preview with her address', 'POST', '/api/order/confirmBuyNow', { productId: ids.productId, quantity: 1, addressId: alice.addressId }],
    ];
    const leaked: string[] = [];
    for (const [name, method, path, input] of attempts) {
      const result = await server.call(method, path, method === 'GET' ? { token, query: input as Record<string, string> } : { token, body: input });
      // Reading or acting on her ids is refused; bulk endpoints may succeed but only on his rows.
      const bulk = ['cart select', 'cart remove', 'history clear', 'collection remove'].includes(name);
      if (!bulk && result.body.status !== 0) leaked.push(`${name} answered ${result.httpStatus}`);
      if (!bulk) expect(result.httpStatus, name).toBe(404);
    }
    expect(leaked).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('and a signed-out caller gets the relogin answer on every one of them', async () => {
    for (const path of ['/api/order/detail', '/api/cart/list', '/api/address/list', '/api/order/paymentStatus', '/api/chat/unread', '/api/chat/messages']) {
      const result = await server.call('GET', path, { query: { id: 1, paymentId: 'x', conversationId: ids.conversation } });
      expect(result.body.code).toBe(403);
    }
  });
});
