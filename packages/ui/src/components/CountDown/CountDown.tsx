import { forwardRef, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, VisuallyHidden } from 'react-aria-components';
import * as styles from './CountDown.css';

/** The display updates once a second. */
export const COUNTDOWN_TICK_MS = 1000;
/**
 * Screen readers hear the time left only at these marks (5 minutes, 1 minute) and at the end,
 * not every second; the timer itself can be read at any time.
 */
export const COUNTDOWN_ANNOUNCE_AT_MS = [5 * 60_000, 60_000] as const;
export const countDownFormats = ['auto', 'mm:ss', 'hh:mm:ss'] as const;

export interface CountDownProps {
  /** The deadline (a Date or epoch milliseconds). Takes precedence over `remaining`. */
  target?: Date | number;
  /** Milliseconds left when the component mounts, if there is no absolute deadline. */
  remaining?: number;
  /** `auto` shows hours only when at least an hour is left. */
  format?: (typeof countDownFormats)[number];
  /** Shown before the time and read with it ("Time left to pay"). */
  label: string;
  /** Shown instead of the time once it runs out ("Payment time has expired"). */
  expiredText: string;
  /** Called once when the time runs out. */
  onFinish?: () => void;
  announceAt?: readonly number[];
  className?: string;
}

/** Splits milliseconds into a clock string; partial seconds round up so 0:00 means finished. */
export function formatCountDown(
  ms: number,
  format: CountDownProps['format'] = 'auto',
  digits?: Intl.NumberFormat,
): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const pad = (n: number) => (digits ? digits.format(n) : String(n).padStart(2, '0'));
  const withHours = format === 'hh:mm:ss' || (format === 'auto' && h > 0);
  return withHours ? `${pad(h)}:${pad(m)}:${pad(s)}` : `${pad(m + h * 60)}:${pad(s)}`;
}

/**
 * Time left, such as the time left to pay for an order. It counts from a deadline (so it stays
 * right after the tab sleeps), shows mm:ss or hh:mm:ss in the locale's digits, calls `onFinish`
 * once, and is a `timer` whose value is announced only at a few marks.
 */
export const CountDown = forwardRef<HTMLDivElement, CountDownProps>(function CountDown(
  {
    target,
    remaining,
    format = 'auto',
    label,
    expiredText,
    onFinish,
    announceAt = COUNTDOWN_ANNOUNCE_AT_MS,
    className,
  },
  ref,
) {
  const { locale } = useLocale();
  const digits = useMemo(
    () => new Intl.NumberFormat(locale, { minimumIntegerDigits: 2, useGrouping: false }),
    [locale],
  );
  const [mountedAt] = useState(() => Date.now());
  const deadline = target !== undefined ? +target : mountedAt + (remaining ?? 0);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, deadline - now);
  const finished = left <= 0;

  const onFinishRef = useRef(onFinish);
  useEffect(() => {
    onFinishRef.current = onFinish;
  });

  useEffect(() => {
    if (finished) {
      onFinishRef.current?.();
      return;
    }
    const id = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(id);
  }, [finished]);

  // The live region speaks only when a mark is crossed while mounted, never on arrival (the timer
  // itself is there to be read) and never every second.
  const markFor = (ms: number) =>
    ms <= 0 ? 0 : [...announceAt].sort((a, b) => a - b).find((at) => ms <= at);
  const [arrivalMark] = useState(() => markFor(left));
  const mark = markFor(left);
  const announcement =
    mark === undefined || mark === arrivalMark
      ? ''
      : finished
        ? expiredText
        : `${label} ${formatCountDown(mark, format, digits)}`;

  return (
    <div ref={ref} className={[styles.root, className].filter(Boolean).join(' ')}>
      {finished ? (
        <span className={styles.expired}>{expiredText}</span>
      ) : (
        <>
          <span>{label}</span>
          <span role="timer" aria-label={label} className={styles.time}>
            {formatCountDown(left, format, digits)}
          </span>
        </>
      )}
      <VisuallyHidden elementType="span" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
});
CountDown.displayName = 'CountDown';
