import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shop/ui/fonts';
import '@shop/ui/theme';
import { App } from './App';
import { applyDocumentLanguage, createI18n } from './i18n';
import { startupLocale } from './i18n/startupLocale';
import { prefetchHome, seedHome, takeHomeBootData } from './pages/home/homeQueries';
import { PATHS } from './routes/paths';
import { preloadPage } from './routes/lazyPage';
import { routeByPath } from './routes/routeTable';
import { createAppClients } from './shell/AppProviders';
import { stylesheetsLoaded } from './stylesheetsLoaded';

/** How much longer than the dictionary and stylesheets the first render waits for the opened page. */
const OPENED_PAGE_WAIT_MS = 1_000;

const locale = startupLocale();
applyDocumentLanguage(locale);
// The opened page's chunk downloads alongside the dictionary instead of after the first render.
const [hashPath, openedQuery] = window.location.hash.slice(1).split('?');
const openedPath = hashPath || '/';
// `/` stands for the home page. Resolving it before the router starts spares the first render
// being the redirect alone: a blank page between the boot frame and home.
if (openedPath === '/') {
  window.history.replaceState(
    window.history.state,
    '',
    `#${PATHS.home}${openedQuery ? `?${openedQuery}` : ''}`,
  );
}
const openedRoute = routeByPath(openedPath === '/' ? PATHS.home : openedPath);
const pageReady = openedRoute ? preloadPage(openedRoute.load).catch(() => undefined) : undefined;
const clients = createAppClients();
// The home page's data: the server sends it with the shell (most visits start there); where it did
// not, the requests start now, alongside the page's code, as its banners are the largest paint.
const homeBoot = takeHomeBootData();
if (homeBoot) seedHome(clients.queryClient, clients.api, homeBoot);
const openedHome = openedRoute?.path === PATHS.home;
const homeReady = openedHome && !homeBoot ? prefetchHome(clients.queryClient, clients.api) : undefined;
// The banner the server drew in the boot frame is the home page's largest paint, and the first
// render draws the same image at the same place. Replacing the frame before that image has
// painted would only move the largest paint behind the scripts.
const bootBanner = openedHome ? document.querySelector<HTMLImageElement>('.boot-banner img') : null;
const bannerPainted = bootBanner?.decode().catch(() => undefined);
const [i18n] = await Promise.all([createI18n(locale), stylesheetsLoaded()]);
// The boot frame (with the home page's real banner) stays up while the opened page's code, its
// first data and the frame's banner arrive, for at most a second more: the first render then draws the page itself over
// the frame instead of a blank page, then a skeleton, then the page. A slow network gets the
// page's own loader and skeleton after that second, as before.
await Promise.race([
  Promise.all([pageReady, homeReady, bannerPainted]),
  new Promise((resolve) => setTimeout(resolve, OPENED_PAGE_WAIT_MS)),
]);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for one long task (the boot frame stays on screen meanwhile).
startTransition(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} clients={clients} />
    </StrictMode>,
  );
});
