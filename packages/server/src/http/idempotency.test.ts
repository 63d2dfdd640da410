// @vitest-environment node
import { ORDER_STATUS } from '@shop/domain';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deposits, orders, payments, users } from '../db/schema';
import { translate } from './i18n';
import { canonicalJson, requestFingerprint } from './idempotency';
import { makeMerchant } from '../features/merchant/testing';
import {
  createTestServer,
  ENGINES,
  SETUP_TIMEOUT,
  type CallResult,
  type TestServer,
} from '../testing/harness';
import { newKey, readyBuyer } from '../testing/shoppers';
import { saveUpload, uploadUrl } from '../features/uploads/store';
import { accountBalance, platform, storeProfit, transfer, userBalances } from '../features/wallet/ledger';
import { hashSecret } from '../features/account/passwords';

vi.setConfig({ testTimeout: 120_000 });

const PIN = '135790';

/**
 * Idempotency keys bind their request (security audit "Trust", finding 7). For every endpoint
 * that takes a key: the same key with the same request replays the first answer and does nothing
 * more; the same key with a different request is refused with `idempotencyKeyReused` (422) and
 * does nothing at all; a replay behind the payment password checks the PIN first.
 */
describe.each(ENGINES)('idempotency keys bind their request, on %s', (engine) => {
  let server: TestServer;
  let buyer: Awaited<ReturnType<typeof readyBuyer>>;
  let productId: number;

  beforeAll(async () => {
    server = await createTestServer({ engine, seed: true });
    buyer = await readyBuyer(server, `idem${engine}`, 1_000_000, PIN);
    productId = (await server.call('GET', '/api/product/list')).body.data.list[0].id;
  }, SETUP_TIMEOUT * 2);
  afterAll(async () => {
    await server?.close();
  });

  const post = (path: string, body: Record<string, unknown>, lang?: string, token = buyer.token) =>
    server.call('POST', path, { token, body, lang });
  const expectReused = (answer: CallResult, lang = 'en') => {
    expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(422);
    expect((answer.body.data as { reason: string }).reason).toBe('idempotencyKeyReused');
    expect(answer.body.msg).toBe(translate(lang, 'errors.idempotencyKeyReused'));
  };
  const createOrder = async (quantity = 1) => {
    const made = await post('/api/order/create', {
      source: { from: 'buyNow', productId, quantity },
      addressId: buyer.addressId,
      idempotencyKey: newKey(),
    });
    expect(made.body.status, JSON.stringify(made.body)).toBe(1);
    return made.body.data.orderIds[0] as number;
  };
  const statusOf = async (id: number) =>
    (
      await server.ctx.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id))
    )[0]!.status;
  const available = async () => (await userBalances(server.ctx.db, buyer.userId)).available;

  it('fingerprints canonical JSON: key order does not matter, values do', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: undefined } })).toBe('{"a":{"d":[2,1]},"b":1}');
    expect(requestFingerprint('x', { a: 1, b: 2 })).toBe(requestFingerprint('x', { b: 2, a: 1 }));
    expect(requestFingerprint('x', { a: 1 })).not.toBe(requestFingerprint('x', { a: 2 }));
    expect(requestFingerprint('x', { a: 1 })).not.toBe(requestFingerprint('y', { a: 1 }));
  });

  it('order/create: the same checkout replays, another checkout under the key is refused and places nothing', async () => {
    const key = newKey();
    const body = {
      source: { from: 'buyNow', productId, quantity: 1 },
      addressId: buyer.addressId,
      couponId: null,
      idempotencyKey: key,
    };
    const first = await post('/api/order/create', body);
    expect(first.body.status, JSON.stringify(first.body)).toBe(1);
    // The same checkout, its fields in another order and the coupon left out (null, as before).
    const { couponId: _none, ...sameWithoutCoupon } = body;
    const again = await post('/api/order/create', {
      idempotencyKey: key,
      addressId: buyer.addressId,
      source: { quantity: 1, productId, from: 'buyNow' },
    });
    expect(again.body.data).toEqual(first.body.data);
    expect((await post('/api/order/create', sameWithoutCoupon)).body.data).toEqual(first.body.data);

    expectReused(
      await post('/api/order/create', {
        ...body,
        source: { from: 'buyNow', productId, quantity: 2 },
      }),
    );
    expectReused(
      await post('/api/order/create', { ...body, remark: 'leave at the door' }, 'ja'),
      'ja',
    );
    const placed = await server.ctx.db
      .select({ n: count() })
      .from(orders)
      .where(and(eq(orders.userId, buyer.userId), eq(orders.checkoutKey, key)));
    expect(placed[0]!.n).toBe(1);
  });

  it('order/payBalance: the key of order 14 with the body of order 16 is refused, and order 16 stays unpaid', async () => {
    const fourteen = await createOrder();
    const sixteen = await createOrder();
    const key = newKey();
    const paid = await post('/api/order/payBalance', {
      orderIds: [fourteen],
      payPassword: PIN,
      idempotencyKey: key,
    });
    expect(paid.body.status, JSON.stringify(paid.body)).toBe(1);
    const before = await available();

    expectReused(
      await post('/api/order/payBalance', {
        orderIds: [sixteen],
        payPassword: PIN,
        idempotencyKey: key,
      }),
    );
    expectReused(
      await post(
        '/api/order/payBalance',
        { orderIds: [fourteen, sixteen], payPassword: PIN, idempotencyKey: key },
        'de',
      ),
      'de',
    );
    expect(await statusOf(sixteen)).toBe(ORDER_STATUS.toPay);
    expect(await available()).toBe(before);

    // The same request replays the first answer (ids as a set: repeated, they ask the same).
    const replay = await post('/api/order/payBalance', {
      orderIds: [fourteen, fourteen],
      payPassword: PIN,
      idempotencyKey: key,
    });
    expect(replay.body.data).toEqual(paid.body.data);
    // A replay still needs the right PIN.
    const wrongPin = await post('/api/order/payBalance', {
      orderIds: [fourteen],
      payPassword: '000000',
      idempotencyKey: key,
    });
    expect(wrongPin.body.data).toMatchObject({ reason: 'payPasswordWrong' });
    expect(
      (
        await post('/api/order/payBalance', {
          orderIds: [fourteen],
          payPassword: PIN,
          idempotencyKey: key,
        })
      ).body.status,
    ).toBe(1);
    expect(await available()).toBe(before);
  });

  it('order/payOnline: the same orders replay the payment, other orders or a balance key are refused', async () => {
    const one = await createOrder();
    const two = await createOrder();
    const key = newKey();
    const started = await post('/api/order/payOnline', { orderIds: [one], idempotencyKey: key });
    expect(started.body.status, JSON.stringify(started.body)).toBe(1);
    expect(
      (await post('/api/order/payOnline', { orderIds: [one], idempotencyKey: key })).body.data,
    ).toEqual(started.body.data);
    expectReused(await post('/api/order/payOnline', { orderIds: [two], idempotencyKey: key }));
    // A balance payment's key used to start an online payment of the same order: another request.
    const balanceKey = newKey();
    const three = await createOrder();
    expect(
      (
        await post('/api/order/payBalance', {
          orderIds: [three],
          payPassword: PIN,
          idempotencyKey: balanceKey,
        })
      ).body.status,
    ).toBe(1);
    expectReused(
      await post('/api/order/payOnline', { orderIds: [three], idempotencyKey: balanceKey }),
    );
    expectReused(
      await post('/api/order/payBalance', {
        orderIds: [one],
        payPassword: PIN,
        idempotencyKey: key,
      }),
    );
    const made = await server.ctx.db
      .select({ n: count() })
      .from(payments)
      .where(and(eq(payments.userId, buyer.userId), eq(payments.idempotencyKey, key)));
    expect(made[0]!.n).toBe(1);
    expect(await statusOf(two)).toBe(ORDER_STATUS.toPay);
  });

  it('wallet/deposit: the same declaration replays, another one under the key is refused', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#5a5' } })
      .png()
      .toBuffer();
    const proofImage = uploadUrl(await saveUpload(server.ctx, buyer.userId, 'proof', png));
    const key = newKey();
    const body = {
      type: 'usdt',
      currency: 'USDT',
      network: 'TRC20',
      amount: 30_00,
      txHash: `0x${'ab'.repeat(32)}`,
      proofImage,
      idempotencyKey: key,
    };
    const first = await post('/api/wallet/deposit', body);
    expect(first.httpStatus, JSON.stringify(first.body)).toBe(200);
    // The hash as the server compares it: the same transfer, the same request.
    expect(
      (await post('/api/wallet/deposit', { ...body, txHash: 'AB'.repeat(32) })).body.data,
    ).toEqual(first.body.data);
    expectReused(await post('/api/wallet/deposit', { ...body, amount: 300_00 }));
    expectReused(await post('/api/wallet/deposit', { ...body, txHash: 'cd'.repeat(32) }));
    expectReused(await post('/api/wallet/deposit', { ...body, network: 'ERC20' }));
    const rows = await server.ctx.db
      .select()
      .from(deposits)
      .where(and(eq(deposits.userId, buyer.userId), eq(deposits.idempotencyKey, key)));
    expect(rows.map((r) => r.amount)).toEqual([30_00]);

    // A row from before fingerprints (migration 110) has none: any replay of its key gets it, as before.
    await server.ctx.db
      .update(deposits)
      .set({ requestHash: null })
      .where(eq(deposits.id, first.body.data.id));
    expect((await post('/api/wallet/deposit', { ...body, amount: 300_00 })).body.data).toEqual(
      first.body.data,
    );
  });

  it('wallet/withdraw: a replay checks the PIN first; the same request replays, another is refused', async () => {
    const account = await post('/api/wallet/saveAccount', {
      type: 'bankCard',
      bankName: 'Bank',
      cardNumber: '6222000011122222',
      holderName: 'Idem',
    });
    const other = await post('/api/wallet/saveAccount', {
      type: 'cash',
      name: 'Desk',
      holderName: 'Idem',
    });
    const key = newKey();
    const body = {
      amount: 10_00,
      accountId: account.body.data.id,
      payPassword: PIN,
      idempotencyKey: key,
    };
    const first = await post('/api/wallet/withdraw', body);
    expect(first.httpStatus, JSON.stringify(first.body)).toBe(200);
    const balances = await userBalances(server.ctx.db, buyer.userId);

    // The same key with a wrong PIN: refused like any wrong PIN, never the first answer.
    const wrongPin = await post('/api/wallet/withdraw', { ...body, payPassword: '000000' });
    expect(wrongPin.httpStatus).toBe(422);
    expect(wrongPin.body.data).toMatchObject({
      reason: 'payPasswordWrong',
      params: { attemptsLeft: 4 },
    });

    expect((await post('/api/wallet/withdraw', body)).body.data).toEqual(first.body.data);
    expectReused(await post('/api/wallet/withdraw', { ...body, amount: 20_00 }));
    expectReused(
      await post('/api/wallet/withdraw', { ...body, accountId: other.body.data.id }, 'ar'),
      'ar',
    );
    // A different request with a wrong PIN: the PIN is what it is told first.
    expect(
      (await post('/api/wallet/withdraw', { ...body, amount: 20_00, payPassword: '000000' })).body
        .data,
    ).toMatchObject({ reason: 'payPasswordWrong' });
    expect((await post('/api/wallet/withdraw', body)).httpStatus).toBe(200); // a right PIN clears the count
    expect(await userBalances(server.ctx.db, buyer.userId)).toEqual(balances);
    const [user] = await server.ctx.db
      .select({ failures: users.payPasswordFailures })
      .from(users)
      .where(eq(users.id, buyer.userId));
    expect(user!.failures).toBe(0);
  });

  it('two different requests sent together under one key: one is done, the other refused', async () => {
    const account = await post('/api/wallet/saveAccount', {
      type: 'cash',
      name: 'Race',
      holderName: 'Idem',
    });
    const withdrawKey = newKey();
    const raced = await Promise.all(
      [10_00, 11_00, 12_00, 13_00].map((amount) =>
        post('/api/wallet/withdraw', {
          amount,
          accountId: account.body.data.id,
          payPassword: PIN,
          idempotencyKey: withdrawKey,
        }),
      ),
    );
    expect(raced.filter((a) => a.httpStatus === 200)).toHaveLength(1);
    for (const refused of raced.filter((a) => a.httpStatus !== 200)) expectReused(refused);

    const createKey = newKey();
    const created = await Promise.all(
      [1, 2, 3].map((quantity) =>
        post('/api/order/create', {
          source: { from: 'buyNow', productId, quantity },
          addressId: buyer.addressId,
          idempotencyKey: createKey,
        }),
      ),
    );
    expect(created.filter((a) => a.httpStatus === 200)).toHaveLength(1);
    for (const refused of created.filter((a) => a.httpStatus !== 200)) expectReused(refused);
  });

  it('wallet/transferProfit: the same amount moves once, another amount under the key is refused', async () => {
    const merchant = await makeMerchant(server, { payPasswordHash: await hashSecret(PIN) });
    await transfer(server.ctx.db, {
      kind: 'order_profit',
      amount: 100_00,
      from: platform('platform_escrow'),
      to: storeProfit(merchant.storeId),
    });
    const key = newKey();
    const body = { amount: 40_00, payPassword: PIN, idempotencyKey: key };
    const first = await post('/api/wallet/transferProfit', body, undefined, merchant.token);
    expect(first.body.data, JSON.stringify(first.body)).toEqual({ balance: 40_00, profit: 60_00 });
    expect(
      (await post('/api/wallet/transferProfit', body, undefined, merchant.token)).body.data,
    ).toEqual({ balance: 40_00, profit: 60_00 });
    const wrongPin = await post(
      '/api/wallet/transferProfit',
      { ...body, payPassword: '000000' },
      undefined,
      merchant.token,
    );
    expect(wrongPin.body.data).toMatchObject({ reason: 'payPasswordWrong' });
    expectReused(
      await post(
        '/api/wallet/transferProfit',
        { ...body, amount: 50_00 },
        undefined,
        merchant.token,
      ),
    );
    expect(await accountBalance(server.ctx.db, storeProfit(merchant.storeId))).toBe(60_00);
    expect((await userBalances(server.ctx.db, merchant.id)).available).toBe(40_00);
  });
});
