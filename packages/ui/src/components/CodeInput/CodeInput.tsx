import {
  forwardRef,
  useId,
  useImperativeHandle,
  useLayoutEffect,
  useReducer,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
  type MouseEvent,
} from 'react';
import { VisuallyHidden } from 'react-aria-components';
import * as styles from './CodeInput.css';

/** The spec's verification-code length. */
export const CODE_LENGTH = 6;

export interface CodeInputProps {
  /** Number of digits. */
  length?: number;
  /** Controlled value (digits only). */
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  /** Called once the last digit is in, with the whole code. */
  onComplete?: (code: string) => void;
  /** Visible label, e.g. "Verification code". */
  label: string;
  /** Help text under the cells. */
  description?: string;
  /** What a screen reader hears about progress, e.g. `(n, total) => t('kit.code.entered', { count: n, total })`. */
  filledLabel: (filled: number, length: number) => string;
  isInvalid?: boolean;
  /** Shown and announced when `isInvalid`. */
  errorMessage?: string;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** Form field name. */
  name?: string;
  className?: string;
}

const digitsOnly = (text: string) => text.replace(/\D/g, '');

/**
 * A one-time-code input drawn as separate cells. Underneath is one real input
 * (`autocomplete="one-time-code"`, numeric keyboard), so SMS autofill, paste, backspace, arrow keys
 * and screen readers all work as they do in any text field. The cells form one labelled group whose
 * description says how many digits are filled. Digits run left to right in every language.
 */
export const CodeInput = forwardRef<HTMLInputElement, CodeInputProps>(function CodeInput(
  {
    length = CODE_LENGTH,
    value: controlled,
    defaultValue = '',
    onChange,
    onComplete,
    label,
    description,
    filledLabel,
    isInvalid = false,
    errorMessage,
    isDisabled = false,
    autoFocus,
    name,
    className,
  },
  ref,
) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [inner, setInner] = useState(() => digitsOnly(defaultValue).slice(0, length));
  const value = controlled !== undefined ? digitsOnly(controlled).slice(0, length) : inner;
  const [caret, setCaret] = useState(value.length);
  const [focused, setFocused] = useState(false);
  const pendingCaret = useRef<number | null>(null);
  const [, rerender] = useReducer((n: number) => n + 1, 0);

  // The caret is placed after React has written the new value (writing it moves the caret to the end).
  useLayoutEffect(() => {
    if (pendingCaret.current === null || !inputRef.current) return;
    inputRef.current.setSelectionRange(pendingCaret.current, pendingCaret.current);
    pendingCaret.current = null;
  });

  const commit = (next: string, nextCaret: number) => {
    const clean = digitsOnly(next).slice(0, length);
    const at = Math.min(nextCaret, clean.length);
    pendingCaret.current = at;
    setCaret(at);
    // A refused character still re-renders, so the caret goes back where it was.
    if (clean === value) return rerender();
    if (controlled === undefined) setInner(clean);
    onChange?.(clean);
    if (clean.length === length) onComplete?.(clean);
  };

  const syncCaret = () => {
    const el = inputRef.current;
    if (el) setCaret(el.selectionStart ?? value.length);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const el = event.currentTarget;
    const at = el.selectionStart ?? value.length;
    // Typing over a filled cell replaces its digit instead of being refused by maxLength.
    if (/^\d$/.test(event.key) && el.selectionStart === el.selectionEnd && at < value.length) {
      event.preventDefault();
      commit(value.slice(0, at) + event.key + value.slice(at + 1), at + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = digitsOnly(event.clipboardData.getData('text'));
    event.preventDefault();
    if (pasted) commit(pasted, pasted.length);
  };

  // A tap on a cell puts the caret there (or after the last digit, if that cell is still empty).
  const onClick = (event: MouseEvent<HTMLInputElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0) return;
    const index = Math.floor(((event.clientX - box.left) / box.width) * length);
    const at = Math.max(0, Math.min(index, value.length));
    event.currentTarget.setSelectionRange(at, at);
    setCaret(at);
  };

  const active = focused ? Math.min(caret, length - 1) : -1;
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = isInvalid && errorMessage ? `${id}-error` : undefined;
  const describedBy = [statusId, descriptionId, errorId].filter(Boolean).join(' ');

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label id={labelId} htmlFor={`${id}-input`} className={styles.label}>
        {label}
      </label>
      <div role="group" aria-labelledby={labelId} aria-describedby={describedBy} className={styles.group} dir="ltr">
        {Array.from({ length }, (_, i) => (
          <div
            key={i}
            aria-hidden="true"
            className={`${styles.cell} ${i === active ? styles.focusRing : ''}`}
            data-active={i === active || undefined}
            data-filled={i < value.length || undefined}
            data-invalid={isInvalid || undefined}
            data-disabled={isDisabled || undefined}
          >
            {value[i] ?? ''}
          </div>
        ))}
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="text"
          name={name}
          value={value}
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={length}
          spellCheck={false}
          autoCorrect="off"
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in: the code screen exists only to take the code
          autoFocus={autoFocus}
          disabled={isDisabled}
          aria-invalid={isInvalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const { value: typed, selectionStart } = event.target;
            // Characters dropped before the caret shift it back.
            commit(typed, digitsOnly(typed.slice(0, selectionStart ?? typed.length)).length);
          }}
          onKeyDown={onKeyDown}
          onKeyUp={syncCaret}
          onSelect={syncCaret}
          onClick={onClick}
          onPaste={onPaste}
          onFocus={() => {
            setFocused(true);
            syncCaret();
          }}
          onBlur={() => setFocused(false)}
        />
      </div>
      <VisuallyHidden id={statusId} aria-live="polite">
        {filledLabel(value.length, length)}
      </VisuallyHidden>
      {description ? (
        <div id={descriptionId} className={styles.description}>
          {description}
        </div>
      ) : null}
      {errorId ? (
        <div id={errorId} role="alert" className={styles.error}>
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
});
CodeInput.displayName = 'CodeInput';
