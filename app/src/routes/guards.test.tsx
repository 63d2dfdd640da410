import { render, screen } from '@testing-library/react';
import type { i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@shop/api/client';
import { mockSessions, type MockPersona } from '@shop/api/mocks';
import { createI18n } from '../i18n';
import { importDictionary } from '../i18n/importDictionary';
import { SessionProvider } from '../session/SessionProvider';
import { FeedbackContext, type Feedback } from '../shell/feedback';
import { loginPathFor, RequireLogin, RouteGuard, safeRedirect, UnknownPath } from './guards';
import { PATHS, requiresLogin, requiresStaff } from './paths';

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

// The guard reads the session only; the client is never called while restoring a stored session.
const unusedApi = {} as ApiClient;

let english: i18n;
beforeAll(async () => {
  english = await createI18n('en', importDictionary);
});

const feedback: Feedback = { toast: vi.fn(), loading: vi.fn(), alert: vi.fn() };

function renderAt(path: string, who: boolean | MockPersona) {
  const router = createMemoryRouter(
    [
      { path: PATHS.me, element: <RequireLogin><h1>account home</h1></RequireLogin> },
      { path: PATHS.chat, element: <RequireLogin><h1>chat</h1></RequireLogin> },
      { path: PATHS.home, element: <RouteGuard><h1>home</h1></RouteGuard> },
      { path: PATHS.staff, element: <RouteGuard><h1>console</h1></RouteGuard> },
      { path: PATHS.staffDepositView, element: <RouteGuard><h1>deposit</h1></RouteGuard> },
      { path: PATHS.login, element: <WhereAmI /> },
      { path: PATHS.notFound, element: <WhereAmI /> },
      { path: '*', element: <UnknownPath /> },
    ],
    { initialEntries: [path] },
  );
  const persona = who === true ? 'buyer' : who;
  const initial = persona ? mockSessions[persona] : { token: null, openId: null, userInfo: null };
  render(
    <I18nextProvider i18n={english}>
      <FeedbackContext.Provider value={feedback}>
        <SessionProvider api={unusedApi} initial={initial}>
          <RouterProvider router={router} />
        </SessionProvider>
      </FeedbackContext.Provider>
    </I18nextProvider>,
  );
  return router;
}

afterEach(() => vi.clearAllMocks());
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

describe('the staff guard', () => {
  it('covers every console route, and only those', () => {
    const consoleRoutes = Object.entries(PATHS).filter(([, path]) => requiresStaff(path));
    expect(consoleRoutes.map(([name]) => name).sort()).toEqual(
      Object.keys(PATHS).filter((name) => name.startsWith('staff')).sort(),
    );
    for (const [, path] of consoleRoutes) expect(requiresLogin(path)).toBe(true);
    expect(requiresStaff(PATHS.me)).toBe(false);
    expect(requiresStaff('/pages/staffroom/index')).toBe(false);
  });

  it('sends a visitor to sign in, and back to the console item after', () => {
    const router = renderAt(`${PATHS.staffDepositView}?id=3`, false);
    expect(router.state.location.pathname + router.state.location.search).toBe(loginPathFor(`${PATHS.staffDepositView}?id=3`));
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it.each(['buyer', 'merchant'] as const)('sends a signed-in %s home with a translated notice, once', async (persona) => {
    const router = renderAt(PATHS.staff, persona);
    expect(await screen.findByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(PATHS.home);
    expect(screen.queryByRole('heading', { name: 'console' })).toBeNull();
    expect(feedback.toast).toHaveBeenCalledTimes(1);
    expect(feedback.toast).toHaveBeenCalledWith(english.t('pages.staff.staffOnly'), 'error');
    expect(english.t('pages.staff.staffOnly')).not.toBe('pages.staff.staffOnly');
  });

  it('lets staff in', () => {
    renderAt(PATHS.staff, 'staff');
    expect(screen.getByRole('heading', { name: 'console' })).toBeInTheDocument();
    expect(feedback.toast).not.toHaveBeenCalled();
  });

  it('leaves other routes to everyone', () => {
    renderAt(PATHS.home, 'buyer');
    expect(screen.getByRole('heading', { name: 'home' })).toBeInTheDocument();
    expect(feedback.toast).not.toHaveBeenCalled();
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
