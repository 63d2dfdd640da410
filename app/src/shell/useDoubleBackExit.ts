import { useEffect, useRef } from 'react';
import { NavigationType } from 'react-router-dom';
import { DOUBLE_BACK_WINDOW_MS } from '../routes/timing';

const GUARD = '__exitGuard';

/** A history entry's state: react-router's (`idx` numbers the app's entries, 0 the first), plus our flag. */
type EntryState = { [GUARD]?: true; idx?: number } | null;

const entryState = () => (window.history.state ?? null) as EntryState;

/** Nothing in the app to go back to: the app's first entry (a replace keeps the number). */
const isAppStart = (state: EntryState) => (state?.idx ?? 0) === 0;

export interface DoubleBackExitOptions {
  /** Only root tabs guard the back button. */
  enabled: boolean;
  /** Changes with every navigation (react-router's `location.key`), so the guard follows the page. */
  locationKey: string;
  /** How the page was reached (react-router's `useNavigationType()`): a replace keeps the guard's place. */
  navigationType: NavigationType;
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
 * Double-press of back within 1 s exits the app (spec section 2), but only where back has nowhere
 * to go: on a root tab that is the app's first history entry (tabs switch with `replace`, like
 * native tab bars, so switching tabs keeps it first). A web app cannot catch the back button
 * itself, so that tab gets one guard entry on top of it, at the same address: a back press that
 * lands on the same address is the press with nowhere to go, so we show the tip and put the guard
 * back; a second one within the window leaves.
 *
 * A back press that lands on another address navigated, and says nothing: back from a page opened
 * from home lands on home's guard entry; after a tab switch replaced the guard entry, back lands
 * on the tab the app started on (the entry under the guard). The page it lands on gets its own
 * guard if it needs one.
 */
export function useDoubleBackExit({
  enabled,
  locationKey,
  navigationType,
  onFirstPress,
  exit = leaveApp,
  windowMs = DOUBLE_BACK_WINDOW_MS,
  now = Date.now,
}: DoubleBackExitOptions) {
  const callbacks = useRef({ onFirstPress, exit, now });
  callbacks.current = { onFirstPress, exit, now };
  /** The address of the guard entry the history is on, or null when it is on no guard entry. */
  const guardAt = useRef<string | null>(null);

  // After every navigation: one guard entry on a root tab with nowhere to go back to.
  useEffect(() => {
    const state = entryState();
    const href = window.location.href;
    if (state?.[GUARD]) {
      guardAt.current = href;
    } else if (!isAppStart(state)) {
      guardAt.current = null;
    } else if (navigationType === NavigationType.Replace && guardAt.current !== null) {
      // The router replaced the guard entry (a tab switch, a redirect): the entry is still the one
      // above the app's first, so it stays the guard, for its new address.
      window.history.replaceState({ ...state, [GUARD]: true }, '', href);
      guardAt.current = href;
    } else if (enabled) {
      window.history.pushState({ ...state, [GUARD]: true }, '', href);
      guardAt.current = href;
    } else {
      guardAt.current = null;
    }
  }, [enabled, locationKey, navigationType]);

  useEffect(() => {
    let lastPress = -Infinity;
    const onPopState = () => {
      const left = guardAt.current;
      const state = entryState();
      const href = window.location.href;
      guardAt.current = state?.[GUARD] ? href : null;
      // Only a press from a guard entry onto the same address went nowhere.
      if (left === null || state?.[GUARD] || href !== left) return;
      const at = callbacks.current.now();
      if (at - lastPress <= windowMs) {
        callbacks.current.exit();
        return;
      }
      lastPress = at;
      callbacks.current.onFirstPress();
      window.history.pushState({ ...state, [GUARD]: true }, '', href);
      guardAt.current = href;
    };
    // Capture: before the router's own listener re-renders the page for the new entry.
    window.addEventListener('popstate', onPopState, { capture: true });
    return () => window.removeEventListener('popstate', onPopState, { capture: true });
  }, [windowMs]);
}
