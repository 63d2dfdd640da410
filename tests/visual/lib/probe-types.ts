/** Shapes shared by the in-page probe and the Node side of the visual run. */

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export type OverflowKind = 'clipped' | 'spills' | 'offscreen' | 'placeholder';

export interface OverflowFinding {
  kind: OverflowKind;
  /** Where in the story's DOM: tag:nth-child steps from the story root, stable across locales. */
  path: string;
  /** The text that does not fit, as the locale shows it. */
  text: string;
  /** How far past its box, in CSS pixels. */
  by: number;
  /** Where the text is on the screenshot (page pixels), so the report can outline it. */
  box: Rect;
}

export interface ProbeResult {
  error: string | null;
  region: Rect;
  overflow: OverflowFinding[];
}
