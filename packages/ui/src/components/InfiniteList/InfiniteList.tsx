import { forwardRef, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { RetryIcon } from '../../icons/RetryIcon';
import { Spinner } from '../Spinner';
import * as styles from './InfiniteList.css';

/** More items load when the end of the list comes within 50px (the spec's threshold). */
export const LOAD_MORE_THRESHOLD_PX = 50;
/** Pulling down past 60px (after resistance) and releasing refreshes. */
export const PULL_REFRESH_PX = 60;
/** Finger travel is halved so the pull feels elastic. */
const PULL_RESISTANCE = 0.5;
const PULL_MAX_PX = 100;

type LoadState = 'idle' | 'loading' | 'error';

export interface InfiniteListProps {
  /** The items already loaded. */
  children: ReactNode;
  /** Whether there is more to load; false shows `noMoreText`. */
  hasMore: boolean;
  /** Loads the next page; a rejected promise shows the retry footer. */
  onLoadMore: () => Promise<unknown>;
  /** Footer while loading ("Loading more…"). */
  loadingText: string;
  /** The retry button's text ("Failed to load, tap to retry"). */
  errorText: string;
  /** Footer at the end ("No more data"). */
  noMoreText: string;
  /** Enables pull to refresh (touch and mouse) plus a refresh button for keyboard users. */
  onRefresh?: () => Promise<unknown>;
  pullText?: string;
  releaseText?: string;
  refreshingText?: string;
  /** The keyboard refresh button's text ("Refresh"); it shows when focused. */
  refreshLabel?: string;
  /** Distance from the end that triggers loading. */
  threshold?: number;
  /** The element around the list that scrolls; found automatically when omitted. */
  scrollContainer?: HTMLElement | null;
  className?: string;
}

function scrollParentOf(node: HTMLElement | null): HTMLElement | null {
  for (let el = node?.parentElement ?? null; el && el !== document.body; el = el.parentElement) {
    const { overflowY } = getComputedStyle(el);
    if (overflowY === 'auto' || overflowY === 'scroll') return el;
  }
  return null; // the page itself scrolls
}

/**
 * A list that loads more as its end nears (IntersectionObserver, 50px ahead), with footers for
 * loading, failure (a retry button) and the end, each announced politely. Optional pull to
 * refresh works with touch and mouse, and a focusable refresh button does the same for keyboards.
 */
export const InfiniteList = forwardRef<HTMLDivElement, InfiniteListProps>(function InfiniteList(
  {
    children,
    hasMore,
    onLoadMore,
    loadingText,
    errorText,
    noMoreText,
    onRefresh,
    pullText,
    releaseText,
    refreshingText,
    refreshLabel,
    threshold = LOAD_MORE_THRESHOLD_PX,
    scrollContainer,
    className,
  },
  ref,
) {
  const rootRef = useRef<HTMLDivElement | null>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<LoadState>('idle');
  const [round, setRound] = useState(0);
  const busy = useRef(false);

  const load = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setState('loading');
    try {
      await onLoadMore();
      setState('idle');
    } catch {
      setState('error');
    } finally {
      busy.current = false;
      // Observe again: if the new page is still short of the threshold, the next one loads too.
      setRound((r) => r + 1);
    }
  }, [onLoadMore]);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel || !hasMore || state !== 'idle' || typeof IntersectionObserver === 'undefined')
      return;
    const root = scrollContainer === undefined ? scrollParentOf(rootRef.current) : scrollContainer;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void load();
      },
      { root, rootMargin: `0px 0px ${threshold}px 0px` },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasMore, state, round, threshold, scrollContainer, load]);

  // Pull to refresh.
  const [pull, setPull] = useState(0);
  const [pulling, setPulling] = useState(false);
  const [refreshing, setRefreshing] = useState(false);
  const pullStart = useRef<number | null>(null);

  const refresh = useCallback(async () => {
    if (!onRefresh || refreshing) return;
    setRefreshing(true);
    try {
      await onRefresh();
    } finally {
      setRefreshing(false);
      setPull(0);
      setState('idle');
    }
  }, [onRefresh, refreshing]);

  const atTop = () => {
    const root = scrollContainer === undefined ? scrollParentOf(rootRef.current) : scrollContainer;
    return (root ? root.scrollTop : window.scrollY) <= 0;
  };
  const begin = (y: number) => {
    if (!onRefresh || refreshing || !atTop()) return;
    pullStart.current = y;
    setPulling(true);
  };
  const move = (y: number) => {
    if (pullStart.current === null) return;
    const distance = Math.min(Math.max(0, (y - pullStart.current) * PULL_RESISTANCE), PULL_MAX_PX);
    setPull(distance);
  };
  const end = () => {
    if (pullStart.current === null) return;
    pullStart.current = null;
    setPulling(false);
    if (pull >= PULL_REFRESH_PX) {
      setPull(PULL_REFRESH_PX);
      void refresh();
    } else setPull(0);
  };

  const pullLabel = refreshing ? refreshingText : pull >= PULL_REFRESH_PX ? releaseText : pullText;

  return (
    <div
      ref={(node) => {
        rootRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      className={[styles.root, className].filter(Boolean).join(' ')}
      aria-busy={state === 'loading' || refreshing}
      // Touch: touch events keep coming while the browser scrolls, unlike pointer events.
      onTouchStart={(e) => begin(e.touches[0]!.clientY)}
      onTouchMove={(e) => move(e.touches[0]!.clientY)}
      onTouchEnd={end}
      onTouchCancel={end}
      // Mouse: a drag from the top of the list.
      onPointerDown={(e) => e.pointerType === 'mouse' && e.button === 0 && begin(e.clientY)}
      onPointerMove={(e) => e.pointerType === 'mouse' && move(e.clientY)}
      onPointerUp={(e) => e.pointerType === 'mouse' && end()}
      onPointerLeave={(e) => e.pointerType === 'mouse' && end()}
    >
      {onRefresh ? (
        <>
          <button
            type="button"
            className={styles.refreshButton}
            onClick={() => void refresh()}
            // Stays focusable while refreshing, so keyboard focus is not dropped mid-refresh.
            aria-disabled={refreshing || undefined}
          >
            <RetryIcon />
            {refreshLabel}
          </button>
          <div
            className={styles.pull}
            style={{ blockSize: refreshing ? PULL_REFRESH_PX : pull }}
            data-pulling={pulling ? '' : undefined}
            aria-hidden={!refreshing}
          >
            <span className={styles.pullText} role={refreshing ? 'status' : undefined}>
              {refreshing ? <Spinner /> : null}
              {pullLabel}
            </span>
          </div>
        </>
      ) : null}
      {children}
      <div ref={sentinelRef} className={styles.sentinel} aria-hidden="true" />
      <div className={styles.footer} aria-live="polite">
        {state === 'loading' ? (
          <>
            <Spinner />
            {loadingText}
          </>
        ) : state === 'error' ? (
          <button type="button" className={styles.retry} onClick={() => void load()}>
            <RetryIcon />
            {errorText}
          </button>
        ) : !hasMore ? (
          noMoreText
        ) : null}
      </div>
    </div>
  );
});
InfiniteList.displayName = 'InfiniteList';
