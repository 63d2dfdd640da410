// @vitest-environment happy-dom
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it, vi } from 'vitest';
import type { ApiClient } from '@shop/api/client';
import { orders } from '@shop/api/mocks';
import { ORDER_STATUS } from '@shop/domain';
import { createQueryClient } from '../../../api/queryClient';
import { createI18n } from '../../../i18n';
import { importDictionary } from '../../../i18n/importDictionary';
import { PATHS } from '../../../routes/paths';
import { AppProviders } from '../../../shell/AppProviders';
import OrderViewPage from './OrderViewPage';
import OrdersPage from './OrdersPage';
import { orderKeys } from '../../../features/orders/api';

/**
 * The buyer's orders are read afresh each time they are opened, even within the cache's 30 s: the
 * store ships while the buyer looks elsewhere. What they saw last stays on screen meanwhile.
 */

const seen = orders.find((order) => order.status === ORDER_STATUS.toShip)!;
/** The same order as the server has it now: shipped since the buyer last looked. */
const shipped = { ...seen, status: ORDER_STATUS.toReceive, shippedAt: '2026-11-20T09:00:00.000Z' };

/** A client whose `orderDetail` and `orderList` answer once `answer()` is called. */
function heldApi() {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const answers: Record<string, unknown> = {
    orderDetail: shipped,
    orderList: { list: [shipped], page: 1, pageSize: 10, total: 1, hasMore: false },
    orderCounts: { toPay: 0, toShip: 0, toReceive: 1, toReview: 0, afterSales: 0 },
  };
  const request = vi.fn(async (name: string) => {
    // Anything else the screen may ask for (chat entry points...) never answers here.
    if (!(name in answers)) return new Promise(() => undefined);
    await held;
    return answers[name];
  });
  return { api: { request } as unknown as ApiClient, request, answer: () => release() };
}

async function open(element: React.ReactNode, path: string, api: ApiClient, seed: (client: ReturnType<typeof createQueryClient>) => void) {
  const queryClient = createQueryClient();
  seed(queryClient);
  const i18n = await createI18n('en', importDictionary);
  const router = createMemoryRouter([{ path: path.split('?')[0], element }], { initialEntries: [path] });
  render(
    <AppProviders i18n={i18n} api={api} queryClient={queryClient} onRelogin={() => {}}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return i18n.t.bind(i18n);
}

it('reads an order afresh when it is opened again, showing the last look meanwhile', async () => {
  const { api, request, answer } = heldApi();
  const t = await open(<OrderViewPage />, `${PATHS.orderView}?id=${seen.id}`, api, (client) =>
    client.setQueryData(orderKeys.detail(seen.id), seen),
  );
  // Cached a moment ago, well within the staleTime: shown at once, and asked for again.
  expect(await screen.findByRole('heading', { level: 2, name: t('pages.orders.status.toShip') })).toBeInTheDocument();
  expect(request).toHaveBeenCalledWith('orderDetail', { id: seen.id }, expect.anything());
  answer();
  expect(await screen.findByRole('heading', { level: 2, name: t('pages.orders.status.toReceive') })).toBeInTheDocument();
});

it('reads the order list and its counts afresh when it is opened again, showing the last look meanwhile', async () => {
  const { api, request, answer } = heldApi();
  const t = await open(<OrdersPage />, PATHS.orders, api, (client) => {
    client.setQueryData(orderKeys.list('all'), {
      pages: [{ list: [seen], page: 1, pageSize: 10, total: 1, hasMore: false }],
      pageParams: [1],
    });
    client.setQueryData(orderKeys.counts, { toPay: 0, toShip: 1, toReceive: 0, toReview: 0, afterSales: 0 });
  });
  const list = await screen.findByRole('list', { name: t('orders.tabs.all') });
  expect(within(list).getByText(t('pages.orders.status.toShip'))).toBeInTheDocument();
  expect(request).toHaveBeenCalledWith('orderList', expect.objectContaining({ tab: 'all', page: 1 }), expect.anything());
  expect(request).toHaveBeenCalledWith('orderCounts', undefined, expect.anything());
  answer();
  expect(await within(list).findByText(t('pages.orders.status.toReceive'))).toBeInTheDocument();
  expect(within(list).queryByText(t('pages.orders.status.toShip'))).toBeNull();
});
