/**
 * Runs inside the story's page (bundled by esbuild into an IIFE, see probe-bundle.ts): waits until
 * the story is still, measures what to photograph and finds clipped or spilling text.
 * It must not import anything: it is injected into a page that has only the DOM.
 */
import { findNotIsolated } from './bidi';
import {
  FONT_MARK,
  type FetchedImage,
  type FontTargets,
  type OverflowFinding,
  type OverflowKind,
  type ProbeResult,
  type Rect,
  type TextTarget,
} from './probe-types';

/** Sub-pixel rounding in layout; anything within this many CSS pixels is not an overflow. */
const TOLERANCE = 1;
/** Storybook's own elements in the iframe body: never part of the story. */
const STORYBOOK_CHROME = /^(sb-|storybook-docs$|root$|docs-root$)/;
const MAX_TEXT = 120;
/** How long to wait for images that are still loading; longer means a story shows a pending image. */
const IMAGE_WAIT_MS = 3000;

type Axis = 'x' | 'y';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The story's roots: the canvas plus anything portalled to <body> (dialogs, popups, toasts). */
function storyRoots(): Element[] {
  const canvas = document.getElementById('storybook-root');
  const roots: Element[] = canvas ? [canvas] : [];
  for (const child of Array.from(document.body.children)) {
    if (child === canvas || child.id === 'storybook-root') continue;
    if (['SCRIPT', 'STYLE', 'LINK', 'TEMPLATE', 'NOSCRIPT'].includes(child.tagName)) continue;
    if (STORYBOOK_CHROME.test(child.id) || [...child.classList].some((c) => c.startsWith('sb-'))) continue;
    roots.push(child);
  }
  return roots;
}

/**
 * Waits for web fonts (unicode-range slices load only once text using them is laid out, so one
 * `fonts.ready` is not enough), images and two frames, until nothing new starts loading.
 */
export async function settle(): Promise<void> {
  // Lazy images load by distance to the viewport; the shot may reach below it, so load them all.
  for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
  // performance.now, not Date.now: the clock is frozen for the story.
  const imagesDeadline = performance.now() + IMAGE_WAIT_MS;
  for (let round = 0; round < 20; round++) {
    void document.body.offsetHeight;
    await nextFrame();
    await nextFrame();
    await document.fonts.ready;
    const images = Array.from(document.images).filter((img) => !img.complete);
    // A story may show an image that never arrives on purpose (a loading state): wait for images
    // only so long, then photograph whatever placeholder it shows.
    const waitImages = Math.max(0, imagesDeadline - performance.now());
    await Promise.race([
      Promise.all(images.map((img) => img.decode().catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, waitImages)),
    ]);
    const loading = [...document.fonts].some((face) => face.status === 'loading');
    const imagesPending = waitImages > 0 && Array.from(document.images).some((img) => !img.complete);
    if (!loading && !imagesPending && document.fonts.status === 'loaded') {
      await nextFrame();
      return;
    }
  }
}

