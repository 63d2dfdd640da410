// @vitest-environment node
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { paymentOrders, payments } from '../../db/schema';
import { createTestServer, SETUP_TIMEOUT, signedHeaders, type TestServer } from '../../testing/harness';
import { newKey, readyBuyer } from '../../testing/shoppers';

vi.setConfig({ testTimeout: 300_000 });

/** PGlite serves one connection at a time, so races are only real on PostgreSQL. */
describe('concurrency on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer({ engine: 'postgres', seed: true, poolSize: 30 });
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  it('200 concurrent pays of one order make exactly one payment and one debit', async () => {
    const buyer = await readyBuyer(server, 'racer', 1_000_000);
    const productId = (await server.call('GET', '/api/product/list')).body.data.list[0].id;
    const created = await server.call('POST', '/api/order/create', {
      token: buyer.token,
      body: { source: { from: 'buyNow', productId, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() },
    });
    const orderId = created.body.data.orderIds[0];
    const amount = created.body.data.amount;
    const results = await Promise.all(
      Array.from({ length: 200 }, () =>
        server.call('POST', '/api/order/payBalance', {
          token: buyer.token,
          body: { orderIds: [orderId], payPassword: buyer.payPassword, idempotencyKey: newKey() },
        }),
      ),
    );
    const succeeded = results.filter((r) => r.body.status === 1);
    expect(succeeded).toHaveLength(1);
    // One buyer's PIN tries run one at a time per process, at most 100 waiting (checkPayPassword):
    // the rest are turned away at once; the others find the order paid. None locks the buyer.
    for (const r of results) if (r.body.status === 0) expect(['transitionRefused', 'tooManyRequests']).toContain(r.body.data.reason);
    const [paid] = await server.ctx.db
      .select({ n: count() })
      .from(payments)
      .innerJoin(paymentOrders, eq(paymentOrders.paymentId, payments.id))
      .where(and(eq(paymentOrders.orderId, orderId), eq(payments.state, 'paid')));
    expect(paid!.n).toBe(1);
    const info = await server.call('GET', '/api/account/getUserinfo', { token: buyer.token });
    expect(info.body.data.balance).toBe(1_000_000 - amount);
  });

  it('a checkout sent 50 times at once (one key) places one order and reserves stock once', async () => {
    const buyer = await readyBuyer(server, 'doubletap', 1_000_000);
    const product = (await server.call('GET', '/api/product/list')).body.data.list[2];
    const stockBefore = (await server.call('GET', '/api/product/detail', { query: { id: product.id } })).body.data.stock;
    const body = { source: { from: 'buyNow', productId: product.id, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() };
    const results = await Promise.all(
      Array.from({ length: 50 }, () => server.call('POST', '/api/order/create', { token: buyer.token, body })),
    );
    expect(results.every((r) => r.body.status === 1)).toBe(true);
    expect(new Set(results.map((r) => JSON.stringify(r.body.data.orderIds))).size).toBe(1);
    const stockAfter = (await server.call('GET', '/api/product/detail', { query: { id: product.id } })).body.data.stock;
    expect(stockAfter).toBe(stockBefore - 1);
  });

  it('the same idempotency key sent 50 times at once pays once and answers alike', async () => {
    const buyer = await readyBuyer(server, 'retrier', 1_000_000);
    const productId = (await server.call('GET', '/api/product/list')).body.data.list[1].id;
    const created = await server.call('POST', '/api/order/create', {
      token: buyer.token,
      body: { source: { from: 'buyNow', productId, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() },
    });
    const key = newKey();
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        server.call('POST', '/api/order/payBalance', {
          token: buyer.token,
          body: { orderIds: created.body.data.orderIds, payPassword: buyer.payPassword, idempotencyKey: key },
        }),
      ),
    );
    const ok = results.filter((r) => r.body.status === 1);
    expect(ok.length).toBeGreaterThan(0);
    for (const r of ok) expect(r.body.data.paidAmount).toBe(created.body.data.amount);
    const info = await server.call('GET', '/api/account/getUserinfo', { token: buyer.token });
    expect(info.body.data.balance).toBe(1_000_000 - created.body.data.amount);
  });

  it('two server processes on one PostgreSQL serve one user: log in on one, pay on the other', async () => {
    const buyer = await readyBuyer(server, 'traveller', 500_000);
    const other = await server.secondProcess();
    try {
      const login = await server.call('POST', '/api/login', { body: { account: 'traveller', password: 'secret123' } });
      const token = login.body.data.token as string;
      const productId = (await server.call('GET', '/api/product/list')).body.data.list[3].id;
      const created = await server.call('POST', '/api/order/create', {
        token,
        body: { source: { from: 'buyNow', productId, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() },
      });
      const headers = await signedHeaders(server.ctx.config, { token, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
      const paid = await other.app.request('/api/order/payBalance', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ orderIds: created.body.data.orderIds, payPassword: buyer.payPassword, idempotencyKey: newKey() }),
      });
      const body = await paid.json();
      expect(body.status).toBe(1);
      const info = await server.call('GET', '/api/account/getUserinfo', { token });
      expect(info.body.data.balance).toBe(500_000 - created.body.data.amount);
      // Logging out on the second process ends the session on the first.
      await other.app.request('/api/logout', { headers });
      expect((await server.call('GET', '/api/account/getUserinfo', { token })).body.code).toBe(403);
    } finally {
      await other.close();
    }
  });

  it('concurrent checkouts never sell more than the stock', async () => {
    const buyer = await readyBuyer(server, 'crowd', 0);
    const productId = (await server.call('GET', '/api/product/list')).body.data.list[2].id;
    const { products } = await import('../../db/schema');
    await server.ctx.db.update(products).set({ stock: 5 }).where(eq(products.id, productId));
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        server.call('POST', '/api/order/create', {
          token: buyer.token,
          body: { source: { from: 'buyNow', productId, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() },
        }),
      ),
    );
    expect(results.filter((r) => r.body.status === 1)).toHaveLength(5);
    const [row] = await server.ctx.db.select().from(products).where(eq(products.id, productId));
    expect(row!.stock).toBe(0);
  });
});
