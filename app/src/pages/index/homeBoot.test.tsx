// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient, HomeBootData } from '@shop/api/client';
import { banners, categories, productCard, products } from '@shop/api/mocks';
import { createI18n } from '../../i18n';
import { importDictionary } from '../../i18n/importDictionary';
import { PATHS } from '../../routes/paths';
import { createQueryClient } from '../../api/queryClient';
import { createQueryClientSource } from '../../api/queryClientSource';
import { AppProviders } from '../../shell/AppProviders';
import HomePage from './HomePage';
import { provideHomeBoot, takeHomeBootData } from '../../features/catalogue/homeBoot';
import { seedHome } from '../../features/catalogue/homeQueries';

const page = <T,>(list: T[]) => ({
  list,
  page: 1,
  pageSize: 10,
  total: list.length,
  hasMore: false,
});
const boot: HomeBootData = {
  lang: 'en',
  banners,
  categories,
  newest: page(products.slice(0, 2).map(productCard)),
  recommended: page(products.slice(2, 4).map(productCard)),
};

function shellWith(content: string): Document {
  const doc = document.implementation.createHTMLDocument('shell');
  doc.body.innerHTML = `<div id="root"></div><script type="application/json" id="boot-home">${content}</script>`;
  return doc;
}

describe("the home page's data from the shell", () => {
  it('is taken once: the element goes with it', () => {
    const doc = shellWith(JSON.stringify(boot));
    expect(takeHomeBootData('en', doc)).toEqual(boot);
    expect(doc.getElementById('boot-home')).toBeNull();
    expect(takeHomeBootData('en', doc)).toBeNull();
  });

  it('is no data when the shell carries none or carries something broken', () => {
    expect(takeHomeBootData('en', document.implementation.createHTMLDocument('dev server'))).toBeNull();
    expect(takeHomeBootData('en', shellWith('{"banners": ['))).toBeNull();
  });

  it('is no data when it is in another language than the app’s, so home asks in the app’s own', () => {
    // The browser says English; the visitor chose Thai in the app on an earlier visit.
    const doc = shellWith(JSON.stringify(boot));
    expect(takeHomeBootData('th', doc)).toBeNull();
    expect(doc.getElementById('boot-home')).toBeNull();
    // Data from before the server named its language is never taken for the app's.
    const { lang: _lang, ...unnamed } = boot;
    expect(takeHomeBootData('en', shellWith(JSON.stringify(unnamed)))).toBeNull();
  });

  it('draws the home page without a single request', async () => {
    const request = vi.fn(() => Promise.reject(new Error('no request expected')));
    const api = { request } as unknown as ApiClient;
    const queryClient = createQueryClient();
    seedHome(queryClient, api, boot);
    const i18n = await createI18n('en', importDictionary);
    const router = createMemoryRouter([{ path: PATHS.home, element: <HomePage /> }], {
      initialEntries: [PATHS.home],
    });
    render(
      <AppProviders i18n={i18n} api={api} queryClient={queryClient} onRelogin={() => {}}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    for (const product of products.slice(0, 4))
      expect(await screen.findByText(product.name)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: categories[0]!.name })).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();
  });
});

describe('a first visit to home, drawn from the shell before any query cache exists', () => {
  afterEach(() => provideHomeBoot(null));

  async function renderFirstVisit(make: () => Promise<ReturnType<typeof createQueryClient>>, language = 'en') {
    const answers: Record<string, unknown> = {
      homeBanners: banners,
      categories,
      homeNew: boot.newest,
      homeRecommended: page(products.slice(4, 6).map(productCard)),
    };
    const request = vi.fn((name: string) => Promise.resolve(answers[name]));
    const api = { request } as unknown as ApiClient;
    const queries = createQueryClientSource(make);
    provideHomeBoot(boot);
    const i18n = await createI18n(language, importDictionary);
    const router = createMemoryRouter([{ path: PATHS.home, element: <HomePage /> }], {
      initialEntries: [PATHS.home],
    });
    render(
      <AppProviders i18n={i18n} api={api} queries={queries} onRelogin={() => {}}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    return { request, i18n };
  }

  it('draws the data with no cache and no request, and makes the cache once it refreshes', async () => {
    const make = vi.fn(async () => createQueryClient());
    const { request, i18n } = await renderFirstVisit(make);
    for (const product of products.slice(0, 4)) expect(screen.getByText(product.name)).toBeInTheDocument();
    expect(make).not.toHaveBeenCalled();
    expect(request).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: i18n.t('kit.list.refresh') }));
    await waitFor(() => expect(request).toHaveBeenCalledWith('homeRecommended', expect.anything(), expect.anything()));
    expect(make).toHaveBeenCalledTimes(1);
    // The live page answers with the fresh feed, in the same place.
    expect(await screen.findByText(products[4]!.name)).toBeInTheDocument();
  });

  it('keeps what it drew when the cache cannot download, and tries again next time', async () => {
    const make = vi.fn().mockRejectedValueOnce(new Error('offline')).mockImplementation(async () => createQueryClient());
    const { request, i18n } = await renderFirstVisit(make);
    const refresh = screen.getByRole('button', { name: i18n.t('kit.list.refresh') });
    await userEvent.click(refresh);
    await waitFor(() => expect(make).toHaveBeenCalledTimes(1));
    expect(await screen.findByText(i18n.t('messages.noNetwork'))).toBeInTheDocument();
    expect(screen.getByText(products[2]!.name)).toBeInTheDocument();
    expect(request).not.toHaveBeenCalled();

    await waitFor(() => expect(refresh).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(refresh);
    expect(await screen.findByText(products[4]!.name)).toBeInTheDocument();
    expect(make).toHaveBeenCalledTimes(2);
  });

  it('asks afresh instead once the app is in another language than the shell’s data', async () => {
    // The visitor switched to French since the app started with English data.
    const make = vi.fn(async () => createQueryClient());
    const { request } = await renderFirstVisit(make, 'fr');
    await waitFor(() => expect(request).toHaveBeenCalledWith('homeBanners', undefined, expect.anything()));
    expect(make).toHaveBeenCalledTimes(1);
    expect(await screen.findByText(products[4]!.name)).toBeInTheDocument();
    // The shell's feed (English names) is never drawn.
    expect(screen.queryByText(products[2]!.name)).toBeNull();
  });
});
