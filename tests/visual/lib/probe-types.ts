/** Shapes shared by the in-page probe and the Node side of the visual run. */

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The first four are text that does not fit its box; `broken-word` is a word (by Intl.Segmenter for
 * the text's language) whose letters are laid out on two lines. `not-isolated` is not an overflow
 * but a paragraph of a right-to-left story whose mixed-direction text reads wrong for want of an
 * isolate (bidi.ts); both ride along so the report outlines them too.
 */
export type OverflowKind = 'clipped' | 'spills' | 'offscreen' | 'placeholder' | 'broken-word' | 'not-isolated';

export interface OverflowFinding {
  kind: OverflowKind;
  /** Where in the story's DOM: tag:nth-child steps from the story root, stable across locales. */
  path: string;
  /** The text that does not fit, as the locale shows it (for a broken word: the words, comma-separated). */
  text: string;
  /** How far past its box, in CSS pixels (0 for a broken word). */
  by: number;
  /** Where the text is on the screenshot (page pixels), so the report can outline it. */
  box: Rect;
}

export interface ProbeResult {
  error: string | null;
  region: Rect;
  overflow: OverflowFinding[];
  /**
   * The types of the kit toasts in the picture (info, success, error; a loader stays until code
   * hides it, so it is not one). A toast the story does not hold may be gone before a slow machine
   * shoots (see `StoryInfo.toastsThatLeave`).
   */
  toasts?: string[];
  /** How long the "not isolated" check took, in ms (0 in left-to-right stories, where it does not run). */
  bidiMs?: number;
}

/** The attribute the font check marks text-bearing elements with while it asks Chromium about them. */
export const FONT_MARK = 'data-visual-font';

/**
 * An element with text of its own (text children, an input's value or placeholder, ::before or
 * ::after content), marked with FONT_MARK so the Node side can ask which fonts drew it.
 */
export interface TextTarget {
  path: string;
  text: string;
}

export interface FontTargets {
  /** In document order, the order `querySelectorAll([FONT_MARK])` returns them in. */
  targets: TextTarget[];
  /** Every image URL the story shows: <img>, SVG <image>, CSS background and mask images. */
  images: string[];
}

/** An image the story shows, fetched in the page when it is an SVG (null when it is not one). */
export interface FetchedImage {
  src: string;
  svg: string | null;
}
