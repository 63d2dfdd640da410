import { forwardRef, useId, type ReactNode } from 'react';
import { ChevronRightIcon } from '../../icons/ChevronRightIcon';
import * as fieldStyles from '../TextField/field.css';
import * as styles from './Picker.css';

/**
 * `row`: a list row, label at the start and value at the end (a settings list, a sheet of options).
 * `field`: a form field like the kit's text fields, the label above a bordered box holding the
 * value, so it lines up with the text fields around it.
 */
export const pickerAppearances = ['row', 'field'] as const;

export interface PickerTriggerProps {
  label: ReactNode;
  /** The chosen value's text, or undefined to show the placeholder. */
  valueText?: ReactNode;
  placeholder?: ReactNode;
  isOpen: boolean;
  isDisabled?: boolean;
  errorMessage?: ReactNode;
  onPress: () => void;
  appearance?: (typeof pickerAppearances)[number];
  className?: string;
}

/**
 * The form row that opens a picker sheet: label at the start, value and a chevron at the end (or,
 * as a `field`, the label above a box with the value and the chevron). Its name is the label then
 * the value ("Reason for cancelling Wrong shipping address").
 */
export const PickerTrigger = forwardRef<HTMLButtonElement, PickerTriggerProps>(
  function PickerTrigger(
    { label, valueText, placeholder, isOpen, isDisabled, errorMessage, onPress, appearance = 'row', className },
    ref,
  ) {
    const id = useId();
    if (appearance === 'field') {
      return (
        <div className={[fieldStyles.field, className].filter(Boolean).join(' ')}>
          <span id={`${id}-label`} className={fieldStyles.label}>
            {label}
          </span>
          <button
            ref={ref}
            type="button"
            className={styles.fieldTrigger}
            aria-labelledby={`${id}-label ${id}-value`}
            aria-haspopup="dialog"
            aria-expanded={isOpen}
            aria-describedby={errorMessage ? `${id}-error` : undefined}
            data-invalid={errorMessage ? '' : undefined}
            disabled={isDisabled}
            onClick={onPress}
          >
            <span
              id={`${id}-value`}
              className={valueText === undefined ? `${styles.fieldValue} ${styles.placeholder}` : styles.fieldValue}
            >
              {valueText ?? placeholder}
            </span>
            <ChevronRightIcon className={styles.fieldChevron} />
          </button>
          {errorMessage ? (
            <span id={`${id}-error`} className={fieldStyles.error}>
              {errorMessage}
            </span>
          ) : null}
        </div>
      );
    }
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
