import type { Decorator } from '@storybook/react-vite';
import type { i18n } from 'i18next';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { mockSessions, type MockPersona } from '@shop/api/mocks';
import type { ToastDuration } from '@shop/ui';
import { RouteGuard } from '../routes/guards';
import { PATHS } from '../routes/paths';
import { AppProviders } from '../shell/AppProviders';
import { clearSession, saveSession, storeLocale } from '../session/storage';

/** What a screen story declares: where the page is shown and who is signed in. */
export interface ScreenParameters {
  /** The address the page is opened at, query included (`/pages/me/order/index?tab=toShip`). */
  route: string;
  /** The route pattern the page is mounted under; defaults to the route's path. */
  path?: string;
  /** Signed out (`visitor`, the default) or one of the mock personas. */
  session?: 'visitor' | MockPersona;
  /**
   * How long toasts stay, in ms, for all or per type. A story whose picture ends on a toast holds
   * it with 0, so it is still there when the visual run shoots, however long a loaded machine takes
   * to get there. `{ error: 0 }` holds only errors, for a flow that shows a passing toast first (a
   * held toast would keep the next one waiting).
   */
  toastDuration?: ToastDuration;
}

/** Where a press navigated to: play tests read it as `getByTestId('navigated-to')`. */
function NavigatedAway() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="navigated-to" style={{ display: 'block', padding: 16 }}>
      {pathname + search}
    </output>
  );
}

/**
 * Gives a screen story what the running app gives the page: the router at the page's own route,
 * i18n in the toolbar's locale, a fresh server-state cache, the session, and the kit's toast and
 * dialog hosts. Data comes from the MSW handlers (the defaults in preview, and the story's named
 * scenarios), through the same signed client the app uses.
 */
export const withScreen: Decorator = (Story, context) => {
  const screen = context.parameters.screen as ScreenParameters | undefined;
  if (!screen) return <Story />;
  // A clone per story: the language screen changes its language without touching other stories.
  const instance = (context.loaded.i18n as i18n).cloneInstance();
  const persona = screen.session ?? 'visitor';
  if (persona === 'visitor') clearSession();
  else saveSession(mockSessions[persona]);
  storeLocale(instance.language);
  const path = screen.path ?? screen.route.split('?')[0]!;
  const router = createMemoryRouter(
    [
      // The guards as in the app: a story of a login-only or staff-only page shows what a visitor
      // (or a buyer) would get.
      { path, element: <RouteGuard><Story /></RouteGuard> },
      { path: '*', element: <NavigatedAway /> },
    ],
    { initialEntries: [screen.route] },
  );
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity } },
  });
  return (
    <AppProviders
      key={`${context.id}:${instance.language}:${persona}`}
      i18n={instance}
      queryClient={queryClient}
      initialSession={persona === 'visitor' ? undefined : mockSessions[persona]}
      onRelogin={() => void router.navigate(PATHS.login)}
      toastDuration={screen.toastDuration}
    >
      <RouterProvider router={router} />
    </AppProviders>
  );
};
