/**
 * Loads the session machine (xstate, the auth machine and its services) on demand. A visitor
 * without a stored session has nothing to restore and nothing to send until they open a sign-in
 * screen, so their first visit downloads none of it; whoever has a stored token gets it before the
 * first render (main.tsx), so the guard and the account pages see the restored session at once.
 */
import type * as sessionMachine from './sessionMachine';

export type SessionMachineModule = typeof sessionMachine;

export interface SessionMachineLoader {
  /** The module, once it has arrived. */
  readonly loaded: SessionMachineModule | null;
  /** Starts (or joins) the download; a failed one is tried afresh on the next call. */
  load(): Promise<SessionMachineModule>;
}

export function createSessionMachineLoader(
  importModule: () => Promise<SessionMachineModule> = () => import('./sessionMachine'),
): SessionMachineLoader {
  let loaded: SessionMachineModule | null = null;
  let loading: Promise<SessionMachineModule> | null = null;
  return {
    get loaded() {
      return loaded;
    },
    load() {
      loading ??= importModule().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = null;
          throw error;
        },
      );
      return loading;
    },
  };
}

/** The app's one loader. */
export const sessionMachineLoader = createSessionMachineLoader();

export const preloadSessionMachine = () => sessionMachineLoader.load();
