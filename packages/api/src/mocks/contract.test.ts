// @vitest-environment node
import type { AxiosResponse } from 'axios';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { canTransition, type OrderEventType, type Role } from '@shop/domain';
import { createApiClient } from '../client/client';
import { endpointNames, endpoints, type EndpointName } from '../contract/endpoints';
import { failureEnvelope, successEnvelope } from '../contract/envelope';
import * as schemas from '../contract/endpoints';
import en from '../../../../locales/en.json';
import ar from '../../../../locales/ar.json';
import * as f from './fixtures';
import * as sf from './fixtures';
import { handlers, resetMockState } from './handlers';
import { requestSamples, samplePersona } from './samples';
import { scenarios, type ScenarioName } from './scenarios';

const BASE = 'http://shop.test';
const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => resetMockState());
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const clientAs = (token: string | null, options: { lang?: string; now?: () => number; key?: string } = {}) =>
  createApiClient({
    baseURL: BASE,
    events: { toast: () => {}, relogin: () => {}, loading: () => {}, alert: () => {} },
    t: (key) => key,
    session: { token: () => token, locale: () => options.lang ?? 'en', clear: () => {} },
    ...(options.now ? { now: options.now } : {}),
    ...(options.key ? { sign: { key: options.key, algorithm: 'SHA-256', fields: ['lang', 'timestamp', 'token', 'version', 'key'], separator: '' } } : {}),
  });

/** Sends an endpoint's sample through the real, signed client and returns the raw answer. */
async function send(
  name: EndpointName,
  token: string | null = f.MOCK_TOKENS[samplePersona(name)],
  lang?: string,
  params: Record<string, unknown> = requestSamples[name] as Record<string, unknown>,
): Promise<AxiosResponse> {
  const endpoint = endpoints[name];
  const client = clientAs(token, { lang });
  let data: unknown = params;
  if (endpoint.body === 'multipart') {
    const form = new FormData();
    for (const [k, v] of Object.entries(params)) form.append(k, v instanceof Blob ? v : String(v));
    data = form;
  }
  return (await client.signedHttp()).request({
    method: endpoint.method,
    url: endpoint.path,
    ...(endpoint.body === 'query' ? { params } : { data }),
    responseType: endpoint.answer === 'binary' ? 'arraybuffer' : 'json',
    validateStatus: () => true,
  });
}

/** Parses an answer with the contract: the endpoint's success envelope, or the failure envelope. */
function expectContractAnswer(name: EndpointName, response: AxiosResponse) {
  const endpoint = endpoints[name];
  if (endpoint.answer === 'binary' && response.status === 200) {
    expect(endpoint.produces).toContain(String(response.headers['content-type']).split(';')[0]);
    return 'binary';
  }
  const body = endpoint.answer === 'binary' ? JSON.parse(new TextDecoder().decode(response.data as ArrayBuffer)) : response.data;
  if (response.status === 200) {
    const parsed = successEnvelope(endpoint.response).safeParse(body);
    expect(parsed.error?.issues, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBeUndefined();
    return 'success';
  }
  const parsed = failureEnvelope.safeParse(body);
  expect(parsed.error?.issues, `${name}: ${JSON.stringify(parsed.error?.issues)}`).toBeUndefined();
  expect(response.status).toBe(parsed.data!.code);
  return parsed.data!.data.reason;
}

describe('request samples', () => {
  it('exist for every endpoint and match its request schema', () => {
    expect(Object.keys(requestSamples).sort()).toEqual([...endpointNames].sort());
    for (const name of endpointNames) {
      const parsed = endpoints[name].request.safeParse(requestSamples[name]);
      expect(parsed.error?.issues, name).toBeUndefined();
    }
  });
});

describe('default handlers', { timeout: 20_000 }, () => {
  it.each(endpointNames)('%s answers its sample with data the contract accepts', async (name) => {
    expect(expectContractAnswer(name, await send(name))).toBe(endpoints[name].answer === 'binary' ? 'binary' : 'success');
  });
});

const quickScenarios = (Object.keys(scenarios) as ScenarioName[]).filter((n) => !['slow', 'loading', 'networkError'].includes(n));

// Each scenario sends all 98 samples in turn; on a shared 2-core machine that can take a while.
describe('scenarios', { timeout: 60_000 }, () => {
  it.each(quickScenarios)('%s: every endpoint answers what the contract says', async (scenario) => {
    server.use(...scenarios[scenario]);
    for (const name of endpointNames) {
      resetMockState();
      expectContractAnswer(name, await send(name));
    }
  });

  it('empty answers empty lists', async () => {
    server.use(...scenarios.empty);
    expect((await send('orderList')).data.data.list).toEqual([]);
    expect((await send('cartList')).data.data.items).toEqual([]);
  });

  it('errorMessage refuses everything with a translated message', async () => {
    server.use(...scenarios.errorMessage);
    const answer = await send('homeBanners', null, 'ar');
    expect(answer.status).toBe(500);
    expect(answer.data.msg).toBe(ar.errors.internal);
  });

  it('sessionExpired answers 403 wherever a session is needed, and leaves public endpoints alone', async () => {
    server.use(...scenarios.sessionExpired);
    expect((await send('orderList')).data).toMatchObject({ status: 0, code: 403 });
    expect((await send('homeBanners')).status).toBe(200);
  });

  it('the business scenarios change what they name', async () => {
    server.use(...scenarios.applicationRejected, ...scenarios.orderToReceive, ...scenarios.noProfit);
    expect((await send('storeApplication')).data.data).toMatchObject({ status: 30, reason: expect.any(String) });
    expect((await send('orderDetail')).data.data).toMatchObject({ id: 1001, status: 30 });
    expect((await send('profitTransfer')).data.data.reason).toBe('availableNotEnough');
  });

  it('slow answers every endpoint after its delay, still within the contract', async () => {
    server.use(...scenarios.slow);
    const started = Date.now();
    const answers = await Promise.all(endpointNames.map(async (name) => [name, await send(name)] as const));
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_900);
    for (const [name, answer] of answers) expectContractAnswer(name, answer);
  });

  it('loading never answers', async () => {
    server.use(...scenarios.loading);
    const race = await Promise.race([send('homeBanners').then(() => 'answered'), new Promise((r) => setTimeout(() => r('pending'), 200))]);
    expect(race).toBe('pending');
  });

  it('networkError fails every endpoint at the network level', async () => {
    server.use(...scenarios.networkError);
    const client = clientAs(f.MOCK_TOKENS.buyer);
    for (const name of endpointNames) {
      const endpoint = endpoints[name];
      await expect(send(name), name).rejects.not.toHaveProperty('response');
      if (endpoint.answer === 'json' && endpoint.body !== 'multipart') {
        await expect(client.request(name as 'homeBanners', {}, { silent: true })).rejects.toMatchObject({ kind: 'network' });
      }
    }
  });
});

