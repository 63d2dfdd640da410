import { forwardRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './Badge.css';

/** Counts above this show as "999+" (the spec's badge maximum). */
export const BADGE_MAX = 999;

export interface BadgeProps {
  /** The number to show. Zero hides the badge unless `showZero`. */
  count?: number;
  /** Counts above `max` show as `${max}+`. */
  max?: number;
  /** A small dot instead of a number ("something new"). */
  dot?: boolean;
  /** Shows the badge when `count` is 0. */
  showZero?: boolean;
  /**
   * What a screen reader hears instead of the visible count, as a full sentence
   * ("Items in cart: 3"). The visible number is hidden from assistive technology, as Primer's
   * CounterLabel does, so "999+" is never read as "nine hundred ninety-nine plus".
   */
  label?: string;
  /** The element the badge sits on (an icon, an avatar). Without it the badge is inline. */
  children?: ReactNode;
  className?: string;
}

/** Formats a count against the cap: 1000 with max 999 becomes "999+". */
export function formatBadgeCount(count: number, max = BADGE_MAX): string {
  return count > max ? `${max}+` : String(count);
}

/**
 * A count or a dot on top of an icon, a tab or an avatar. The visible mark is decorative; the
 * `label` sentence is what assistive technology reads.
 */
export const Badge = forwardRef<HTMLSpanElement, BadgeProps>(function Badge(
  { count = 0, max = BADGE_MAX, dot = false, showZero = false, label, children, className },
  ref,
) {
  const visible = dot || count > 0 || showZero;
  const anchored = children !== undefined;
  const markClass = [
    dot ? styles.dot : styles.count,
    anchored && (dot ? styles.cornerDot : styles.corner),
    !anchored && className,
  ]
    .filter(Boolean)
    .join(' ');
  const mark = visible ? (
    <>
      <span ref={anchored ? undefined : ref} aria-hidden="true" className={markClass} data-badge="">
        {dot ? null : formatBadgeCount(count, max)}
      </span>
      {label ? <span className={visuallyHidden}>{label}</span> : null}
    </>
  ) : null;

  if (!anchored) return mark;
  return (
    <span ref={ref} className={[styles.anchor, className].filter(Boolean).join(' ')}>
      {children}
      {mark}
    </span>
  );
});
Badge.displayName = 'Badge';
