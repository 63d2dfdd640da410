import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { AuthError, createAuthMachine, type AuthServices, type AuthSnapshot, type StoredSession } from '@shop/domain';
import type { User } from '@shop/api';
import type { ApiClient } from '@shop/api/client';
import { ApiError, isApiError } from '@shop/api/client';
import { clearSession, readSession, saveSession } from './storage';

type AuthActor = ReturnType<typeof useActorRef<ReturnType<typeof createAuthMachine<User>>>>;

interface SessionValue {
  actor: AuthActor;
  /** The server asked for the image captcha (after repeated failed logins). */
  captchaRequired: boolean;
}

const SessionContext = createContext<SessionValue | null>(null);

/** Maps the client's refusal to the machine's: the envelope code rides along (403 = gone). */
const asAuthError = (error: unknown) =>
  error instanceof ApiError ? new AuthError(error.message, error.code ?? 0) : error;

function servicesFor(api: ApiClient, onCaptchaRequired: () => void): AuthServices<User> {
  const call = async <T,>(run: () => Promise<T>) => {
    try {
      return await run();
    } catch (error) {
      throw asAuthError(error);
    }
  };
  return {
    login: (form) =>
      call(async () => {
        try {
          return await api.request('login', form, { loading: true });
        } catch (error) {
          if (isApiError(error) && error.reason === 'captchaWrong') onCaptchaRequired();
          throw error;
        }
      }),
    loadUserInfo: () => call(() => api.request('getUserinfo')),
    register: (form) =>
      call(() =>
        api.request(
          'register',
          {
            username: form.username,
            email: form.email,
            code: form.code,
            password: form.password,
            confirmPassword: form.confirmPassword,
            inviteCode: form.invitationCode || undefined,
            agreement: true,
          },
          { loading: true },
        ),
      ),
    resetPassword: (form) =>
      call(() =>
        api.request(
          'resetPwd',
          {
            channel: 'email',
            target: form.email,
            code: form.code,
            password: form.password,
            confirmPassword: form.confirmPassword,
          },
          { loading: true },
        ),
      ),
    logout: () => call(() => api.request('logout', undefined, { silent: true })),
    storage: { save: saveSession, clear: clearSession },
  };
}

export function SessionProvider({
  api,
  initial,
  children,
}: {
  api: ApiClient;
  /** Defaults to what storage holds; stories pass a session of their own. */
  initial?: StoredSession<User>;
  children: ReactNode;
}) {
  const [captchaRequired, setCaptchaRequired] = useState(false);
  // The machine only needs the services once; the client does not change during the app's life.
  const machine = useMemo(() => createAuthMachine<User>(servicesFor(api, () => setCaptchaRequired(true))), [api]);
  const actor = useActorRef(machine, { input: initial ?? readSession() });
  const value = useMemo(() => ({ actor, captchaRequired }), [actor, captchaRequired]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

function useSessionValue(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('the session hooks need a SessionProvider');
  return value;
}

export function useSessionActor(): AuthActor {
  return useSessionValue().actor;
}

export function useCaptchaRequired(): boolean {
  return useSessionValue().captchaRequired;
}

/** The session as screens read it. */
export function useSession<T>(select: (snapshot: AuthSnapshot<User>) => T): T {
  return useSelector(useSessionActor(), select as never) as T;
}

export const selectUser = (s: AuthSnapshot<User>) => (s.matches('signedIn') ? s.context.userInfo : null);
export const selectSignedIn = (s: AuthSnapshot<User>) => s.context.token !== null && s.context.userInfo !== null;
