// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { handlers, mockSessions, mockState, productById, resetMockState } from '@shop/api/mocks';
import { createI18n } from '../i18n';
import { importDictionary } from '../i18n/importDictionary';
import { addToGuestCart, clearGuestCart, readGuestCart } from '../features/cart/guestCart';
import { PATHS } from '../routes/paths';
import { saveSession } from '../session/storage';
import { AppProviders } from './AppProviders';

const server = setupServer(...handlers);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetMockState();
  clearGuestCart();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const asGuestLine = (id: number) => {
  const p = productById(id)!;
  return { id: p.id, name: p.name, image: p.image, stock: Math.max(1, p.stock), store: { id: p.storeId, name: p.storeName } };
};

describe('signing in with a guest cart', () => {
  it('moves the lines the server takes, keeps the refused one and says which', async () => {
    const inStock = productById(1)!;
    const soldOut = productById(6)!;
    expect(soldOut.stock).toBe(0);
    addToGuestCart(asGuestLine(soldOut.id), 1);
    addToGuestCart(asGuestLine(inStock.id), 2);
    const quantityOf = (id: number) => mockState.data.cart.find((line) => line.productId === id)?.quantity ?? 0;
    const before = quantityOf(inStock.id);
    const soldOutBefore = quantityOf(soldOut.id);

    saveSession(mockSessions.buyer);
    const i18n = await createI18n('en', importDictionary);
    const router = createMemoryRouter([{ path: PATHS.home, element: <h1>home</h1> }], { initialEntries: [PATHS.home] });
    render(
      <AppProviders i18n={i18n} onRelogin={() => {}} initialSession={mockSessions.buyer}>
        <RouterProvider router={router} />
      </AppProviders>,
    );

    const message = i18n.t('pages.cart.mergeFailed', { names: soldOut.name });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(quantityOf(inStock.id)).toBe(before + 2);
    expect(quantityOf(soldOut.id)).toBe(soldOutBefore);
    await waitFor(() => expect(readGuestCart().map((line) => line.productId)).toEqual([soldOut.id]));
  });
});
