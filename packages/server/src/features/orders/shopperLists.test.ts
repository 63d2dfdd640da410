// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { readyBuyer } from '../../testing/shoppers';

vi.setConfig({ testTimeout: 60_000 });

describe('cart, addresses, collections, history and follows', () => {
  let server: TestServer;
  let token: string;
  let productIds: number[];
  let storeId: number;
  beforeAll(async () => {
    server = await createTestServer({ seed: true });
    token = (await readyBuyer(server, 'lena', 0)).token;
    const list = (await server.call('GET', '/api/product/list', { query: { pageSize: 5 } })).body.data.list;
    productIds = list.map((p: { id: number }) => p.id);
    storeId = list[0].storeId;
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

  it('keeps exactly one default address', async () => {
    const base = { recipient: 'Lena', phone: '+66812345679', country: 'TH', region: 'Chiang Mai', city: 'Chiang Mai', detail: '2 Road', postalCode: '50000' };
    const second = await server.call('POST', '/api/address/save', { token, body: { ...base, isDefault: true } });
    let list = (await server.call('GET', '/api/address/list', { token })).body.data;
    expect(list.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
    expect(list[0].id).toBe(second.body.data.id);
    const first = list.find((a: { id: number }) => a.id !== second.body.data.id);
    list = (await server.call('POST', '/api/address/setDefault', { token, body: { id: first.id } })).body.data;
    expect(list[0].id).toBe(first.id);
    await server.call('POST', '/api/address/remove', { token, body: { id: first.id } });
    list = (await server.call('GET', '/api/address/list', { token })).body.data;
    expect(list).toHaveLength(1);
    expect(list[0].isDefault).toBe(true);
    const bad = await server.call('POST', '/api/address/save', { token, body: { ...base, phone: '0812', isDefault: false } });
    expect(bad.body.data.fields).toEqual({ phone: 'validation.phoneInvalid' });
    expect((await server.call('GET', '/api/address/detail', { token, query: { id: 999999 } })).httpStatus).toBe(404);
  });

  it('collects, follows and remembers history', async () => {
    const [a, b] = productIds as [number, number];
    await server.call('POST', '/api/collection/toggle', { token, body: { productId: a, collected: true } });
    await server.call('POST', '/api/collection/toggle', { token, body: { productId: a, collected: true } });
    expect((await server.call('GET', '/api/collection/list', { token })).body.data.total).toBe(1);
    expect((await server.call('GET', '/api/product/detail', { token, query: { id: a } })).body.data.collected).toBe(true);
    await server.call('POST', '/api/collection/toggle', { token, body: { productId: a, collected: false } });
    expect((await server.call('GET', '/api/collection/list', { token })).body.data.total).toBe(0);

    const followed = await server.call('POST', '/api/follow/toggle', { token, body: { storeId, followed: true } });
    expect(followed.body.data.followed).toBe(true);
    expect((await server.call('GET', '/api/store/detail', { token, query: { id: storeId } })).body.data.followed).toBe(true);
    expect((await server.call('GET', '/api/follow/list', { token })).body.data.list[0].id).toBe(storeId);
    const unfollowed = await server.call('POST', '/api/follow/toggle', { token, body: { storeId, followed: false } });
    expect(unfollowed.body.data.followers).toBe(followed.body.data.followers - 1);
    expect((await server.call('POST', '/api/follow/toggle', { token, body: { storeId: 999999, followed: true } })).httpStatus).toBe(404);

    await server.call('GET', '/api/product/detail', { token, query: { id: b } });
    server.clock.advance(1000);
    await server.call('GET', '/api/product/detail', { token, query: { id: a } });
    const history = (await server.call('GET', '/api/history/list', { token })).body.data;
    expect(history.list.map((h: { product: { id: number } }) => h.product.id).slice(0, 2)).toEqual([a, b]);
    await server.call('POST', '/api/history/clear', { token, body: { ids: [a] } });
    expect((await server.call('GET', '/api/history/list', { token })).body.data.list[0].product.id).toBe(b);
    await server.call('POST', '/api/history/clear', { token, body: {} });
    expect((await server.call('GET', '/api/history/list', { token })).body.data.total).toBe(0);
  });
});
