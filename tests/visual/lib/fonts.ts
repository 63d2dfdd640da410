/**
 * Fonts the project ships, only. A glyph drawn with a font the machine happens to have (a
 * `monospace` that is DejaVu Sans Mono here and Liberation Mono there, an emoji font, a system
 * Noto) makes the same commit give different pixels on another machine, so the visual run fails a
 * story whose text is drawn with anything but the web fonts the kit bundles.
 *
 * Two ways text reaches the screen, two checks:
 * - Text in the page (HTML, inline SVG, input values and placeholders, ::before/::after content):
 *   Chromium says which fonts drew each element's text through the DevTools protocol
 *   (`CSS.getPlatformFontsForNode`), with each font's family and whether it is a web font
 *   (`isCustomFont`). A font passes only if it is a web font AND its family is one of the
 *   families the kit's font packages declare. Both halves matter: this machine has a system
 *   "Noto Sans" that is not a web font, and a web font of another family could only come from
 *   somewhere the project does not control.
 * - Text inside an SVG image (<img src="…svg">, CSS background or mask): an image is a separate
 *   document that cannot use the page's web fonts and that the protocol does not see into, so
 *   whatever font it names is resolved by the machine. Rasterising it twice with different
 *   default fonts, or comparing against a rendering without fonts, would be slow and would still
 *   miss a font that happens to match; reading the SVG source is exact and cheap, so any SVG image
 *   that contains text elements (<text>, <tspan>, <textPath>, or HTML in <foreignObject>) fails.
 *   Draw such text as paths instead (as the captcha does with its stroke glyphs).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { FONT_MARK, type FetchedImage, type FontTargets, type TextTarget } from './probe-types';

/** One font Chromium used for an element's text (Protocol CSS.PlatformFontUsage). */
export interface UsedFont {
  familyName: string;
  postScriptName?: string;
  isCustomFont: boolean;
  glyphCount: number;
}

export interface TextFonts extends TextTarget {
  fonts: UsedFont[];
}

export interface FontFinding {
  storyId: string;
  locale: string;
  /** fallback: page text drawn with a font the project does not ship; svg-text: text in an SVG image. */
  kind: 'fallback' | 'svg-text';
  text: string;
  /** The font that drew it (family, PostScript name, "system" or "web font"), or what the SVG asks for. */
  font: string;
  /** The element (tag:nth-child path from the story root), or the image's URL (shortened). */
  where: string;
}

/**
 * The font families the kit ships: every `font-family` its `@fontsource*` packages declare, as
 * the font files name themselves (`Noto Sans Variable` in the CSS is the variable cut of the file
 * family `Noto Sans`).
 */
export function shippedFontFamilies(uiDir: string): Set<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(uiDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
  };
  const families = new Set<string>();
  for (const dep of Object.keys(pkg.dependencies ?? {}).filter((d) =>
    d.startsWith('@fontsource'),
  )) {
    const dir = path.join(uiDir, 'node_modules', dep);
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.css'))) {
      for (const family of fontFaceFamilies(fs.readFileSync(path.join(dir, file), 'utf8')))
        families.add(family);
    }
  }
  return families;
}