function isVisuallyHidden(el: Element, style: CSSStyleDeclaration): boolean {
  if (style.clip && style.clip !== 'auto') return true;
  if (style.clipPath && /inset\(50%|inset\(100%/.test(style.clipPath)) return true;
  const rect = el.getBoundingClientRect();
  return (
    style.position === 'absolute' &&
    style.overflow !== 'visible' &&
    rect.width <= TOLERANCE &&
    rect.height <= TOLERANCE
  );
}

function elementPath(el: Element, roots: Element[]): string {
  const parts: string[] = [];
  let node: Element | null = el;
  while (node && !roots.includes(node)) {
    const parent: Element | null = node.parentElement;
    const index = parent ? Array.prototype.indexOf.call(parent.children, node) + 1 : 1;
    parts.unshift(`${node.tagName.toLowerCase()}:nth-child(${index})`);
    node = parent;
  }
  const rootIndex = node ? roots.indexOf(node) : -1;
  parts.unshift(rootIndex <= 0 ? '#storybook-root' : `portal:nth(${rootIndex})`);
  return parts.join(' > ');
}

/** The box a text node is laid out in: its nearest ancestor that is not an inline box. */
function layoutOwner(text: Text): Element | null {
  let el = text.parentElement;
  while (el) {
    const display = getComputedStyle(el).display;
    if (display !== 'inline' && display !== 'contents') return el;
    el = el.parentElement;
  }
  return null;
}

const clips = (value: string) => value === 'hidden' || value === 'clip';
const scrolls = (value: string) => value === 'auto' || value === 'scroll';

/** The padding box, where an overflow clip cuts. */
function paddingBox(el: Element): Rect {
  const r = el.getBoundingClientRect();
  const s = getComputedStyle(el);
  const left = r.left + parseFloat(s.borderLeftWidth);
  const top = r.top + parseFloat(s.borderTopWidth);
  return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
}

function beyond(inner: Rect, outer: Rect, axis: Axis): number {
  return axis === 'x'
    ? Math.max(outer.left - inner.left, inner.right - outer.right, 0)
    : Math.max(outer.top - inner.top, inner.bottom - outer.bottom, 0);
}

/**
 * A line fragment of text, as its line box rather than its font's content area: fonts for Thai,
 * Devanagari and Arabic have tall ascent and descent, and their content area may legitimately
 * reach past a box sized by line-height without anything being cut.
 */
function lineBox(rect: DOMRect, lineHeight: number): Rect {
  const shrink = Number.isFinite(lineHeight) ? Math.max(0, (rect.height - lineHeight) / 2) : 0;
  return { left: rect.left, right: rect.right, top: rect.top + shrink, bottom: rect.bottom - shrink };
}

/**
 * True when the rectangles lie on more than one line. Their vertical middles are compared, not
 * their edges: a rectangle is the font's content area, which in a tight line height (CJK, Thai)
 * overlaps the lines above and below.
 */
function onSeveralLines(rects: ArrayLike<DOMRect>): boolean {
  const list = Array.from(rects);
  const middle = (r: DOMRect) => (r.top + r.bottom) / 2;
  return list.some((a) => list.some((b) => middle(b) - middle(a) > Math.min(a.height, b.height) / 2));
}

const segmenters = new Map<string, Intl.Segmenter>();
function wordSegmenter(lang: string): Intl.Segmenter {
  let segmenter = segmenters.get(lang);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(lang || 'en', { granularity: 'word' });
    segmenters.set(lang, segmenter);
  }
  return segmenter;
}

/** Characters of a machine token: an URL, an e-mail address, an order number, a hash. */
const TOKEN_CHAR = /[A-Za-z0-9@._/:#%+=?&~-]/;
/**
 * A word that belongs to a machine token rather than to language: it is all ASCII and the run of
 * token characters around it holds a digit, an @, a slash or a dot between letters. Such tokens
 * have no word boundaries a reader expects, and breaking them anywhere is the layout's right.
 */
export function isLongToken(text: string, start: number, end: number): boolean {
  if (!/^[\x21-\x7e]+$/.test(text.slice(start, end))) return false;
  while (start > 0 && TOKEN_CHAR.test(text[start - 1]!)) start--;
  while (end < text.length && TOKEN_CHAR.test(text[end]!)) end++;
  return /[0-9@/]|[A-Za-z]\.[A-Za-z]/.test(text.slice(start, end));
}

/** Where (in code units from the word's start) a word laid out on two lines goes to the next line. */
function lineBreakIn(text: Text, start: number, length: number): number {
  const range = document.createRange();
  const middleOf = (i: number) => {
    range.setStart(text, start + i);
    range.setEnd(text, start + i + 1);
    const r = range.getBoundingClientRect();
    return (r.top + r.bottom) / 2;
  };
  const first = middleOf(0);
  for (let i = 1; i < length; i++) if (Math.abs(middleOf(i) - first) > TOLERANCE) return i;
  return length;
}

/** Languages written without spaces, where a phrase model (Chromium's auto-phrase, BudouX) picks the breaks. */
const UNSPACED = /^(ja|zh)\b/i;

/**
 * A break between the two parts of a Chinese or Japanese compound, each a dictionary word of two
 * characters or more ("もう / 一度"): the phrase models that pick the breaks there see two words
 * where the platform's dictionary lists one compound, and a reader sees two words too. A part of
 * one character ("入れ / る", "待 / ち") is a word cut in two.
 */
export function isCompoundJoint(word: string, at: number, lang: string): boolean {
  if (!UNSPACED.test(lang)) return false;
  const parts = [word.slice(0, at), word.slice(at)];
  return parts.every((part) => {
    const segments = [...wordSegmenter(lang).segment(part)];
    return part.length >= 2 && segments.length === 1 && segments[0]!.isWordLike === true;
  });
}

/**
 * The words of a text node that are laid out on two lines, with their rectangles. Only a node
 * that itself spans several lines is segmented (most text is one line, so this stays cheap); then
 * each word (Intl.Segmenter for the text's language, word-like segments only) gets a Range whose
 * rectangles tell whether its letters lie on more than one line.
 */
function brokenWordsOf(text: Text, lang: string): { words: string[]; rects: DOMRect[] } {
  const words: string[] = [];
  const rects: DOMRect[] = [];
  const range = document.createRange();
  for (const { segment, index, isWordLike } of wordSegmenter(lang).segment(text.data)) {
    if (!isWordLike || segment.length < 2 || isLongToken(text.data, index, index + segment.length)) continue;
    range.setStart(text, index);
    range.setEnd(text, index + segment.length);
    const wordRects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
    if (onSeveralLines(wordRects) && !isCompoundJoint(segment, lineBreakIn(text, index, segment.length), lang)) {
      words.push(segment);
      rects.push(...wordRects);
    }
  }
  return { words, rects };
}

function snippet(text: string, max = MAX_TEXT): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/**
 * Finds text that is cut off, spills out of its box or breaks inside a word:
 * - clipped: text reaching past the padding box of an ancestor with overflow hidden/clip (the
 *   whole glyph area counts here, because a clip cuts ink, tall marks included);
 * - spills: text whose line box reaches past the box it is laid out in (a fixed width or height
 *   too small for the translation, or an unbreakable word wider than its column);
 * - offscreen: text past the inline edges of the viewport (the phone would scroll sideways);
 * - placeholder: an input's placeholder wider than the input;
 * - broken-word: a word laid out on two lines (in the language of the text's closest `lang`).
 * Scroll containers (overflow auto/scroll) are not defects: their content is reachable. Elements
 * marked `data-truncate` (or inside one) are meant to cut their text and are skipped.
 */
export function findOverflow(): OverflowFinding[] {
  const roots = storyRoots();
  const findings = new Map<string, OverflowFinding>();
  const add = (kind: OverflowKind, el: Element, text: string, by: number, rects: ArrayLike<DOMRect>) => {
    const path = elementPath(el, roots);
    const key = `${kind} ${path}`;
    const previous = findings.get(key);
    if (previous && previous.by >= by) return;
    const all = [el.getBoundingClientRect(), ...Array.from(rects)];
    const box = {
      left: Math.min(...all.map((r) => r.left)) + window.scrollX,
      top: Math.min(...all.map((r) => r.top)) + window.scrollY,
      right: Math.max(...all.map((r) => r.right)) + window.scrollX,
      bottom: Math.max(...all.map((r) => r.bottom)) + window.scrollY,
    };
    findings.set(key, { kind, path, text: snippet(text), by: Math.round(by * 10) / 10, box });
  };
  const viewport = { left: 0, top: 0, right: window.innerWidth, bottom: window.innerHeight };

  for (const root of roots) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text;
      const parent = text.parentElement;
      if (!parent || !text.data.trim()) continue;
      if (parent.closest('[data-truncate]')) continue;
      const parentStyle = getComputedStyle(parent);
      if (parentStyle.visibility !== 'visible' || parent.closest('svg')) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      if (rects.length === 0) continue;

      let hidden = false;
      for (let el: Element | null = parent; el && !hidden; el = el.parentElement) {
        const style = getComputedStyle(el);
        hidden = isVisuallyHidden(el, style) || parseFloat(style.opacity) === 0;
      }
      if (hidden) continue;

      if (onSeveralLines(rects)) {
        const lang = parent.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
        const broken = brokenWordsOf(text, lang);
        if (broken.words.length > 0) add('broken-word', parent, broken.words.join(', '), 0, broken.rects);
      }

      const lineHeight = parseFloat(parentStyle.lineHeight);
      const owner = layoutOwner(text);
      if (owner) {
        const box = owner.getBoundingClientRect();
        const ownerRect = { left: box.left, right: box.right, top: box.top, bottom: box.bottom };
        const ownerStyle = getComputedStyle(owner);
        for (const axis of ['x', 'y'] as const) {
          // A box that clips or scrolls on this axis is judged by the clip walk below instead.
          if ((axis === 'x' ? ownerStyle.overflowX : ownerStyle.overflowY) !== 'visible') continue;
          const by = Math.max(...rects.map((r) => beyond(lineBox(r, lineHeight), ownerRect, axis)));
          if (by > TOLERANCE) add('spills', parent, text.data, by, rects);
        }
      }

      // Walk the ancestors that clip. Past a scroll container, that axis is reachable by scrolling,
      // so clips further up no longer count for it.
      const open: Record<Axis, boolean> = { x: true, y: true };
      for (let el: Element | null = parent; el && el !== document.body; el = el.parentElement) {
        const style = getComputedStyle(el);
        if (style.position === 'fixed') break;
        for (const axis of ['x', 'y'] as const) {
          if (!open[axis]) continue;
          const overflow = axis === 'x' ? style.overflowX : style.overflowY;
          if (scrolls(overflow)) open[axis] = false;
          else if (clips(overflow)) {
            const box = paddingBox(el);
            const by = Math.max(...rects.map((r) => beyond(r, box, axis)));
            if (by > TOLERANCE) add('clipped', parent, text.data, by, rects);
          }
        }
      }

      if (open.x) {
        const by = Math.max(...rects.map((r) => beyond(r, viewport, 'x')));
        if (by > TOLERANCE) add('offscreen', parent, text.data, by, rects);
      }
    }

    for (const input of Array.from(root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea'))) {
      if (!input.placeholder || input.value || input.closest('[data-truncate]')) continue;
      const style = getComputedStyle(input);
      if (style.visibility !== 'visible' || input.getClientRects().length === 0) continue;
      const context = document.createElement('canvas').getContext('2d');
      if (!context) continue;
      context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const available = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      // A textarea wraps its placeholder; only a single-line input cuts it.
      if (input.tagName === 'INPUT') {
        const by = context.measureText(input.placeholder).width - available;
        if (by > TOLERANCE) add('placeholder', input, input.placeholder, by, []);
      }
    }
  }
  return [...findings.values()];
}

const NO_TEXT = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'title', 'desc', 'metadata']);
/** Inputs whose value is not drawn as text. */
const NO_TEXT_INPUTS = new Set(['hidden', 'checkbox', 'radio', 'range', 'color', 'file', 'image']);

