import { forwardRef, useEffect, useId, useMemo, useState } from 'react';
import {
  FieldError,
  Label,
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  useLocale,
  VisuallyHidden,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import * as field from '../TextField/field.css';
import * as styles from './TextArea.css';
import { FieldDescription } from '../TextField/FieldDescription';
import { typedDirection } from '../TextField/typedDirection';

/** The spec's textarea maximum. */
export const TEXTAREA_MAX_LENGTH = 140;
/** The count is announced after a pause in typing, not on every key. */
export const COUNTER_ANNOUNCE_DELAY_MS = 1000;

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'maxLength'> {
  label: string;
  description?: string;
  errorMessage?: string;
  placeholder?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Maximum number of characters. */
  maxLength?: number;
  /** The count as a sentence for screen readers, e.g. `(n, max) => t('kit.textArea.count', { count: n, max })`. */
  countLabel: (count: number, max: number) => string;
  /** Visible rows before it grows a scroll bar. */
  rows?: number;
  className?: string;
}

/**
 * A multi-line field with a live "12/140" counter. The visible counter is for the eye; screen
 * readers get `countLabel` as part of the description and, politely, after a pause in typing.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    description,
    errorMessage,
    placeholder,
    value: controlled,
    defaultValue = '',
    onChange,
    maxLength = TEXTAREA_MAX_LENGTH,
    countLabel,
    rows = 4,
    className,
    ...rest
  },
  ref,
) {
  const id = useId();
  const [inner, setInner] = useState(defaultValue);
  const value = controlled ?? inner;
  // Code points, not UTF-16 units, so an emoji counts as one character.
  const count = [...value].length;
  const [announced, setAnnounced] = useState(count);
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(count), COUNTER_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [count]);

  const { locale } = useLocale();
  const format = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  return (
    <AriaTextField
      {...rest}
      value={value}
      onChange={(next) => {
        if (controlled === undefined) setInner(next);
        onChange?.(next);
      }}
      maxLength={maxLength}
      // Joined by react-aria with the description and error ids.
      aria-describedby={`${id}-count`}
      className={[field.field, className].filter(Boolean).join(' ')}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <Label className={field.label}>{label}</Label>
          <div className={`${field.box} ${styles.box}`} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
            <AriaTextArea
              ref={ref}
              rows={rows}
              placeholder={placeholder}
              dir={typedDirection(value)}
              className={`${field.input} ${styles.textarea}`}
            />
            <span aria-hidden="true" className={styles.counter} data-full={count >= maxLength || undefined}>
              {format.format(count)}/{format.format(maxLength)}
            </span>
          </div>
          <VisuallyHidden id={`${id}-count`} aria-live="polite">
            {countLabel(announced, maxLength)}
          </VisuallyHidden>
          <FieldDescription>{description}</FieldDescription>
          <FieldError className={field.error}>{errorMessage}</FieldError>
        </>
      )}
    </AriaTextField>
  );
});
TextArea.displayName = 'TextArea';
