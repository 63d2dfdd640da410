import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shop/ui/fonts';
import '@shop/ui/theme';
import { App } from './App';
import { applyDocumentLanguage, createI18n } from './i18n';
import { startupLocale } from './i18n/startupLocale';
import { provideHomeBoot, takeHomeBootData } from './features/catalogue/homeBoot';
import { PATHS } from './routes/paths';
import { preloadPage } from './routes/lazyPage';
import { loadPageLoaders, routeByPath } from './routes/routeTable';
import { preloadSessionMachine } from './session/sessionMachineLoader';
import { readSession } from './session/storage';
import { createAppClients } from './shell/AppProviders';
import { preloadCartCount } from './shell/cartCountLoader';
import { stylesheetsLoaded } from './stylesheetsLoaded';

/** How much longer than the dictionary and stylesheets the first render waits for the opened page. */
const OPENED_PAGE_WAIT_MS = 1_000;

// Everything the page starts (the dictionary, the opened page's chunk and data, the boot picture's
// wait) runs in a task of its own, after the modules above have been evaluated: asking for a chunk
// inserts its modulepreload links, and that work (about 20 ms here) made the evaluation task, the
// page's longest, longer still. The requests start a few milliseconds later, which no paint waits
// for: the boot frame is already on screen.
setTimeout(boot, 0);

function boot() {
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
  // A page opened by its address asks the server alongside its code (routes/openingRequests), in a
  // chunk of its own: a first visit to home needs none of it.
  const openingRequests =
    openedRoute && openedRoute.path !== PATHS.home
      ? import('./routes/openingRequests')
          .then(({ startOpeningRequests }) =>
            startOpeningRequests(
              openedRoute.path,
              openedQuery ?? '',
              clients,
              Boolean(readSession().token),
            ),
          )
          .catch(() => undefined)
      : undefined;
  // The home page's data: the server sends it with the shell (most visits start there). The page
  // draws it as it is, and files it in the query cache whenever that is made. Where the shell has
  // none, or has it in another language than the one the visitor chose, the requests start now,
  // alongside the page's code, as its banners are the largest paint.
  const homeBoot = takeHomeBootData(locale);
  if (homeBoot) {
    const servedAt = Date.now();
    provideHomeBoot(homeBoot);
    clients.queries.prepare(async (queryClient) => {
      const { seedHome } = await import('./features/catalogue/homeQueries');
      seedHome(queryClient, clients.api, homeBoot, servedAt);
    });
  }
  const openedHome = openedRoute?.path === PATHS.home;
  const homeReady =
    openedHome && !homeBoot
      ? Promise.all([clients.queries.load(), import('./features/catalogue/homeQueries')]).then(
          ([queryClient, { prefetchHome }]) => prefetchHome(queryClient, clients.api),
        )
      : undefined;
  // The picture in the boot frame (the home page's first banner from the server, or a product's
  // first picture asked for by index.html) is the opened page's largest paint, and the first render
  // draws the same image at the same place. Replacing the frame before that image has painted would
  // only move the largest paint behind the scripts.
  const bootPicture = document.querySelector<HTMLImageElement>(
    openedHome ? '.boot-banner img' : '.boot-product .boot-cover img',
  );
  const bootPicturePainted = bootPicture?.decode().catch(() => undefined);
  // A stored session is restored by the session machine from the first render on (the guard reads
  // it), and its cart count shows in the tab bar's first frame; a visitor's first visit goes without
  // the machine and the query cache until a screen needs them.
  const sessionReady = readSession().token
    ? Promise.all([preloadSessionMachine(), clients.queries.load(), preloadCartCount()]).catch(
        () => undefined,
      )
    : undefined;
  // The first render waits for the dictionary and stylesheets, in a function rather than with a
  // top-level await: a module that awaits at its top can have no module of a page merged into it (a
  // page importing from it would wait on the entry that waits on the page), so the bundler split
  // everything the entry shares with pages into chunks of their own: 41 files on a first visit to
  // home, 30 since (and 3.4 KiB less gzip, each file costing its own imports and exports).
  async function renderApp() {
    const [i18n] = await Promise.all([createI18n(locale), stylesheetsLoaded(), sessionReady]);
    // The boot frame (with its real picture) stays up while the opened page's code, its first data
    // and the frame's picture arrive, for at most a second more: the first render then draws the page itself over
    // the frame instead of a blank page, then a skeleton, then the page. A slow network gets the
    // page's own loader and skeleton after that second, as before.
    await Promise.race([
      Promise.all([pageReady, homeReady, bootPicturePainted, openingRequests]),
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
  }
  void renderApp();

  // The other pages' loaders come with the shopper's first touch or key, ahead of the navigation it
  // probably starts, so that navigation waits for one chunk, not two.
  for (const type of ['pointerdown', 'keydown'] as const)
    window.addEventListener(type, () => void loadPageLoaders().catch(() => undefined), {
      once: true,
      passive: true,
    });
}
