import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './Empty.css';

export const emptyIllustrations = ['box', 'search', 'error'] as const;
export type EmptyIllustration = (typeof emptyIllustrations)[number];

export interface EmptyProps {
  /** Which drawing: `box` (nothing here yet), `search` (no results), `error` (could not load). */
  illustration?: EmptyIllustration;
  /** An optional short heading above the sentence. */
  title?: ReactNode;
  /** One short sentence saying what is (not) here. */
  description: ReactNode;
  /** Label of the next-step button ("Go shopping", "Retry"); shown with `onAction`. */
  actionLabel?: ReactNode;
  onAction?: () => void;
  className?: string;
}

/** Drawn in theme colours; decorative, so hidden from screen readers. */
function Illustration({ kind }: { kind: EmptyIllustration }) {
  return (
    <svg viewBox="0 0 160 120" className={styles.illustration} aria-hidden="true" focusable="false">
      <ellipse cx="80" cy="108" rx="60" ry="8" className={styles.ground} />
      {kind === 'box' && (
        <>
          <path d="M36 50l44-18 44 18v46l-44 14-44-14z" className={styles.paper} />
          <path d="M36 50l44 16 44-16M80 66v44" className={styles.line} />
          <path d="M36 50l-10 16 44 16 10-16" className={styles.paper} />
          <circle cx="122" cy="26" r="6" className={styles.accent} />
        </>
      )}
      {kind === 'search' && (
        <>
          <rect x="30" y="20" width="70" height="84" rx="8" className={styles.paper} />
          <path d="M44 40h42M44 54h30M44 68h36" className={styles.line} />
          <circle cx="106" cy="70" r="20" className={styles.paper} />
          <path d="M120 84l16 16" className={styles.line} />
          <circle cx="106" cy="70" r="6" className={styles.accent} />
        </>
      )}
      {kind === 'error' && (
        <>
          <path
            d="M50 90a22 22 0 0 1 2-44 30 30 0 0 1 57-6 25 25 0 0 1 5 50z"
            className={styles.paper}
          />
          <path d="M72 56l18 18M90 56L72 74" className={styles.line} />
          <circle cx="124" cy="30" r="6" className={styles.accent} />
        </>
      )}
    </svg>
  );
}

/**
 * The empty state a designer expects on every list: an illustration, a short sentence and,
 * optionally, the next action as a button.
 */
export function Empty({
  illustration = 'box',
  title,
  description,
  actionLabel,
  onAction,
  className,
}: EmptyProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <Illustration kind={illustration} />
      {title != null && <h2 className={styles.title}>{title}</h2>}
      <p className={styles.description}>{description}</p>
      {actionLabel != null && onAction && (
        <Button className={styles.action} variant="secondary" size="sm" onPress={onAction}>
          {actionLabel}
        </Button>
      )}
    </div>
  );
}