describe('the mock guards the wire like the server', () => {
  it('refuses a wrong sign and a stale timestamp with 401', async () => {
    const forged = await (await clientAs(null, { key: 'not-the-key' }).signedHttp()).get('/api/home/banners', { validateStatus: () => true });
    expect(forged.status).toBe(401);
    expect(forged.data).toMatchObject({ status: 0, code: 401, msg: en.errors.badSign, data: { reason: 'badSign' } });
    const stale = await (await clientAs(null, { now: () => Date.now() - 10 * 60_000 }).signedHttp()).get('/api/home/banners', { validateStatus: () => true });
    expect(stale.data.data.reason).toBe('clockSkew');
  });

  it('lets the unsigned captcha through without headers', async () => {
    const response = await fetch(`${BASE}/api/login/captcha?captchaId=abcdefgh`);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
  });

  it('answers 403 without a session, 422 notMerchant for a buyer on a merchant endpoint', async () => {
    expect((await send('orderList', null)).data).toMatchObject({ code: 403, data: { reason: 'sessionExpired' } });
    expect((await send('orderList', 'unknown-token-000000')).status).toBe(403);
    expect((await send('merchantStore', f.MOCK_TOKENS.buyer)).data).toMatchObject({ code: 422, data: { reason: 'notMerchant' } });
    expect((await send('staffDeposits', f.MOCK_TOKENS.merchant)).data.data.reason).toBe('forbidden');
  });

  it('answers 400 with field keys for a request the contract refuses, in the request language', async () => {
    const client = clientAs(null, { lang: 'ar' });
    const answer = await (await client.signedHttp()).post('/api/login', { account: '', password: '1' }, { validateStatus: () => true });
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      msg: ar.errors.validation,
      data: { reason: 'validation', fields: { account: 'validation.required', password: 'validation.passwordTooShort' } },
    });
  });

  it('fills message placeholders from the refusal params', async () => {
    const answer = await send('orderPayBalance');
    expect(answer.status).toBe(200);
    resetMockState();
    const client = clientAs(f.MOCK_TOKENS.buyer);
    const wrong = await (await client.signedHttp()).post(
      '/api/order/payBalance',
      { orderIds: [1001], payPassword: '000000', idempotencyKey: 'key-00000001' },
      { validateStatus: () => true },
    );
    expect(wrong.data.msg).toBe(en.errors.payPasswordWrong.replace('{{attemptsLeft}}', '4'));
  });

  it('remembers mutations until reset', async () => {
    const client = clientAs(f.MOCK_TOKENS.buyer);
    const before = (await client.request('cartCount')).count;
    await client.request('cartAdd', { productId: 2, quantity: 3 });
    expect((await client.request('cartCount')).count).toBe(before + 3);
    resetMockState();
    expect((await client.request('cartCount')).count).toBe(before);
  });
});

