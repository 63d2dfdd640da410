import type { FontFinding } from './fonts';
import type { JudgedFinding } from './overflow';

/**
 * same: matches its baseline; changed: differs; missing: no baseline yet; error: the story did not
 * render; written: --update stored it as the new baseline.
 */
export type ShotStatus = 'same' | 'changed' | 'missing' | 'error' | 'written';

export interface ShotResult {
  storyId: string;
  title: string;
  name: string;
  locale: string;
  status: ShotStatus;
  diffPixels?: number;
  expectedSize?: [number, number];
  actualSize?: [number, number];
  error?: string;
  /** Paths relative to the report folder. */
  images?: { expected?: string; actual?: string; diff?: string };
}

export interface RunSummary {
  update: boolean;
  filters: string[];
  durationMs: number;
  stories: number;
  shots: ShotResult[];
  overflow: JudgedFinding[];
  /** Text drawn with a font the project does not ship (every one fails the run). */
  fonts: FontFinding[];
  /** Problems with the run as a whole (a screen without its all-locale story, the size budget). */
  problems: string[];
  disabled: { id: string; reason: string }[];
  baselineBytes: number;
  removedBaselines: string[];
}

export const failingShots = (s: RunSummary) => s.shots.filter((r) => r.status === 'changed' || r.status === 'missing' || r.status === 'error');
export const failingOverflow = (s: RunSummary) => s.overflow.filter((f) => !f.alsoInEnglish);
export const comparedCount = (s: RunSummary) => s.shots.filter((r) => r.status === 'same' || r.status === 'changed').length;
export const failed = (s: RunSummary) =>
  failingShots(s).length > 0 || failingOverflow(s).length > 0 || s.fonts.length > 0 || s.problems.length > 0;
