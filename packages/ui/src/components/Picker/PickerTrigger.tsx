import { forwardRef, useId, type ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import * as styles from './Picker.css';

export interface PickerTriggerProps {
  label: ReactNode;
  /** The chosen value's text, or undefined to show the placeholder. */
  valueText?: ReactNode;
  placeholder?: ReactNode;
  isOpen: boolean;
  isDisabled?: boolean;
  errorMessage?: ReactNode;
  onPress: () => void;
  className?: string;
}

/**
 * The form row that opens a picker sheet: label at the start, value and a chevron at the end.
 * Its name is its content, the label then the value ("Reason for cancelling Wrong shipping address").
 */
export const PickerTrigger = forwardRef<HTMLButtonElement, PickerTriggerProps>(
  function PickerTrigger(
    { label, valueText, placeholder, isOpen, isDisabled, errorMessage, onPress, className },
    ref,
  ) {
    const id = useId();
    return (
      <div className={[styles.field, className].filter(Boolean).join(' ')}>
        <button
          ref={ref}
          type="button"
          className={styles.trigger}
          aria-haspopup="dialog"
          aria-expanded={isOpen}
          aria-describedby={errorMessage ? `${id}-error` : undefined}
          data-invalid={errorMessage ? '' : undefined}
          disabled={isDisabled}
          onClick={onPress}
        >
          <span className={styles.label}>{label}</span>
          <span
            className={
              valueText === undefined ? `${styles.value} ${styles.placeholder}` : styles.value
            }
          >
            {valueText ?? placeholder}
          </span>
          <ChevronRightIcon className={styles.chevron} />
        </button>
        {errorMessage ? (
          <span id={`${id}-error`} className={styles.error}>
            {errorMessage}
          </span>
        ) : null}
      </div>
    );
  },
);
PickerTrigger.displayName = 'PickerTrigger';
