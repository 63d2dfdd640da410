// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { readyBuyer } from '../../testing/shoppers';

vi.setConfig({ testTimeout: 60_000 });

describe('the cart', () => {
  let server: TestServer;
  let token: string;
  let productIds: number[];
  beforeAll(async () => {
    server = await createTestServer({ seed: true });
    token = (await readyBuyer(server, 'lena', 0)).token;
    const list = (await server.call('GET', '/api/product/list', { query: { pageSize: 5 } })).body.data.list;
    productIds = list.map((p: { id: number }) => p.id);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('adds, merges, selects, changes and removes cart lines', async () => {
    const [a, b] = productIds as [number, number];
    await server.call('POST', '/api/cart/add', { token, body: { productId: a, quantity: 1 } });
    const merged = await server.call('POST', '/api/cart/add', { token, body: { productId: a, quantity: 2 } });
    expect(merged.body.data.items).toHaveLength(1);
    expect(merged.body.data.items[0].quantity).toBe(3);
    const two = await server.call('POST', '/api/cart/add', { token, body: { productId: b, quantity: 1 } });
    expect(two.body.data.selectedCount).toBe(4);
    const lineA = two.body.data.items.find((i: { productId: number }) => i.productId === a);
    const unselected = await server.call('POST', '/api/cart/select', { token, body: { ids: [lineA.id], selected: false } });
    expect(unselected.body.data.selectedCount).toBe(1);
    const changed = await server.call('POST', '/api/cart/quantity', { token, body: { id: lineA.id, quantity: 2 } });
    expect(changed.body.data.items.find((i: { id: number }) => i.id === lineA.id).quantity).toBe(2);
    expect((await server.call('POST', '/api/cart/quantity', { token, body: { id: lineA.id, quantity: 0 } })).httpStatus).toBe(400);
    expect((await server.call('POST', '/api/cart/quantity', { token, body: { id: lineA.id, quantity: 999 } })).body.data.reason).toBe('outOfStock');
    expect((await server.call('POST', '/api/cart/add', { token, body: { productId: 999999, quantity: 1 } })).httpStatus).toBe(404);
    const removed = await server.call('POST', '/api/cart/remove', { token, body: { ids: [lineA.id] } });
    expect(removed.body.data.items).toHaveLength(1);
    expect((await server.call('GET', '/api/cart/count', { token })).body.data.count).toBe(1);
  });
});
