import { forwardRef, useMemo } from 'react';
import { useLocale } from 'react-aria-components';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './Price.css';

/** The marketplace shows every amount in dollars, whatever the language. */
export const CURRENCY_SYMBOL = '$';
/** Minor units per major unit (cents per dollar). */
export const MINOR_UNITS = 100;
export const priceSizes = ['sm', 'md', 'lg'] as const;

export interface PriceProps {
  /** The amount in integer minor units (cents): 129900 is $1,299.00. Never a float. */
  amount: number;
  /** The price before a discount, in minor units; shown struck through in grey. */
  original?: number;
  /**
   * What assistive technology hears before the struck-through price ("Original price"), since a
   * line-through alone is not announced. Required with `original`.
   */
  originalLabel?: string;
  /** `sm` and `md` for lists and cards, `lg` for a product's detail page. */
  size?: (typeof priceSizes)[number];
  className?: string;
}

type Part = { type: string; value: string };

/**
 * Splits an amount into locale-formatted parts (the locale's digits, separators and symbol
 * position) with the currency part replaced by `$`.
 */
export function priceParts(amount: number, locale: string): Part[] {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
  });
  // The direction marks some locales put around the amount stay: in Arabic "\u200F\u200E-20.00 $"
  // keeps the minus next to the digits where an Arabic reader expects it; without them a
  // right-to-left line shows "$ 20.00-".
  return format
    .formatToParts(amount / MINOR_UNITS)
    .map((p) => (p.type === 'currency' ? { type: p.type, value: CURRENCY_SYMBOL } : p));
}

export function formatPrice(amount: number, locale: string): string {
  return priceParts(amount, locale)
    .map((p) => p.value)
    .join('')
    .trim();
}

/**
 * A price from integer minor units: `$` and fraction smaller than the bold digits, formatted for
 * the active locale (from react-aria's `I18nProvider`). An optional original price is struck
 * through and labelled for screen readers, which read each price as one phrase.
 */
export const Price = forwardRef<HTMLSpanElement, PriceProps>(function Price(
  { amount, original, originalLabel, size = 'md', className },
  ref,
) {
  const { locale } = useLocale();
  const parts = useMemo(() => priceParts(amount, locale), [amount, locale]);
  return (
    <span ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={`${styles.current} ${styles.size[size]}`}>
        {/* Screen readers get the whole price in one piece, not a span per part. */}
        <span aria-hidden="true" className={styles.current}>
          {parts.map((p, i) => (
            <span
              key={i}
              data-part={p.type}
              className={
                p.type === 'currency'
                  ? `${styles.symbol} ${styles.small}`
                  : p.type === 'integer' || p.type === 'group'
                    ? styles.digits
                    : `${styles.digits} ${styles.small}`
              }
            >
              {p.value}
            </span>
          ))}
        </span>
        <span className={visuallyHidden}>{formatPrice(amount, locale)}</span>
      </span>
      {original !== undefined ? (
        <del className={styles.original}>
          {originalLabel ? <span className={visuallyHidden}>{`${originalLabel} `}</span> : null}
          {formatPrice(original, locale)}
        </del>
      ) : null}
    </span>
  );
});
Price.displayName = 'Price';
