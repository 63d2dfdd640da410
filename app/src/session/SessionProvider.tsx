import {
  createContext,
  use,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { useActorRef } from '@xstate/react';
import type { AuthMachine, AuthSnapshot, StoredSession } from '@shop/domain';
import type { User } from '@shop/api';
import type { ApiClient } from '@shop/api/client';
import type { SessionMachineModule } from './sessionMachineLoader';
import { sessionMachineLoader, type SessionMachineLoader } from './sessionMachineLoader';
import { readSession } from './storage';

export type AuthActor = ReturnType<typeof useActorRef<AuthMachine<User>>>;

/** The session as screens read it. */
export interface SessionView {
  /** A token and the user's info are held (also while signing out). */
  signedIn: boolean;
  /** The signed-in user, once their session is settled; null otherwise. */
  user: User | null;
  /** Whose info is held, changing only when the person changes (not on a refresh). */
  userId: User['id'] | null;
  /** The held user's roles (also while the session restores); none for a visitor. */
  roles: readonly User['roles'][number][];
}

const NO_ROLES: SessionView['roles'] = [];

interface SessionValue {
  /** The running machine; null while a visitor's session has not been needed yet. */
  actor: AuthActor | null;
  /** What the session started from, read while no machine runs. */
  stored: StoredSession<User>;
  /** The machine, loading and starting it first if it does not run yet. */
  whenActor: () => Promise<AuthActor>;
  /** The server asked for the image captcha (after repeated failed logins). */
  captchaRequired: boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

const viewOfSnapshot = (s: AuthSnapshot<User>): SessionView => ({
  signedIn: s.context.token !== null && s.context.userInfo !== null,
  user: s.matches('signedIn') ? s.context.userInfo : null,
  userId: s.context.userInfo?.id ?? null,
  roles: (s.context.token !== null && s.context.userInfo?.roles) || NO_ROLES,
});

/** The state the machine starts in from `stored` (its `restoring` step), without running it. */
const viewOfStored = (stored: StoredSession<User>): SessionView => {
  const signedIn = Boolean(stored.token) && stored.userInfo !== null;
  return {
    signedIn,
    user: signedIn ? stored.userInfo : null,
    userId: stored.userInfo?.id ?? null,
    roles: (signedIn && stored.userInfo?.roles) || NO_ROLES,
  };
};

interface SessionProviderProps {
  api: ApiClient;
  /** Defaults to what storage holds; stories pass a session of their own. */
  initial?: StoredSession<User>;
  /** Where the machine comes from; tests pass a loader of their own. */
  loader?: SessionMachineLoader;
  children: ReactNode;
}

/**
 * Holds the session for everything below. When the machine's code is already in (a stored
 * session, stories, tests) it starts with the first render; otherwise the session is read from
 * storage until a screen asks for the machine (`useSessionActor`), which loads and starts it then.
 */
export function SessionProvider({ loader = sessionMachineLoader, initial, ...props }: SessionProviderProps) {
  // Fixed for the provider's life, so the branch below never remounts the tree.
  const [machine] = useState(() => loader.loaded);
  const [stored] = useState(() => initial ?? readSession());
  return machine ? (
    <RunningSession machine={machine} stored={stored} {...props} />
  ) : (
    <DeferredSession loader={loader} stored={stored} {...props} />
  );
}

interface SessionBodyProps {
  api: ApiClient;
  stored: StoredSession<User>;
  children: ReactNode;
}

function useCaptchaFlag() {
  const [captchaRequired, setCaptchaRequired] = useState(false);
  const onCaptchaRequired = useCallback(() => setCaptchaRequired(true), []);
  return [captchaRequired, onCaptchaRequired] as const;
}

function RunningSession({ machine, api, stored, children }: SessionBodyProps & { machine: SessionMachineModule }) {
  const [captchaRequired, onCaptchaRequired] = useCaptchaFlag();
  const actor = machine.useSessionActorRef({ api, onCaptchaRequired, input: stored });
  const value = useMemo<SessionValue>(
    () => ({ actor, stored, captchaRequired, whenActor: () => Promise.resolve(actor) }),
    [actor, stored, captchaRequired],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

interface Pending {
  promise: Promise<AuthActor>;
  resolve: (actor: AuthActor) => void;
  failed: boolean;
}

function DeferredSession({ loader, api, stored, children }: SessionBodyProps & { loader: SessionMachineLoader }) {
  const [captchaRequired, onCaptchaRequired] = useCaptchaFlag();
  const [machine, setMachine] = useState<SessionMachineModule | null>(null);
  const [actor, setActor] = useState<AuthActor | null>(null);
  const pending = useRef<Pending | null>(null);
  const whenActor = useCallback(() => {
    const current = pending.current;
    if (current?.failed) {
      // The failure goes to the screen that asked (its load-error screen); asking again retries.
      pending.current = null;
      return current.promise;
    }
    if (current) return current.promise;
    let resolve!: (actor: AuthActor) => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<AuthActor>((res, rej) => ((resolve = res), (reject = rej)));
    const next: Pending = { promise, resolve, failed: false };
    pending.current = next;
    loader.load().then(setMachine, (error: unknown) => {
      next.failed = true;
      reject(error);
    });
    return promise;
  }, [loader]);
  useEffect(() => {
    if (actor) pending.current?.resolve(actor);
  }, [actor]);
  useEffect(() => {
    // A stored token without the machine's code (main.tsx normally loads it first): restore now.
    if (stored.token) whenActor().catch(() => undefined);
  }, [stored, whenActor]);
  const value = useMemo<SessionValue>(
    () => ({ actor, stored, captchaRequired, whenActor }),
    [actor, stored, captchaRequired, whenActor],
  );
  return (
    <SessionContext.Provider value={value}>
      {machine && (
        <machine.SessionActorHost api={api} onCaptchaRequired={onCaptchaRequired} input={stored} onActor={setActor} />
      )}
      {children}
    </SessionContext.Provider>
  );
}

function useSessionValue(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('the session hooks need a SessionProvider');
  return value;
}

/**
 * The session machine, for screens that send it events (sign in, sign out, ...). Suspends the
 * screen while a visitor's machine loads; the page's loader and load-error screen cover that.
 */
export function useSessionActor(): AuthActor {
  const { actor, whenActor } = useSessionValue();
  return actor ?? use(whenActor());
}

export function useCaptchaRequired(): boolean {
  return useSessionValue().captchaRequired;
}

const noSubscription = () => () => undefined;

/**
 * The session as screens read it; re-renders only when the selected value changes. `select`
 * returns a field or a flag, never a new object (it runs on every change of the session).
 */
export function useSession<T>(select: (view: SessionView) => T): T {
  const { actor, stored } = useSessionValue();
  const subscribe = useMemo(
    () =>
      actor
        ? (onChange: () => void) => {
            const subscription = actor.subscribe(onChange);
            return () => subscription.unsubscribe();
          }
        : noSubscription,
    [actor],
  );
  return useSyncExternalStore(subscribe, () => select(actor ? viewOfSnapshot(actor.getSnapshot()) : viewOfStored(stored)));
}

export const selectUser = (view: SessionView) => view.user;
export const selectSignedIn = (view: SessionView) => view.signedIn;
export const selectUserId = (view: SessionView) => view.userId;
/** Whether the held user works for the platform (the operations console's role). */
export const selectIsStaff = (view: SessionView) => view.roles.includes('staff');
