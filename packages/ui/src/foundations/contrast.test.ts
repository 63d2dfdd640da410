import { describe, expect, it } from 'vitest';
import { composite, contrastRatio, formatRatio, meetsAA, parseColour } from './contrast';

describe('contrastRatio', () => {
  it('measures as WCAG 2 does', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#FFFFFF')).toBe(1);
    // The figures VISUAL.md gives for the brand accent.
    expect(contrastRatio('#FFFFFF', '#FC4630')).toBeCloseTo(3.47, 2);
    expect(contrastRatio('#FC4630', '#F5F5F5')).toBeCloseTo(3.18, 2);
    expect(contrastRatio('#000000', '#FC4630')).toBeCloseTo(6.06, 2);
    expect(contrastRatio('#FFFFFF', '#D63823')).toBeCloseTo(4.72, 2);
  });

  it('is the same whichever colour is on top', () => {
    expect(contrastRatio('#1A1A1A', '#F5F5F5')).toBeCloseTo(
      contrastRatio('#F5F5F5', '#1A1A1A'),
      10,
    );
  });

  it('lays a translucent scrim over white before measuring', () => {
    // rgba(0, 0, 0, 0.6) over white is #666666.
    expect(composite(parseColour('rgba(0, 0, 0, 0.6)'), parseColour('#FFFFFF'))).toEqual({
      r: 102,
      g: 102,
      b: 102,
      a: 1,
    });
    expect(contrastRatio('#FFFFFF', 'rgba(0, 0, 0, 0.6)')).toBeCloseTo(
      contrastRatio('#FFFFFF', '#666666'),
      10,
    );
  });

  it('refuses a notation it cannot read instead of measuring nonsense', () => {
    expect(() => parseColour('tomato')).toThrow(/tomato/);
  });
});

describe('meetsAA and formatRatio', () => {
  it('asks 4.5:1 of text, 3:1 of large text and shapes, nothing of disabled and decoration', () => {
    expect(meetsAA(4.5, 'text')).toBe(true);
    expect(meetsAA(4.49, 'text')).toBe(false);
    expect(meetsAA(3, 'largeText')).toBe(true);
    expect(meetsAA(2.99, 'nonText')).toBe(false);
    expect(meetsAA(1.2, 'disabled')).toBeNull();
    expect(meetsAA(1.2, 'decorative')).toBeNull();
  });

  it('never shows a ratio just under a minimum as meeting it', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(meetsAA(4.4999, 'text')).toBe(false);
    expect(formatRatio(17.4)).toBe('17.40:1');
  });
});
