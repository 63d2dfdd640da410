import { asciiDigits } from './validation/text';
import { escapeRegExp } from './regexp';

/**
 * Money is an integer number of minor units (cents) everywhere: on the wire, in the database and in
 * state. It becomes text only at the edge, here, with `Intl.NumberFormat`. The product's currency
 * symbol is always `$` (spec section 1), whatever the reader's language.
 */

/** A whole number of cents. A plain number at runtime; the name documents intent. */
export type Minor = number;

export const MINOR_PER_MAJOR = 100;
/** Largest amount we accept from a person: keeps every sum of a few amounts a safe integer. */
export const MAX_MINOR: Minor = 1_000_000_000_00;
/** Largest price: prices are stored in PostgreSQL `integer` columns ($21,474,836.47). */
export const MAX_PRICE: Minor = 2_147_483_647;

export function isMinor(value: unknown): value is Minor {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

const formatters = new Map<string, Intl.NumberFormat>();

/** `auto`: a minus on negative amounts only; `exceptZero`: "+" or "−" as the locale writes them. */
export type MoneySign = 'auto' | 'exceptZero';

function formatterFor(locale: string, signDisplay: MoneySign): Intl.NumberFormat {
  const key = `${locale} ${signDisplay}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'USD',
      // 'narrowSymbol' is `$` in every locale; plain 'symbol' would say `US$` in several.
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay,
    });
    formatters.set(key, f);
  }
  return f;
}

/** The amount as an exact decimal string ("-1234.05"), so formatting never goes through a float. */
export function minorToDecimalString(minor: Minor): string {
  if (!isMinor(minor)) throw new RangeError(`Not an integer amount of minor units: ${minor}`);
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const whole = Math.floor(abs / MINOR_PER_MAJOR);
  const cents = abs % MINOR_PER_MAJOR;
  return `${sign}${whole}.${String(cents).padStart(2, '0')}`;
}

/**
 * `formatMoney(123456, 'en')` is "$1,234.56"; `'de'` gives "1.234,56 $". The currency part is set to
 * `$` by hand because some locales' data (Arabic in Node's ICU) still says "US$" for narrowSymbol.
 * A sign is the locale's own, where the locale puts it, with the direction marks it needs (Arabic
 * "\u200F\u200E-40.00 $"): never prefix one by hand, a right-to-left line would move it.
 */
export function formatMoney(minor: Minor, locale: string, sign: MoneySign = 'auto'): string {
  return formatterFor(locale, sign)
    .formatToParts(minorToDecimalString(minor) as Intl.StringNumericLiteral)
    .map((part) => (part.type === 'currency' ? '$' : part.value))
    .join('');
}

export type ParseAmountResult =
  | { ok: true; minor: Minor }
  | {
      ok: false;
      key:
        | 'validation.required'
        | 'validation.amountInvalid'
        | 'validation.amountTooManyDecimals'
        | 'validation.amountNotPositive'
        | 'validation.amountTooLarge';
      /** The message's values: `max`, formatted as money in the locale, for `amountTooLarge`. */
      values?: { max: string };
    };

/** Marks that only ever group digits, dropped wherever they appear (spaces of fr/ru, Arabic ٬). */
const GROUPING_MARKS = /[\s\u00A0\u202F\u066C]/g;

function separatorsOf(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(1234567.5);
  const decimal = parts.find((p) => p.type === 'decimal')?.value ?? '.';
  const group = parts.find((p) => p.type === 'group')?.value ?? ',';
  return {
    decimal: decimal === '\u066B' ? '.' : decimal,
    group: group.replace(GROUPING_MARKS, ''),
  };
}

/**
 * Reads an amount a person typed ("12.5", "1 234,50" in French, "١٢٫٥" in Arabic, "12,34,567" in
 * Hindi) into minor units. Refuses negatives, zero, more than two decimals, and anything that is not
 * a plain number (exponents, `NaN`, `Infinity`, currency signs, two decimal marks).
 *
 * The locale's own decimal mark is read as decimal; `.` is too, unless it sits where the locale's
 * `.` grouping would put it ("1.500" is 1500 in German, "12.50" is 12.50 everywhere). The locale's
 * group mark is accepted only between digit groups of the right size. Above `max` (by default the
 * largest amount a person may enter) the answer is `amountTooLarge`, with the bound as money.
 */
export function parseAmount(text: string, locale = 'en', max: Minor = MAX_MINOR): ParseAmountResult {
  const { decimal, group } = separatorsOf(locale);
  let s = asciiDigits(text.normalize('NFKC')).replace(GROUPING_MARKS, '').replace(/\u066B/g, '.');
  if (s === '') return { ok: false, key: 'validation.required' };
  const negative = /^[-\u2212]/.test(s);
  if (negative) s = s.slice(1);
  if (group) {
    const g = escapeRegExp(group);
    const western = `\\d{1,3}(?:${g}\\d{3})+`;
    // Hindi groups lakhs and crores (12,34,567); people also type the Western way.
    const grouped = locale.split('-')[0] === 'hi' ? `\\d{1,2}(?:${g}\\d{2})*${g}\\d{3}|${western}` : western;
    const m = new RegExp(`^(${grouped})(?=$|${escapeRegExp(decimal)}|\\.)`).exec(s);
    if (m) s = m[1]!.split(group).join('') + s.slice(m[1]!.length);
  }
  if (decimal !== '.') s = s.replace(decimal, '.');
  const m = /^(\d*)(?:\.(\d*))?$/.exec(s);
  if (!m || (m[1] === '' && (m[2] ?? '') === '')) return { ok: false, key: 'validation.amountInvalid' };
  if (negative) return { ok: false, key: 'validation.amountNotPositive' };
  const whole = (m[1] ?? '').replace(/^0+(?=\d)/, '');
  const fraction = m[2] ?? '';
  if (fraction.length > 2) return { ok: false, key: 'validation.amountTooManyDecimals' };
  const tooLarge = { ok: false, key: 'validation.amountTooLarge', values: { max: formatMoney(max, locale) } } as const;
  if (whole.length > 12) return tooLarge;
  const minor = Number(whole || '0') * MINOR_PER_MAJOR + Number(fraction.padEnd(2, '0'));
  if (minor > max) return tooLarge;
  if (minor === 0) return { ok: false, key: 'validation.amountNotPositive' };
  return { ok: true, minor };
}

/** Sum of amounts, refusing to leave safe integers (an overflow would silently lose cents). */
export function addMinor(...amounts: Minor[]): Minor {
  const total = amounts.reduce((a, b) => a + b, 0);
  if (!isMinor(total) || amounts.some((a) => !isMinor(a))) throw new RangeError('Amount overflow');
  return total;
}
