import { useState } from 'react';
import type { i18n } from 'i18next';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { loginPathFor } from './routes/guards';
import { appRoutes } from './routes/router';
import { AppProviders, type AppClients } from './shell/AppProviders';

/** The running app: the hash router inside the providers, the 403 flow ending on login. */
export function App({ i18n, clients }: { i18n: i18n; clients: AppClients }) {
  const [router] = useState(() => createHashRouter(appRoutes()));
  const relogin = () => {
    const { pathname, search } = router.state.location;
    void router.navigate(loginPathFor(pathname + search), { replace: true });
  };
  return (
    <AppProviders i18n={i18n} {...clients} onRelogin={relogin}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
