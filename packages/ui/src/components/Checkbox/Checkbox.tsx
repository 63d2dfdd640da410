import { forwardRef, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import { CheckIcon } from '../../icons/CheckIcon';
import * as styles from './Checkbox.css';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'className' | 'style' | 'children'> {
  /** The label; the whole row is pressable. */
  children: ReactNode;
  className?: string;
}

/**
 * A checkbox on react-aria's Checkbox (a real, visually hidden input): Space toggles, the label
 * is part of the 44px target, indeterminate is supported ("select all"), and the box fills with
 * the accent colour when checked.
 */
export const Checkbox = forwardRef<HTMLLabelElement, CheckboxProps>(function Checkbox(
  { children, className, ...rest },
  ref,
) {
  return (
    <AriaCheckbox ref={ref} {...rest} className={[styles.choice, className].filter(Boolean).join(' ')}>
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className={styles.box} aria-hidden="true">
            {isIndeterminate ? <span className={styles.dash} /> : isSelected ? <CheckIcon strokeWidth={3} /> : null}
          </span>
          <span className={styles.label}>{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
});
Checkbox.displayName = 'Checkbox';
