import { useLayoutEffect, useMemo } from 'react';
import { useActorRef } from '@xstate/react';
import { AuthError, createAuthMachine, type AuthServices, type StoredSession } from '@shop/domain';
import type { User } from '@shop/api';
import type { ApiClient } from '@shop/api/client';
import { ApiError, isApiError } from '@shop/api/client';
import type { AuthActor } from './SessionProvider';
import { clearSession, saveSession } from './storage';

/**
 * The session's state machine and its services: loaded only once someone has a session or is
 * about to start one (see `sessionMachineLoader`), so a visitor's first visit does without xstate.
 */

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

export interface SessionActorOptions {
  api: ApiClient;
  /** Called when the server asks for the image captcha (after repeated failed logins). */
  onCaptchaRequired: () => void;
  /** Where the session starts: what storage holds, or a story's own. */
  input: StoredSession<User>;
}

/** The running session actor, started from `input` and stopped with the calling component. */
export function useSessionActorRef({ api, onCaptchaRequired, input }: SessionActorOptions): AuthActor {
  // The client and the callback do not change during the app's life; the machine is made once.
  const machine = useMemo(() => createAuthMachine<User>(servicesFor(api, onCaptchaRequired)), [api, onCaptchaRequired]);
  return useActorRef(machine, { input });
}

/** Starts the session actor beside an already rendered tree and hands it up once it runs. */
export function SessionActorHost({ onActor, ...options }: SessionActorOptions & { onActor: (actor: AuthActor) => void }) {
  const actor = useSessionActorRef(options);
  useLayoutEffect(() => onActor(actor), [actor, onActor]);
  return null;
}
