import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { CheckCircleIcon } from '../../icons/CheckCircleIcon';
import { ErrorCircleIcon } from '../../icons/ErrorCircleIcon';
import { InfoCircleIcon } from '../../icons/InfoCircleIcon';
import { WarningIcon } from '../../icons/WarningIcon';
import { LiveRegions } from '../Toast/LiveRegions';
import { useMessageQueue } from '../Toast/queue';
import * as styles from './Notify.css';

/** How long a notify banner stays, in ms (the spec's 3 s). */
export const NOTIFY_DURATION = 3000;

export const notifyTypes = ['info', 'success', 'warning', 'error'] as const;
export type NotifyType = (typeof notifyTypes)[number];

export interface NotifyOptions {
  message: ReactNode;
  /** Default `info`. Errors are announced assertively, the others politely. */
  type?: NotifyType;
  /** Milliseconds on screen; 0 keeps it until `hide(id)`. Default {@link NOTIFY_DURATION}. */
  duration?: number;
}

export interface NotifyProps {
  message: ReactNode;
  type?: NotifyType;
}

const icons = {
  info: InfoCircleIcon,
  success: CheckCircleIcon,
  warning: WarningIcon,
  error: ErrorCircleIcon,
};

/** The banner itself: full width of the 400px column, coloured by type, with an icon. */
export function Notify({ message, type = 'info' }: NotifyProps) {
  const Icon = icons[type];
  return (
    <div className={`${styles.banner} ${styles.tone[type]}`} data-type={type}>
      <Icon className={styles.icon} />
      <span>{message}</span>
    </div>
  );
}

export interface NotifyApi {
  /** Queues a banner; returns its id for `hide`. */
  show: (options: NotifyOptions) => number;
  hide: (id: number) => void;
}

const NotifyContext = createContext<NotifyApi | null>(null);

type Queued = Required<Pick<NotifyOptions, 'type' | 'duration'>> & { message: ReactNode };

/**
 * Hosts top banners: one at a time from a queue, 3000 ms each by default, announced through live
 * regions that are always in the page (`status` politely, `alert` assertively for errors).
 */
export function NotifyProvider({
  children,
  duration = NOTIFY_DURATION,
}: {
  children: ReactNode;
  duration?: number;
}) {
  const { current, push, remove } = useMessageQueue<Queued>();
  const api = useMemo<NotifyApi>(
    () => ({
      show: (options) =>
        push({
          message: options.message,
          type: options.type ?? 'info',
          duration: options.duration ?? duration,
        }),
      hide: remove,
    }),
    [push, remove, duration],
  );
  return (
    <NotifyContext.Provider value={api}>
      {children}
      <LiveRegions
        className={styles.region}
        polite={
          current &&
          current.type !== 'error' && (
            <Notify key={current.id} message={current.message} type={current.type} />
          )
        }
        assertive={
          current?.type === 'error' && (
            <Notify key={current.id} message={current.message} type="error" />
          )
        }
      />
    </NotifyContext.Provider>
  );
}

/** The notify API of the nearest `NotifyProvider`. */
export function useNotify(): NotifyApi {
  const api = useContext(NotifyContext);
  if (!api) throw new Error('useNotify needs a <NotifyProvider> above it');
  return api;
}
