import type { QueryClient } from '@tanstack/react-query';

/**
 * Where the app's query cache comes from. The cache, and TanStack Query's core with it (12 KiB
 * gzip), is made when something first needs it: a page that fetches (every page but home loads it
 * with its own code), a stored session, or the home page loading more or refreshing. A visitor's
 * first look at the home page needs none of it: the server sent the page's data with the shell.
 */
export interface QueryClientSource {
  /** The cache, once made. */
  readonly client: QueryClient | null;
  /** Makes the cache (once; a failed download is tried afresh on the next call). */
  load(): Promise<QueryClient>;
  /** Runs `step` on the cache as it is made, before anyone reads it (or at once if it is made). */
  prepare(step: (client: QueryClient) => void | Promise<void>): void;
  /** Told once the cache is made. */
  subscribe(listener: () => void): () => void;
}

export function createQueryClientSource(
  make: () => Promise<QueryClient> = async () => (await import('./queryClient')).createQueryClient(),
): QueryClientSource {
  let client: QueryClient | null = null;
  let making: Promise<QueryClient> | null = null;
  const listeners = new Set<() => void>();
  const steps: ((client: QueryClient) => void | Promise<void>)[] = [];
  return {
    get client() {
      return client;
    },
    load() {
      making ??= make().then(
        async (made) => {
          await Promise.all(steps.map((step) => step(made)));
          client = made;
          for (const listener of listeners) listener();
          return made;
        },
        (error: unknown) => {
          making = null;
          throw error;
        },
      );
      return making;
    },
    prepare(step) {
      if (client) void step(client);
      else steps.push(step);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A source whose cache is already made: stories and tests bring their own. */
export function readyQueryClientSource(made: QueryClient): QueryClientSource {
  return {
    client: made,
    load: () => Promise.resolve(made),
    prepare: (step) => void step(made),
    subscribe: () => () => undefined,
  };
}

/** The running app's one cache. */
export const appQueryClient = createQueryClientSource();
