import { afterEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_DEFAULTS } from '@shop/api/client';
import { createQueryClient } from '../api/queryClient';
import { createQueryClientSource } from '../api/queryClientSource';
import { productKeys } from '../features/catalogue/api';
import type { AppClients } from '../shell/AppProviders';
import { startOpeningRequests } from './openingRequests';
import { PATHS } from './paths';

/** Clients whose config checks answers, as in development: the opening request goes through `request`. */
function fakeClients(answer: () => Promise<unknown> = async () => ({ id: 7, name: 'Lamp' }), checkAnswers = true) {
  const request = vi.fn(answer);
  const preload = vi.fn();
  const queries = createQueryClientSource(async () => createQueryClient());
  const config = { ...CLIENT_DEFAULTS, checkAnswers, session: { token: () => 'tok', locale: () => 'de', clear: () => {} } };
  return { clients: { api: { request, preload, config }, queries } as unknown as AppClients, request, preload, queries };
}

describe('the requests of a page opened by its address', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('ask for the product by fetch at once in production, without waiting for the request machinery', async () => {
    const fetch = vi.fn(async () => Response.json({ status: 1, code: 200, msg: 'ok', data: { id: 7, name: 'Lampe' } }));
    vi.stubGlobal('fetch', fetch);
    const { clients, request, queries } = fakeClients(undefined, false);
    await startOpeningRequests(PATHS.productView, 'id=7', clients, true);
    expect(request).not.toHaveBeenCalled();
    expect(fetch).toHaveBeenCalledWith('/api/product/detail?id=7', expect.objectContaining({ headers: expect.objectContaining({ lang: 'de', authorization: 'tok' }) }));
    expect(queries.client?.getQueryData(productKeys.detail(7, true))).toEqual({ id: 7, name: 'Lampe' });
  });

  it('fall back to the request machinery when that fetch is refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ status: 0, code: 403, msg: 'expired' })));
    const { clients, request, queries } = fakeClients(undefined, false);
    await startOpeningRequests(PATHS.productView, 'id=7', clients, true);
    expect(request).toHaveBeenCalledOnce();
    expect(queries.client?.getQueryData(productKeys.detail(7, true))).toEqual({ id: 7, name: 'Lamp' });
  });

  it("put the product's answer in the cache under the page's own key, before the page asks", async () => {
    const { clients, request, preload, queries } = fakeClients();
    await startOpeningRequests(PATHS.productView, 'id=7&from=share', clients, true);
    expect(preload).toHaveBeenCalledOnce();
    expect(request).toHaveBeenCalledWith('productDetail', { id: 7 }, expect.objectContaining({ silent: true }));
    expect(queries.client?.getQueryData(productKeys.detail(7, true))).toEqual({ id: 7, name: 'Lamp' });
    expect(queries.client?.getQueryData(productKeys.detail(7, false))).toBeUndefined();
  });

  it('never reject when the server refuses: the page asks again and shows its own error', async () => {
    const { clients } = fakeClients(() => Promise.reject(new Error('offline')));
    await expect(startOpeningRequests(PATHS.productView, 'id=7', clients, false)).resolves.toBeUndefined();
  });

  it('ask nothing for a malformed id, and only fetch the request machinery on other pages', async () => {
    for (const [path, query] of [
      [PATHS.productView, 'id=7x'],
      [PATHS.orders, 'tab=toPay'],
    ] as const) {
      const { clients, request, preload } = fakeClients();
      expect(startOpeningRequests(path, query, clients, true)).toBeUndefined();
      expect(request).not.toHaveBeenCalled();
      expect(preload).toHaveBeenCalledOnce();
    }
  });

  it('leave the home page alone: its data comes with the shell', () => {
    const { clients, request, preload } = fakeClients();
    expect(startOpeningRequests(PATHS.home, '', clients, false)).toBeUndefined();
    expect(preload).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();
  });
});
