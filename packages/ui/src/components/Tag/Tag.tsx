import { forwardRef, type ReactNode } from 'react';
import * as styles from './Tag.css';

export const tagTones = ['accent', 'success', 'warning', 'danger', 'info', 'neutral'] as const;
export const tagFills = ['solid', 'subtle', 'outline'] as const;
export const tagSizes = ['sm', 'md'] as const;

export interface TagProps {
  children: ReactNode;
  /** Colour family; every tone uses its text-safe shade, so labels pass WCAG AA. */
  tone?: (typeof tagTones)[number];
  fill?: (typeof tagFills)[number];
  /** `sm` (12px) for product cards, `md` (14px) for detail pages and filters. */
  size?: (typeof tagSizes)[number];
  /** A decorative icon before the text. */
  icon?: ReactNode;
  className?: string;
}

/**
 * A short, non-interactive label on a product or order ("Free shipping", "Sold out"). It is
 * plain text to assistive technology; long labels are cut with an ellipsis, never wrapped.
 */
export const Tag = forwardRef<HTMLSpanElement, TagProps>(function Tag(
  { children, tone = 'accent', fill = 'subtle', size = 'sm', icon, className },
  ref,
) {
  const classes = [styles.base, styles[fill][tone], styles.size[size], className]
    .filter(Boolean)
    .join(' ');
  return (
    <span ref={ref} className={classes}>
      {icon}
      {children}
    </span>
  );
});
Tag.displayName = 'Tag';
