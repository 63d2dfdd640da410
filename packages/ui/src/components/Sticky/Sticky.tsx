import { forwardRef, type ReactNode } from 'react';
import * as styles from './Sticky.css';

export interface StickyProps {
  /** Distance from the top of the scroll container while stuck: a number in px or a CSS length. */
  offsetTop?: number | string;
  children: ReactNode;
  className?: string;
}

/**
 * Keeps its content at the top of the nearest scroll container (the `Page` content) once it
 * reaches it, e.g. filter tabs under the navigation bar. Plain CSS `position: sticky`, so it costs
 * no script and no scroll listener.
 */
export const Sticky = forwardRef<HTMLDivElement, StickyProps>(function Sticky(
  { offsetTop = 0, children, className },
  ref,
) {
  const top = typeof offsetTop === 'number' ? `${offsetTop}px` : offsetTop;
  return (
    <div
      ref={ref}
      className={className ? `${styles.sticky} ${className}` : styles.sticky}
      // The offset is a per-use value, so it is inline rather than a class per distance.
      style={{ insetBlockStart: top }}
    >
      {children}
    </div>
  );
});
Sticky.displayName = 'Sticky';
