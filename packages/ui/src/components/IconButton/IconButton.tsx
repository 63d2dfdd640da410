import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import * as styles from './IconButton.css';

export const iconButtonTones = ['plain', 'accent', 'filled'] as const;

export interface IconButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children' | 'aria-label' | 'aria-labelledby'> {
  /** The accessible name. Required: an icon alone tells a screen reader nothing. */
  label: string;
  /** The icon (decorative, 24px; it inherits the colour). */
  children: ReactNode;
  /** `plain` for bars, `accent` for a highlighted action, `filled` over images. */
  tone?: (typeof iconButtonTones)[number];
  /** Mirror the icon in right-to-left layouts: set it for directional icons (back, forward) only. */
  mirrorInRtl?: boolean;
  className?: string;
}

/**
 * A 44px round button that shows only an icon. Its `label` becomes the accessible name, so every
 * icon button is announced ("Back", "Share"). Built on react-aria's Button for press, keyboard and
 * focus-visible handling.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { label, children, tone = 'plain', mirrorInRtl = false, className, ...rest },
  ref,
) {
  const classes = [styles.base, styles.tone[tone], className].filter(Boolean).join(' ');
  return (
    <AriaButton ref={ref} {...rest} aria-label={label} className={classes}>
      {mirrorInRtl ? <span className={styles.mirror}>{children}</span> : children}
    </AriaButton>
  );
});
IconButton.displayName = 'IconButton';
