import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeSign } from '../contract/sign';
import { CLIENT_DEFAULTS, type ApiClientConfig } from './config';
import { peekJson } from './peek';

const config = (overrides: Partial<ApiClientConfig> = {}): ApiClientConfig => ({
  ...CLIENT_DEFAULTS,
  events: { toast: vi.fn(), relogin: vi.fn(), loading: vi.fn(), alert: vi.fn() },
  t: (key) => key,
  session: { token: () => null, locale: () => 'ja', clear: vi.fn() },
  now: () => 1_700_000_000_000,
  ...overrides,
});

const answer = (body: unknown, status = 200) => vi.fn(async () => Response.json(body, { status }));

describe('peekJson', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the headers and sign the client sends, and resolves with the data', async () => {
    const fetch = answer({ status: 1, code: 200, msg: 'ok', data: { id: 3 } });
    vi.stubGlobal('fetch', fetch);
    await expect(peekJson(config(), 'productDetail', { id: 3 })).resolves.toEqual({ id: 3 });
    const sign = await computeSign({ lang: 'ja', timestamp: '1700000000', version: CLIENT_DEFAULTS.version, token: null }, CLIENT_DEFAULTS.sign);
    expect(fetch).toHaveBeenCalledWith('/api/product/detail?id=3', {
      headers: { lang: 'ja', timestamp: '1700000000', version: CLIENT_DEFAULTS.version, sign },
      signal: undefined,
    });
  });

  it('resolves to undefined for a refusal, an expired session, another status or no network', async () => {
    for (const fetch of [
      answer({ status: 0, code: 403, msg: 'expired' }),
      answer({ status: 0, code: 404, msg: 'gone' }, 404),
      answer('<html>', 200),
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ]) {
      vi.stubGlobal('fetch', fetch);
      await expect(peekJson(config(), 'productDetail', { id: 3 })).resolves.toBeUndefined();
    }
  });

  it('leaves answers to the client where it checks them, and never sends what is not a query GET', async () => {
    const fetch = answer({ status: 1, data: {} });
    vi.stubGlobal('fetch', fetch);
    await expect(peekJson(config({ checkAnswers: true }), 'productDetail', { id: 3 })).resolves.toBeUndefined();
    await expect(peekJson(config(), 'cartAdd' as 'productDetail', { productId: 3 })).resolves.toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });
});
