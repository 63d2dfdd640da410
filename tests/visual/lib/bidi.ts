/**
 * The "not isolated" check, inside the story's page (bundled into the probe): splits the story's
 * text into bidi paragraphs the way the browser lays it out, with every isolated piece seen from
 * outside as one neutral, and asks bidi-rules.ts whether each paragraph reads right.
 * No imports beyond pure modules: this runs in a page that has only the DOM.
 */
import { bidiProblem, collapseIsolates, OBJECT, type Direction } from './bidi-rules';
import type { OverflowFinding, Rect } from './probe-types';

/** Elements that show no text of the paragraph, or text of their own (form controls). */
const OPAQUE = new Set(['svg', 'math', 'img', 'canvas', 'video', 'audio', 'iframe', 'object', 'input', 'textarea', 'select']);
const NO_TEXT = new Set(['script', 'style', 'template', 'noscript']);
const ISOLATING = new Set(['isolate', 'isolate-override', 'plaintext']);

interface Paragraph {
  el: Element;
  dir: Direction;
  /** Follows the text's first strong letter (`unicode-bidi: plaintext`). */
  auto: boolean;
  text: string;
}

const MAX_TEXT = 120;
const snippet = (text: string) => {
  const clean = text.replace(OBJECT, '…').replace(/\s+/g, ' ').trim();
  return clean.length > MAX_TEXT ? `${clean.slice(0, MAX_TEXT - 1)}…` : clean;
};

const FIRST_STRONG = /[\p{L}\u200E\u200F\u061C]/u;
const RTL_START = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\u200F\u061C]/u;
function firstStrongDirection(text: string, fallback: Direction): Direction {
  const m = FIRST_STRONG.exec(text);
  if (!m) return fallback;
  return RTL_START.test(m[0]) ? 'rtl' : 'ltr';
}

function isVisuallyHidden(el: Element, style: CSSStyleDeclaration): boolean {
  if (style.clip && style.clip !== 'auto') return true;
  if (style.clipPath && /inset\(50%|inset\(100%/.test(style.clipPath)) return true;
  return false;
}

/**
 * Finds paragraphs of the story whose mixed-direction text reads wrong for want of an isolate.
 * `pathOf` names an element the way the overflow findings do, so the report outlines it.
 */
export function findNotIsolated(roots: Element[], pathOf: (el: Element) => string): OverflowFinding[] {
  const findings: OverflowFinding[] = [];

  const judge = (p: Paragraph) => {
    for (const piece of collapseIsolates(p.text).split('\n')) {
      if (!/\p{L}|\p{Nd}/u.test(piece)) continue;
      const dir = p.auto ? firstStrongDirection(piece, p.dir) : p.dir;
      const problem = bidiProblem(piece, dir);
      if (!problem) continue;
      const r = p.el.getBoundingClientRect();
      const box: Rect = { left: r.left + scrollX, top: r.top + scrollY, right: r.right + scrollX, bottom: r.bottom + scrollY };
      findings.push({ kind: 'not-isolated', path: pathOf(p.el), text: `${problem.reason}: "${snippet(problem.run)}" in "${snippet(piece)}"`, by: 0, box });
      return;
    }
  };

  const open = (el: Element, style: CSSStyleDeclaration): Paragraph => ({
    el,
    dir: style.direction === 'rtl' ? 'rtl' : 'ltr',
    auto: style.unicodeBidi === 'plaintext',
    text: '',
  });

  const walk = (el: Element, p: Paragraph) => {
    for (const node of Array.from(el.childNodes)) {
      if (node.nodeType === Node.TEXT_NODE) {
        p.text += node.nodeValue ?? '';
        continue;
      }
      if (node.nodeType !== Node.ELEMENT_NODE) continue;
      const child = node as Element;
      const tag = child.localName;
      if (NO_TEXT.has(tag)) continue;
      if (OPAQUE.has(tag)) {
        p.text += OBJECT;
        continue;
      }
      if (tag === 'br') {
        p.text += ' ';
        continue;
      }
      const style = getComputedStyle(child);
      if (style.display === 'none') continue;
      if (style.display === 'contents') {
        walk(child, p);
        continue;
      }
      const inline = style.display === 'inline';
      if (inline && !ISOLATING.has(style.unicodeBidi) && !child.hasAttribute('dir')) {
        walk(child, p);
        continue;
      }
      // An isolate or inline block is one neutral to its paragraph; a block ends the paragraph.
      p.text += style.display.startsWith('inline') ? OBJECT : '\n';
      if (isVisuallyHidden(child, style) || style.visibility === 'hidden') continue;
      const inner = open(child, style);
      walk(child, inner);
      judge(inner);
    }
  };

  for (const root of roots) {
    const style = getComputedStyle(root);
    if (style.display === 'none') continue;
    const p = open(root, style);
    walk(root, p);
    judge(p);
  }
  return findings;
}
