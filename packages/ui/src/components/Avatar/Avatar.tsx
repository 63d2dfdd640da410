import { forwardRef, useState } from 'react';
import * as styles from './Avatar.css';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export const avatarShapes = ['round', 'square'] as const;

export interface AvatarProps {
  /** The person's or store's name: the accessible name and the source of the initials. */
  name: string;
  /** The picture; without it, or if it fails, the initials show. */
  src?: string;
  size?: (typeof avatarSizes)[number];
  /** `square` for store logos. */
  shape?: (typeof avatarShapes)[number];
  /** Hides the avatar from assistive technology when the name is already written beside it. */
  decorative?: boolean;
  className?: string;
}

/**
 * Initials from a name: the first letter of the first and last words ("Lina Haddad" → "LH"),
 * or the first letter of a single word ("陽光水果店" → "陽"). Letters are graphemes, so accents
 * and combining marks stay whole.
 */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const first = (word: string) => {
    const [g] = segmenter.segment(word);
    return g ? g.segment : '';
  };
  if (words.length === 0) return '';
  const letters =
    words.length === 1 ? first(words[0]!) : first(words[0]!) + first(words[words.length - 1]!);
  return letters.toLocaleUpperCase();
}

/** A user's or store's picture, falling back to initials on a tinted circle. */
export const Avatar = forwardRef<HTMLSpanElement, AvatarProps>(function Avatar(
  { name, src, size = 'md', shape = 'round', decorative = false, className },
  ref,
) {
  const [failedSrc, setFailedSrc] = useState<string>();
  const showImage = src !== undefined && failedSrc !== src;
  const classes = [styles.root, styles.size[size], shape === 'square' && styles.square, className]
    .filter(Boolean)
    .join(' ');
  const a11y = decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name };

  return (
    <span ref={ref} className={classes} {...(showImage ? (decorative ? a11y : {}) : a11y)}>
      {showImage ? (
        <img
          src={src}
          alt={decorative ? '' : name}
          className={styles.img}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <span aria-hidden="true">{initialsOf(name)}</span>
      )}
    </span>
  );
});
Avatar.displayName = 'Avatar';
