// @vitest-environment node
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fail, ok } from '../contract/envelope';
import { DEFAULT_SIGN_CONFIG, verifySign, type SignConfig } from '../contract/sign';
import { createApiClient, newIdempotencyKey } from './client';
import { CLIENT_DEFAULTS, type ApiClientOptions } from './config';
import { ApiError, isApiError } from './errors';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The client loads the zod schemas lazily when checkAnswers is on; loading them here keeps
  // that one-off import (seconds on a busy CI machine) out of the test's own timeout.
  await import('../contract/endpoints');
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The headers of the last request the server saw. */
let seen: Headers | undefined;
const capture = (answer: () => Response | Promise<Response>) => async ({ request }: { request: Request }) => {
  seen = request.headers;
  return answer();
};

function setup(overrides: Partial<ApiClientOptions> = {}, session: { token?: string | null; locale?: string | null } = {}) {
  const events = { toast: vi.fn(), relogin: vi.fn(), loading: vi.fn(), alert: vi.fn() };
  const store = { token: session.token ?? null, locale: session.locale ?? null };
  const clear = vi.fn(() => {
    store.token = null;
  });
  const client = createApiClient({
    baseURL: BASE,
    events,
    t: (key, vars) => (vars ? `${key} ${JSON.stringify(vars)}` : key),
    session: { token: () => store.token, locale: () => store.locale, clear },
    ...overrides,
  });
  return { client, events, clear, store };
}

