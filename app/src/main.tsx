import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shop/ui/fonts';
import '@shop/ui/theme';
import { App } from './App';
import { applyDocumentLanguage, createI18n } from './i18n';
import { startupLocale } from './i18n/startupLocale';
import { PATHS } from './routes/paths';
import { routeByPath } from './routes/routeTable';

const locale = startupLocale();
applyDocumentLanguage(locale);
// The opened page's chunk downloads alongside the dictionary instead of after the first render.
const openedPath = window.location.hash.slice(1).split('?')[0] || '/';
void routeByPath(openedPath === '/' ? PATHS.home : openedPath)?.load();
const i18n = await createI18n(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
