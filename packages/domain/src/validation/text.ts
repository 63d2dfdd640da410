/** Text helpers that count what a reader sees: graphemes, not UTF-16 units or code points. */

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

export function graphemeCount(text: string): number {
  let n = 0;
  for (const _ of segmenter.segment(text)) n++;
  return n;
}

/**
 * Whitespace plus the invisible characters a paste or an IME can leave behind (zero-width space and
 * joiners, word joiner, BOM, bidi marks). A field holding only these is empty.
 */
const INVISIBLE = /[\s\u200B-\u200F\u2060\uFEFF\u202A-\u202E\u2066-\u2069]/gu;

export function isBlank(value: string | null | undefined): boolean {
  return value == null || value.replace(INVISIBLE, '') === '';
}

/** Trims whitespace and invisible characters from both ends, keeping them inside the text. */
export function clean(value: string | null | undefined): string {
  if (value == null) return '';
  return value.replace(/^[\s\u200B-\u200F\u2060\uFEFF\u202A-\u202E\u2066-\u2069]+|[\s\u200B-\u200F\u2060\uFEFF\u202A-\u202E\u2066-\u2069]+$/gu, '');
}

const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0e50, 0xff10];

/** Arabic-Indic, Persian, Devanagari, Thai and full-width digits to ASCII; other text unchanged. */
export function asciiDigits(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((z) => code >= z && code <= z + 9);
    out += zero === undefined ? ch : String(code - zero);
  }
  return out;
}
