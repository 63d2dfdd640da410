import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captchaSvg } from '../../../packages/api/src/mocks/images';
import { VISUAL_DIR } from './baselines';
import { launch } from './browser';
import {
  baseFamily,
  decodeDataUrl,
  fontChecker,
  fontFaceFamilies,
  isShippedFont,
  judgeFonts,
  judgeSvgImages,
  shippedFontFamilies,
  svgText,
  type FontFinding,
} from './fonts';
import { CONTEXT_OPTIONS } from './freeze';
import { probeScript } from './probe-bundle';

const UI_DIR = path.resolve(VISUAL_DIR, '../../packages/ui');
const SHIPPED = new Set(['Noto Sans', 'Noto Sans Arabic', 'Noto Sans JP']);
const svgData = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The mock captcha as it was: its text in `monospace`, a different font on every machine. */
const OLD_CAPTCHA =
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="44" viewBox="0 0 120 44"><rect width="120" height="44" fill="#F6F6F6"/><path d="M4 30 C30 10 60 40 116 14" stroke="#C8C8C8" fill="none"/><text x="60" y="30" font-family="monospace" font-size="24" text-anchor="middle" fill="#333">K7Q2</text></svg>';

describe('shipped font families', () => {
  it('reads the families the kit font packages declare, as the font files name them', () => {
    const shipped = shippedFontFamilies(UI_DIR);
    for (const family of [
      'Noto Sans',
      'Noto Sans Arabic',
      'Noto Sans Thai',
      'Noto Sans Devanagari',
      'Noto Sans JP',
      'Noto Sans KR',
      'Noto Sans SC',
      'Noto Sans TC',
    ]) {
      expect(shipped).toContain(family);
    }
    expect(shipped).not.toContain('Noto Sans Variable');
  });

  it('takes the family of every @font-face rule, without the Variable suffix', () => {
    const css = `@font-face { font-family: 'Noto Sans Variable'; src: url(a.woff2); }\n@font-face{font-family:"Inter";src:url(b.woff2)}\n.x { font-family: 'Not A Face'; }`;
    expect(fontFaceFamilies(css)).toEqual(['Noto Sans', 'Inter']);
  });

  it('reads a variable font default instance as its family', () => {
    expect(baseFamily('Noto Sans JP Thin')).toBe('Noto Sans JP');
    expect(baseFamily('Noto Sans Extra Light Italic')).toBe('Noto Sans');
    expect(baseFamily('Noto Sans')).toBe('Noto Sans');
  });

  it('passes a web font of a shipped family only: a system font of the same name fails', () => {
    expect(
      isShippedFont(
        { familyName: 'Noto Sans JP Thin', isCustomFont: true, glyphCount: 3 },
        SHIPPED,
      ),
    ).toBe(true);
    expect(
      isShippedFont({ familyName: 'Noto Sans', isCustomFont: false, glyphCount: 3 }, SHIPPED),
    ).toBe(false);
    expect(
      isShippedFont({ familyName: 'Nunito Sans', isCustomFont: true, glyphCount: 3 }, SHIPPED),
    ).toBe(false);
  });
});

describe('judgeFonts', () => {
  it('names the story, locale, text, element and the font that is not shipped', () => {
    const findings = judgeFonts(
      'kit-badge--count',
      'th',
      [
        {
          path: '#storybook-root > span:nth-child(1)',
          text: 'ตะกร้า',
          fonts: [{ familyName: 'Noto Sans Thai', isCustomFont: true, glyphCount: 6 }],
        },
        {
          path: '#storybook-root > span:nth-child(2)',
          text: '★ 4.5',
          fonts: [
            { familyName: 'Noto Sans', isCustomFont: true, glyphCount: 4 },
            {
              familyName: 'DejaVu Sans',
              postScriptName: 'DejaVuSans',
              isCustomFont: false,
              glyphCount: 1,
            },
          ],
        },
      ],
      new Set(['Noto Sans', 'Noto Sans Thai']),
    );
    expect(findings).toEqual<FontFinding[]>([
      {
        storyId: 'kit-badge--count',
        locale: 'th',
        kind: 'fallback',
        text: '★ 4.5',
        font: 'DejaVu Sans (DejaVuSans), a font of this machine',
        where: '#storybook-root > span:nth-child(2)',
      },
    ]);
  });

  it('ignores a font that drew no glyphs', () => {
    const texts = [
      {
        path: 'p',
        text: 'x',
        fonts: [{ familyName: 'DejaVu Sans', isCustomFont: false, glyphCount: 0 }],
      },
    ];
    expect(judgeFonts('s', 'en', texts, SHIPPED)).toEqual([]);
  });
});

