import type { OverflowFinding } from './probe-types';

export interface JudgedFinding extends OverflowFinding {
  storyId: string;
  locale: string;
  /** English has the same problem at the same place: reported, but not this locale's fault. */
  alsoInEnglish: boolean;
}

const keyOf = (f: OverflowFinding) => `${f.kind} ${f.path}`;

/**
 * Judges one locale's overflow findings against English for the same story: a finding fails unless
 * English has the same kind of overflow on the same element. English's own findings are judged
 * against nothing, so they are reported but never fail (the English layout is the reference).
 */
export function judgeOverflow(
  storyId: string,
  locale: string,
  findings: OverflowFinding[],
  english: OverflowFinding[],
): JudgedFinding[] {
  const inEnglish = new Set(english.map(keyOf));
  return findings.map((f) => ({
    ...f,
    storyId,
    locale,
    // Text that is not isolated is a fault of the right-to-left story alone, never excused by English.
    alsoInEnglish: locale === 'en' || (f.kind !== 'not-isolated' && inEnglish.has(keyOf(f))),
  }));
}
