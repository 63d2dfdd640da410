import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { FieldErrors } from '../validation/keys';
import {
  validateLogin,
  validateRegistration,
  validateResetPassword,
  type LoginForm,
  type RegisterForm,
  type ResetPasswordForm,
} from '../validation/authForms';

/**
 * The session. The app reads what is stored (token, openId, userInfo) and passes it as input, so the
 * machine itself stays pure; storage writes go through the `storage` service.
 *
 * | state               | means                                                                  |
 * |---------------------|------------------------------------------------------------------------|
 * | `signedOut`         | no token; LOGIN, REGISTER, RESET_PASSWORD (each checked first)         |
 * | `loggingIn`         | credentials sent                                                       |
 * | `loadingUser`       | token stored, user info on its way (after login, or a token alone)     |
 * | `userLoadFailed`    | user info failed for another reason than 403: RETRY or LOGOUT          |
 * | `signedIn`          | token and user info; LOGOUT, REFRESH_USER, SESSION_EXPIRED             |
 * | `loggingOut`        | telling the server; the session is cleared whatever it answers         |
 * | `registering`       | registration sent; a returned token signs the user in                  |
 * | `resettingPassword` | new password sent; back to signed out with a notice                    |
 * | `expired`           | final: code 403 cleared the session; output `{ goTo: 'login' }`        |
 *
 * "Code 403" is `AuthError.code === 403` on the rejection: the API client maps the envelope's `code`.
 */
export interface StoredSession<TUser = unknown> {
  token: string | null;
  openId: string | null;
  userInfo: TUser | null;
}

export interface AuthServices<TUser = unknown> {
  login: (form: LoginForm) => Promise<{ token: string; openId?: string | null }>;
  /** Rejects with `{ code: 403 }` (an `AuthError` or any object with that code) when the token is gone. */
  loadUserInfo: (token: string) => Promise<TUser>;
  register: (form: RegisterForm) => Promise<{ token?: string | null; openId?: string | null }>;
  resetPassword: (form: ResetPasswordForm) => Promise<unknown>;
  logout: (token: string) => Promise<unknown>;
  storage: {
    save: (session: StoredSession<TUser>) => void;
    clear: () => void;
  };
}

