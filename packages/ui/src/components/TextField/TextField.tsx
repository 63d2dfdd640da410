import { forwardRef, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  FieldError,
  Input,
  Label,
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components';
import { CloseIcon } from '../../icons/CloseIcon';
import { EyeIcon } from '../../icons/EyeIcon';
import { EyeOffIcon } from '../../icons/EyeOffIcon';
import * as styles from './field.css';
import { FieldDescription } from './FieldDescription';
import { typedDirection } from './typedDirection';

export const textFieldTypes = ['text', 'password', 'email', 'tel', 'url', 'search'] as const;

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | 'value' | 'defaultValue' | 'onChange'> {
  /** Visible label. */
  label: string;
  /** Help under the field ("At least 6 characters"). */
  description?: string;
  /** Shown under the field while it is invalid (`isInvalid`, or a failed `validate`/`isRequired`). */
  errorMessage?: string;
  placeholder?: string;
  type?: (typeof textFieldTypes)[number];
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Accessible name of the clear button; the button appears (when the field has text) only if set. */
  clearLabel?: string;
  /** Names of the show/hide toggle of a password field. */
  showPasswordLabel?: string;
  hidePasswordLabel?: string;
  /** Content before the input (an icon, a "+1" prefix). */
  start?: ReactNode;
  /** Content after the input, e.g. a `CodeButton`. */
  end?: ReactNode;
  /**
   * Direction of the value's box (the input and its adornments): `ltr` for a card number, a phone
   * number, an address or a code. The label, description and error message are sentences of the
   * interface and keep its direction; on the whole field, `dir="ltr"` turned an Arabic error's
   * closing parenthesis and its alignment around.
   */
  dir?: 'ltr' | 'rtl' | 'auto';
  className?: string;
}

/**
 * A labelled text input on react-aria's TextField: description and error message are wired to
 * the input, a clear button empties it, and a password field has a show/hide toggle. A `start`
 * and an `end` slot hold prefixes and actions such as the code button.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    description,
    errorMessage,
    placeholder,
    type = 'text',
    value: controlled,
    defaultValue = '',
    onChange,
    clearLabel,
    showPasswordLabel,
    hidePasswordLabel,
    start,
    end,
    dir,
    className,
    ...rest
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [inner, setInner] = useState(defaultValue);
  const [revealed, setRevealed] = useState(false);
  const value = controlled ?? inner;
  const change = (next: string) => {
    if (controlled === undefined) setInner(next);
    onChange?.(next);
  };
  const isPassword = type === 'password' && Boolean(showPasswordLabel && hidePasswordLabel);
  const showClear = Boolean(clearLabel) && value !== '' && !rest.isDisabled && !rest.isReadOnly;

  return (
    <AriaTextField
      {...rest}
      type={isPassword && revealed ? 'text' : type}
      value={value}
      onChange={change}
      className={[styles.field, className].filter(Boolean).join(' ')}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          <Label className={styles.label}>{label}</Label>
          <div className={styles.box} dir={dir} data-invalid={isInvalid || undefined} data-disabled={isDisabled || undefined}>
            {start ? <span className={styles.adornment}>{start}</span> : null}
            <Input
              ref={(node) => {
                inputRef.current = node;
                if (typeof ref === 'function') ref(node);
                else if (ref) ref.current = node;
              }}
              placeholder={placeholder}
              // A box set to one direction (a card number) decides for the input too.
              dir={dir ? undefined : typedDirection(value)}
              className={styles.input}
            />
            {showClear ? (
              // Out of the tab order like the platform's own clear buttons; select-all and delete do the same.
              <Button
                aria-label={clearLabel}
                excludeFromTabOrder
                preventFocusOnPress
                className={styles.fieldButton}
                onPress={() => {
                  change('');
                  inputRef.current?.focus();
                }}
              >
                <CloseIcon />
              </Button>
            ) : null}
            {isPassword ? (
              <Button
                aria-label={revealed ? hidePasswordLabel : showPasswordLabel}
                className={styles.fieldButton}
                isDisabled={isDisabled}
                onPress={() => setRevealed((r) => !r)}
              >
                {revealed ? <EyeOffIcon /> : <EyeIcon />}
              </Button>
            ) : null}
            {end}
          </div>
          <FieldDescription>{description}</FieldDescription>
          <FieldError className={styles.error}>{errorMessage}</FieldError>
        </>
      )}
    </AriaTextField>
  );
});
TextField.displayName = 'TextField';
