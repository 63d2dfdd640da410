import { useEffect, useRef } from 'react';
import { DOUBLE_BACK_WINDOW_MS } from '../routes/timing';

const GUARD = '__exitGuard';

export interface DoubleBackExitOptions {
  /** Only root tabs guard the back button. */
  enabled: boolean;
  /** The first press: tell the user a second one leaves ("press back again to exit"). */
  onFirstPress: () => void;
  /** The second press within the window: leave the app. */
  exit?: () => void;
  windowMs?: number;
  now?: () => number;
}

/** Leaves for whatever was before the app; a page opened on its own closes if the browser lets it. */
export function leaveApp() {
  if (window.history.length > 2) window.history.go(-1);
  else window.close();
}

/**
 * Double-press of back within 1 s exits the app (spec section 2). A web app cannot catch the back
 * button itself, so on a root tab we keep one guard entry in the history: pressing back lands on
 * the same address, we show the tip and put the guard back; a second press within the window
 * leaves. Tabs switch with `replace`, like native tab bars, so the history stays one deep.
 */
export function useDoubleBackExit({
  enabled,
  onFirstPress,
  exit = leaveApp,
  windowMs = DOUBLE_BACK_WINDOW_MS,
  now = Date.now,
}: DoubleBackExitOptions) {
  const callbacks = useRef({ onFirstPress, exit, now });
  callbacks.current = { onFirstPress, exit, now };

  useEffect(() => {
    if (!enabled) return;
    const pushGuard = () => window.history.pushState({ [GUARD]: true }, '', window.location.href);
    if (!(window.history.state as Record<string, unknown> | null)?.[GUARD]) pushGuard();
    let lastPress = -Infinity;
    const onPopState = () => {
      const at = callbacks.current.now();
      if (at - lastPress <= windowMs) {
        window.removeEventListener('popstate', onPopState);
        callbacks.current.exit();
        return;
      }
      lastPress = at;
      callbacks.current.onFirstPress();
      pushGuard();
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [enabled, windowMs]);
}
