import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launch } from './browser';
import { CONTEXT_OPTIONS } from './freeze';
import { probeScript } from './probe-bundle';

/**
 * A Chromium page with the probe loaded, for the probe's own tests: layout and bidi paragraphs are
 * what the browser makes of the CSS, so a fake DOM could not test them. Call at a suite's top level;
 * the returned function gives the page once `beforeAll` has run.
 */
export function useProbePage(): () => Page {
  let browser: Browser | undefined;
  let page: Page | undefined;
  beforeAll(async () => {
    browser = await launch();
    const context = await browser.newContext(CONTEXT_OPTIONS);
    await context.addInitScript({ content: await probeScript() });
    page = await context.newPage();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!page) throw new Error('the probe page is not open yet (use it inside a test)');
    return page;
  };
}