/** The families a stylesheet's @font-face rules declare, without fontsource's ` Variable` suffix. */
export function fontFaceFamilies(css: string): string[] {
  const found = new Set<string>();
  for (const rule of css.matchAll(/@font-face\s*{([^}]*)}/g)) {
    const m = /font-family:\s*(['"]?)([^;'"]+)\1\s*;/.exec(rule[1]!);
    if (m) found.add(m[2]!.trim().replace(/\s+Variable$/, ''));
  }
  return [...found];
}

const STYLE_WORDS =
  '(?:(?:Extra|Ultra|Semi|Demi)\\s?)?(?:Thin|Hairline|Light|Regular|Book|Normal|Medium|Bold|Black|Heavy|Italic|Oblique)';
const TRAILING_STYLE = new RegExp(`(\\s+${STYLE_WORDS})+$`, 'i');

/**
 * A variable font reports the family of its default instance (`Noto Sans JP Thin`); the family
 * is the name without trailing weight and style words.
 */
export const baseFamily = (familyName: string) => familyName.replace(TRAILING_STYLE, '').trim();

export const isShippedFont = (font: UsedFont, shipped: ReadonlySet<string>) =>
  font.isCustomFont && shipped.has(baseFamily(font.familyName));

const describeFont = (font: UsedFont) =>
  `${font.familyName}${font.postScriptName && font.postScriptName !== font.familyName ? ` (${font.postScriptName})` : ''}, ` +
  `${font.isCustomFont ? 'a web font the kit does not ship' : 'a font of this machine'}`;

/** Every element whose text some font the project does not ship drew (fonts with no glyphs aside). */
export function judgeFonts(
  storyId: string,
  locale: string,
  texts: TextFonts[],
  shipped: ReadonlySet<string>,
): FontFinding[] {
  const findings: FontFinding[] = [];
  for (const target of texts) {
    for (const font of target.fonts) {
      if (font.glyphCount === 0 || isShippedFont(font, shipped)) continue;
      findings.push({
        storyId,
        locale,
        kind: 'fallback',
        text: target.text,
        font: describeFont(font),
        where: target.path,
      });
    }
  }
  return findings;
}

/** The text an SVG draws with a font, and the font it asks for; null when it draws no text. */
export function svgText(svg: string): { text: string; font: string } | null {
  const m = /<(text|tspan|textPath|foreignObject)\b([^>]*)>([\s\S]*?)<\/\1\s*>/i.exec(svg);
  if (!m)
    return /<(text|foreignObject)\b/i.test(svg) ? { text: '', font: 'the machine default' } : null;
  const attributes = m[2]!;
  const family =
    /font-family\s*=\s*(["'])(.*?)\1/i.exec(attributes)?.[2] ??
    /font-family\s*:\s*([^;"']+)/i.exec(attributes)?.[1] ??
    /font-family\s*:\s*([^;"'}]+)/i.exec(svg)?.[1] ??
    'the machine default';
  const text = m[3]!
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return { text, font: `${family.trim()} (inside an SVG image, resolved by the machine)` };
}

/** The media type and text of a data: URL; null for any other URL. */
export function decodeDataUrl(url: string): { type: string; body: string } | null {
  const m = /^data:([^,]*),(.*)$/s.exec(url);
  if (!m) return null;
  const params = m[1]!.split(';');
  const body = params.includes('base64')
    ? Buffer.from(decodeURIComponent(m[2]!), 'base64').toString('utf8')
    : decodeURIComponent(m[2]!);
  return { type: params[0]!.trim().toLowerCase() || 'text/plain', body };
}

const shortUrl = (src: string) => (src.length > 80 ? `${src.slice(0, 77)}…` : src);

/** SVG images of the story that draw text. */
export function judgeSvgImages(
  storyId: string,
  locale: string,
  images: FetchedImage[],
): FontFinding[] {
  return images.flatMap(({ src, svg }) => {
    const found = svg === null ? null : svgText(svg);
    return found
      ? [
          {
            storyId,
            locale,
            kind: 'svg-text' as const,
            text: found.text,
            font: found.font,
            where: `SVG image ${shortUrl(src)}`,
          },
        ]
      : [];
  });
}

/** The SVG source of an image URL that is a data: URL, or undefined when the page must fetch it. */
function inlineSvg(src: string): FetchedImage | undefined {
  const data = decodeDataUrl(src);
  if (!data) return undefined;
  return { src, svg: data.type.includes('svg') ? data.body : null };
}

/** Far longer than a check takes (tens of milliseconds); images it fetches time out after 3 s. */
const CHECK_TIMEOUT_MS = 20_000;

interface ProbeWindow {
  __visualProbe: {
    markFontTargets(): FontTargets;
    unmarkFontTargets(): void;
    fetchSvgImages(urls: string[]): Promise<FetchedImage[]>;
  };
}

/** The font check for one worker page: its DevTools session, opened once. */
export async function fontChecker(page: Page, shipped: ReadonlySet<string>) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');

  /** Which fonts drew each marked element's text. */
  async function textFonts(targets: TextTarget[]): Promise<TextFonts[]> {
    if (targets.length === 0) return [];
    const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
    const { nodeIds } = await cdp.send('DOM.querySelectorAll', {
      nodeId: root.nodeId,
      selector: `[${FONT_MARK}]`,
    });
    if (nodeIds.length !== targets.length)
      throw new Error(
        `font check: ${targets.length} text elements marked, ${nodeIds.length} found`,
      );
    const answers = await Promise.all(
      nodeIds.map((nodeId) => cdp.send('CSS.getPlatformFontsForNode', { nodeId })),
    );
    return targets.map((target, i) => ({ ...target, fonts: answers[i]!.fonts }));
  }

  /** Marks the page's text elements and asks Chromium which fonts drew each. */
  async function markedTextFonts(): Promise<{ texts: TextFonts[]; images: string[] }> {
    const { targets, images } = await page.evaluate(() =>
      (window as unknown as ProbeWindow).__visualProbe.markFontTargets(),
    );
    try {
      return { texts: await textFonts(targets), images };
    } finally {
      await page.evaluate(() =>
        (window as unknown as ProbeWindow).__visualProbe.unmarkFontTargets(),
      );
    }
  }

  /**
   * A React commit landing between the marking and DevTools' answer (a toast leaving, a late
   * effect) replaces nodes: DevTools then no longer finds a marked node, or finds fewer. That is a
   * race of the check, not a finding about fonts, so the check marks again, up to twice more.
   */
  async function settledTextFonts(): Promise<{ texts: TextFonts[]; images: string[] }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await markedTextFonts();
      } catch (error) {
        const raced = /Could not find node|elements marked/.test(String(error));
        if (!raced || attempt === 3) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
  }

  /** Checks the story the page shows now (after its screenshot: the check marks elements). */
  async function check(storyId: string, locale: string): Promise<FontFinding[]> {
    const { texts, images } = await settledTextFonts();
    const inline = images.map(inlineSvg);
    const remote = images.filter((_, i) => !inline[i]);
    const fetched = remote.length
      ? await page.evaluate(
          (urls) => (window as unknown as ProbeWindow).__visualProbe.fetchSvgImages(urls),
          remote,
        )
      : [];
    const svgs = [...inline.filter((x): x is FetchedImage => x !== undefined), ...fetched];
    return [
      ...judgeFonts(storyId, locale, texts, shipped),
      ...judgeSvgImages(storyId, locale, svgs),
    ];
  }

  /** The check, never waiting longer than CHECK_TIMEOUT_MS: a hung check fails its image instead. */
  return function checkFonts(storyId: string, locale: string): Promise<FontFinding[]> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`did not finish within ${CHECK_TIMEOUT_MS / 1000}s`)),
        CHECK_TIMEOUT_MS,
      );
    });
    return Promise.race([check(storyId, locale), timeout]).finally(() => clearTimeout(timer));
  };
}
