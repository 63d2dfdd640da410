import type { ReactNode } from 'react';
import * as styles from './Divider.css';

export const dividerOrientations = ['horizontal', 'vertical'] as const;

export interface DividerProps {
  /** Short text in the middle of a horizontal divider ("or", "Recommended for you"). */
  children?: ReactNode;
  orientation?: (typeof dividerOrientations)[number];
  dashed?: boolean;
  className?: string;
}

/**
 * A hairline between content. A plain horizontal divider is an `hr` (a separator for assistive
 * technology); one with text is a caption between two lines, read as that text; a vertical one
 * separates inline items ("Sold 2.1k | Free shipping").
 */
export function Divider({ children, orientation = 'horizontal', dashed = false, className }: DividerProps) {
  const cx = (...names: Array<string | false | undefined>) => names.filter(Boolean).join(' ');
  if (orientation === 'vertical') {
    return (
      <span role="separator" aria-orientation="vertical" className={cx(styles.vertical, dashed && styles.dashed, className)} />
    );
  }
  if (children !== undefined && children !== null) {
    return <div className={cx(styles.labelled, dashed && styles.labelledDashed, className)}>{children}</div>;
  }
  return <hr className={cx(styles.line, dashed && styles.dashed, className)} />;
}
