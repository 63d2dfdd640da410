/**
 * The image captcha's digits, drawn as stroke paths on a 10x16 cell, so a captcha image needs no
 * font: the server machine may have none, and a screenshot of the mock's captcha must not depend
 * on which monospace font a machine happens to resolve. The server bends each glyph at random;
 * the API mocks draw the same glyphs at fixed positions.
 */
export const CAPTCHA_CELL = { width: 10, height: 16 } as const;

export const CAPTCHA_GLYPHS: Readonly<Record<string, string>> = {
  '0': 'M2 1 L8 1 L9 3 L9 13 L8 15 L2 15 L1 13 L1 3 Z',
  '1': 'M3 4 L6 1 L6 15 M3 15 L9 15',
  '2': 'M1 4 L3 1 L8 1 L9 4 L9 7 L1 15 L9 15',
  '3': 'M1 2 L8 1 L9 4 L8 7 L4 8 L8 9 L9 12 L8 15 L1 14',
  '4': 'M7 15 L7 1 L1 11 L9 11',
  '5': 'M9 1 L2 1 L1 7 L7 7 L9 10 L8 14 L6 15 L1 14',
  '6': 'M8 1 L3 2 L1 7 L1 13 L3 15 L8 15 L9 12 L8 9 L2 9',
  '7': 'M1 1 L9 1 L4 15',
  '8': 'M5 8 L2 7 L1 4 L3 1 L7 1 L9 4 L8 7 L5 8 L1 11 L2 14 L5 15 L8 14 L9 11 Z',
  '9': 'M8 7 L2 7 L1 4 L3 1 L7 1 L9 4 L9 10 L7 14 L2 15',
};

/** A captcha's answer is this many digits, each of which has a glyph above. */
export const CAPTCHA_DIGITS = 4;