/** A rejection carrying the envelope's `code`; 403 means the session is gone. */
export class AuthError extends Error {
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const SESSION_GONE_CODE = 403;

export function isSessionGone(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === SESSION_GONE_CODE;
}

export type AuthNotice = 'registered' | 'passwordReset' | 'loggedOut' | null;

export interface AuthContext<TUser = unknown> {
  token: string | null;
  openId: string | null;
  userInfo: TUser | null;
  errors: FieldErrors<string>;
  failure: string | null;
  notice: AuthNotice;
}

export type AuthEvent =
  | { type: 'LOGIN'; form: LoginForm }
  | { type: 'REGISTER'; form: RegisterForm }
  | { type: 'RESET_PASSWORD'; form: ResetPasswordForm }
  | { type: 'LOGOUT' }
  | { type: 'REFRESH_USER' }
  | { type: 'RETRY' }
  /** Any call answered code 403: the API client tells the session. */
  | { type: 'SESSION_EXPIRED' };

export interface AuthOutput {
  reason: 'sessionExpired';
  goTo: 'login';
}

const failureText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createAuthMachine<TUser = unknown>(services: AuthServices<TUser>) {
  const s = setup({
    types: {
      context: {} as AuthContext<TUser>,
      events: {} as AuthEvent,
      input: {} as StoredSession<TUser> | null | undefined,
      output: {} as AuthOutput,
    },
    actors: {
      login: fromPromise<{ token: string; openId?: string | null }, LoginForm>(({ input }) => services.login(input)),
      loadUserInfo: fromPromise<TUser, string>(({ input }) => services.loadUserInfo(input)),
      register: fromPromise<{ token?: string | null; openId?: string | null }, RegisterForm>(({ input }) =>
        services.register(input),
      ),
      resetPassword: fromPromise<unknown, ResetPasswordForm>(({ input }) => services.resetPassword(input)),
      logout: fromPromise<unknown, string>(({ input }) => services.logout(input)),
    },
    actions: {
      saveSession: ({ context }) =>
        services.storage.save({ token: context.token, openId: context.openId, userInfo: context.userInfo }),
      clearSession: () => services.storage.clear(),
      forgetSession: assign({ token: null, openId: null, userInfo: null }),
    },
    guards: {
      hasUser: ({ context }) => context.token !== null && context.userInfo !== null,
      hasToken: ({ context }) => context.token !== null,
      loginValid: ({ event }) => event.type === 'LOGIN' && validateLogin(event.form).ok,
      registrationValid: ({ event }) => event.type === 'REGISTER' && validateRegistration(event.form).ok,
      resetValid: ({ event }) => event.type === 'RESET_PASSWORD' && validateResetPassword(event.form).ok,
    },
  });

  const formErrors = (check: (e: AuthEvent) => FieldErrors<string>) =>
    s.assign({ errors: ({ event }) => check(event), failure: null, notice: null });

  return s.createMachine({
    id: 'auth',
    context: ({ input }) => ({
      token: input?.token || null,
      openId: input?.openId ?? null,
      userInfo: input?.userInfo ?? null,
      errors: {},
      failure: null,
      notice: null,
    }),
    initial: 'restoring',
    states: {
      restoring: {
        always: [{ guard: 'hasUser', target: 'signedIn' }, { guard: 'hasToken', target: 'loadingUser' }, { target: 'signedOut' }],
      },
      signedOut: {
        on: {
          LOGIN: [
            { guard: 'loginValid', target: 'loggingIn', actions: assign({ errors: {}, failure: null, notice: null }) },
            { actions: formErrors((e) => (e.type === 'LOGIN' ? errorsOf(validateLogin(e.form)) : {})) },
          ],
          REGISTER: [
            { guard: 'registrationValid', target: 'registering', actions: assign({ errors: {}, failure: null, notice: null }) },
            { actions: formErrors((e) => (e.type === 'REGISTER' ? errorsOf(validateRegistration(e.form)) : {})) },
          ],
          RESET_PASSWORD: [
            { guard: 'resetValid', target: 'resettingPassword', actions: assign({ errors: {}, failure: null, notice: null }) },
            { actions: formErrors((e) => (e.type === 'RESET_PASSWORD' ? errorsOf(validateResetPassword(e.form)) : {})) },
          ],
        },
      },
      loggingIn: {
        invoke: {
          id: 'login',
          src: 'login',
          input: ({ event }) => {
            if (event.type !== 'LOGIN') throw new Error('loggingIn is entered by LOGIN only');
            const result = validateLogin(event.form);
            return result.ok ? result.value : event.form;
          },
          onDone: {
            target: 'loadingUser',
            actions: [assign({ token: ({ event }) => event.output.token, openId: ({ event }) => event.output.openId ?? null }), 'saveSession'],
          },
          onError: { target: 'signedOut', actions: assign({ failure: ({ event }) => failureText(event.error) }) },
        },
      },
      loadingUser: {
        invoke: {
          id: 'loadUserInfo',
          src: 'loadUserInfo',
          input: ({ context }) => context.token ?? '',
          onDone: { target: 'signedIn', actions: [assign({ userInfo: ({ event }) => event.output }), 'saveSession'] },
          onError: [
            { guard: ({ event }) => isSessionGone(event.error), target: 'expired', actions: ['forgetSession', 'clearSession'] },
            { target: 'userLoadFailed', actions: assign({ failure: ({ event }) => failureText(event.error) }) },
          ],
        },
      },
      userLoadFailed: {
        on: {
          RETRY: { target: 'loadingUser', actions: assign({ failure: null }) },
          LOGOUT: 'loggingOut',
          SESSION_EXPIRED: { target: 'expired', actions: ['forgetSession', 'clearSession'] },
        },
      },
      signedIn: {
        on: {
          LOGOUT: 'loggingOut',
          REFRESH_USER: 'loadingUser',
          SESSION_EXPIRED: { target: 'expired', actions: ['forgetSession', 'clearSession'] },
        },
      },
      loggingOut: {
        invoke: {
          id: 'logout',
          src: 'logout',
          input: ({ context }) => context.token ?? '',
          // Signing out never fails for the user: a lost network still clears this device.
          onDone: { target: 'signedOut', actions: ['forgetSession', 'clearSession', assign({ notice: 'loggedOut' })] },
          onError: { target: 'signedOut', actions: ['forgetSession', 'clearSession', assign({ notice: 'loggedOut' })] },
        },
      },
      registering: {
        invoke: {
          id: 'register',
          src: 'register',
          input: ({ event }) => {
            if (event.type !== 'REGISTER') throw new Error('registering is entered by REGISTER only');
            const result = validateRegistration(event.form);
            return result.ok ? result.value : event.form;
          },
          onDone: [
            {
              guard: ({ event }) => typeof event.output.token === 'string' && event.output.token !== '',
              target: 'loadingUser',
              actions: [
                assign({ token: ({ event }) => event.output.token ?? null, openId: ({ event }) => event.output.openId ?? null }),
                'saveSession',
              ],
            },
            { target: 'signedOut', actions: assign({ notice: 'registered' }) },
          ],
          onError: { target: 'signedOut', actions: assign({ failure: ({ event }) => failureText(event.error) }) },
        },
      },
      resettingPassword: {
        invoke: {
          id: 'resetPassword',
          src: 'resetPassword',
          input: ({ event }) => {
            if (event.type !== 'RESET_PASSWORD') throw new Error('resettingPassword is entered by RESET_PASSWORD only');
            const result = validateResetPassword(event.form);
            return result.ok ? result.value : event.form;
          },
          onDone: { target: 'signedOut', actions: assign({ notice: 'passwordReset' }) },
          onError: { target: 'signedOut', actions: assign({ failure: ({ event }) => failureText(event.error) }) },
        },
      },
      expired: {
        type: 'final',
      },
    },
    output: { reason: 'sessionExpired', goTo: 'login' },
  });
}

function errorsOf(result: { ok: true } | { ok: false; errors: FieldErrors<string> }): FieldErrors<string> {
  return result.ok ? {} : result.errors;
}

export type AuthMachine<TUser = unknown> = ReturnType<typeof createAuthMachine<TUser>>;
export type AuthSnapshot<TUser = unknown> = SnapshotFrom<AuthMachine<TUser>>;
