// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import type { ApiClient } from '@shop/api/client';
import { productCard, products } from '@shop/api/mocks';
import { createQueryClient } from '../../api/queryClient';
import { createI18n } from '../../i18n';
import { importDictionary } from '../../i18n/importDictionary';
import { PATHS } from '../../routes/paths';
import { AppProviders } from '../../shell/AppProviders';
import ProductListPage from './ProductListPage';
import { readListQuery } from './listQuery';
import { productKeys } from '../../features/catalogue/api';

const page = <T,>(list: T[]) => ({ list, page: 1, pageSize: 10, total: list.length, hasMore: false });

it('reads search results afresh when they are opened again, showing the last look meanwhile', async () => {
  const search = 'keyword=mug';
  const before = productCard(products[0]!);
  // The same product as the server has it now: renamed by its store since the last look.
  const now = { ...before, name: `${before.name} (new season)` };
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const request = vi.fn(async (name: string) => {
    if (name !== 'productList') return new Promise(() => undefined);
    await held;
    return page([now]);
  });
  const queryClient = createQueryClient();
  // Cached a moment ago, well within the staleTime.
  queryClient.setQueryData(productKeys.list(readListQuery(new URLSearchParams(search))), { pages: [page([before])], pageParams: [1] });
  const i18n = await createI18n('en', importDictionary);
  const router = createMemoryRouter([{ path: PATHS.productList, element: <ProductListPage /> }], {
    initialEntries: [`${PATHS.productList}?${search}`],
  });
  render(
    <AppProviders i18n={i18n} api={{ request } as unknown as ApiClient} queryClient={queryClient} onRelogin={() => {}}>
      <RouterProvider router={router} />
    </AppProviders>,
  );

  expect(await screen.findByText(before.name)).toBeInTheDocument();
  expect(request).toHaveBeenCalledWith('productList', expect.objectContaining({ keyword: 'mug', page: 1 }), expect.anything());
  release();
  expect(await screen.findByText(now.name)).toBeInTheDocument();
  expect(screen.queryByText(before.name)).toBeNull();
});
