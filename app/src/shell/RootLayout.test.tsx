// @vitest-environment happy-dom
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Navigate, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n';
import { importDictionary } from '../i18n/importDictionary';
import { PATHS } from '../routes/paths';
import { FeedbackContext, type Feedback } from './feedback';
import { RootLayout } from './RootLayout';
import * as styles from './RootLayout.css';

const feedback: Feedback = { toast: vi.fn(), loading: vi.fn(), alert: vi.fn() };

async function renderAt(path: string) {
  const i18n = await createI18n('en', importDictionary);
  const router = createMemoryRouter(
    [
      {
        element: <RootLayout />,
        children: [
          { path: '/', element: <Navigate to={PATHS.home} replace /> },
          { path: PATHS.home, element: <h1>home</h1> },
          { path: PATHS.cart, element: <h1>cart</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <FeedbackContext.Provider value={feedback}>
        <RouterProvider router={router} />
      </FeedbackContext.Provider>
    </I18nextProvider>,
  );
  return router;
}

const frameOf = async (name: string) => (await screen.findByRole('heading', { name })).parentElement!;

describe('the page transition', () => {
  it('leaves out the page the app opens on (it replaces the boot frame in place), then plays', async () => {
    const router = await renderAt(PATHS.home);
    expect((await frameOf('home')).className).not.toContain(styles.page);
    await act(() => router.navigate(PATHS.cart));
    expect((await frameOf('cart')).className).toContain(styles.page);
    await act(() => router.navigate(-1));
    expect((await frameOf('home')).className).toContain(styles.page);
  });

  it('counts `/` as the home page it stands for', async () => {
    await renderAt('/');
    expect((await frameOf('home')).className).not.toContain(styles.page);
  });
});
