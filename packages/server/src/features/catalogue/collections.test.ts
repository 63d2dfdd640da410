// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { readyBuyer } from '../../testing/shoppers';

vi.setConfig({ testTimeout: 60_000 });

describe('collections, history and follows', () => {
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
