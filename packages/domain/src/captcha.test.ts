import { describe, expect, it } from 'vitest';
import { CAPTCHA_CELL, CAPTCHA_DIGITS, CAPTCHA_GLYPHS } from './captcha';

describe('captcha glyphs', () => {
  it('draws every digit, and only digits', () => {
    expect(Object.keys(CAPTCHA_GLYPHS).sort()).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
    ]);
    expect(CAPTCHA_DIGITS).toBe(4);
  });

  it('keeps every point of every glyph inside its cell', () => {
    for (const path of Object.values(CAPTCHA_GLYPHS)) {
      expect(path).toMatch(/^M[\d\sMLZ.]+$/);
      const numbers = path.match(/\d+(\.\d+)?/g)!.map(Number);
      numbers.forEach((n, i) =>
        expect(n).toBeLessThanOrEqual(i % 2 === 0 ? CAPTCHA_CELL.width : CAPTCHA_CELL.height),
      );
    }
  });
});
