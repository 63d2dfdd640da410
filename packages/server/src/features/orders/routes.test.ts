// @vitest-environment node
import { ORDER_STATUS } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { orders, products } from '../../db/schema';
import { applyOrderEvent, lockOrder } from './service';
import { createTestServer, SETUP_TIMEOUT, type TestServer } from '../../testing/harness';
import { newKey, readyBuyer } from '../../testing/shoppers';
import { accountBalance, storeProfit } from '../wallet/ledger';

vi.setConfig({ testTimeout: 60_000 });

describe('cart, orders and payment', () => {
  let server: TestServer;
  let buyer: Awaited<ReturnType<typeof readyBuyer>>;
  let productIds: number[];
  const stockOf = async (id: number) => (await server.ctx.db.select().from(products).where(eq(products.id, id)))[0]!.stock;

  beforeAll(async () => {
    server = await createTestServer({ seed: true });
    buyer = await readyBuyer(server, 'olivia');
    const list = await server.call('GET', '/api/product/list', { query: { pageSize: 50 } });
    // Two products from two different stores.
    const seen = new Map<number, number>();
    for (const p of list.body.data.list) if (!seen.has(p.storeId)) seen.set(p.storeId, p.id);
    productIds = [...seen.values()].slice(0, 2);
  }, SETUP_TIMEOUT);
  afterAll(() => server.close());

  const place = async (token = buyer.token, addressId = buyer.addressId) => {
    for (const productId of productIds) await server.call('POST', '/api/cart/add', { token, body: { productId, quantity: 2 } });
    return server.call('POST', '/api/order/create', {
      token,
      body: { source: { from: 'cart' }, addressId, couponId: null, idempotencyKey: newKey() },
    });
  };

  it('prices the cart on the server and places one order per store, reserving stock', async () => {
    const before = await Promise.all(productIds.map(stockOf));
    for (const productId of productIds) await server.call('POST', '/api/cart/add', { token: buyer.token, body: { productId, quantity: 2 } });
    const preview = await server.call('POST', '/api/order/confirmCart', { token: buyer.token, body: { couponId: null } });
    expect(preview.body.data.groups).toHaveLength(2);
    // A price in the request is not part of the contract: refused, never used.
    const forged = await server.call('POST', '/api/order/create', {
      token: buyer.token,
      body: { source: { from: 'cart' }, addressId: buyer.addressId, idempotencyKey: newKey(), amount: 1 },
    });
    expect(forged.httpStatus).toBe(400);
    const key = newKey();
    const body = { source: { from: 'cart' }, addressId: buyer.addressId, couponId: null, idempotencyKey: key };
    const created = await server.call('POST', '/api/order/create', { token: buyer.token, body });
    expect(created.body.status).toBe(1);
    expect(created.body.data.orderIds).toHaveLength(2);
    expect(created.body.data.amount).toBe(preview.body.data.amount);
    expect(await Promise.all(productIds.map(stockOf))).toEqual(before.map((n) => n - 2));
    // The same key again: the same orders, no second reservation.
    const again = await server.call('POST', '/api/order/create', { token: buyer.token, body });
    expect(again.body.data.orderIds).toEqual(created.body.data.orderIds);
    expect(await Promise.all(productIds.map(stockOf))).toEqual(before.map((n) => n - 2));
    expect((await server.call('GET', '/api/cart/count', { token: buyer.token })).body.data.count).toBe(0);
  });

  it('a checkout sent many times at once (one key) places its order once', async () => {
    const id = productIds[0]!;
    const stock = await stockOf(id);
    const body = { source: { from: 'buyNow', productId: id, quantity: 1 }, addressId: buyer.addressId, idempotencyKey: newKey() };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => server.call('POST', '/api/order/create', { token: buyer.token, body })),
    );
    const orderIds = answers.map((answer) => JSON.stringify(answer.body.data?.orderIds));
    expect(answers.every((answer) => answer.body.status === 1)).toBe(true);
    expect(new Set(orderIds).size).toBe(1);
    expect(await stockOf(id)).toBe(stock - 1);
  });

  it('refuses an order that exceeds the stock and leaves the stock as it was', async () => {
    const id = productIds[0]!;
    const stock = await stockOf(id);
    const result = await server.call('POST', '/api/order/create', {
      token: buyer.token,
      body: { source: { from: 'buyNow', productId: id, quantity: Math.min(stock + 1, 999) }, addressId: buyer.addressId, idempotencyKey: newKey() },
    });
    if (stock + 1 <= 999) {
      expect(result.body.data.reason).toBe('outOfStock');
      expect(await stockOf(id)).toBe(stock);
    }
  });

  it('pays by balance with the payment password, exactly once', async () => {
    const { orderIds } = (await place()).body.data;
    const balanceBefore = (await server.call('GET', '/api/account/getUserinfo', { token: buyer.token })).body.data.balance;
    const wrong = await server.call('POST', '/api/order/payBalance', {
      token: buyer.token,
      body: { orderIds, payPassword: '000000', idempotencyKey: newKey() },
    });
    expect(wrong.body.data).toMatchObject({ reason: 'payPasswordWrong', params: { attemptsLeft: 4 } });
    const key = newKey();
    const paid = await server.call('POST', '/api/order/payBalance', {
      token: buyer.token,
      body: { orderIds, payPassword: buyer.payPassword, idempotencyKey: key },
    });
    expect(paid.body.status).toBe(1);
    expect(paid.body.data.balance).toBe(balanceBefore - paid.body.data.paidAmount);
    // Retry with the same key: same answer, no second debit.
    const retry = await server.call('POST', '/api/order/payBalance', {
      token: buyer.token,
      body: { orderIds, payPassword: buyer.payPassword, idempotencyKey: key },
    });
    expect(retry.body.data.paidAmount).toBe(paid.body.data.paidAmount);
    expect(retry.body.data.balance).toBe(paid.body.data.balance);
    // A new attempt on a paid order is refused by the machine.
    const twice = await server.call('POST', '/api/order/payBalance', {
      token: buyer.token,
      body: { orderIds, payPassword: buyer.payPassword, idempotencyKey: newKey() },
    });
    expect(twice.httpStatus).toBe(409);
    const detail = await server.call('GET', '/api/order/detail', { token: buyer.token, query: { id: orderIds[0] } });
    expect(detail.body.data.status).toBe(ORDER_STATUS.toShip);
    expect((await server.call('POST', '/api/order/cancel', { token: buyer.token, body: { id: orderIds[0] } })).httpStatus).toBe(409);
  });

  it('refuses payment when the balance is short', async () => {
    const poor = await readyBuyer(server, 'pat', 1);
    const { orderIds } = (await place(poor.token, poor.addressId)).body.data;
    const result = await server.call('POST', '/api/order/payBalance', {
      token: poor.token,
      body: { orderIds, payPassword: poor.payPassword, idempotencyKey: newKey() },
    });
    expect(result.body.data.reason).toBe('insufficientBalance');
    const detail = await server.call('GET', '/api/order/detail', { token: poor.token, query: { id: orderIds[0] } });
    expect(detail.body.data.status).toBe(ORDER_STATUS.toPay);
  });

  it('locks payments for 30 minutes after 5 wrong payment passwords in a row', async () => {
    const locked = await readyBuyer(server, 'quinn');
    const { orderIds } = (await place(locked.token, locked.addressId)).body.data;
    const pay = (payPassword: string) =>
      server.call('POST', '/api/order/payBalance', { token: locked.token, body: { orderIds, payPassword, idempotencyKey: newKey() } });
    for (let left = 4; left >= 1; left--) expect((await pay('999999')).body.data.params.attemptsLeft).toBe(left);
    expect((await pay('999999')).body.data).toMatchObject({ reason: 'payPasswordLocked', params: { minutes: 30 } });
    expect((await pay(locked.payPassword)).body.data.reason).toBe('payPasswordLocked');
    server.clock.advance(30 * 60_000 + 1000);
    expect((await pay(locked.payPassword)).body.status).toBe(1);
  });

  it('cancelling returns the stock and the coupon', async () => {
    const coupons = await server.call('GET', '/api/coupon/list', { token: buyer.token });
    expect(coupons.body.data.total).toBe(0); // a new user has none; use the demo buyer below
    const demo = await server.call('POST', '/api/login', { body: { account: 'demo', password: 'demo1234' } });
    const token = demo.body.data.token;
    const address = (await server.call('GET', '/api/address/list', { token })).body.data[0];
    const id = productIds[0]!;
    const stock = await stockOf(id);
    const preview = await server.call('POST', '/api/order/confirmBuyNow', { token, body: { productId: id, quantity: 1 } });
    const couponId = preview.body.data.couponId;
    expect(couponId).not.toBeNull();
    const created = await server.call('POST', '/api/order/create', {
      token,
      body: { source: { from: 'buyNow', productId: id, quantity: 1 }, addressId: address.id, couponId, idempotencyKey: newKey() },
    });
    expect(created.body.data.amount).toBe(preview.body.data.amount);
    const used = await server.call('GET', '/api/coupon/list', { token, query: { status: 'used' } });
    expect(used.body.data.list.some((c: { id: number }) => c.id === couponId)).toBe(true);
    const cancelled = await server.call('POST', '/api/order/cancel', { token, body: { id: created.body.data.orderIds[0] } });
    expect(cancelled.body.data.status).toBe(ORDER_STATUS.cancelled);
    expect(await stockOf(id)).toBe(stock);
    const available = await server.call('GET', '/api/coupon/list', { token, query: { status: 'available' } });
    expect(available.body.data.list.some((c: { id: number }) => c.id === couponId)).toBe(true);
    // The "cancelled" tab lists it, and only cancelled orders; its count agrees.
    const tab = await server.call('GET', '/api/order/list', { token, query: { tab: 'cancelled', pageSize: 50 } });
    expect(tab.body.data.list.map((o: { id: number }) => o.id)).toContain(created.body.data.orderIds[0]);
    expect(tab.body.data.list.every((o: { status: number }) => o.status === ORDER_STATUS.cancelled)).toBe(true);
    const counts = await server.call('GET', '/api/order/counts', { token });
    expect(counts.body.data.cancelled).toBe(tab.body.data.total);
  });

  it('pays online through the sandbox provider, once, with a signed notification', async () => {
    const { orderIds } = (await place()).body.data;
    const started = await server.call('POST', '/api/order/payOnline', { token: buyer.token, body: { orderIds, idempotencyKey: newKey() } });
    const { paymentId, payUrl } = started.body.data;
    const pageHtml = await (await server.raw(payUrl)).text();
    expect(pageHtml).toContain('approve');
    // A forged notification is refused.
    const forged = await server.raw('/api/pay/sandbox/notify', {
      method: 'POST',
      body: JSON.stringify({ eventId: 'evt_forged', paymentId, outcome: 'approved', amount: started.body.data.amount }),
      headers: { 'x-sandbox-signature': 'f'.repeat(64) },
    });
    expect(forged.status).toBe(401);
    expect((await server.call('GET', '/api/order/paymentStatus', { token: buyer.token, query: { paymentId } })).body.data.state).toBe('pending');
    const approve = await server.raw(`${payUrl}/approve`, { method: 'POST' });
    expect(approve.status).toBe(303);
    // The provider's page then links back to the app's pay screen for these orders.
    const returned = await (await server.raw(approve.headers.get('location')!)).text();
    expect(returned).toContain(`href="/#/pages/me/order/pay?${orderIds.length === 1 ? `id=${orderIds[0]}` : `ids=${orderIds.join(',')}`}"`);
    const status = await server.call('GET', '/api/order/paymentStatus', { token: buyer.token, query: { paymentId } });
    expect(status.body.data).toMatchObject({ state: 'paid', orderIds });
    const detail = await server.call('GET', '/api/order/detail', { token: buyer.token, query: { id: orderIds[0] } });
    expect(detail.body.data).toMatchObject({ status: ORDER_STATUS.toShip, paymentMethod: 'online' });
    // Pressing approve again (a provider retry with a new event) changes nothing.
    await server.raw(`${payUrl}/approve`, { method: 'POST' });
    expect((await server.call('GET', '/api/order/paymentStatus', { token: buyer.token, query: { paymentId } })).body.data.state).toBe('paid');
  });

  it('a declined online payment leaves the order to pay', async () => {
    const { orderIds } = (await place()).body.data;
    const started = await server.call('POST', '/api/order/payOnline', { token: buyer.token, body: { orderIds, idempotencyKey: newKey() } });
    await server.raw(`${started.body.data.payUrl}/decline`, { method: 'POST' });
    const status = await server.call('GET', '/api/order/paymentStatus', { token: buyer.token, query: { paymentId: started.body.data.paymentId } });
    expect(status.body.data.state).toBe('failed');
    const detail = await server.call('GET', '/api/order/detail', { token: buyer.token, query: { id: orderIds[0] } });
    expect(detail.body.data.status).toBe(ORDER_STATUS.toPay);
  });

  it('walks an order to completed and credits the store profit', async () => {
    const { orderIds } = (await place()).body.data;
    const orderId = orderIds[0]!;
    await server.call('POST', '/api/order/payBalance', {
      token: buyer.token,
      body: { orderIds: [orderId], payPassword: buyer.payPassword, idempotencyKey: newKey() },
    });
    const [row] = await server.ctx.db.select().from(orders).where(eq(orders.id, orderId));
    const profitBefore = await accountBalance(server.ctx.db, storeProfit(row!.storeId));
    // Receipt before shipping is refused by the machine.
    expect((await server.call('POST', '/api/order/confirmReceipt', { token: buyer.token, body: { id: orderId } })).httpStatus).toBe(409);
    // Shipping is the merchant area's endpoint; here the merchant's event goes straight to the machine.
    await server.ctx.db.transaction(async (tx) => {
      const locked = await lockOrder(tx, orderId, { storeId: row!.storeId });
      await applyOrderEvent(server.ctx, tx, locked, 'SHIP', 'merchant', { carrier: 'Test Post', trackingNo: 'TP1' });
    });
    const received = await server.call('POST', '/api/order/confirmReceipt', { token: buyer.token, body: { id: orderId } });
    expect(received.body.data.status).toBe(ORDER_STATUS.toReview);
    const productId = received.body.data.items[0].productId;
    const commented = await server.call('POST', '/api/order/comment', {
      token: buyer.token,
      body: { id: orderId, items: [{ productId, rating: 5, content: 'Lovely' }] },
    });
    expect(commented.body.data.status).toBe(ORDER_STATUS.completed);
    expect(commented.body.data.items[0].commented).toBe(true);
    expect(await accountBalance(server.ctx.db, storeProfit(row!.storeId))).toBe(profitBefore + row!.profit);
    const comments = await server.call('GET', '/api/product/comments', { query: { productId } });
    expect(comments.body.data.list[0].content).toBe('Lovely');
  });

  it('lists orders per tab with counts', async () => {
    const counts = await server.call('GET', '/api/order/counts', { token: buyer.token });
    const toPay = await server.call('GET', '/api/order/list', { token: buyer.token, query: { tab: 'toPay', pageSize: 50 } });
    expect(toPay.body.data.total).toBe(counts.body.data.toPay);
    expect(toPay.body.data.list.every((o: { status: number }) => o.status === ORDER_STATUS.toPay)).toBe(true);
    const all = await server.call('GET', '/api/order/list', { token: buyer.token, query: { tab: 'all' } });
    expect(all.body.data.total).toBe(counts.body.data.all);
  });
});