const user = {
  id: 1,
  username: 'u',
  nickname: 'U',
  avatar: null,
  email: null,
  phone: null,
  inviteCode: 'X',
  creditScore: 100,
  level: 1,
  balance: 0,
  payPasswordSet: false,
  roles: ['buyer'],
  storeId: null,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('headers', () => {
  it('sends lang, timestamp, version, sign and no authorization when signed out', async () => {
    server.use(http.get(`${BASE}/api/app/info`, capture(() => HttpResponse.json(ok({ version: '1.0.4', versionCode: 100, downloadUrl: null })))));
    const { client } = setup({ now: () => 1_795_000_000_123 });
    await client.request('appInfo');
    expect(seen?.get('lang')).toBe('en');
    expect(seen?.get('timestamp')).toBe('1795000000');
    expect(seen?.get('version')).toBe('1.0');
    expect(seen?.get('authorization')).toBeNull();
    expect(seen?.get('sign')).toMatch(/^[0-9A-F]{64}$/);
    const check = await verifySign(
      { lang: 'en', timestamp: '1795000000', version: '1.0', sign: seen?.get('sign') },
      1_795_000_000,
      300,
    );
    expect(check).toBe('ok');
  });

  it('uses the stored locale and token, and signs over the token', async () => {
    server.use(http.get(`${BASE}/api/account/getUserinfo`, capture(() => HttpResponse.json(ok(user)))));
    const { client } = setup({ now: () => 1_795_000_000_000 }, { token: 'tok-123456789012345', locale: 'ar' });
    await client.request('getUserinfo');
    expect(seen?.get('lang')).toBe('ar');
    expect(seen?.get('authorization')).toBe('tok-123456789012345');
    const headers = { lang: 'ar', timestamp: seen?.get('timestamp'), version: '1.0', sign: seen?.get('sign') };
    expect(await verifySign({ ...headers, token: 'tok-123456789012345' }, 1_795_000_000, 300)).toBe('ok');
    // The same headers without the token do not verify: the token is part of the signed text.
    expect(await verifySign(headers, 1_795_000_000, 300)).toBe('badSign');
  });

  it('follows a configured algorithm, field order and key', async () => {
    const sign: SignConfig = { key: 'operator-key', algorithm: 'MD5', fields: ['key', 'timestamp', 'lang', 'version', 'token'], separator: '&' };
    server.use(http.get(`${BASE}/api/app/info`, capture(() => HttpResponse.json(ok({ version: '1', versionCode: 1, downloadUrl: null })))));
    const { client } = setup({ sign, now: () => 1_000_000 });
    await client.request('appInfo');
    expect(seen?.get('sign')).toMatch(/^[0-9A-F]{32}$/);
    const headers = { lang: 'en', timestamp: '1000', version: '1.0', sign: seen?.get('sign') };
    expect(await verifySign(headers, 1000, 300, sign)).toBe('ok');
    expect(await verifySign(headers, 1000, 300, DEFAULT_SIGN_CONFIG)).toBe('badSign');
  });

  it('defaults to a 60 s timeout, 0.8 s relogin delay and 0.4 s loading hide delay', async () => {
    expect(CLIENT_DEFAULTS.timeoutMs).toBe(60_000);
    expect(CLIENT_DEFAULTS.reloginDelayMs).toBe(800);
    expect(CLIENT_DEFAULTS.loadingHideDelayMs).toBe(400);
    expect((await setup().client.signedHttp()).defaults.timeout).toBe(60_000);
  });
});

describe('answers', () => {
  it('resolves with data when status is 1', async () => {
    server.use(http.get(`${BASE}/api/search/hot`, () => HttpResponse.json(ok(['tea']))));
    const { client, events } = setup();
    await expect(client.request('searchHot')).resolves.toEqual(['tea']);
    expect(events.toast).not.toHaveBeenCalled();
  });

  it('treats an HTTP 200 answer as data even when status is not 1 (the spec rule)', async () => {
    server.use(http.get(`${BASE}/api/search/hot`, () => HttpResponse.json({ status: 0, code: 0, msg: '', data: ['x'] })));
    await expect(setup().client.request('searchHot')).resolves.toEqual(['x']);
  });

  it('refuses a 2xx that is neither 200 nor status 1, toasting its msg', async () => {
    server.use(http.get(`${BASE}/api/search/hot`, () => HttpResponse.json({ status: 0, code: 202, msg: 'Queued', data: null }, { status: 202 })));
    const { client, events } = setup();
    const error = await client.request('searchHot').catch((e: unknown) => e);
    expect(isApiError(error, 'refused')).toBe(true);
    expect(events.toast).toHaveBeenCalledWith('Queued');
  });

  it('rejects a 4xx with the translated msg, reason, params and fields, and toasts it', async () => {
    server.use(
      http.post(`${BASE}/api/order/payBalance`, () =>
        HttpResponse.json(fail('payPasswordWrong', 'Wrong, 2 left', { params: { attemptsLeft: 2 } }), { status: 422 }),
      ),
    );
    const { client, events, clear } = setup({}, { token: 'tok-123456789012345' });
    const error = (await client
      .request('orderPayBalance', { orderIds: [1], payPassword: '000000', idempotencyKey: 'key-00000001' })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'refused', code: 422, httpStatus: 422, reason: 'payPasswordWrong', params: { attemptsLeft: 2 }, message: 'Wrong, 2 left' });
    expect(events.toast).toHaveBeenCalledExactlyOnceWith('Wrong, 2 left');
    expect(clear).not.toHaveBeenCalled();
  });

  it('does not toast a refusal when the call is silent', async () => {
    server.use(http.post(`${BASE}/api/login`, () => HttpResponse.json(fail('validation', 'Check fields', { fields: { account: 'validation.required' } }), { status: 400 })));
    const { client, events } = setup();
    const error = (await client.request('login', { account: 'x', password: 'secret1' }, { silent: true }).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ account: 'validation.required' });
    expect(events.toast).not.toHaveBeenCalled();
  });

  it('falls back to a translated generic message when a refusal has no msg', async () => {
    server.use(http.get(`${BASE}/api/search/hot`, () => new HttpResponse('oops', { status: 502 })));
    const { client, events } = setup();
    await expect(client.request('searchHot')).rejects.toMatchObject({ kind: 'refused', httpStatus: 502, message: 'messages.somethingWentWrong' });
    expect(events.toast).toHaveBeenCalledWith('messages.somethingWentWrong');
  });

  it('on body code 403 toasts, then after the delay clears the session and relogs in, once', async () => {
    server.use(http.get(`${BASE}/api/account/getUserinfo`, () => HttpResponse.json(fail('sessionExpired', 'Log in again'), { status: 403 })));
    server.use(http.get(`${BASE}/api/cart/count`, () => HttpResponse.json(fail('sessionExpired', 'Log in again'), { status: 403 })));
    const { client, events, clear } = setup({ reloginDelayMs: 60 }, { token: 'tok-123456789012345' });
    const results = await Promise.allSettled([client.request('getUserinfo'), client.request('cartCount')]);
    for (const r of results) expect(r.status === 'rejected' && isApiError(r.reason, 'sessionExpired')).toBe(true);
    expect(events.toast).toHaveBeenCalledExactlyOnceWith('Log in again');
    expect(clear).not.toHaveBeenCalled();
    expect(events.relogin).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(events.relogin).toHaveBeenCalledTimes(1), { timeout: 1000 });
    expect(clear).toHaveBeenCalledTimes(1);
  });

  it('starts the relogin flow on body code 403 even inside an HTTP 200 answer', async () => {
    server.use(http.get(`${BASE}/api/account/getUserinfo`, () => HttpResponse.json({ status: 0, code: 403, msg: 'Expired', data: null })));
    const { client, events } = setup({ reloginDelayMs: 10 }, { token: 'tok-123456789012345' });
    await expect(client.request('getUserinfo')).rejects.toMatchObject({ kind: 'sessionExpired', code: 403 });
    await vi.waitFor(() => expect(events.relogin).toHaveBeenCalledTimes(1));
  });

  it('checks answers against the contract when asked to', async () => {
    server.use(http.get(`${BASE}/api/app/info`, () => HttpResponse.json(ok({ version: 1 }))));
    const loose = setup();
    await expect(loose.client.request('appInfo')).resolves.toEqual({ version: 1 });
    const strict = setup({ checkAnswers: true });
    await expect(strict.client.request('appInfo')).rejects.toMatchObject({ kind: 'invalidAnswer', message: 'api.invalidAnswer' });
  });

  it('sends GET params in the query and POST params as JSON', async () => {
    let url = '';
    let body: unknown;
    server.use(
      http.get(`${BASE}/api/product/list`, ({ request }) => {
        url = request.url;
        return HttpResponse.json(ok({ list: [], page: 2, pageSize: 5, total: 0, hasMore: false }));
      }),
      http.post(`${BASE}/api/cart/add`, async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(ok({ items: [], selectedCount: 0, selectedTotal: 0 }));
      }),
    );
    const { client } = setup({}, { token: 'tok-123456789012345' });
    await client.request('productList', { keyword: 'tea', page: 2, pageSize: 5 });
    expect(new URL(url).searchParams.get('keyword')).toBe('tea');
    expect(new URL(url).searchParams.get('page')).toBe('2');
    await client.request('cartAdd', { productId: 3, quantity: 2 });
    expect(body).toEqual({ productId: 3, quantity: 2 });
  });
});

