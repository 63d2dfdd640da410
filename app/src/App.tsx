import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { i18n } from 'i18next';
import {
  HashRouter,
  useLocation,
  useNavigate,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { loginPathFor } from './routes/guards';
import { appRoutes } from './routes/router';
import { AppProviders, type AppClients } from './shell/AppProviders';

/**
 * The running app: the hash router around the providers, the 403 flow ending on login.
 *
 * Why the declarative `<HashRouter>` and not `createHashRouter`: the app uses no data-router API
 * (loaders, actions, blockers), and the data router costs 17 KiB gzip more on every first visit.
 */
export function App({ i18n, clients }: { i18n: i18n; clients: AppClients }) {
  const [routes] = useState(appRoutes);
  const goToLoginRef = useRef<(() => void) | null>(null);
  const relogin = useCallback(() => goToLoginRef.current?.(), []);
  return (
    <HashRouter>
      <AppProviders i18n={i18n} {...clients} onRelogin={relogin}>
        <AppRoutes routes={routes} goToLoginRef={goToLoginRef} />
      </AppProviders>
    </HashRouter>
  );
}

/** The routes, and the relogin target: login, then back to where the shopper was. */
function AppRoutes({
  routes,
  goToLoginRef,
}: {
  routes: RouteObject[];
  goToLoginRef: RefObject<(() => void) | null>;
}) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    goToLoginRef.current = () => void navigate(loginPathFor(pathname + search), { replace: true });
  }, [goToLoginRef, navigate, pathname, search]);
  return useRoutes(routes);
}