/** The strings in a computed `content` value (`"★ " counter(x)` gives `★ `). */
function contentStrings(content: string): string {
  return [...content.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((m) => m[1]!.replace(/\\(.)/g, '$1')).join('');
}

/** The text an element draws itself, not through child elements. */
function ownText(el: Element): string {
  if (el instanceof HTMLInputElement) return NO_TEXT_INPUTS.has(el.type) ? '' : el.value || el.placeholder;
  if (el instanceof HTMLTextAreaElement) return el.value || el.placeholder;
  if (el instanceof HTMLSelectElement) return el.selectedOptions[0]?.text ?? '';
  let text = '';
  for (const child of Array.from(el.childNodes)) if (child.nodeType === Node.TEXT_NODE) text += child.nodeValue ?? '';
  for (const pseudo of ['::before', '::after']) text += contentStrings(getComputedStyle(el, pseudo).content);
  return text.trim();
}

const CSS_URL = /url\(\s*(["']?)(.*?)\1\s*\)/g;

/**
 * Marks every element of the story (canvas and portals) that draws text of its own with
 * FONT_MARK, for the font check to ask Chromium which fonts drew it, and lists the images the
 * story shows. Runs after the screenshot, so the marks never reach the pixels; unmarkFontTargets
 * takes them off again.
 */
export function markFontTargets(): FontTargets {
  const roots = storyRoots();
  const texts = new Map<Element, TextTarget>();
  const images = new Set<string>();
  for (const root of roots) {
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      if (NO_TEXT.has(el.tagName) || el.closest('script, style, template, noscript')) continue;
      const text = ownText(el);
      if (text) texts.set(el, { path: elementPath(el, roots), text: snippet(text) });
      // An image still loading (a loading state's) shows nothing yet, and fetching it would wait as long.
      if (el instanceof HTMLImageElement && el.complete && el.naturalWidth > 0) images.add(el.currentSrc || el.src);
      if (el instanceof SVGImageElement && el.href.baseVal) images.add(new URL(el.href.baseVal, document.baseURI).href);
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(el, pseudo);
        for (const value of [style.backgroundImage, style.maskImage, style.getPropertyValue('-webkit-mask-image')]) {
          if (!value || value === 'none') continue;
          for (const m of value.matchAll(CSS_URL)) images.add(new URL(m[2]!, document.baseURI).href);
        }
      }
    }
  }
  for (const [el, target] of texts) el.setAttribute(FONT_MARK, target.path);
  // The Node side gets node ids in document order; give the targets in the same order.
  const targets = Array.from(document.querySelectorAll(`[${FONT_MARK}]`)).map((el) => texts.get(el)!);
  return { targets, images: [...images] };
}

export function unmarkFontTargets(): void {
  for (const el of Array.from(document.querySelectorAll(`[${FONT_MARK}]`))) el.removeAttribute(FONT_MARK);
}

/** An image that takes longer than this to fetch again is left unchecked rather than waited for. */
const IMAGE_FETCH_MS = 3000;

/**
 * Fetches the story's images that are not data: URLs (a mock's URL answered by MSW, a file of
 * the build) and returns the source of those that are SVG.
 */
export async function fetchSvgImages(urls: string[]): Promise<FetchedImage[]> {
  return Promise.all(
    urls.map(async (src) => {
      try {
        const response = await fetch(src, { cache: 'force-cache', signal: AbortSignal.timeout(IMAGE_FETCH_MS) });
        const type = response.headers.get('content-type') ?? '';
        if (!response.ok) return { src, svg: null };
        if (type.includes('svg') || /\.svgz?(\?|#|$)/.test(new URL(src).pathname)) return { src, svg: await response.text() };
        return { src, svg: null };
      } catch {
        return { src, svg: null };
      }
    }),
  );
}

/** What to photograph: the full width of the viewport, down to the lowest visible part of the story. */
export function region(): Rect {
  let bottom = 0;
  for (const root of storyRoots()) {
    for (const el of [root, ...Array.from(root.querySelectorAll('*'))]) {
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.height > 0) bottom = Math.max(bottom, r.bottom + window.scrollY);
    }
  }
  return { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: Math.ceil(Math.max(bottom, 1)) };
}

/** The error Storybook shows instead of the story (a render or play function that threw). */
export function storyError(): string | null {
  // Kept by PLAY_ERRORS_SCRIPT (freeze.ts): a failed play function leaves no error display.
  const played = (globalThis as { __visualPlayErrors?: string[] }).__visualPlayErrors ?? [];
  if (played.length > 0) return snippet(`the play function failed: ${played.join(' | ')}`, 600);
  if (!document.body.classList.contains('sb-show-errordisplay')) return null;
  const message = document.getElementById('error-message')?.textContent ?? '';
  const stack = document.getElementById('error-stack')?.textContent ?? '';
  return snippet(`${message} ${stack}`.trim(), 600) || 'the story failed to render';
}

/** Mixed-direction text that reads wrong: checked in right-to-left stories only (see README). */
export function findBidi(): OverflowFinding[] {
  if (getComputedStyle(document.documentElement).direction !== 'rtl') return [];
  const roots = storyRoots();
  return findNotIsolated(roots, (el) => elementPath(el, roots));
}

/** The types of the toasts in the kit's hosts (live regions), loaders left out. */
export function shownToasts(): string[] {
  const toasts = document.querySelectorAll('[role="status"] > [data-type]:not([data-type="loading"]), [role="alert"] > [data-type]');
  return [...toasts].map((toast) => toast.getAttribute('data-type')!);
}

export async function probe(): Promise<ProbeResult> {
  await settle();
  const overflow = findOverflow();
  const bidiStarted = performance.now();
  overflow.push(...findBidi());
  return { error: storyError(), region: region(), overflow, toasts: shownToasts(), bidiMs: performance.now() - bidiStarted };
}
