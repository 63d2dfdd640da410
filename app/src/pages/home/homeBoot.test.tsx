// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient, HomeBootData } from '@shop/api/client';
import { banners, categories, productCard, products } from '@shop/api/mocks';
import { createI18n } from '../../i18n';
import { importDictionary } from '../../i18n/importDictionary';
import { PATHS } from '../../routes/paths';
import { AppProviders, createQueryClient } from '../../shell/AppProviders';
import HomePage from './HomePage';
import { seedHome, takeHomeBootData } from './homeQueries';

const page = <T,>(list: T[]) => ({
  list,
  page: 1,
  pageSize: 10,
  total: list.length,
  hasMore: false,
});
const boot: HomeBootData = {
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
    expect(takeHomeBootData(doc)).toEqual(boot);
    expect(doc.getElementById('boot-home')).toBeNull();
    expect(takeHomeBootData(doc)).toBeNull();
  });

  it('is no data when the shell carries none or carries something broken', () => {
    expect(takeHomeBootData(document.implementation.createHTMLDocument('dev server'))).toBeNull();
    expect(takeHomeBootData(shellWith('{"banners": ['))).toBeNull();
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
