import type { ReactNode } from 'react';
import { Spinner } from '../Spinner';
import * as styles from './Loading.css';

export interface LoadingProps {
  /** The text beside the spinner, e.g. "Loading…"; screen readers hear it through a status region. */
  label: ReactNode;
  /** Spinner above the text instead of before it. */
  vertical?: boolean;
  /** Fills the page's content area, centred, for a screen whose data is loading. */
  fullPage?: boolean;
  className?: string;
}

/**
 * A spinner with text, inline (a list footer, a button row) or filling the page. It is a polite
 * `status` region, so screen readers hear the text without focus moving. Under reduced motion the
 * ring stands still.
 */
export function Loading({ label, vertical = false, fullPage = false, className }: LoadingProps) {
  const content = (
    <div
      role="status"
      className={[styles.inline, (vertical || fullPage) && styles.vertical, !fullPage && className]
        .filter(Boolean)
        .join(' ')}
    >
      <Spinner
        className={[styles.spinner, fullPage && styles.spinnerLarge].filter(Boolean).join(' ')}
      />
      <span>{label}</span>
    </div>
  );
  return fullPage ? (
    <div className={[styles.fullPage, className].filter(Boolean).join(' ')}>{content}</div>
  ) : (
    content
  );
}
