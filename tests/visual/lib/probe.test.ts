import { describe, expect, it } from 'vitest';
import { isCompoundJoint, isLongToken } from './probe';
import { useProbePage } from './probe-page';
import type { OverflowFinding, Rect } from './probe-types';
import { PLAY_ERRORS_SCRIPT } from './freeze';

// The probe runs in real Chromium: layout is what it measures, so a fake DOM could not test it.
const probePage = useProbePage();

const BASE = 'body { margin: 0; font: 16px/20px sans-serif; } .box { width: 100px; }';

async function overflowOf(story: string, extra = ''): Promise<OverflowFinding[]> {
  const page = probePage();
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
    const page = probePage();
    await page.setContent(
      `<html><head><style>${BASE}</style></head><body><div id="storybook-root"></div><div role="dialog"><div class="box" style="overflow:hidden;white-space:nowrap">Bestellung wirklich stornieren?</div></div></body></html>`,
    );
    const found = await page.evaluate(() => (window as unknown as { __visualProbe: { findOverflow(): OverflowFinding[] } }).__visualProbe.findOverflow());
    expect(found).toEqual([expect.objectContaining({ kind: 'clipped', path: 'portal:nth(1) > div:nth-child(1)' })]);
  });
});

describe('findOverflow: broken words', () => {
  it('finds a word laid out on two lines, with the word and its element', async () => {
    // overflow-wrap:anywhere lets a flex item shrink below its longest word: "Zu versende / n".
    const found = await overflowOf(
      '<div style="display:flex;width:70px"><span style="overflow-wrap:anywhere">Zu versenden</span></div>',
    );
    expect(found).toEqual([
      expect.objectContaining({ kind: 'broken-word', text: 'versenden', path: '#storybook-root > div:nth-child(1) > span:nth-child(1)' }),
    ]);
  });

  it('sees the two lines in a line height tighter than the font, where their glyph areas overlap', async () => {
    const found = await overflowOf(
      '<div style="display:flex;width:70px;line-height:0.9"><span style="overflow-wrap:anywhere">Zu versenden</span></div>',
    );
    expect(found).toEqual([expect.objectContaining({ kind: 'broken-word', text: 'versenden' })]);
  });

  it('finds nothing when the same label keeps its words whole and wraps between them', async () => {
    expect(await overflowOf('<div style="display:flex;width:90px"><span>Zu versenden</span></div>')).toEqual([]);
    expect(await overflowOf('<div style="width:90px">Zu versenden und abholen</div>')).toEqual([]);
  });

  it('segments by the language of the text: a Japanese word split inside, but not between words', async () => {
    const ja = (style: string) =>
      overflowOf(`<div lang="ja" style="width:30px;${style}">カートに入れる</div>`);
    // The machine has no Japanese font: each glyph is a 5.8px box, five to a 30px line, so
    // "カートに入 / れる" unless phrases are kept whole.
    expect(await ja('')).toEqual([expect.objectContaining({ kind: 'broken-word', text: '入れる' })]);
    expect(await ja('word-break:auto-phrase')).toEqual([]);
  });

  it('excuses machine tokens (numbers, hashes, addresses) and text marked data-truncate', async () => {
    const narrow = 'style="width:60px;overflow-wrap:anywhere"';
    expect(await overflowOf(`<div ${narrow}>0x7f3a9b2c4d5e6f70</div><p ${narrow}>shop@example.com</p>`)).toEqual([]);
    expect(await overflowOf(`<div data-truncate ${narrow}>Bestellbestätigung</div>`)).toEqual([]);
    expect((await overflowOf(`<div ${narrow}>Bestellbestätigung</div>`)).map((f) => f.kind)).toEqual(['broken-word']);
  });
});

