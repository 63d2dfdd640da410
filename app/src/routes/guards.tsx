import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { selectSignedIn, useSession } from '../session/SessionProvider';
import { PATHS, requiresLogin } from './paths';

/** Where to come back to after signing in: `?redirect=` on the login route. */
export function loginPathFor(target: string) {
  return `${PATHS.login}?redirect=${encodeURIComponent(target)}`;
}

/** A redirect target is only ever a path inside the app (never another origin). */
export function safeRedirect(value: string | null): string {
  return value && value.startsWith('/pages/') ? value : PATHS.home;
}

/**
 * The navigation guard (spec section 2): a visitor without stored user info who opens a login-only
 * route goes to login, and comes back after signing in.
 */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const signedIn = useSession(selectSignedIn);
  if (requiresLogin(pathname) && !signedIn) {
    return <Navigate to={loginPathFor(pathname + search)} replace />;
  }
  return <>{children}</>;
}

/** Any unknown path goes to the route named 404, with the router's warning in the console. */
export function UnknownPath() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`[router] no route matches "${pathname}"; redirecting to ${PATHS.notFound}`);
  }, [pathname]);
  return <Navigate to={PATHS.notFound} replace state={{ from: pathname }} />;
}
