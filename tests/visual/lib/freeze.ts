/**
 * Everything that makes two runs on the same commit give the same pixels, applied to every page
 * before the story's own scripts run.
 */

/** The instant stories treat as now (the same as STORY_NOW in .storybook/preview.tsx). */
export const FROZEN_NOW = new Date('2026-11-20T10:00:00Z');

export const VIEWPORT = { width: 390, height: 844 } as const;

/** Browser context settings: a phone-sized, light, reduced-motion, UTC page at scale 1. */
export const CONTEXT_OPTIONS = {
  viewport: VIEWPORT,
  deviceScaleFactor: 1,
  timezoneId: 'UTC',
  locale: 'en-US',
  reducedMotion: 'reduce',
  colorScheme: 'light',
  serviceWorkers: 'allow',
} as const;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--hide-scrollbars',
  '--font-render-hinting=none',
  '--disable-lcd-text',
  '--force-color-profile=srgb',
];

/**
 * Animations jump to their end (duration 0 still fires animationend, so components that wait for
 * it carry on), transitions are instant, and the text caret is invisible.
 */
export const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * Init script: a seeded Math.random (generated ids and anything "random" repeat run after run), and
 * the freezing stylesheet as soon as the document exists.
 */
export const FREEZE_SCRIPT = `(() => {
  let seed = 0x2f6b3a91;
  Math.random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const style = document.createElement('style');
  style.setAttribute('data-visual-freeze', '');
  style.textContent = ${JSON.stringify(FREEZE_CSS)};
  const add = () => (document.head ?? document.documentElement).appendChild(style);
  if (document.documentElement) add();
  else document.addEventListener('readystatechange', add, { once: true });
})();`;

/**
 * Keeps the play-function failures Storybook announces on its channel in `__visualPlayErrors`.
 * Storybook's test setup (`throwPlayFunctionExceptions: false`) keeps them off the error display and
 * still calls the story finished, so without this a locale whose play failed (only English and
 * Arabic run as tests) would be photographed as if it had passed.
 */
export const PLAY_ERRORS_SCRIPT = `(() => {
  const errors = [];
  const text = (error) => String((error && (error.message || error.name)) || error).slice(0, 600);
  let channel;
  Object.defineProperty(globalThis, '__visualPlayErrors', { value: errors });
  Object.defineProperty(globalThis, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next) => {
      channel = next;
      if (!next || next.__visualWatched) return;
      next.__visualWatched = true;
      next.on('playFunctionThrewException', (error) => errors.push(text(error)));
      next.on('unhandledErrorsWhilePlaying', (list) => errors.push(...(list || []).map(text)));
    },
  });
})();`;
