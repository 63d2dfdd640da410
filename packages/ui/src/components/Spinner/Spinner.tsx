import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Read by screen readers; omit when the surrounding control already says it is busy. */
  label?: string;
  className?: string;
}

/** A small busy indicator that inherits the text colour and size. */
export function Spinner({ label, className }: SpinnerProps) {
  const cls = className ? `${styles.spinner} ${className}` : styles.spinner;
  return label ? (
    <span role="img" aria-label={label} className={cls} />
  ) : (
    <span aria-hidden="true" className={cls} />
  );
}
