// @vitest-environment node
import { endpointNames, endpoints, type EndpointName } from '@shop/api/contract';
import { AFTER_SALES_STATUS, ORDER_STATUS } from '@shop/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { afterSalesRequests, staffDecisions, storeApplications, wholesaleItems } from '../db/schema';
import { hashSecret } from './account/passwords';
import { applicationForm, imageOf, makeCategory, makeMerchant, makeOrder } from './merchant/testing';
import { createTestServer, ENGINES, signedHeaders, type TestServer } from '../testing/harness';
import { platform, transfer, userAvailable } from './wallet/ledger';
import { makeUser, type TestUser } from './wallet/testing';

const PIN = '123456';

/**
 * A second buyer and a second merchant try every id-taking endpoint of the wallet, store, staff
 * and upload areas on the first buyer's and first merchant's data. Every attempt is refused and
 * everything the owners can see is exactly as before. Every staff endpoint of the contract is
 * refused to buyers and merchants (the role refusal) and to visitors (the relogin answer).
 */
describe.each(ENGINES)('money authorization matrix on %s', (engine) => {
  let server: TestServer;
  let alice: TestUser;
  let merchant: TestUser & { storeId: number };
  let bob: TestUser;
  let rival: TestUser & { storeId: number };
  const ids = { account: 0, deposit: 0, withdrawal: 0, application: 0, product: 0, order: 0, afterSalesOrder: 0, afterSales: 0 };
  const urls = { identity: '', proof: '', storeImage: '' };

  const snapshot = async () => {
    const get = async (token: string, path: string, query?: Record<string, string | number>) =>
      (await server.call('GET', path, { token, query })).body.data;
    return {
      summary: await get(alice.token, '/api/wallet/summary'),
      records: await get(alice.token, '/api/wallet/records'),
      deposits: await get(alice.token, '/api/wallet/depositLogs'),
      withdrawals: await get(alice.token, '/api/wallet/withdrawalLogs'),
      accounts: await get(alice.token, '/api/wallet/accounts'),
      application: await get(alice.token, '/api/merchant/application'),
      store: await get(merchant.token, '/api/merchant/store'),
      products: await get(merchant.token, '/api/merchant/products'),
      orders: await get(merchant.token, '/api/merchant/orders'),
      order: await get(merchant.token, '/api/merchant/orderDetail', { id: ids.order }),
      wholesale: await get(merchant.token, '/api/merchant/wholesale'),
    };
  };

  beforeAll(async () => {
    server = await createTestServer({ engine });
    const pinHash = await hashSecret(PIN);
    alice = await makeUser(server, { payPasswordHash: pinHash });
    bob = await makeUser(server, { payPasswordHash: pinHash });
    merchant = await makeMerchant(server, { payPasswordHash: pinHash });
    rival = await makeMerchant(server, { payPasswordHash: pinHash });
    const categoryId = await makeCategory(server);
    await transfer(server.ctx.db, { kind: 'deposit', amount: 100_00, from: platform('platform_external'), to: userAvailable(alice.id) });

    urls.proof = await imageOf(server, alice, 'proof');
    const deposit = await server.call('POST', '/api/wallet/deposit', {
      token: alice.token,
      body: { type: 'usdt', currency: 'USDT', network: 'TRC20', amount: 20_00, proofImage: urls.proof, idempotencyKey: 'alice-deposit-1' },
    });
    ids.deposit = deposit.body.data.id;
    const account = await server.call('POST', '/api/wallet/saveAccount', {
      token: alice.token,
      body: { type: 'bankCard', bankName: 'Bank', cardNumber: '6222000011122222', holderName: 'Alice' },
    });
    ids.account = account.body.data.id;
    const withdrawal = await server.call('POST', '/api/wallet/withdraw', {
      token: alice.token,
      body: { amount: 10_00, accountId: ids.account, payPassword: PIN, idempotencyKey: 'alice-withdraw-1' },
    });
    ids.withdrawal = withdrawal.body.data.id;
    const form = await applicationForm(server, alice, categoryId);
    urls.identity = form.frontPhoto;
    urls.storeImage = form.logo;
    const applied = await server.call('POST', '/api/merchant/apply', { token: alice.token, body: form });
    expect(applied.body.status).toBe(1);

    const [item] = await server.ctx.db
      .insert(wholesaleItems)
      .values({ categoryId, name: 'Kettle', cover: '/k.svg', purchasePrice: 5_00, price: 9_00, stock: 9 })
      .returning();
    await server.call('POST', '/api/merchant/shelveWholesale', { token: merchant.token, body: { ids: [item!.id] } });
    ids.product = (await server.call('GET', '/api/merchant/products', { token: merchant.token })).body.data.list[0].id;
    ids.order = (await makeOrder(server, alice.id, merchant.storeId, ORDER_STATUS.toShip)).id;
    ids.afterSalesOrder = (await makeOrder(server, alice.id, merchant.storeId, ORDER_STATUS.toReceive)).id;
    const asked = await server.call('POST', '/api/order/afterSales', { token: alice.token, body: { id: ids.afterSalesOrder, reason: 'Broken' } });
    expect(asked.body.status).toBe(1);
    const [request] = await server.ctx.db.select({ id: afterSalesRequests.id }).from(afterSalesRequests).where(eq(afterSalesRequests.orderId, ids.afterSalesOrder));
    ids.afterSales = request!.id;
    const [application] = await server.ctx.db.select({ id: storeApplications.id }).from(storeApplications).where(eq(storeApplications.userId, alice.id));
    ids.application = application!.id;
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('refuses every attempt and changes nothing', async () => {
    const before = await snapshot();
    const form = await applicationForm(server, bob, (before.application.form as { categoryId: number }).categoryId);
    const attempts: Array<{ who: TestUser; method: 'GET' | 'POST'; path: string; body?: object; query?: Record<string, string | number>; expect: string | number }> = [];
    for (const who of [bob, rival]) {
      attempts.push(
        { who, method: 'POST', path: '/api/wallet/saveAccount', body: { id: ids.account, type: 'cash', name: 'Mine now', holderName: 'X' }, expect: 'notFound' },
        { who, method: 'POST', path: '/api/wallet/removeAccount', body: { id: ids.account }, expect: 'notFound' },
        { who, method: 'POST', path: '/api/wallet/withdraw', body: { amount: 1_00, accountId: ids.account, payPassword: PIN, idempotencyKey: `steal-key-${who.id}` }, expect: 'notFound' },
        { who, method: 'POST', path: '/api/wallet/deposit', body: { type: 'usdt', currency: 'USDT', network: 'TRC20', amount: 20_00, proofImage: urls.proof, idempotencyKey: `proof-key-${who.id}` }, expect: 'validation' },
        // The rival already has a store, so is refused before the photos are even looked at.
        { who, method: 'POST', path: '/api/merchant/apply', body: { ...form, frontPhoto: urls.identity }, expect: who === bob ? 'validation' : 'alreadyExists' },
        { who, method: 'POST', path: '/api/staff/reviewDeposit', body: { id: ids.deposit, approve: true }, expect: 'forbidden' },
        { who, method: 'POST', path: '/api/staff/reviewWithdrawal', body: { id: ids.withdrawal, approve: true }, expect: 'forbidden' },
        { who, method: 'POST', path: '/api/staff/reviewApplication', body: { id: 1, approve: true }, expect: 'forbidden' },
        { who, method: 'GET', path: '/api/staff/applications', expect: 'forbidden' },
      );
    }
    const merchantOnly = (who: TestUser, reason: string) => [
      { who, method: 'POST' as const, path: '/api/merchant/shelf', body: { id: ids.product, shelf: 0 }, expect: reason },
      { who, method: 'POST' as const, path: '/api/merchant/ship', body: { id: ids.order }, expect: reason },
      { who, method: 'GET' as const, path: '/api/merchant/orderDetail', query: { id: ids.order }, expect: reason },
    ];
    attempts.push(...merchantOnly(bob, 'notMerchant'), ...merchantOnly(rival, 'notFound'));
    attempts.push({ who: rival, method: 'POST', path: '/api/merchant/updateStore', body: { logo: urls.storeImage }, expect: 'validation' });

    for (const attempt of attempts) {
      const answer = await server.call(attempt.method, attempt.path, { token: attempt.who.token, body: attempt.body, query: attempt.query });
      expect(answer.body.status, `${attempt.path} by ${attempt.who.username}`).toBe(0);
      expect(answer.body.data.reason, `${attempt.path} by ${attempt.who.username}`).toBe(attempt.expect);
    }

    // Private files: neither of them can read Alice's identity photo or payment proof.
    for (const who of [bob, rival]) {
      for (const url of [urls.identity, urls.proof]) {
        const headers = await signedHeaders(server.ctx.config, { token: who.token, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
        expect((await server.raw(url, { headers })).status).toBe(404);
      }
    }
    expect(await snapshot()).toEqual(before);
  }, 120_000);

  it('keeps every staff endpoint to staff: buyers and merchants get the role refusal, visitors the relogin answer', async () => {
    const staffOnly = endpointNames.filter((name) => endpoints[name].auth === 'staff');
    // The console's endpoints are all here, each queue's list, detail and decision; a new staff
    // endpoint joins this matrix by itself.
    expect([...staffOnly].sort()).toEqual(
      [
        'staffOverview',
        'staffChatConversations',
        ...['Applications', 'Deposits', 'Withdrawals', 'AfterSales'].map((queue) => `staff${queue}`),
        ...['Application', 'Deposit', 'Withdrawal', 'AfterSales'].flatMap((item) => [`staff${item}Detail`, `staffReview${item}`]),
      ].sort(),
    );
    // Real ids of Alice's waiting items, so a refusal is about the role and never about the item.
    const inputs: Partial<Record<EndpointName, Record<string, string | number | boolean>>> = {
      staffApplicationDetail: { id: ids.application },
      staffReviewApplication: { id: ids.application, approve: true },
      staffDepositDetail: { id: ids.deposit },
      staffReviewDeposit: { id: ids.deposit, approve: true },
      staffWithdrawalDetail: { id: ids.withdrawal },
      staffReviewWithdrawal: { id: ids.withdrawal, approve: true },
      staffAfterSalesDetail: { id: ids.afterSales },
      staffReviewAfterSales: { id: ids.afterSales, decision: 'refund' },
    };
    const orderBefore = (await server.call('GET', '/api/order/detail', { token: alice.token, query: { id: ids.afterSalesOrder } })).body.data;
    const walletBefore = (await server.call('GET', '/api/wallet/summary', { token: alice.token })).body.data;
    for (const name of staffOnly) {
      const { method, path } = endpoints[name];
      const input = inputs[name] ?? {};
      const send = (token?: string) => server.call(method, path, method === 'GET' ? { token, query: input as Record<string, string | number> } : { token, body: input });
      for (const who of [alice, bob, merchant, rival]) {
        const answer = await send(who.token);
        expect(answer.httpStatus, `${name} by ${who.username}`).toBe(422);
        expect(answer.body.data.reason, `${name} by ${who.username}`).toBe('forbidden');
      }
      const visitor = await send();
      expect(visitor.httpStatus, `${name} by a visitor`).toBe(403);
      expect(visitor.body.data.reason, `${name} by a visitor`).toBe('sessionExpired');
    }
    // Nothing was decided: her after-sales request still waits and her wallet is as it was.
    expect((await server.call('GET', '/api/order/detail', { token: alice.token, query: { id: ids.afterSalesOrder } })).body.data).toEqual(orderBefore);
    expect(orderBefore).toMatchObject({ status: ORDER_STATUS.afterSales, afterSales: { status: AFTER_SALES_STATUS.pending } });
    expect((await server.call('GET', '/api/wallet/summary', { token: alice.token })).body.data).toEqual(walletBefore);
    expect(await server.ctx.db.select().from(staffDecisions)).toEqual([]);
  }, 120_000);
});
