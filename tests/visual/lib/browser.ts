import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CONTEXT_OPTIONS, FREEZE_SCRIPT, FROZEN_NOW, PLAY_ERRORS_SCRIPT, VIEWPORT } from './freeze';
import type { ProbeResult } from './probe-types';
import { toastsThatLeave, type StoryInfo } from './stories';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/lib/chromium/chromium';
/** A story that has not settled by then is reported as an error, not waited for forever. */
const STORY_TIMEOUT_MS = 30_000;
/** Taller stories are cut here: the image budget matters more than the bottom of a long list. */
export const MAX_HEIGHT = 3 * VIEWPORT.height;

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** One isolated browser context per worker, frozen in time and look. */
export async function newWorkerPage(browser: Browser, probe: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(CONTEXT_OPTIONS);
  await context.clock.setFixedTime(FROZEN_NOW);
  await context.addInitScript({ content: FREEZE_SCRIPT });
  await context.addInitScript({ content: PLAY_ERRORS_SCRIPT });
  await context.addInitScript({ content: probe });
  const page = await context.newPage();
  return { context, page };
}

export function storyUrl(origin: string, storyId: string, locale: string): string {
  // a11y.manual: axe already runs on every story in the stories-en/ar test projects; running it
  // again here would only slow the run down.
  return `${origin}/iframe.html?id=${encodeURIComponent(storyId)}&viewMode=story&globals=locale:${locale};a11y.manual:!true`;
}

/** Reads every story's id, title and visual-related parameters from the preview itself. */
export async function discoverStories(page: Page, origin: string): Promise<StoryInfo[]> {
  await page.goto(`${origin}/iframe.html`);
  await page.waitForFunction(() => Boolean((window as StorybookWindow).__STORYBOOK_PREVIEW__?.storyStoreValue), null, {
    timeout: STORY_TIMEOUT_MS,
  });
  const found = await page.evaluate(async () => {
    const preview = (window as StorybookWindow).__STORYBOOK_PREVIEW__!;
    const stories = await preview.extract();
    return Object.values(stories).map((s) => {
      const modes = s.parameters.chromatic?.modes ?? {};
      return {
        id: s.id,
        title: s.title,
        name: s.name,
        visual: s.parameters.visual ?? {},
        chromaticLocales: Object.values(modes)
          .map((m) => m?.locale)
          .filter((l): l is string => typeof l === 'string'),
        chromaticDisabled: s.parameters.chromatic?.disableSnapshot === true,
        screen: s.parameters.screen ? { toastDuration: s.parameters.screen.toastDuration } : undefined,
      };
    });
  });
  // Worked out here: the page has only the parameters, not this module.
  return found.map(({ screen, ...story }) => ({ ...story, toastsThatLeave: toastsThatLeave(screen) }));
}

export interface Shot {
  png: Buffer | null;
  probe: ProbeResult;
  /** Milliseconds spent loading the page, rendering and playing, settling and probing, shooting. */
  ms: { load: number; render: number; probe: number; shot: number };
}

/**
 * Shows a story in another locale without reloading the page: sets the `locale` global and remounts
 * the story, which runs its loaders (the dictionary), beforeEach (MSW handlers, the clock) and
 * play function again, as a fresh load would. Returns false when the page is not showing that story
 * (then the caller loads it afresh).
 */
async function switchLocale(page: Page, storyId: string, locale: string): Promise<boolean> {
  return page.evaluate(
    ({ storyId, locale }) => {
      const w = window as StorybookWindow;
      const preview = w.__STORYBOOK_PREVIEW__;
      const channel = w.__STORYBOOK_ADDONS_CHANNEL__;
      const store = preview?.storyStoreValue as { userGlobals?: { update(g: Record<string, string>): void } } | undefined;
      if (!preview || !channel || !store?.userGlobals || (preview.currentRender as { id?: string } | undefined)?.id !== storyId) return false;
      if (document.body.classList.contains('sb-show-errordisplay')) return false;
      w.__visualFinished = false;
      w.__visualPlayErrors?.splice(0);
      channel.once('storyFinished', () => {
        w.__visualFinished = true;
      });
      // Updated in the store directly: going through the channel would also re-render once without
      // the play function, for nothing.
      store.userGlobals.update({ locale });
      window.scrollTo(0, 0);
      channel.emit('forceRemount', { storyId });
      return true;
    },
    { storyId, locale },
  );
}

