import { forwardRef, type ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './Button.css';
import { buttonSizes, buttonVariants } from './buttonClassName';

export { buttonSizes, buttonVariants };

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** Busy: the button stays focusable, ignores presses and announces itself as pending. */
  loading?: boolean;
  /** Fills the width of its container. */
  block?: boolean;
  /** An icon before the label (mirrored by the caller only if it is directional). */
  icon?: ReactNode;
  className?: string;
}

/**
 * The kit's button, on react-aria's Button: press, keyboard and focus-visible handling come from
 * there; looks come from the theme. Primary fills use the deeper accent so the label passes AA.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { children, variant = 'primary', size = 'md', loading = false, block = false, icon, className, ...rest },
  ref,
) {
  const classes = [styles.base, styles.variant[variant], styles.size[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return (
    <AriaButton ref={ref} {...rest} isPending={loading} className={classes}>
      {loading ? <Spinner /> : icon}
      <span>{children}</span>
    </AriaButton>
  );
});
Button.displayName = 'Button';
