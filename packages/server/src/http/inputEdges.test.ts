// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { DB_INT_MAX } from '@shop/api/contract';
import { formatMoney, LIMITS, MAX_PRICE } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, REPO_ROOT } from '../config';
import { createTestServer, ENGINES, SETUP_TIMEOUT, signedHeaders, type CallResult, type TestServer } from '../testing/harness';
import { makeUser, type TestUser } from '../features/wallet/testing';
import { translate } from './i18n';

/** Every dictionary there is, read from the folder rather than a list that could fall behind it. */
const LOCALE_FILES = fs
  .readdirSync(path.join(REPO_ROOT, 'locales'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length));

const ADDRESS = {
  recipient: 'Ana Silva',
  phone: '+14155550100',
  country: 'US',
  region: 'CA',
  city: 'San Francisco',
  detail: '1 Market Street',
  postalCode: '94105',
  isDefault: false,
};
const REGISTRATION = {
  username: 'edge_case',
  email: 'edge@example.com',
  code: '123456',
  password: 'secret-1',
  confirmPassword: 'secret-1',
  agreement: true,
};
const DEPOSIT_MAX = 500_00;

let keySeq = 0;
const key = () => `edge-${Date.now()}-${keySeq++}`;

describe.each(ENGINES)('input edges on %s', (engine) => {
  let server: TestServer;
  let buyer: TestUser;

  beforeAll(async () => {
    server = await createTestServer({ engine, config: { depositMaxCents: DEPOSIT_MAX } });
    buyer = await makeUser(server);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await server?.close();
  });

  const refused = (answer: CallResult, fields: Record<string, string>) => {
    expect(answer.httpStatus).toBe(400);
    expect(answer.body).toMatchObject({ status: 0, code: 400, data: { reason: 'validation', fields } });
  };

  const saveAddress = (body: Record<string, unknown>, lang?: string) =>
    server.call('POST', '/api/address/save', { token: buyer.token, lang, body: { ...ADDRESS, ...body } });
  const withdraw = (body: Record<string, unknown>, lang?: string) =>
    server.call('POST', '/api/wallet/withdraw', {
      token: buyer.token,
      lang,
      body: { amount: 10_00, accountId: 1, payPassword: '123456', idempotencyKey: key(), ...body },
    });
  const deposit = (amount: number, lang?: string) =>
    server.call('POST', '/api/wallet/deposit', {
      token: buyer.token,
      lang,
      body: { type: 'usdt', currency: 'USDT', network: 'TRC20', amount, proofImage: '/api/upload/file?id=nothing', idempotencyKey: key() },
    });

  describe('control characters', () => {
    it.each(['en', 'de', 'ar', 'ja'])('refuses a NUL byte in a JSON body string with the %s message', async (lang) => {
      const answer = await saveAddress({ recipient: 'Ana\u0000Silva' }, lang);
      refused(answer, { recipient: 'validation.controlCharacters' });
      expect(answer.body.msg).toBe(translate(lang, 'validation.controlCharacters'));
      expect(answer.body.msg).not.toBe('validation.controlCharacters');
    });

    it('refuses a NUL byte in a query string', async () => {
      const answer = await server.call('GET', '/api/product/list', { lang: 'fr', query: { keyword: 'shoe\u0000' } });
      refused(answer, { keyword: 'validation.controlCharacters' });
      expect(answer.body.msg).toBe(translate('fr', 'validation.controlCharacters'));
    });

    it.each([
      ['start of heading', '\u0001'],
      ['escape', '\u001B'],
      ['vertical tab', '\u000B'],
      ['delete', '\u007F'],
    ])('refuses %s anywhere in free text', async (_name, control) => {
      refused(await saveAddress({ detail: `1 Market${control} Street` }), { detail: 'validation.controlCharacters' });
    });

    it('keeps tab, line feed and carriage return in free text', async () => {
      const answer = await saveAddress({ detail: '1 Market Street\r\nFloor 2\tDesk 7' });
      expect(answer.httpStatus).toBe(200);
      expect(answer.body.data.detail).toBe('1 Market Street\r\nFloor 2\tDesk 7');
    });

    it('names the nested field, and the other problems of the same request after it', async () => {
      const answer = await server.call('POST', '/api/order/comment', {
        token: buyer.token,
        body: { id: 1, items: [{ productId: 1, rating: 9, content: 'great\u0000' }] },
      });
      refused(answer, { 'items.0.content': 'validation.controlCharacters', 'items.0.rating': expect.any(String) });
      expect(answer.body.msg).toBe(translate('en', 'validation.controlCharacters'));
    });

    it('is refused by the hand-written routes too: query, path and multipart form', async () => {
      const captcha = await server.raw('/api/login/captcha?captchaId=abcdefgh%00');
      expect(captcha.status).toBe(400);
      expect((await captcha.json()).data.fields).toEqual({ captchaId: 'validation.controlCharacters' });

      const file = await server.call('GET', '/api/upload/file', { token: buyer.token, query: { id: 'abc\u0000def' } });
      refused(file, { id: 'validation.controlCharacters' });

      const image = await server.raw('/api/upload/public/abc%00def');
      expect(image.status).toBe(400);
      expect((await image.json()).data.fields).toEqual({ id: 'validation.controlCharacters' });

      const form = new FormData();
      form.set('purpose', 'avatar\u0000');
      form.set('file', new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }), 'a.png');
      const headers = await signedHeaders(server.ctx.config, { token: buyer.token, timestamp: Math.floor(server.clock.now().getTime() / 1000) });
      const upload = await server.raw('/api/upload/image', { method: 'POST', headers, body: form });
      expect(upload.status).toBe(400);
      expect((await upload.json()).data.fields).toEqual({ purpose: 'validation.controlCharacters' });
    });
  });

  describe('ids and other integers past what an integer column holds', () => {
    it.each([4294967296, 2 ** 53, DB_INT_MAX + 1])('refuses id %d in a body with the bound in the message', async (id) => {
      const answer = await server.call('POST', '/api/cart/add', { token: buyer.token, body: { productId: id, quantity: 1 } });
      refused(answer, { productId: 'validation.numberTooLarge' });
      expect(answer.body.data.fieldParams).toEqual({ productId: { max: DB_INT_MAX } });
      expect(answer.body.msg).toBe(translate('en', 'validation.numberTooLarge', { max: DB_INT_MAX }));
    });

    it.each([4294967296, 2 ** 53])('refuses id %d in a body array', async (id) => {
      refused(await server.call('POST', '/api/cart/remove', { token: buyer.token, body: { ids: [1, id] } }), {
        'ids.1': 'validation.numberTooLarge',
      });
    });

    it.each([4294967296, 2 ** 53])('refuses id %d in a query', async (id) => {
      const answer = await server.call('GET', '/api/product/detail', { query: { id } });
      refused(answer, { id: 'validation.numberTooLarge' });
      expect(answer.body.msg).toContain(String(DB_INT_MAX));
    });

    it('refuses a page number and a message cursor past the bound', async () => {
      refused(await server.call('GET', '/api/product/list', { query: { page: 2 ** 31 } }), { page: 'validation.numberTooLarge' });
      refused(await server.call('GET', '/api/chat/messages', { token: buyer.token, query: { conversationId: 1, before: 2 ** 32 } }), {
        before: 'validation.numberTooLarge',
      });
    });

    it('refuses a price filter above the highest price there can be, naming it as money', async () => {
      const answer = await server.call('GET', '/api/product/list', { lang: 'de', query: { maxPrice: 2 ** 40 } });
      refused(answer, { maxPrice: 'validation.amountTooLarge' });
      expect(answer.body.msg).toBe(translate('de', 'validation.amountTooLarge', { max: formatMoney(MAX_PRICE, 'de') }));
    });
  });

  describe('amounts past their limits', () => {
    it.each([Number.MAX_SAFE_INTEGER, 2 ** 53, 1_000_000_00 + 1])(
      'refuses a withdrawal of %d with the configured maximum as money',
      async (amount) => {
        const answer = await withdraw({ amount });
        refused(answer, { amount: 'validation.amountTooLarge' });
        expect(answer.body.data.fieldParams).toEqual({ amount: { max: '$1,000,000.00' } });
        expect(answer.body.msg).toBe('The amount can be at most $1,000,000.00');
      },
    );

    it('refuses a deposit over the configured maximum, in the reader’s language', async () => {
      const answer = await deposit(DEPOSIT_MAX + 1, 'fr');
      refused(answer, { amount: 'validation.amountTooLarge' });
      expect(answer.body.msg).toBe(translate('fr', 'validation.amountTooLarge', { max: formatMoney(DEPOSIT_MAX, 'fr') }));
      expect(answer.body.msg).toContain('500,00');
      // At the maximum the amount is fine; what is missing is the proof.
      refused(await deposit(DEPOSIT_MAX), { proofImage: 'messages.uploadPaymentProof' });
    });
  });

  describe('no message shows a bare placeholder', () => {
    type Refusal = CallResult<{ fields: Record<string, string>; fieldParams?: Record<string, Record<string, string | number>> }>;
    const cases: Array<[string, (lang: string) => Promise<Refusal>, (lang: string) => string]> = [
      ['tooLong', (lang) => saveAddress({ recipient: 'x'.repeat(65) }, lang), () => '64'],
      ['passwordTooShort', (lang) => server.call('POST', '/api/register', { lang, body: { ...REGISTRATION, password: '123' } }), () => String(LIMITS.loginPasswordMin)],
      ['codeFormat', (lang) => server.call('POST', '/api/register', { lang, body: { ...REGISTRATION, code: '12' } }), () => String(LIMITS.verificationCodeLength)],
      ['payPasswordFormat', (lang) => withdraw({ payPassword: '12' }, lang), () => String(LIMITS.payPasswordLength)],
      ['numberTooLarge', (lang) => server.call('GET', '/api/product/detail', { lang, query: { id: 2 ** 32 } }), () => String(DB_INT_MAX)],
      ['amountTooLarge', (lang) => withdraw({ amount: Number.MAX_SAFE_INTEGER }, lang), (lang) => formatMoney(LIMITS.withdrawalMax, lang)],
      ['controlCharacters', (lang) => saveAddress({ city: '\u0000' }, lang), () => ''],
    ];

    it('reads all 15 dictionaries', () => {
      expect(LOCALE_FILES).toHaveLength(15);
    });

    it.each(cases)('validation.%s is filled in every locale', async (name, call, value) => {
      for (const lang of LOCALE_FILES) {
        const answer = await call(lang);
        expect(answer.httpStatus, lang).toBe(400);
        expect(Object.values(answer.body.data.fields)[0], lang).toBe(`validation.${name}`);
        expect(answer.body.msg, lang).not.toMatch(/\{\{|\}\}/);
        expect(answer.body.msg, lang).toContain(value(lang));
        expect(answer.body.msg, lang).toBe(translate(lang, `validation.${name}`, Object.values(answer.body.data.fieldParams ?? {})[0]));
      }
    });
  });
});

describe('deposit and withdrawal maximums from the environment', () => {
  it('default to $1,000,000.00 and follow DEPOSIT_MAX_CENTS / WITHDRAWAL_MAX_CENTS', () => {
    expect(configFromEnv({} as NodeJS.ProcessEnv)).toMatchObject({ depositMaxCents: 1_000_000_00, withdrawalMaxCents: 1_000_000_00 });
    expect(configFromEnv({ DEPOSIT_MAX_CENTS: '2500', WITHDRAWAL_MAX_CENTS: '7500' } as NodeJS.ProcessEnv)).toMatchObject({
      depositMaxCents: 2500,
      withdrawalMaxCents: 7500,
    });
  });

  it.each(['0', '-5', '12.5', 'lots', String(2 ** 53)])('refuses to start with %s', (value) => {
    expect(() => configFromEnv({ WITHDRAWAL_MAX_CENTS: value } as NodeJS.ProcessEnv)).toThrow(/WITHDRAWAL_MAX_CENTS/);
  });
});
