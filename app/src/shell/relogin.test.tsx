// @vitest-environment happy-dom
import { render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockSessions } from '@shop/api/mocks';
import { createI18n } from '../i18n';
import { importDictionary } from '../i18n/importDictionary';
import { loginPathFor } from '../routes/guards';
import { PATHS } from '../routes/paths';
import { readSession, saveSession } from '../session/storage';
import { AppProviders } from './AppProviders';
import { useApi } from '../api/useApi';

const server = setupServer(
  http.get('*/api/account/getUserinfo', () =>
    HttpResponse.json(
      { status: 0, code: 403, msg: 'Your session has expired. Please log in again.', data: { reason: 'sessionExpired' } },
      { status: 403 },
    ),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function CallsTheServer() {
  const api = useApi();
  useEffect(() => {
    api.request('getUserinfo').catch(() => {});
  }, [api]);
  return <h1>account</h1>;
}

describe('the 403 relogin flow', () => {
  it('toasts the message, then clears the session and ends on login', async () => {
    saveSession(mockSessions.buyer);
    const i18n = await createI18n('en', importDictionary);
    const router = createMemoryRouter(
      [
        { path: PATHS.me, element: <CallsTheServer /> },
        { path: PATHS.login, element: <h1>login</h1> },
      ],
      { initialEntries: [PATHS.me] },
    );
    const relogin = () => {
      const { pathname } = router.state.location;
      void router.navigate(loginPathFor(pathname), { replace: true });
    };
    render(
      <AppProviders i18n={i18n} onRelogin={relogin} initialSession={mockSessions.buyer}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    // The message shows first; the session survives until the ~0.8 s delay has passed.
    expect(router.state.location.pathname).toBe(PATHS.me);
    await waitFor(() => expect(router.state.location.pathname).toBe(PATHS.login), { timeout: 3000 });
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(PATHS.me)}`);
    expect(readSession()).toEqual({ token: null, openId: null, userInfo: null });
  });
});
