import { LIMITS } from '../limits';
import { clean } from '../validation/text';

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * Shortens an address for a list row: over 15 characters it keeps the first 15 and adds "…".
 * Characters are graphemes, so a Thai vowel mark, a Devanagari conjunct or a family emoji is never
 * cut in half. Surrounding whitespace does not count.
 */
export function shortenAddress(address: string, max: number = LIMITS.addressShortenAfter): string {
  const text = clean(address);
  const kept: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    if (kept.length === max) return `${kept.join('').trimEnd()}…`;
    kept.push(segment);
  }
  return text;
}
