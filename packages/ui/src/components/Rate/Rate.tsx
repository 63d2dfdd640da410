import { forwardRef } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { StarIcon } from '../../icons/StarIcon';
import * as styles from './Rate.css';

/** Ratings are out of five stars (the spec's default). */
export const RATE_MAX = 5;
export const rateSizes = ['sm', 'md', 'lg'] as const;

export interface RateProps {
  /** The rating; read-only ratings may be fractional (4.5), editable ones are whole stars. */
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  /** Number of stars. */
  max?: number;
  /** Shows a rating instead of asking for one. */
  readOnly?: boolean;
  isDisabled?: boolean;
  /** Names the editable group ("Rate this product"). */
  label?: string;
  /** Reads a value: `(4.5, 5) => "4.5 out of 5"`. Names the read-only image and each star. */
  valueLabel: (value: number, max: number) => string;
  /** Defaults to `sm` when read-only and `lg` (44px targets) when editable. */
  size?: (typeof rateSizes)[number];
  className?: string;
}

function Star({ fraction }: { fraction: number }) {
  return (
    <span className={styles.star}>
      <StarIcon />
      {fraction > 0 ? (
        <span className={styles.fill} style={{ inlineSize: `${Math.round(fraction * 100)}%` }}>
          <StarIcon />
        </span>
      ) : null}
    </span>
  );
}

/**
 * Star rating. Read-only, it is one image named "4.5 out of 5". Editable, it is a radio group
 * (react-aria): arrow keys move and select and follow the reading direction, each star is named
 * "n out of 5", and every star is a 44px touch target.
 */
export const Rate = forwardRef<HTMLDivElement, RateProps>(function Rate(
  {
    value,
    defaultValue,
    onChange,
    max = RATE_MAX,
    readOnly = false,
    isDisabled,
    label,
    valueLabel,
    size,
    className,
  },
  ref,
) {
  const stars = Array.from({ length: max }, (_, i) => i + 1);
  const sizeClass = styles.size[size ?? (readOnly ? 'sm' : 'lg')];
  const classes = [styles.root, sizeClass, className].filter(Boolean).join(' ');

  if (readOnly) {
    const shown = Math.min(Math.max(value ?? defaultValue ?? 0, 0), max);
    return (
      <div ref={ref} role="img" aria-label={valueLabel(shown, max)} className={classes}>
        {stars.map((n) => (
          <Star key={n} fraction={Math.min(Math.max(shown - n + 1, 0), 1)} />
        ))}
      </div>
    );
  }

  return (
    <RadioGroup
      ref={ref}
      aria-label={label}
      orientation="horizontal"
      isDisabled={isDisabled}
      value={value === undefined ? undefined : value > 0 ? String(value) : null}
      defaultValue={defaultValue ? String(defaultValue) : undefined}
      onChange={(v) => onChange?.(Number(v))}
      className={`${classes} ${styles.editable}`}
    >
      {({ state }) => {
        const selected = Number(state.selectedValue ?? 0);
        return stars.map((n) => (
          <Radio key={n} value={String(n)} aria-label={valueLabel(n, max)} className={styles.radio}>
            <Star fraction={n <= selected ? 1 : 0} />
          </Radio>
        ));
      }}
    </RadioGroup>
  );
});
Rate.displayName = 'Rate';
