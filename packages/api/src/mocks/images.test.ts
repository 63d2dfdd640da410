import { describe, expect, it } from 'vitest';
import { CAPTCHA_GLYPHS } from '@shop/domain';
import { captchaSvg, MOCK_CAPTCHA_TEXT } from './images';

describe('the mock captcha', () => {
  it('answers digits, like the server', () => {
    expect(MOCK_CAPTCHA_TEXT).toMatch(/^\d{4}$/);
  });

  it('draws its digits with the shared stroke glyphs, never with a font', () => {
    const svg = captchaSvg();
    expect(svg).not.toMatch(/<text|font-family|<foreignObject/);
    for (const digit of MOCK_CAPTCHA_TEXT) expect(svg).toContain(`d="${CAPTCHA_GLYPHS[digit]}"`);
  });

  it('is the same image every time', () => {
    expect(captchaSvg()).toBe(captchaSvg());
  });
});
