import { describe, expect, it } from 'vitest';
import { lightTokens } from '@shop/ui/theme';

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

describe("the bills' signed amounts", () => {
  // Wallet.css.ts colours money in with successText and money out with dangerText, on the cards' surface.
  it.each([
    ['money in', lightTokens.color.successText],
    ['money out', lightTokens.color.dangerText],
  ])('%s reads at 4.5:1 or more on the card and on the page ground', (_, colour) => {
    expect(contrast(colour, lightTokens.color.surface)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colour, lightTokens.color.ground)).toBeGreaterThanOrEqual(4.5);
  });

  it('measures as WCAG does', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#FC4630', '#FFFFFF')).toBeCloseTo(3.47, 2);
  });
});