describe('isLongToken', () => {
  const token = (text: string, word: string) => isLongToken(text, text.indexOf(word), text.indexOf(word) + word.length);
  it('takes numbers, hashes, e-mail addresses and URLs for tokens', () => {
    expect(token('Order SO20261120A7', 'SO20261120A7')).toBe(true);
    expect(token('Write to shop@example.com today', 'example')).toBe(true);
    expect(token('See https://shop.example/help', 'shop')).toBe(true);
  });
  it('takes words of language for words, with or without letters beyond ASCII', () => {
    expect(token('Zu versenden', 'versenden')).toBe(false);
    expect(token('Bestätigungscode senden', 'Bestätigungscode')).toBe(false);
    expect(token('Completed.', 'Completed')).toBe(false);
    expect(token('カートに入れる', '入れる')).toBe(false);
  });
});

describe('isCompoundJoint', () => {
  it('excuses a Japanese or Chinese compound split between two dictionary words', () => {
    expect(isCompoundJoint('もう一度', 2, 'ja')).toBe(true);
  });
  it('does not excuse a word cut off a character, nor any break in a spaced language', () => {
    expect(isCompoundJoint('入れる', 2, 'ja')).toBe(false);
    expect(isCompoundJoint('待ち', 1, 'ja')).toBe(false);
    expect(isCompoundJoint('アップロード', 5, 'ja')).toBe(false);
    expect(isCompoundJoint('Warenkorb', 5, 'de')).toBe(false);
  });
});

describe('region', () => {
  it('spans the viewport width and reaches the lowest part of the story or an overlay', async () => {
    const page = probePage();
    await page.setContent(
      `<html><head><style>${BASE}</style></head><body><div id="storybook-root"><p style="height:50px">a</p></div><div style="position:fixed;top:300px;height:40px">sheet</div></body></html>`,
    );
    const region = await page.evaluate(() => (window as unknown as { __visualProbe: { region(): Rect } }).__visualProbe.region());
    expect(region).toEqual({ left: 0, top: 0, right: 390, bottom: 340 });
  });
});

describe('shownToasts', () => {
  const shown = async (hosts: string) => {
    const page = probePage();
    await page.setContent(`<html><body><div id="storybook-root"></div>${hosts}</body></html>`);
    return page.evaluate(() => (window as unknown as { __visualProbe: { shownToasts(): string[] } }).__visualProbe.shownToasts());
  };
  const hosts = (status: string, alert = '') => `<div role="status" aria-live="polite">${status}</div><div role="alert">${alert}</div>`;

  it('names the type of each success, info or error toast in the kit hosts', async () => {
    expect(await shown(hosts('<div data-type="success"><span>Saved</span></div>'))).toEqual(['success']);
    expect(await shown(hosts('<div data-type="info"><span>Copied</span></div>'))).toEqual(['info']);
    expect(await shown(hosts('', '<div data-type="error"><span>No network</span></div>'))).toEqual(['error']);
  });

  it('does not count empty hosts or a loader, which stays until code hides it', async () => {
    expect(await shown(hosts(''))).toEqual([]);
    expect(await shown(hosts('<div data-type="loading"><span>Loading</span></div>'))).toEqual([]);
  });
});

describe('storyError: a failed play function', () => {
  it("reports the failure Storybook announces on its channel, which leaves no error display", async () => {
    const page = probePage();
    await page.setContent('<html><body><div id="storybook-root">a story</div></body></html>');
    await page.addScriptTag({ content: PLAY_ERRORS_SCRIPT });
    const error = await page.evaluate(() => {
      const listeners = new Map<string, (payload: unknown) => void>();
      const channel = { on: (event: string, listener: (payload: unknown) => void) => listeners.set(event, listener) };
      const w = window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: unknown; __visualProbe: { storyError(): string | null } };
      w.__STORYBOOK_ADDONS_CHANNEL__ = channel;
      const before = w.__visualProbe.storyError();
      listeners.get('playFunctionThrewException')!({ name: 'TestingLibraryElementError', message: 'Unable to find role="radio"' });
      return { before, after: w.__visualProbe.storyError() };
    });
    expect(error.before).toBeNull();
    expect(error.after).toBe('the play function failed: Unable to find role="radio"');
  });
});