/**
 * Shows one story in one locale, waits until Storybook has rendered it and run its play function,
 * lets fonts and images settle, then probes and photographs it. With `reuse`, a page already showing
 * the story switches locale in place (much cheaper than loading Storybook again); otherwise, or if
 * that is not possible, the story is loaded in a fresh document.
 */
export async function captureShot(page: Page, origin: string, storyId: string, locale: string, reuse = false): Promise<Shot> {
  const ms = { load: 0, render: 0, probe: 0, shot: 0 };
  let mark = Date.now();
  const lap = (phase: keyof typeof ms) => {
    ms[phase] = Date.now() - mark;
    mark = Date.now();
  };
  const switched = reuse && (await switchLocale(page, storyId, locale));
  if (!switched) {
    // A fresh document must not see what the previous story left in storage.
    await page.evaluate(() => {
      try {
        localStorage.clear();
        sessionStorage.clear();
      } catch {
        // about:blank has no storage
      }
    });
    await page.goto(storyUrl(origin, storyId, locale), { waitUntil: 'domcontentloaded' });
  }
  lap('load');
  try {
    await page.waitForFunction(
      (switched) => {
        const w = window as StorybookWindow;
        const done = switched ? w.__visualFinished === true : w.__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished';
        return (
          done ||
          document.body?.classList.contains('sb-show-errordisplay') ||
          document.body?.classList.contains('sb-show-nopreview')
        );
      },
      switched,
      { timeout: STORY_TIMEOUT_MS, polling: 50 },
    );
  } catch {
    const error = `did not finish rendering within ${STORY_TIMEOUT_MS / 1000}s`;
    return { png: null, probe: { error, region: { left: 0, top: 0, right: 0, bottom: 0 }, overflow: [] }, ms };
  }
  lap('render');
  const probe = await withTimeout(
    page.evaluate(() => (window as StorybookWindow).__visualProbe!.probe()),
    STORY_TIMEOUT_MS,
    `did not settle (fonts, images) within ${STORY_TIMEOUT_MS / 1000}s`,
  );
  lap('probe');
  const height = Math.min(Math.max(probe.region.bottom, 1), MAX_HEIGHT);
  const png = await page.screenshot({
    clip: { x: 0, y: 0, width: VIEWPORT.width, height },
    fullPage: height > VIEWPORT.height,
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    type: 'png',
  });
  lap('shot');
  return { png, probe, ms };
}

function withTimeout<T>(promise: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(message)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The few internals of Storybook's preview and our probe the run reads. */
interface StorybookWindow extends Window {
  __STORYBOOK_PREVIEW__?: {
    storyStoreValue?: unknown;
    currentRender?: { phase?: string };
    extract(): Promise<
      Record<
        string,
        {
          id: string;
          title: string;
          name: string;
          parameters: {
            visual?: StoryInfo['visual'];
            screen?: Parameters<typeof toastsThatLeave>[0];
            chromatic?: { modes?: Record<string, { locale?: unknown } | null>; disableSnapshot?: boolean };
          };
        }
      >
    >;
  };
  __STORYBOOK_ADDONS_CHANNEL__?: {
    emit(event: string, ...args: unknown[]): void;
    once(event: string, listener: (...args: unknown[]) => void): void;
  };
  __visualProbe?: { probe(): Promise<ProbeResult> };
  __visualFinished?: boolean;
  __visualPlayErrors?: string[];
}