describe('fixtures', () => {
  it('parse with their schemas, for every status the screens show', () => {
    const checks: [string, { safeParse: (v: unknown) => { error?: unknown } }, unknown[]][] = [
      ['orders', schemas.orderDetailSchema, [...f.orders, ...f.storeOrders]],
      ['applications', schemas.storeApplicationSchema, Object.values(f.applications)],
      ['products', schemas.productDetailSchema, f.products],
      ['users', schemas.userSchema, Object.values(f.users)],
      ['sessions', schemas.sessionSchema, Object.values(f.mockSessions)],
      ['coupons', schemas.couponSchema, f.coupons],
      ['deposits', schemas.depositRecordSchema, f.depositRecords],
      ['withdrawals', schemas.withdrawalRecordSchema, f.withdrawalRecords],
      ['accounts', schemas.withdrawalAccountSchema, f.withdrawalAccounts],
      ['categories', schemas.categorySchema, f.categories],
      ['articles', schemas.articleSchema, f.articles],
      ['rejected after-sales order', schemas.orderDetailSchema, [sf.orderAfterSalesRejected]],
      ['staff applications', schemas.staffApplicationItemSchema, sf.staffApplicationQueue],
      ['after-sales cases', schemas.afterSalesCaseSchema, sf.staffAfterSalesQueue],
      ['staff decisions', schemas.staffDecisionSchema, sf.staffDecisionTrail],
      ['application details', endpoints.staffApplicationDetail.response, Object.values(sf.staffDetails.application)],
      ['deposit details', endpoints.staffDepositDetail.response, [...Object.values(sf.staffDetails.deposit), ...Object.values(sf.staffFourEyes)]],
      ['withdrawal details', endpoints.staffWithdrawalDetail.response, Object.values(sf.staffDetails.withdrawal)],
      ['after-sales details', endpoints.staffAfterSalesDetail.response, Object.values(sf.staffDetails.afterSales)],
    ];
    for (const [label, schema, values] of checks) for (const value of values) expect(schema.safeParse(value).error, label).toBeUndefined();
    expect(new Set(f.orders.map((o) => o.status)).size).toBe(8);
    expect(new Set(f.coupons.map((c) => c.status))).toEqual(new Set([10, 20, 30]));
    expect(new Set(f.depositRecords.map((d) => d.status))).toEqual(new Set([10, 20, 30]));
  });

  it('fail when a schema gains or loses a field the fixtures do not follow (schemas are strict)', () => {
    const order = f.orders[0]!;
    expect(schemas.orderDetailSchema.omit({ remark: true }).safeParse(order).success).toBe(false);
    expect(schemas.orderDetailSchema.extend({ giftWrap: schemas.orderDetailSchema.shape.remark }).safeParse(order).success).toBe(false);
  });

  it('use instants around the stories clock and no network images', () => {
    const text = JSON.stringify([f.orders, f.products, f.banners, f.stores, f.articles, f.conversations]);
    for (const url of text.match(/"(https?:)?\/\/[^"]+"/g) ?? []) expect(url).toMatch(/example\.com/);
    const instants = (text.match(/\d{4}-\d\d-\d\dT[^"]+Z/g) ?? []).map(Date.parse);
    for (const instant of instants) expect(Math.abs(instant - f.MOCK_NOW)).toBeLessThan(400 * 24 * 3600_000);
  });
});

describe('the operations console in the mocks', () => {
  const staff = () => clientAs(f.MOCK_TOKENS.staff);

  it('has a fixture for every state of every queue, each decided one backed by the trail', () => {
    expect(new Set(sf.staffApplicationQueue.map((i) => i.application.status))).toEqual(new Set([10, 20, 30]));
    expect(new Set(sf.staffAfterSalesQueue.map((c) => c.status))).toEqual(new Set([10, 20, 30]));
    const decidedItems = [
      ...sf.staffApplicationQueue.filter((i) => i.application.status !== 10).map((i) => `application:${i.id}`),
      ...f.depositRecords.filter((r) => r.status !== 10).map((r) => `deposit:${r.id}`),
      ...f.withdrawalRecords.filter((r) => r.status !== 10).map((r) => `withdrawal:${r.id}`),
      ...sf.staffAfterSalesQueue.filter((c) => c.status !== 10).map((c) => `afterSales:${c.id}`),
    ];
    expect(sf.staffDecisionTrail.map((d) => `${d.queue}:${d.itemId}`).sort()).toEqual(decidedItems.sort());
    for (const d of sf.staffDecisionTrail) if (d.decision === 'rejected') expect(d.reason, `${d.queue} ${d.itemId}`).toBeTruthy();
    for (const [queue, byState] of Object.entries(sf.staffDetails)) {
      for (const [state, detail] of Object.entries(byState)) {
        expect(detail.history.length, `${queue} ${state}`).toBe(state === 'pending' ? 0 : 1);
      }
    }
  });

  it.each([
    ['staffReviewApplication', 'staffApplicationDetail', { id: 2, approve: true }, { id: 2, approve: false, reason: 'Too late' }, 'approved'],
    ['staffReviewDeposit', 'staffDepositDetail', { id: 3, approve: false, reason: 'No transfer' }, { id: 3, approve: true }, 'rejected'],
    ['staffReviewWithdrawal', 'staffWithdrawalDetail', { id: 3, approve: true }, { id: 3, approve: true }, 'approved'],
    ['staffReviewAfterSales', 'staffAfterSalesDetail', { id: 4, decision: 'refund' }, { id: 4, decision: 'reject', reason: 'No' }, 'refunded'],
  ] as const)('%s decides once, records it in the history, and refuses a second decision naming the first', async (decide, detail, first, second, decision) => {
    const client = await staff().signedHttp();
    const done = await client.post(endpoints[decide].path, first, { validateStatus: () => true });
    expect(done.status).toBe(200);
    const again = await client.post(endpoints[decide].path, second, { validateStatus: () => true });
    expect(again.status).toBe(409);
    expect(again.data.data).toMatchObject({ reason: 'alreadyDecided', params: { decidedBy: f.users.staff.nickname, decision } });
    expect(again.data.msg).toBe(en.errors.alreadyDecided.replace('{{decidedBy}}', f.users.staff.nickname));
    const shown = await client.get(endpoints[detail].path, { params: { id: first.id } });
    expect(shown.data.data.history).toEqual([expect.objectContaining({ decision, decidedBy: expect.objectContaining({ id: f.users.staff.id }) })]);
  });

  it("refunds the buyer's order: the buyer sees the outcome, the wallet the money, the overview one less waiting", async () => {
    const before = (await staff().request('staffOverview')).queues.afterSales.waiting;
    const item = sf.staffAfterSalesQueue.find((c) => c.id === 1)!;
    const balance = (await clientAs(f.MOCK_TOKENS.buyer).request('walletSummary')).balance;
    await staff().request('staffReviewAfterSales', { id: 1, decision: 'refund' });
    const order = await clientAs(f.MOCK_TOKENS.buyer).request('orderDetail', { id: item.order.id });
    expect(order).toMatchObject({ status: 80, afterSales: { status: 20, refundAmount: item.order.amount } });
    expect((await clientAs(f.MOCK_TOKENS.buyer).request('walletSummary')).balance).toBe(balance + item.order.amount);
    expect((await staff().request('staffOverview')).queues.afterSales.waiting).toBe(before - 1);
  });

  it('lists a queue by state, pending oldest first', async () => {
    const pending = await staff().request('staffAfterSales', { status: 'pending' });
    expect(pending.list.map((c) => c.id)).toEqual([4, 1]);
    const rejected = await staff().request('staffAfterSales', { status: 'rejected' });
    expect(rejected.list.map((c) => c.status)).toEqual([30]);
  });

  it('the conflict scenarios refuse the decision with the colleague named', async () => {
    server.use(...scenarios.staffAfterSalesConflict);
    const answer = await send('staffReviewAfterSales');
    expect(answer.status).toBe(409);
    expect(answer.data.data).toMatchObject({ reason: 'alreadyDecided', params: sf.staffConflicts.afterSales });
  });
});

describe('order transitions in the mocks', () => {
  const actions: [EndpointName, OrderEventType, Role, typeof f.orders][] = [
    ['orderCancel', 'CANCEL', 'buyer', f.orders],
    ['orderConfirmReceipt', 'CONFIRM_RECEIPT', 'buyer', f.orders],
    ['orderAfterSales', 'REQUEST_AFTER_SALES', 'buyer', f.orders],
    ['merchantShip', 'SHIP', 'merchant', f.storeOrders],
  ];

  it.each(actions)('%s succeeds exactly where the domain order machine allows %s', async (name, event, role, list) => {
    for (const order of list) {
      resetMockState();
      const params = { ...(requestSamples[name] as Record<string, unknown>), id: order.id };
      const response = await send(name, undefined, undefined, params);
      expect(response.status === 200, `${name} on an order in status ${order.status}`).toBe(canTransition(order.status, event, role));
    }
  });
});
