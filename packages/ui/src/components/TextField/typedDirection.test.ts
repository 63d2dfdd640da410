import { describe, expect, it } from 'vitest';
import { typedDirection } from './typedDirection';

describe('typedDirection', () => {
  it('follows the first letter typed', () => {
    expect(typedDirection('Shipped within two days.')).toBe('ltr');
    expect(typedDirection('يُشحن خلال يومين')).toBe('rtl');
    expect(typedDirection('שלום')).toBe('rtl');
    expect(typedDirection('2 × iPhone 15 من المتجر')).toBe('ltr');
    expect(typedDirection('١٢ قطعة')).toBe('rtl');
    expect(typedDirection('東京タワー')).toBe('ltr');
    expect(typedDirection('สวัสดี')).toBe('ltr');
  });

  it('leaves the direction to the page while there is no letter', () => {
    expect(typedDirection('')).toBeUndefined();
    expect(typedDirection(undefined)).toBeUndefined();
    expect(typedDirection('+1 (555) 010-2030')).toBeUndefined();
  });
});
