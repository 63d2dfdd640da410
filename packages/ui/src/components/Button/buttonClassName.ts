import * as styles from './Button.css';

export const buttonVariants = ['primary', 'secondary', 'text', 'danger'] as const;
export const buttonSizes = ['sm', 'md', 'lg'] as const;

export interface ButtonClassOptions {
  variant?: (typeof buttonVariants)[number];
  size?: (typeof buttonSizes)[number];
  /** Fills the width of its container. */
  block?: boolean;
  className?: string;
}

/**
 * The kit Button's look for a plain `<button type="button">`: the same classes plus the states
 * from native pseudo-classes (`:hover`, `:active`, `:focus-visible`, `:disabled`) instead of
 * react-aria's data attributes. For the rare screen that must not download react-aria's press,
 * hover and focus handling (it lives in its own module, apart from Button.tsx, for that reason);
 * everywhere else use `Button`. No `loading` state: a busy action needs `Button`.
 */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: ButtonClassOptions = {}): string {
  return [
    styles.base,
    styles.variant[variant],
    styles.size[size],
    styles.nativeBase,
    styles.nativeVariant[variant],
    block && styles.block,
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
