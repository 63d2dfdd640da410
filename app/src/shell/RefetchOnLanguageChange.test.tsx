// @vitest-environment happy-dom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { handlers, resetMockState } from '@shop/api/mocks';
import { createQueryClient } from '../api/queryClient';
import { createI18n } from '../i18n';
import { importDictionary } from '../i18n/importDictionary';
import { storeLocale } from '../session/storage';
import { AppProviders, useLocaleControl } from './AppProviders';
import { useApi } from '../api/useApi';
import { catalogueKeys } from '../features/catalogue/api';
import { contentKeys } from '../features/content/api';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockState();
  localStorage.clear();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The `lang` header of every request for the home banners, in order. */
const bannerLanguages: string[] = [];
beforeEach(() => {
  bannerLanguages.length = 0;
  // Records, then falls through to the mock's own answer (a resolver that returns nothing).
  server.use(
    http.get('*/api/home/banners', ({ request }) => {
      bannerLanguages.push(request.headers.get('lang') ?? '');
    }),
  );
});

/** What a screen shows at each render: whether it still has its data. */
const shown: string[] = [];

function Banners() {
  const api = useApi();
  const { setLocale } = useLocaleControl();
  const banners = useQuery({ queryKey: catalogueKeys.homeBanners, queryFn: () => api.request('homeBanners', undefined) });
  shown.push(banners.data ? 'banners' : 'nothing');
  return (
    <>
      <p>{banners.data ? `${banners.data.length} banners` : 'loading'}</p>
      <button onClick={() => void setLocale('fr')}>Français</button>
    </>
  );
}

it('asks again in the new language for what is on screen, keeping it shown meanwhile, and marks the rest stale', async () => {
  storeLocale('en');
  const queryClient = createQueryClient();
  const i18n = await createI18n('en', importDictionary);
  render(
    <AppProviders i18n={i18n} queryClient={queryClient} onRelogin={() => {}}>
      <Banners />
    </AppProviders>,
  );
  expect(await screen.findByText(/\d+ banners/)).toBeInTheDocument();
  expect(bannerLanguages).toEqual(['en']);
  // An answer cached for a screen not on view, fresh as far as its staleTime goes.
  act(() => queryClient.setQueryData(contentKeys.articleLists, { list: [] }));
  shown.length = 0;

  await userEvent.click(screen.getByRole('button', { name: 'Français' }));

  await waitFor(() => expect(bannerLanguages).toEqual(['en', 'fr']));
  await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  expect(shown).not.toContain('nothing');
  expect(screen.getByText(/\d+ banners/)).toBeInTheDocument();
  expect(queryClient.getQueryState(['articleList'])?.isInvalidated).toBe(true);
});

it('leaves the cache alone when the language is chosen again', async () => {
  storeLocale('en');
  const queryClient = createQueryClient();
  const i18n = await createI18n('en', importDictionary);
  render(
    <AppProviders i18n={i18n} queryClient={queryClient} onRelogin={() => {}}>
      <Banners />
    </AppProviders>,
  );
  expect(await screen.findByText(/\d+ banners/)).toBeInTheDocument();
  await act(() => i18n.changeLanguage('en'));
  expect(queryClient.getQueryState(['homeBanners'])?.isInvalidated).toBe(false);
  expect(bannerLanguages).toEqual(['en']);
});
