import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@shop/api/client';
import { SessionProvider } from '../session/SessionProvider';
import { mockSessions } from '@shop/api/mocks';
import { loginPathFor, RequireLogin, safeRedirect, UnknownPath } from './guards';
import { PATHS } from './paths';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

// The guard reads the session only; the client is never called while restoring a stored session.
const unusedApi = {} as ApiClient;

function renderAt(path: string, signedIn: boolean) {
  const router = createMemoryRouter(
    [
      { path: PATHS.me, element: <RequireLogin><h1>account home</h1></RequireLogin> },
      { path: PATHS.chat, element: <RequireLogin><h1>chat</h1></RequireLogin> },
      { path: PATHS.home, element: <RequireLogin><h1>home</h1></RequireLogin> },
      { path: PATHS.login, element: <WhereAmI /> },
      { path: PATHS.notFound, element: <WhereAmI /> },
      { path: '*', element: <UnknownPath /> },
    ],
    { initialEntries: [path] },
  );
  const initial = signedIn ? mockSessions.buyer : { token: null, openId: null, userInfo: null };
  render(
    <SessionProvider api={unusedApi} initial={initial}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

afterEach(() => vi.restoreAllMocks());

describe('the navigation guard', () => {
  it('sends a visitor from a me/ route to login, remembering where they were going', () => {
    renderAt(`${PATHS.me}?tab=2`, false);
    expect(screen.getByTestId('where')).toHaveTextContent(loginPathFor(`${PATHS.me}?tab=2`));
  });

  it('sends a visitor from a kefu/ route to login', () => {
    renderAt(PATHS.chat, false);
    expect(screen.getByTestId('where').textContent).toBe(loginPathFor(PATHS.chat));
  });

  it('lets a visitor open public routes', () => {
    renderAt(PATHS.home, false);
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
  });

  it('lets a signed-in user through', () => {
    renderAt(PATHS.me, true);
    expect(screen.getByRole('heading', { name: 'account home' })).toBeInTheDocument();
  });
});

describe('unknown paths', () => {
  it('redirect to the route named 404 with the router warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = renderAt('/pages/nowhere/at-all', false);
    expect(router.state.location.pathname).toBe(PATHS.notFound);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/pages/nowhere/at-all'));
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/pages/me/index', '/pages/me/index'],
    ['https://evil.example/pages/me', PATHS.home],
    ['//evil.example', PATHS.home],
    [null, PATHS.home],
  ])('%s -> %s', (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
