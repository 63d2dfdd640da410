import { forwardRef, useState, type CSSProperties } from 'react';
import { ImageIcon } from '../../icons/ImageIcon';
import * as styles from './Image.css';

export const imageFits = ['cover', 'contain'] as const;

export interface ImageProps {
  src: string;
  /**
   * Required: what the image shows ("Ceramic coffee mug, white"), or `""` when it only repeats
   * text beside it. Also names the fallback when the image fails.
   */
  alt: string;
  /** Width / height, or a CSS ratio like `"4 / 3"`. The box keeps it before and after loading. */
  aspectRatio?: number | string;
  fit?: (typeof imageFits)[number];
  /** Loads only near the viewport (native lazy loading). Turn off for the first screen's hero. */
  lazy?: boolean;
  /** A short visible note in the fallback ("Image could not be loaded"). */
  errorText?: string;
  /** Corner radius, e.g. `vars.radius.md`. */
  radius?: string;
  onLoad?: () => void;
  onError?: () => void;
  className?: string;
}

/**
 * An image in a fixed-ratio box: a grey placeholder while it loads (no layout shift), a fade-in
 * when a lazy image arrives (an eager hero shows as it decodes), and an icon fallback if it fails.
 * `alt` is required.
 */
export const Image = forwardRef<HTMLSpanElement, ImageProps>(function Image(
  {
    src,
    alt,
    aspectRatio = 1,
    fit = 'cover',
    lazy = true,
    errorText,
    radius,
    onLoad,
    onError,
    className,
  },
  ref,
) {
  const [status, setStatus] = useState<{ src: string; state: 'loading' | 'loaded' | 'error' }>({
    src,
    state: 'loading',
  });
  // A new src starts over from the placeholder.
  const state = status.src === src ? status.state : 'loading';
  const frameStyle: CSSProperties = { aspectRatio: String(aspectRatio), borderRadius: radius };

  return (
    <span
      ref={ref}
      className={[styles.frame, className].filter(Boolean).join(' ')}
      style={frameStyle}
      data-state={state}
    >
      {state === 'error' ? (
        <span
          className={styles.fallback}
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
        >
          <ImageIcon className={styles.icon} />
          {errorText ? <span aria-hidden="true">{errorText}</span> : null}
        </span>
      ) : (
        <img
          src={src}
          alt={alt}
          loading={lazy ? 'lazy' : 'eager'}
          decoding="async"
          className={styles.img}
          style={{ objectFit: fit }}
          data-loaded={state === 'loaded' ? '' : undefined}
          onLoad={() => {
            setStatus({ src, state: 'loaded' });
            onLoad?.();
          }}
          onError={() => {
            setStatus({ src, state: 'error' });
            onError?.();
          }}
        />
      )}
    </span>
  );
});
Image.displayName = 'Image';
