import type { CSSProperties, ReactNode } from 'react';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['line', 'block', 'circle'] as const;

export interface SkeletonProps {
  /** `line` for text, `block` for images and cards, `circle` for avatars. Default `line`. */
  shape?: (typeof skeletonShapes)[number];
  /** Inline size (CSS length or px number). */
  width?: CSSProperties['inlineSize'];
  /** Block size (CSS length or px number). */
  height?: CSSProperties['blockSize'];
  /** Shimmer; always still under reduced motion. Default true. */
  animated?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** One grey placeholder shape. Decorative: wrap a screen's skeletons in `SkeletonGroup`. */
export function Skeleton({
  shape = 'line',
  width,
  height,
  animated = true,
  className,
  style,
}: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      className={[styles.base, styles.shape[shape], animated && styles.animated, className]
        .filter(Boolean)
        .join(' ')}
      style={{ inlineSize: width, blockSize: height, ...style }}
    />
  );
}

export interface SkeletonGroupProps {
  /** What screen readers hear while the content loads, e.g. "Loading…". */
  label: string;
  /** Skeleton shapes laid out like the content they stand for. */
  children: ReactNode;
  className?: string;
}

/**
 * Groups placeholder shapes into one busy region: assistive technology hears `label` once
 * instead of a row of empty shapes.
 */
export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  return (
    <div role="status" aria-busy="true" className={className}>
      <span className={styles.visuallyHidden}>{label}</span>
      {children}
    </div>
  );
}
