import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import { CheckCircleIcon } from '../../icons/CheckCircleIcon';
import { ErrorCircleIcon } from '../../icons/ErrorCircleIcon';
import { Spinner } from '../Spinner';
import { LiveRegions } from './LiveRegions';
import { useMessageQueue } from './queue';
import * as styles from './Toast.css';

/** How long a toast stays, in ms (uView's and the spec's default). */
export const TOAST_DURATION = 2000;

export const toastTypes = ['info', 'success', 'error'] as const;
export type ToastType = (typeof toastTypes)[number];
/** How long toasts stay, in ms: one for all, or per type (a type left out stays the default). */
export type ToastDuration = number | Partial<Record<ToastType, number>>;

export interface ToastOptions {
  message: ReactNode;
  /** Default `info`. Errors are announced assertively, the others politely. */
  type?: ToastType;
  /** Milliseconds on screen; 0 keeps it until `hide(id)`. Default {@link TOAST_DURATION}. */
  duration?: number;
}

export interface ToastProps {
  message: ReactNode;
  type?: ToastType | 'loading';
}

/** The toast bubble itself: a dark, centred message with an icon for success, error and loading. */
export function Toast({ message, type = 'info' }: ToastProps) {
  const icon =
    type === 'success' ? (
      <CheckCircleIcon className={styles.icon.success} />
    ) : type === 'error' ? (
      <ErrorCircleIcon className={styles.icon.error} />
    ) : type === 'loading' ? (
      <Spinner className={styles.icon.loading} />
    ) : null;
  return (
    <div
      className={[styles.toast, icon && styles.withIcon].filter(Boolean).join(' ')}
      data-type={type}
    >
      {icon}
      <span>{message}</span>
    </div>
  );
}

export interface ToastApi {
  /** Queues a toast; returns its id for `hide`. */
  show: (options: ToastOptions) => number;
  success: (message: ReactNode, duration?: number) => number;
  error: (message: ReactNode, duration?: number) => number;
  info: (message: ReactNode, duration?: number) => number;
  /** Removes a toast, shown or waiting. */
  hide: (id: number) => void;
  /**
   * Covers the screen with a blocking loading toast until the returned function is called.
   * Nested calls stack; the screen unblocks when every one has been hidden.
   */
  loading: (message: ReactNode) => () => void;
}

const ToastContext = createContext<ToastApi | null>(null);

/**
 * The blocking loading cover is a react-aria modal (focus trap, the page hidden from assistive
 * technology). Its code downloads with the first loader shown, not with every first page; that
 * first loader shows as a plain loading toast instead. Why not the cover once its code arrives: it
 * would arrive mid-request, or after the answer, and take focus from someone already typing again.
 */
let LoadingCover: ComponentType<{ message: ReactNode }> | null = null;
let coverLoading: Promise<void> | null = null;

/** Downloads the loading cover's code (Storybook does at start, so stories show the cover). */
export function preloadLoadingCover(): Promise<void> {
  coverLoading ??= import('./LoadingToast').then(
    (module) => {
      LoadingCover = module.default;
    },
    () => {
      coverLoading = null;
    },
  );
  return coverLoading;
}

type Queued = Required<Pick<ToastOptions, 'type' | 'duration'>> & { message: ReactNode };

/**
 * Hosts the app's toasts: one at a time from a queue, centred, announced through live regions
 * that are always in the page (polite `status` for info and success, assertive `alert` for
 * errors), plus the blocking loading variant, a react-aria modal that traps focus and hides the
 * page from assistive technology until it is dismissed by code.
 */
export function ToastProvider({
  children,
  duration = TOAST_DURATION,
}: {
  children: ReactNode;
  /**
   * How long a toast stays unless its caller says, in ms: one for all, or per type (a type left out
   * stays {@link TOAST_DURATION}). 0 keeps it until hidden, and the queue waits behind it.
   */
  duration?: ToastDuration;
}) {
  const queue = useMessageQueue<Queued>();
  const [loaders, setLoaders] = useState<{ id: number; message: ReactNode; covers: boolean }[]>([]);
  const loaderId = useRef(0);
  const openLoaders = useRef(0);
  const focusBeforeLoading = useRef<HTMLElement | null>(null);
  const { push, remove } = queue;
  const blocking = loaders.length > 0;

  // react-aria's modal gives focus back when it closes, but a loader that opens and closes within
  // a frame or two (a fast answer on a busy phone) can leave focus on the body, and a keyboard or
  // screen-reader user loses their place. Put it back where it was, if nothing else took it.
  useEffect(() => {
    if (blocking) return;
    const target = focusBeforeLoading.current;
    focusBeforeLoading.current = null;
    if (!target) return;
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        const lost = !document.activeElement || document.activeElement === document.body;
        if (lost && target.isConnected) target.focus();
      });
    });
    return () => cancelAnimationFrame(frame);
  }, [blocking]);

  const api = useMemo<ToastApi>(() => {
    const show = (options: ToastOptions) => {
      const type = options.type ?? 'info';
      const byDefault =
        typeof duration === 'number' ? duration : (duration[type] ?? TOAST_DURATION);
      return push({ message: options.message, type, duration: options.duration ?? byDefault });
    };
    return {
      show,
      success: (message, ms) => show({ message, type: 'success', duration: ms }),
      error: (message, ms) => show({ message, type: 'error', duration: ms }),
      info: (message, ms) => show({ message, type: 'info', duration: ms }),
      hide: remove,
      loading: (message) => {
        loaderId.current += 1;
        const id = loaderId.current;
        if (openLoaders.current === 0 && document.activeElement instanceof HTMLElement) {
          focusBeforeLoading.current = document.activeElement;
        }
        openLoaders.current += 1;
        const covers = LoadingCover !== null;
        if (!covers) void preloadLoadingCover();
        setLoaders((list) => [...list, { id, message, covers }]);
        let hidden = false;
        return () => {
          if (hidden) return;
          hidden = true;
          openLoaders.current -= 1;
          setLoaders((list) => list.filter((item) => item.id !== id));
        };
      },
    };
  }, [push, remove, duration]);

  const current = queue.current;
  const top = loaders.at(-1);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <LiveRegions
        className={styles.region}
        polite={
          <>
            {current && current.type !== 'error' && (
              <Toast key={current.id} message={current.message} type={current.type} />
            )}
            {top && !(top.covers && LoadingCover) && <Toast type="loading" message={top.message} />}
          </>
        }
        assertive={
          current?.type === 'error' && (
            <Toast key={current.id} message={current.message} type="error" />
          )
        }
      />
      {top?.covers && LoadingCover && <LoadingCover message={top.message} />}
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest `ToastProvider`. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a <ToastProvider> above it');
  return api;
}
