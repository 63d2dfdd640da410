import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@shop/ui/fonts';
import '@shop/ui/theme';
import { App } from './App';
import { applyDocumentLanguage, createI18n } from './i18n';
import { startupLocale } from './i18n/startupLocale';

const locale = startupLocale();
applyDocumentLanguage(locale);
const i18n = await createI18n(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App i18n={i18n} />
  </StrictMode>,
);
