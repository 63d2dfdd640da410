import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shop/ui/fonts';
import '@shop/ui/theme';
import { App } from './App';
import { applyDocumentLanguage, createI18n } from './i18n';
import { startupLocale } from './i18n/startupLocale';
import { prefetchHome } from './pages/home/homeQueries';
import { PATHS } from './routes/paths';
import { routeByPath } from './routes/routeTable';
import { createAppClients } from './shell/AppProviders';
import { stylesheetsLoaded } from './stylesheetsLoaded';

const locale = startupLocale();
applyDocumentLanguage(locale);
// The opened page's chunk downloads alongside the dictionary instead of after the first render.
const openedPath = window.location.hash.slice(1).split('?')[0] || '/';
const openedRoute = routeByPath(openedPath === '/' ? PATHS.home : openedPath);
void openedRoute?.load();
const clients = createAppClients();
// The home page's data too: most visits start there, and its banners are the largest paint.
if (openedRoute?.path === PATHS.home) prefetchHome(clients.queryClient, clients.api);
const [i18n] = await Promise.all([createI18n(locale), stylesheetsLoaded()]);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for one long task (the boot frame stays on screen meanwhile).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} clients={clients} />
    </StrictMode>,
  );
});
