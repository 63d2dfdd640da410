import { forwardRef, type ReactNode } from 'react';
import * as styles from './Page.css';

export interface PageProps {
  /** Usually a `NavBar`; it stays put while the content scrolls. */
  topBar?: ReactNode;
  /** Usually a `TabBar` or an action bar (add to cart, pay); it stays at the bottom. */
  bottomBar?: ReactNode;
  /** The page content, inside the scroll container (`main`). */
  children: ReactNode;
  className?: string;
  /** Class for the scroll container, e.g. for page padding. */
  contentClassName?: string;
}

/**
 * The frame of every screen: a column at most 400px wide, centred with the ground colour around
 * it on wide screens, a top bar, a scrolling `main` and a bottom bar. Safe-area insets are
 * applied where no bar takes care of them.
 */
export const Page = forwardRef<HTMLElement, PageProps>(function Page(
  { topBar, bottomBar, children, className, contentClassName },
  ref,
) {
  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <div className={styles.frame}>
        {topBar ? <div className={styles.bar}>{topBar}</div> : null}
        <main
          ref={ref}
          // Focusable so keyboard users can scroll it even when it holds no control.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className={contentClassName ? `${styles.content} ${contentClassName}` : styles.content}
          data-top-bar={topBar ? '' : undefined}
          data-bottom-bar={bottomBar ? '' : undefined}
        >
          {children}
        </main>
        {bottomBar ? <div className={styles.bar}>{bottomBar}</div> : null}
      </div>
    </div>
  );
});
Page.displayName = 'Page';
