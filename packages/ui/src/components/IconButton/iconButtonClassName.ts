import * as styles from './IconButton.css';

export interface IconButtonClassOptions {
  /** `plain` for bars, `accent` for a highlighted action, `filled` over images. */
  tone?: 'plain' | 'accent' | 'filled';
  className?: string;
}

/**
 * The kit IconButton's look for a plain `<button type="button">` with an `aria-label`: the same
 * classes plus the states from native pseudo-classes (`:hover`, `:active`, `:focus-visible`,
 * `:disabled`). For parts that must not download react-aria's press machinery (the NavBar's back
 * button, which the app's loading screen draws before any page has loaded); everywhere else use
 * `IconButton`. Its own module, apart from IconButton.tsx, for that reason.
 */
export function iconButtonClassName({ tone = 'plain', className }: IconButtonClassOptions = {}): string {
  return [styles.base, styles.tone[tone], styles.nativeBase, styles.nativeTone[tone], className].filter(Boolean).join(' ');
}

/** Mirrors a directional icon (back, forward) right-to-left, as IconButton's `mirrorInRtl` does. */
export const iconMirrorClassName = styles.mirror;
