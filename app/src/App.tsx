import { useState } from 'react';
import type { i18n } from 'i18next';
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { loginPathFor } from './routes/guards';
import { appRoutes } from './routes/router';
import { AppProviders } from './shell/AppProviders';

/** The running app: the hash router inside the providers, the 403 flow ending on login. */
export function App({ i18n }: { i18n: i18n }) {
  const [router] = useState(() => createHashRouter(appRoutes()));
  const relogin = () => {
    const { pathname, search } = router.state.location;
    void router.navigate(loginPathFor(pathname + search), { replace: true });
  };
  return (
    <AppProviders i18n={i18n} onRelogin={relogin}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
