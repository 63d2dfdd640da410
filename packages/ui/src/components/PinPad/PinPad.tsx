import {
  forwardRef,
  useId,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { Button, useLocale, VisuallyHidden, type PressEvent } from 'react-aria-components';
import { BackspaceIcon } from '../../icons/BackspaceIcon';
import * as styles from './PinPad.css';

/** The spec's payment password length. */
export const PIN_LENGTH = 6;

const KEY_ROWS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

export interface PinPadProps {
  /** Number of digits. */
  length?: number;
  /** The prompt above the dots, e.g. "Enter payment password". It names the whole pad. */
  label: string;
  /** What a screen reader hears as digits go in, e.g. `(n, total) => t('kit.code.entered', { count: n, total })`. */
  enteredLabel: (entered: number, length: number) => string;
  /** Accessible name of the delete key. */
  deleteLabel: string;
  /** Called with the PIN when the last digit is entered. */
  onComplete: (pin: string) => void;
  onChange?: (pin: string) => void;
  /**
   * A wrong PIN: set a message after a failed attempt. Each new message clears the digits and
   * shakes the dots (no motion under reduced motion). Clear it (`undefined`) when typing resumes.
   */
  error?: string;
  /** Keys ignore input, e.g. while the PIN is being checked. */
  isDisabled?: boolean;
  autoFocus?: boolean;
  className?: string;
}

export interface PinPadHandle {
  /** Empties the PIN (e.g. when the sheet is reopened). */
  clear: () => void;
  /** Moves focus to the PIN field, so hardware keys go to it. */
  focus: () => void;
}

/**
 * The 6-digit payment password: masked dots and an on-screen keypad. Under the dots is a real
 * password input with `inputMode="none"`, so phones show our keypad instead of theirs, while
 * hardware keyboards type into it and screen readers announce it as a protected field. Keypad keys
 * work with touch, mouse and keyboard; a polite live region counts the digits entered.
 */
export const PinPad = forwardRef<PinPadHandle, PinPadProps>(function PinPad(
  {
    length = PIN_LENGTH,
    label,
    enteredLabel,
    deleteLabel,
    onComplete,
    onChange,
    error,
    isDisabled = false,
    autoFocus,
    className,
  },
  ref,
) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [pin, setPin] = useState('');
  const [shakes, setShakes] = useState(0);
  // A new error message clears the digits and shakes, adjusted during render (no effect round trip).
  const [seenError, setSeenError] = useState(error);
  if (error !== seenError) {
    setSeenError(error);
    if (error) {
      setPin('');
      setShakes((n) => n + 1);
    }
  }

  const { locale } = useLocale();
  const digitLabel = useMemo(() => {
    const format = new Intl.NumberFormat(locale, { useGrouping: false });
    return (digit: string) => format.format(Number(digit));
  }, [locale]);

  useImperativeHandle(ref, () => ({
    clear: () => setPin(''),
    focus: () => inputRef.current?.focus(),
  }));

  const update = (next: string) => {
    const clean = next.replace(/\D/g, '').slice(0, length);
    if (clean === pin || isDisabled) return;
    setPin(clean);
    onChange?.(clean);
    if (clean.length === length) onComplete(clean);
  };

  // Pointer presses hand focus to the field, so a hardware keyboard keeps working afterwards;
  // keyboard presses leave focus on the key.
  const press = (next: string) => (event: PressEvent) => {
    update(next);
    if (event.pointerType === 'mouse' || event.pointerType === 'touch' || event.pointerType === 'pen') {
      inputRef.current?.focus({ preventScroll: true });
    }
  };

  // Digits typed while a keypad key has focus count too.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.target === inputRef.current || event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      update(pin + event.key);
    } else if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      update(pin.slice(0, -1));
    }
  };

  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const errorId = error ? `${id}-error` : undefined;

  return (
    // The keydown handler only forwards digits typed on the keypad's own buttons.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <div
      role="group"
      aria-labelledby={labelId}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onKeyDown={onKeyDown}
    >
      <label id={labelId} htmlFor={`${id}-input`} className={styles.title}>
        {label}
      </label>
      <div className={styles.dotsWrap}>
        {/* A new key restarts the shake; only the drawing remounts, so the field keeps focus. */}
        <div
          key={shakes}
          className={`${styles.dots} ${shakes > 0 ? styles.shaking : ''}`}
          aria-hidden="true"
          dir="ltr"
          data-invalid={error ? '' : undefined}
          data-shake={shakes > 0 || undefined}
        >
          {Array.from({ length }, (_, i) => (
            <span key={i} className={styles.slot} data-filled={i < pin.length || undefined}>
              {i < pin.length ? <span className={styles.dot} /> : null}
            </span>
          ))}
        </div>
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="password"
          inputMode="none"
          autoComplete="off"
          maxLength={length}
          value={pin}
          readOnly={isDisabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={[statusId, errorId].filter(Boolean).join(' ')}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in: the payment sheet exists only to take the PIN
          autoFocus={autoFocus}
          onChange={(event) => update(event.target.value)}
        />
      </div>
      <VisuallyHidden id={statusId} aria-live="polite">
        {enteredLabel(pin.length, length)}
      </VisuallyHidden>
      {error ? (
        <div id={errorId} role="alert" className={styles.error}>
          {error}
        </div>
      ) : null}
      <div className={styles.keypad} dir="ltr">
        {KEY_ROWS.map((digit) => (
          <Button key={digit} className={styles.key} isDisabled={isDisabled} preventFocusOnPress onPress={press(pin + digit)}>
            {digitLabel(digit)}
          </Button>
        ))}
        <span aria-hidden="true" />
        <Button className={styles.key} isDisabled={isDisabled} preventFocusOnPress onPress={press(pin + '0')}>
          {digitLabel('0')}
        </Button>
        <Button
          className={`${styles.key} ${styles.deleteKey}`}
          isDisabled={isDisabled || pin.length === 0}
          preventFocusOnPress
          aria-label={deleteLabel}
          onPress={press(pin.slice(0, -1))}
        >
          <BackspaceIcon />
        </Button>
      </div>
    </div>
  );
});
PinPad.displayName = 'PinPad';