describe('transport failures', () => {
  it('rejects a network error with the no-network tip and toasts it', async () => {
    server.use(http.get(`${BASE}/api/search/hot`, () => HttpResponse.error()));
    const { client, events } = setup();
    await expect(client.request('searchHot')).rejects.toMatchObject({ kind: 'network', message: 'messages.noNetwork' });
    expect(events.toast).toHaveBeenCalledWith('messages.noNetwork');
  });

  it('treats request code that cannot download as no network, and downloads it afresh next time', async () => {
    vi.resetModules();
    vi.doMock('./clientCore', () => {
      throw new Error('offline: the chunk did not arrive');
    });
    const { createApiClient: createOffline } = await import('./client');
    const events = { toast: vi.fn(), relogin: vi.fn(), loading: vi.fn(), alert: vi.fn() };
    const client = createOffline({
      baseURL: BASE,
      events,
      t: (key) => key,
      session: { token: () => null, locale: () => null, clear: vi.fn() },
      loadingHideDelayMs: 0,
    });
    await expect(client.request('searchHot', undefined, { loading: true })).rejects.toMatchObject({
      kind: 'network',
      message: 'messages.noNetwork',
    });
    expect(events.toast).toHaveBeenCalledWith('messages.noNetwork');
    // The loading indicator a call asked for still shows and hides around the failure.
    await vi.waitFor(() => expect(events.loading.mock.calls).toEqual([[true], [false]]));

    vi.doUnmock('./clientCore');
    server.use(http.get(`${BASE}/api/search/hot`, () => HttpResponse.json(ok(['back online']))));
    await expect(client.request('searchHot', undefined, { silent: true })).resolves.toEqual(['back online']);
    vi.resetModules();
  });

  it('rejects a cancelled call with the abort message and does not toast', async () => {
    server.use(http.get(`${BASE}/api/search/hot`, async () => {
      await delay(1_000);
      return HttpResponse.json(ok([]));
    }));
    const { client, events } = setup();
    const controller = new AbortController();
    const call = client.request('searchHot', {}, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    await expect(call).rejects.toMatchObject({ kind: 'aborted', message: 'messages.requestAborted' });
    expect(events.toast).not.toHaveBeenCalled();
  });

  it('rejects after the timeout with the timeout message', async () => {
    server.use(http.get(`${BASE}/api/search/hot`, async () => {
      await delay(1_000);
      return HttpResponse.json(ok([]));
    }));
    const { client, events } = setup({ timeoutMs: 50 });
    await expect(client.request('searchHot')).rejects.toMatchObject({ kind: 'timeout', message: 'api.timeout' });
    expect(events.toast).toHaveBeenCalledWith('api.timeout');
  });
});

describe('loading indicator', () => {
  it('shows while a loading call runs and hides a moment after the last answer', async () => {
    server.use(http.get(`${BASE}/api/search/hot`, async () => {
      await delay(20);
      return HttpResponse.json(ok([]));
    }));
    const { client, events } = setup({ loadingHideDelayMs: 80 });
    const both = Promise.all([client.request('searchHot', {}, { loading: true }), client.request('searchHot', {}, { loading: true })]);
    expect(events.loading).toHaveBeenCalledExactlyOnceWith(true);
    await both;
    expect(events.loading).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(events.loading).toHaveBeenLastCalledWith(false), { timeout: 1000 });
    expect(events.loading).toHaveBeenCalledTimes(2);
  });

  it('stays hidden for calls that do not ask for it, and hides after a failure too', async () => {
    server.use(http.get(`${BASE}/api/search/hot`, () => HttpResponse.error()));
    const { client, events } = setup({ loadingHideDelayMs: 10 });
    await client.request('searchHot').catch(() => undefined);
    expect(events.loading).not.toHaveBeenCalled();
    await client.request('searchHot', {}, { loading: true }).catch(() => undefined);
    await vi.waitFor(() => expect(events.loading.mock.calls).toEqual([[true], [false]]));
  });
});