describe('SVG images', () => {
  it('finds text in an SVG and the font it asks for', () => {
    expect(svgText(OLD_CAPTCHA)).toEqual({
      text: 'K7Q2',
      font: 'monospace (inside an SVG image, resolved by the machine)',
    });
    expect(
      svgText(
        '<svg><text style="font-family: serif; font-size: 3px"><tspan>a</tspan> b</text></svg>',
      )?.text,
    ).toBe('a b');
    expect(svgText('<svg><foreignObject><div>Hi</div></foreignObject></svg>')?.text).toBe('Hi');
  });

  it('passes an SVG drawn with paths only, like the mock captcha now', () => {
    expect(svgText(captchaSvg())).toBeNull();
    expect(svgText('<svg><path d="M0 0 L1 1"/><!-- context text --></svg>')).toBeNull();
  });

  it('decodes percent-encoded and base64 data URLs', () => {
    expect(decodeDataUrl(svgData('<svg>é</svg>'))).toEqual({
      type: 'image/svg+xml',
      body: '<svg>é</svg>',
    });
    expect(
      decodeDataUrl(`data:image/svg+xml;base64,${Buffer.from('<svg/>').toString('base64')}`),
    ).toEqual({
      type: 'image/svg+xml',
      body: '<svg/>',
    });
    expect(decodeDataUrl('http://127.0.0.1/a.svg')).toBeNull();
  });

  it('fails each SVG image with text, naming the image', () => {
    const findings = judgeSvgImages('screens-login-log-in--captcha-required', 'ar', [
      { src: 'http://127.0.0.1:6006/api/login/captcha?captchaId=x', svg: OLD_CAPTCHA },
      { src: 'http://127.0.0.1:6006/p.png', svg: null },
      { src: svgData(captchaSvg()), svg: captchaSvg() },
    ]);
    expect(findings).toEqual([
      expect.objectContaining({
        kind: 'svg-text',
        text: 'K7Q2',
        where: 'SVG image http://127.0.0.1:6006/api/login/captcha?captchaId=x',
      }),
    ]);
  });
});

