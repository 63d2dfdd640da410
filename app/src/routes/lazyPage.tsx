import { Component, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { PAGE_LOAD_TIMEOUT_MS, PAGE_LOADER_DELAY_MS } from './timing';

export class PageLoadTimeoutError extends Error {
  constructor() {
    super('Page load timed out');
    this.name = 'PageLoadTimeoutError';
  }
}

type Loader = () => Promise<{ default: ComponentType }>;

/** Rejects when the chunk has not arrived within `timeoutMs`. */
export function withTimeout(load: Loader, timeoutMs = PAGE_LOAD_TIMEOUT_MS): Loader {
  return () =>
    new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new PageLoadTimeoutError()), timeoutMs);
      load().then(
        (module) => {
          clearTimeout(timer);
          resolve(module);
        },
        (error: unknown) => {
          clearTimeout(timer);
          reject(error);
        },
      );
    });
}

/** Shows its children only once `delayMs` has passed, so fast pages never flash a loader. */
export function Delayed({ delayMs = PAGE_LOADER_DELAY_MS, children }: { delayMs?: number; children: ReactNode }) {
  const [visible, setVisible] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = setTimeout(() => setVisible(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return visible ? <>{children}</> : null;
}

interface BoundaryProps {
  fallback: (retry: () => void, error: unknown) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

class PageErrorBoundary extends Component<BoundaryProps, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };
  override render() {
    return this.state.error ? this.props.fallback(this.retry, this.state.error) : this.props.children;
  }
}

const preloaded = new WeakMap<Loader, ComponentType>();

/**
 * Loads a page's chunk ahead of its first render (the app's start does this for the opened page),
 * so that render shows the page at once instead of suspending on a chunk that has already arrived.
 */
export async function preloadPage(load: Loader): Promise<void> {
  const module = await load();
  preloaded.set(load, module.default);
}

export interface LazyPageOptions {
  loading: ReactNode;
  error: (retry: () => void, error: unknown) => ReactNode;
  timeoutMs?: number;
  delayMs?: number;
}

/**
 * A route element that loads its page lazily: a loader after `delayMs`, the error screen when the
 * chunk fails or times out, and a retry that asks for the chunk again (a new `lazy()`, since React
 * remembers a rejected one).
 */
export function createLazyPage(load: Loader, options: LazyPageOptions) {
  const make = () => preloaded.get(load) ?? lazy(withTimeout(load, options.timeoutMs));
  function LazyPage() {
    const [Page, setPage] = useState(make);
    return (
      <PageErrorBoundary fallback={options.error} onRetry={() => setPage(() => make())}>
        <Suspense fallback={<Delayed delayMs={options.delayMs}>{options.loading}</Delayed>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>
    );
  }
  return LazyPage;
}
