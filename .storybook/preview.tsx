import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import MockDate from 'mockdate';
import { configure } from 'storybook/test';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider } from 'react-aria-components';
import type { i18n } from 'i18next';
import '@shop/ui/fonts/all';
import '@shop/ui/theme';
import { handlers, resetMockState } from '@shop/api/mocks';
import { preloadLoadingCover } from '@shop/ui';
import { applyDocumentLanguage, createI18n } from '../app/src/i18n';
import { clearGuestCart } from '../app/src/features/cart/guestCart';
import { preloadSessionMachine } from '../app/src/session/sessionMachineLoader';
import { preloadCartCount } from '../app/src/shell/cartCountLoader';
import { preloadChatUnread } from '../app/src/features/chat/chatUnreadLoader';
import { resetStoryChat } from '../app/src/storybook/storyChat';
import { withScreen } from '../app/src/storybook/withScreen';
import { STORY_LOCALES, TOOLBAR_TITLES } from './locales';
import { reviewModes } from './modes';

/** Stories see this instant as "now", so time-ago labels and countdowns never change. */
export const STORY_NOW = new Date('2026-11-20T10:00:00Z');

// Story tests run the whole suite once per locale project (en, ar); see vitest.config.ts.
// Testing Library gives findBy*/waitFor one second of wall clock by default; a loaded two-core CI
// runner rendering stories in two locales at once can spend that before React commits, and the
// failure then reads like a real one (CI went red on Picker/Open this way). Five seconds is still
// far inside the test timeout, so a genuinely missing element fails, only later.
configure({ asyncUtilTimeout: 5000 });

const defaultLocale = globalThis.__STORY_LOCALE__ ?? 'en';

const i18nByLocale = new Map<string, Promise<i18n>>();
const i18nLoader: Loader = async ({ globals }) => {
  const locale = String(globals.locale ?? defaultLocale);
  if (!i18nByLocale.has(locale)) i18nByLocale.set(locale, createI18n(locale));
  return { i18n: await i18nByLocale.get(locale) };
};

const withLocale: Decorator = (Story, { loaded, globals }) => {
  const locale = String(globals.locale ?? defaultLocale);
  const instance = loaded.i18n as i18n;
  applyDocumentLanguage(locale);
  return (
    <I18nextProvider i18n={instance}>
      <I18nProvider locale={locale === 'pseudo' ? 'en' : locale}>
        <Story />
      </I18nProvider>
    </I18nextProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [
    mswLoader(async () => {
      // The whole contract, mocked: every story's default data; stories add named scenarios.
      const worker = setupWorker(...handlers);
      await worker.start({
        serviceWorker: { url: './mockServiceWorker.js' },
        onUnhandledRequest: 'bypass',
        quiet: true,
      });
      return worker;
    }),
    i18nLoader,
    // Stories show the steady state: the loading cover's code in, as after the app's first request,
    // the session machine running, as after a sign-in screen was opened, and the tab bar's
    // signed-in counts (cart, unread chat) in, as the app loads them with a stored session.
    async () => {
      await Promise.all([preloadLoadingCover(), preloadSessionMachine(), preloadCartCount(), preloadChatUnread()]);
      return {};
    },
  ],
  // Order matters: the last decorator is the outermost, so the locale wraps the screen.
  decorators: [withScreen, withLocale],
  beforeEach() {
    MockDate.set(STORY_NOW);
    resetMockState();
    // A visitor's cart lives in localStorage, which outlives a story: each starts without one.
    clearGuestCart();
    // The chat's push channel: a fake server per story, never a real socket (storyChat.ts).
    resetStoryChat();
    return () => MockDate.reset();
  },
  globalTypes: {
    locale: {
      description: 'Language of the story (Arabic is right-to-left)',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: STORY_LOCALES.map((value) => ({ value, title: TOOLBAR_TITLES[value] ?? value })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: defaultLocale,
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: {
      test: 'error',
      // react-aria's live announcer (a visually hidden region it owns) says "busy"/"done" for a
      // pending button by pointing aria-labelledby at that button; when the button's press leads
      // to another screen the announcement briefly points at nothing and axe flags role-img-alt.
      // It is the library's transient node, not our markup.
      context: { exclude: ['[data-live-announcer]'] },
    },
    viewport: {
      options: {
        phone: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        small: { name: 'Phone 375', styles: { width: '375px', height: '667px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    chromatic: { modes: reviewModes },
    options: {
      // The reading order of the sidebar: what this is, the tokens, the parts, the flows, the screens.
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          ['Colour', 'Type', 'Spacing', 'Radii', 'Elevation', 'Icons', 'Motion'],
          'Kit',
          'Machines',
          'Screens',
        ],
      },
    },
  },
};

export default preview;
