import { forwardRef, useCallback, useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Spinner } from '../Spinner';
import * as styles from './CodeButton.css';

/** The spec's resend interval. */
export const CODE_COUNTDOWN_SECONDS = 60;
const TICK_MS = 1000;

export const codeButtonVariants = ['text', 'secondary'] as const;

export type CodeButtonPhase = 'idle' | 'sending' | 'counting' | 'retry';

export interface CodeButtonProps {
  /** Sends the code. The countdown starts only when it resolves; a rejection leaves the button enabled. */
  onSend: () => Promise<unknown>;
  /** Text before the first send, e.g. "Get code". */
  label: string;
  /** Text while counting, e.g. `(s) => t('kit.codeButton.resendIn', { seconds: s })`. */
  countingLabel: (seconds: number) => string;
  /** Text after the countdown, e.g. "Resend code". */
  retryLabel: string;
  /** Length of the countdown in seconds. */
  seconds?: number;
  /** Disabled for a reason of the form (no phone number yet). */
  isDisabled?: boolean;
  /** Called with the rejection of `onSend`, so the page can show what went wrong. */
  onError?: (error: unknown) => void;
  /** Called when the countdown reaches zero. */
  onCountdownEnd?: () => void;
  variant?: (typeof codeButtonVariants)[number];
  /** The clock; injectable for tests. Defaults to `Date.now`. */
  now?: () => number;
  className?: string;
}

/**
 * The verification-code button: "Get code", then a countdown during which it is disabled, then
 * "Resend code". It counts from the clock rather than from timer ticks, so a throttled background
 * tab still ends on time. While disabled it keeps focus (`aria-disabled`), and a polite live
 * region announces the start and the end of the countdown, not every second.
 */
export const CodeButton = forwardRef<HTMLButtonElement, CodeButtonProps>(function CodeButton(
  {
    onSend,
    label,
    countingLabel,
    retryLabel,
    seconds = CODE_COUNTDOWN_SECONDS,
    isDisabled = false,
    onError,
    onCountdownEnd,
    variant = 'text',
    now = Date.now,
    className,
  },
  ref,
) {
  const [phase, setPhase] = useState<CodeButtonPhase>('idle');
  const [endsAt, setEndsAt] = useState(0);
  const [current, setCurrent] = useState(0);
  const mounted = useRef(true);
  const nowRef = useRef(now);
  const endRef = useRef(onCountdownEnd);
  useEffect(() => {
    nowRef.current = now;
    endRef.current = onCountdownEnd;
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (phase !== 'counting') return;
    const id = setInterval(() => {
      const t = nowRef.current();
      setCurrent(t);
      if (t >= endsAt) {
        clearInterval(id);
        setPhase('retry');
        endRef.current?.();
      }
    }, TICK_MS);
    return () => clearInterval(id);
  }, [phase, endsAt]);

  const send = useCallback(async () => {
    setPhase('sending');
    try {
      await onSend();
      if (!mounted.current) return;
      const start = nowRef.current();
      setCurrent(start);
      setEndsAt(start + seconds * 1000);
      setPhase('counting');
    } catch (error) {
      if (!mounted.current) return;
      setPhase((p) => (p === 'sending' ? (endsAt > 0 ? 'retry' : 'idle') : p));
      onError?.(error);
    }
  }, [onSend, seconds, onError, endsAt]);

  const remaining = Math.max(0, Math.ceil((endsAt - current) / 1000));
  const blocked = isDisabled || phase === 'sending' || phase === 'counting';
  const text = phase === 'counting' ? countingLabel(remaining) : phase === 'retry' ? retryLabel : label;
  // Announced once per change of phase; reading every second would drown the page out.
  const announcement = phase === 'counting' ? countingLabel(seconds) : phase === 'retry' ? retryLabel : '';

  return (
    <>
      <button
        ref={ref}
        type="button"
        className={[styles.button, styles.variant[variant], className].filter(Boolean).join(' ')}
        aria-disabled={blocked || undefined}
        aria-busy={phase === 'sending' || undefined}
        data-phase={phase}
        onClick={() => {
          if (!blocked) void send();
        }}
      >
        {phase === 'sending' ? <Spinner /> : null}
        <span>{text}</span>
      </button>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </>
  );
});
CodeButton.displayName = 'CodeButton';