// The page side in real Chromium: which font drew a glyph is only known after layout.
describe('the check in Chromium', () => {
  const ORIGIN = 'http://visual.test';
  const notoLatin = fs.readFileSync(
    path.join(
      UI_DIR,
      'node_modules/@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2',
    ),
  );
  const STYLE = `@font-face { font-family: 'Noto Sans Variable'; font-weight: 100 900; src: url(data:font/woff2;base64,${notoLatin.toString('base64')}) format('woff2-variations'); }
body { margin: 0; font: 16px 'Noto Sans Variable', sans-serif; } button, input { font: inherit; }`;
  let browser: Browser;
  let page: Page;
  let check: Awaited<ReturnType<typeof fontChecker>>;
  let show: (story: string) => Promise<void>;

  beforeAll(async () => {
    browser = await launch();
    const context = await browser.newContext(CONTEXT_OPTIONS);
    await context.addInitScript({ content: await probeScript() });
    page = await context.newPage();
    let body = '';
    await page.route(`${ORIGIN}/**`, (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === '/captcha')
        return route.fulfill({ contentType: 'image/svg+xml', body: OLD_CAPTCHA });
      return route.fulfill({ contentType: 'text/html', body });
    });
    page.setDefaultTimeout(20_000);
    check = await fontChecker(page, shippedFontFamilies(UI_DIR));
    show = async (story: string) => {
      body = `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head><body><div id="storybook-root">${story}</div></body></html>`;
      await page.goto(`${ORIGIN}/`);
      await page.evaluate(async () => {
        await document.fonts.ready;
        await Promise.all(
          Array.from(document.images).map((img) => img.decode().catch(() => undefined)),
        );
      });
    };
  });
  afterAll(() => browser?.close());

  it('passes text drawn with a shipped web font, and SVG images drawn with paths', async () => {
    await show(
      `<button>Pay now</button><p>Sign in <b>again</b></p><img alt="captcha" src="${svgData(captchaSvg())}">`,
    );
    expect(await check('s', 'en')).toEqual([]);
  });

  it('fails text that falls back to a machine font, naming text, font and element', async () => {
    await show('<p>Sign in</p><p><span style="font-family: monospace">K7Q2</span></p>');
    const findings = await check('s', 'en');
    expect(findings).toEqual([
      expect.objectContaining({
        kind: 'fallback',
        text: 'K7Q2',
        where: '#storybook-root > p:nth-child(2) > span:nth-child(1)',
      }),
    ]);
    expect(findings[0]!.font).toMatch(/a font of this machine$/);
  });

  it('sees glyphs the shipped font lacks, input values, placeholders and ::before content', async () => {
    await show(
      `<style>.star::before { content: "\\2605"; }</style><p>Rating ☎</p><input value="typed" style="font-family: monospace"><input placeholder="holder" style="font-family: serif"><i class="star"></i>`,
    );
    const findings = await check('s', 'en');
    expect(findings.map((f) => f.text)).toEqual(['Rating ☎', 'typed', 'holder', '★']);
  });

  it('catches the old mock captcha, as a data: URL and as the mock URL', async () => {
    await show(`<img alt="a" src="${svgData(OLD_CAPTCHA)}"><img alt="b" src="/captcha">`);
    const findings = await check('screens-login-log-in--captcha-required', 'en');
    expect(
      findings.map((f) => [f.kind, f.text, f.where.startsWith('SVG image data:') || f.where]),
    ).toEqual([
      ['svg-text', 'K7Q2', true],
      ['svg-text', 'K7Q2', `SVG image ${ORIGIN}/captcha`],
    ]);
  });

  it('marks again when a late render replaces a marked element mid-check', async () => {
    await show('<p>Sign in</p><p id="late"><span style="font-family: monospace">K7Q2</span></p>');
    // As a React commit landing between the marking and DevTools' answer: the first marking is
    // followed at once by the marked paragraph being replaced with a fresh copy.
    await page.evaluate(() => {
      const w = window as unknown as { __visualProbe: { markFontTargets(): unknown } };
      const mark = w.__visualProbe.markFontTargets;
      let first = true;
      // The bundle's exports are getters, so the probe is wrapped rather than patched.
      w.__visualProbe = {
        ...w.__visualProbe,
        markFontTargets: () => {
          const marked = mark();
          if (first) {
            first = false;
            const late = document.getElementById('late')!;
            const copy = late.cloneNode(true) as HTMLElement;
            copy
              .querySelectorAll('[data-visual-font]')
              .forEach((e) => e.removeAttribute('data-visual-font'));
            copy.removeAttribute('data-visual-font');
            late.replaceWith(copy);
          }
          return marked;
        },
      };
    });
    const findings = await check('s', 'en');
    expect(findings.map((f) => [f.kind, f.text])).toEqual([['fallback', 'K7Q2']]);
  });

  it('takes its marks off the page again', async () => {
    await show('<p>Sign in</p>');
    await check('s', 'en');
    expect(await page.locator('[data-visual-font]').count()).toBe(0);
  });
});
