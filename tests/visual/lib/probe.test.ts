import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch } from './browser';
import { CONTEXT_OPTIONS } from './freeze';
import { probeScript } from './probe-bundle';
import type { OverflowFinding, Rect } from './probe-types';

// The probe runs in real Chromium: layout is what it measures, so a fake DOM could not test it.
let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launch();
  const context = await browser.newContext(CONTEXT_OPTIONS);
  await context.addInitScript({ content: await probeScript() });
  page = await context.newPage();
});
afterAll(() => browser?.close());

const BASE = 'body { margin: 0; font: 16px/20px sans-serif; } .box { width: 100px; }';

async function overflowOf(story: string, extra = ''): Promise<OverflowFinding[]> {
  await page.setContent(`<html><head><style>${BASE}${extra}</style></head><body><div id="storybook-root">${story}</div></body></html>`);
  return page.evaluate(() => (window as unknown as { __visualProbe: { findOverflow(): OverflowFinding[] } }).__visualProbe.findOverflow());
}

describe('findOverflow', () => {
  it('finds nothing when text fits or wraps inside its box', async () => {
    expect(await overflowOf('<div class="box">Add to cart, then pay with your wallet balance</div>')).toEqual([]);
  });

  it('finds text cut by a box with overflow hidden, with its text and element', async () => {
    const found = await overflowOf('<div class="box" style="overflow:hidden;white-space:nowrap"><span>In den Warenkorb legen</span></div>');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      kind: 'clipped',
      text: 'In den Warenkorb legen',
      path: '#storybook-root > div:nth-child(1) > span:nth-child(1)',
    });
    expect(found[0]!.by).toBeGreaterThan(20);
  });

  it('treats an ellipsis as clipping unless the element is marked data-truncate', async () => {
    const ellipsis = 'overflow:hidden;white-space:nowrap;text-overflow:ellipsis';
    expect(await overflowOf(`<p class="box" style="${ellipsis}">Zahlungspasswort vergessen</p>`)).toHaveLength(1);
    expect(await overflowOf(`<p class="box" style="${ellipsis}" data-truncate>Zahlungspasswort vergessen</p>`)).toEqual([]);
    expect(await overflowOf(`<div data-truncate><p class="box" style="${ellipsis}">Zahlungspasswort vergessen</p></div>`)).toEqual([]);
  });

  it('finds text that wraps past a fixed height, and an unbreakable word past a fixed width', async () => {
    const tall = await overflowOf('<div class="box" style="height:20px">Kundendienst kontaktieren und fragen</div>');
    expect(tall.map((f) => f.kind)).toEqual(['spills']);
    const wide = await overflowOf('<div class="box">Zahlungspasswortänderung</div>');
    expect(wide.map((f) => f.kind)).toEqual(['spills']);
  });

  it('does not count text a line height taller font pokes past by its own ascent', async () => {
    // The content area (font ascent + descent) is taller than a 12px line box; the box fits the lines.
    expect(await overflowOf('<div style="font-size:16px;line-height:12px;height:24px">สวัสดี<br>ครับ</div>')).toEqual([]);
  });

  it('leaves scroll containers and visually hidden text alone', async () => {
    const scroller = '<div class="box" style="height:20px;overflow:auto">Eins zwei drei vier fünf sechs sieben</div>';
    const srOnly =
      '<span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">3 Artikel im Warenkorb</span>';
    expect(await overflowOf(scroller + srOnly)).toEqual([]);
  });

  it('finds text pushed past the edge of the phone screen', async () => {
    const found = await overflowOf('<div style="width:600px">Very long line that does not wrap because its box is far wider than the phone</div>');
    expect(found.map((f) => f.kind)).toEqual(['offscreen']);
  });

  it('finds a placeholder wider than its input', async () => {
    const found = await overflowOf('<label>Code <input style="width:60px" placeholder="Bestätigungscode eingeben"></label>');
    expect(found).toEqual([expect.objectContaining({ kind: 'placeholder', text: 'Bestätigungscode eingeben' })]);
  });

  it('finds overflow in portalled overlays too', async () => {
    await page.setContent(
      `<html><head><style>${BASE}</style></head><body><div id="storybook-root"></div><div role="dialog"><div class="box" style="overflow:hidden;white-space:nowrap">Bestellung wirklich stornieren?</div></div></body></html>`,
    );
    const found = await page.evaluate(() => (window as unknown as { __visualProbe: { findOverflow(): OverflowFinding[] } }).__visualProbe.findOverflow());
    expect(found).toEqual([expect.objectContaining({ kind: 'clipped', path: 'portal:nth(1) > div:nth-child(1)' })]);
  });
});

describe('region', () => {
  it('spans the viewport width and reaches the lowest part of the story or an overlay', async () => {
    await page.setContent(
      `<html><head><style>${BASE}</style></head><body><div id="storybook-root"><p style="height:50px">a</p></div><div style="position:fixed;top:300px;height:40px">sheet</div></body></html>`,
    );
    const region = await page.evaluate(() => (window as unknown as { __visualProbe: { region(): Rect } }).__visualProbe.region());
    expect(region).toEqual({ left: 0, top: 0, right: 390, bottom: 340 });
  });
});
