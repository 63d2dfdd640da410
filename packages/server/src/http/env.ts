import type { Locale } from '@shop/domain';

export type Role = 'buyer' | 'merchant' | 'staff';

/** The signed-in caller, resolved from the `authorization` token by the auth middleware. */
export interface AuthUser {
  userId: number;
  role: Role;
  sessionId: number;
}

/** Hono environment shared by every route module. */
export interface AppEnv {
  Variables: {
    lang: Locale;
    /** The raw token from `authorization` (used by the sign check), if any. */
    token: string | undefined;
    auth: AuthUser | null;
    /** This request's id (logging.ts): in every log line about it and in `X-Request-Id`. */
    requestId: string;
  };
}
