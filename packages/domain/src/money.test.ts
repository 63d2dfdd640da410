import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALES } from './locale';
import { addMinor, formatMoney, MAX_MINOR, MAX_PRICE, minorToDecimalString, parseAmount } from './money';
import { BLANKS, ODD_TEXT } from './test-support/inputs';

/** Removes what a formatted amount has besides the number: `$`, bidi marks, spaces around. */
const numberPart = (formatted: string) => formatted.replace(/[$\u200E\u200F\u061C]/g, '').trim();

describe('formatMoney', () => {
  it.each([
    [123456, 'en', '$1,234.56'],
    [5, 'en', '$0.05'],
    [-5, 'en', '-$0.05'],
    [0, 'en', '$0.00'],
    [123456, 'de', '1.234,56\u00A0$'],
    [100, 'ja', '$1.00'],
  ])('%d cents in %s is %j', (minor, locale, expected) => {
    expect(formatMoney(minor, locale)).toBe(expected);
  });

  it('writes a sign the locale\'s way, with the mark that keeps it beside the digits in Arabic', () => {
    expect(formatMoney(4000, 'en', 'exceptZero')).toBe('+$40.00');
    expect(formatMoney(-4000, 'en', 'exceptZero')).toBe('-$40.00');
    expect(formatMoney(0, 'en', 'exceptZero')).toBe('$0.00');
    // A left-to-right mark right before the minus: a right-to-left line cannot move it behind "40".
    expect(formatMoney(-4000, 'ar', 'exceptZero')).toMatch(/\u200E-40\.00/);
  });

  it.each(LOCALES)('%s: always the dollar sign, never US$ or another currency word', (locale) => {
    const text = formatMoney(123456789, locale);
    expect(text).toContain('$');
    expect(text).not.toMatch(/US|USD|دولار/);
  });

  it('refuses fractions of a cent and unsafe integers', () => {
    expect(() => formatMoney(1.5, 'en')).toThrow(RangeError);
    expect(() => formatMoney(Number.MAX_SAFE_INTEGER + 2, 'en')).toThrow(RangeError);
    expect(() => formatMoney(Number.NaN, 'en')).toThrow(RangeError);
  });

  it('never goes through a float: the exact decimal string', () => {
    expect(minorToDecimalString(900719925474099)).toBe('9007199254740.99');
    expect(minorToDecimalString(-1)).toBe('-0.01');
  });
});

describe('parseAmount', () => {
  it.each([
    ['12', 'en', 1200],
    ['12.5', 'en', 1250],
    ['12.50', 'en', 1250],
    ['.5', 'en', 50],
    ['0.01', 'en', 1],
    ['1,234.56', 'en', 123456],
    ['  7  ', 'en', 700],
    ['1 234,56', 'fr', 123456],
    ['1.234,56', 'de', 123456],
    ['12,5', 'de', 1250],
    ['12.50', 'de', 1250],
    ['1.500', 'de', 150000],
    ['١٢٫٥', 'ar', 1250],
    ['٬١٢٣٤', 'ar', 123400],
    ['12,34,567.89', 'hi', 1234567_89],
    ['123,456.00', 'hi', 123456_00],
    ['१२.५', 'hi', 1250],
    ['１２．５', 'ja', 1250],
    ['๑๒', 'th', 1200],
    ['1 234,5', 'ru', 123450],
  ])('%j in %s is %d cents', (text, locale, minor) => {
    expect(parseAmount(text, locale)).toEqual({ ok: true, minor });
  });

  it.each<[string, string]>([
    ...Object.values(BLANKS).filter((b) => !/[\u200B-\u200D\uFEFF\u2066\u2069]/.test(b)).map((b): [string, string] => [b, 'validation.required']),
    ['abc', 'validation.amountInvalid'],
    ['NaN', 'validation.amountInvalid'],
    ['Infinity', 'validation.amountInvalid'],
    ['1e3', 'validation.amountInvalid'],
    ['$12', 'validation.amountInvalid'],
    ['12$', 'validation.amountInvalid'],
    ['1.2.3', 'validation.amountInvalid'],
    ['1,2', 'validation.amountInvalid'],
    ['.', 'validation.amountInvalid'],
    ['-', 'validation.amountInvalid'],
    ['--5', 'validation.amountInvalid'],
    ['0x10', 'validation.amountInvalid'],
    [ODD_TEXT.emoji, 'validation.amountInvalid'],
    [ODD_TEXT.rtl, 'validation.amountInvalid'],
    [ODD_TEXT.mixed, 'validation.amountInvalid'],
    [ODD_TEXT.veryLong, 'validation.amountInvalid'],
    ['-5', 'validation.amountNotPositive'],
    ['\u22125', 'validation.amountNotPositive'],
    ['0', 'validation.amountNotPositive'],
    ['0.00', 'validation.amountNotPositive'],
    ['1.001', 'validation.amountTooManyDecimals'],
    ['0.005', 'validation.amountTooManyDecimals'],
    ['1000000001', 'validation.amountTooLarge'],
    ['9'.repeat(40), 'validation.amountTooLarge'],
  ])('%j is refused with %s', (text, key) => {
    const values = key === 'validation.amountTooLarge' ? { values: { max: '$1,000,000,000.00' } } : {};
    expect(parseAmount(text, 'en')).toEqual({ ok: false, key, ...values });
  });

  it('names the bound of a too large amount as money in the reader\'s locale', () => {
    expect(parseAmount('21474836,48', 'de', MAX_PRICE)).toEqual({
      ok: false,
      key: 'validation.amountTooLarge',
      values: { max: formatMoney(MAX_PRICE, 'de') },
    });
    expect(parseAmount('21474836,47', 'de', MAX_PRICE)).toEqual({ ok: true, minor: MAX_PRICE });
  });

  it('zero-width characters in an amount are not digits', () => {
    expect(parseAmount('1\u200B2', 'en')).toEqual({ ok: false, key: 'validation.amountInvalid' });
  });

  it.each(LOCALES)('%s: what formatMoney writes, parseAmount reads back to the same cents', (locale) => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_MINOR }), (minor) => {
        const parsed = parseAmount(numberPart(formatMoney(minor, locale)), locale);
        return parsed.ok && parsed.minor === minor;
      }),
      { numRuns: 200 },
    );
  });

  it('plain decimals with at most two places always parse exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_MINOR }), (minor) => {
        const parsed = parseAmount(minorToDecimalString(minor), 'en');
        return parsed.ok && parsed.minor === minor;
      }),
    );
  });

  it('never throws, and never accepts a negative or fractional cent', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...LOCALES), (text, locale) => {
        const parsed = parseAmount(text, locale);
        return !parsed.ok || (Number.isSafeInteger(parsed.minor) && parsed.minor > 0 && parsed.minor <= MAX_MINOR);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('addMinor', () => {
  it('adds and refuses to leave safe integers', () => {
    expect(addMinor(1, 2, 3)).toBe(6);
    expect(() => addMinor(Number.MAX_SAFE_INTEGER, 1)).toThrow(RangeError);
    expect(() => addMinor(0.5, 1)).toThrow(RangeError);
  });
});