describe('idempotency keys', () => {
  it('are distinct UUID v4 strings the contract accepts', async () => {
    const { idempotencyKey } = await import('../contract/primitives');
    const keys = Array.from({ length: 200 }, newIdempotencyKey);
    expect(new Set(keys).size).toBe(200);
    for (const key of keys) {
      expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(idempotencyKey().safeParse(key).success).toBe(true);
    }
  });
});

describe('uploads and downloads', () => {
  it('uploads multipart with progress and the signed headers', async () => {
    let received: FormData | undefined;
    server.use(
      http.post(`${BASE}/api/upload/image`, async ({ request }) => {
        seen = request.headers;
        received = await request.formData();
        return HttpResponse.json(ok({ id: 'up_1', url: '/api/media/up_1', width: 1, height: 1, bytes: 300_000, mime: 'image/png' }));
      }),
    );
    const { client } = setup({}, { token: 'tok-123456789012345' });
    const progress: (number | null)[] = [];
    const file = new File([new Uint8Array(300_000)], 'photo.png', { type: 'image/png' });
    const answer = await client.upload('uploadImage', { file, purpose: 'avatar' }, { onProgress: (p) => progress.push(p.fraction) });
    expect(answer.id).toBe('up_1');
    expect(received?.get('purpose')).toBe('avatar');
    const sent = received?.get('file') as File;
    expect(sent.name).toBe('photo.png');
    expect(sent.size).toBe(300_000);
    expect(seen?.get('authorization')).toBe('tok-123456789012345');
    expect(seen?.get('sign')).toMatch(/^[0-9A-F]{64}$/);
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)).toBe(1);
  });

  it('downloads a binary answer with its type, and reads a refusal from bytes', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    server.use(http.get(`${BASE}/api/login/captcha`, () => HttpResponse.text(svg, { headers: { 'content-type': 'image/svg+xml' } })));
    const { client, events } = setup();
    const progress: number[] = [];
    const { blob, contentType } = await client.download('captcha', { captchaId: 'abcdefgh' }, { onProgress: (p) => progress.push(p.loaded) });
    expect(contentType).toBe('image/svg+xml');
    expect(await blob.text()).toBe(svg);
    expect(progress.at(-1)).toBe(svg.length);

    server.use(http.get(`${BASE}/api/upload/file`, () => HttpResponse.json(fail('notFound', 'Not found'), { status: 404 })));
    await expect(client.download('uploadFile', { id: 'nope' })).rejects.toMatchObject({ kind: 'refused', reason: 'notFound', message: 'Not found' });
    expect(events.toast).toHaveBeenCalledWith('Not found');
  });

  it('builds the address of an unsigned binary endpoint for an <img>', () => {
    expect(setup().client.urlOf('captcha', { captchaId: 'abc def01' })).toBe(`${BASE}/api/login/captcha?captchaId=abc+def01`);
  });
});
