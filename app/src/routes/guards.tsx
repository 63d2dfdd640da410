import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsStaff, selectSignedIn, useSession } from '../session/SessionProvider';
import { useFeedback } from '../shell/feedback';
import { PATHS, requiresLogin, requiresStaff } from './paths';

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

/**
 * The operations console's guard: a signed-in user without the staff role who opens a `staff/`
 * route is sent home with a notice saying the page is for staff. (A visitor never gets here:
 * `RequireLogin` sends them to sign in first, and back after.) The server refuses such a user
 * anyway; this keeps them from a screen of refusals.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const signedIn = useSession(selectSignedIn);
  const staff = useSession(selectIsStaff);
  if (requiresStaff(pathname) && signedIn && !staff) return <StaffOnly />;
  return <>{children}</>;
}

function StaffOnly() {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    feedback.toast(t('pages.staff.staffOnly'), 'error');
  }, [feedback, t]);
  return <Navigate to={PATHS.home} replace />;
}

/** Every route's guards, in order: sign in first, then the role the route needs. */
export function RouteGuard({ children }: { children: ReactNode }) {
  return (
    <RequireLogin>
      <RequireStaff>{children}</RequireStaff>
    </RequireLogin>
  );
}

/** Any unknown path goes to the route named 404, with the router's warning in the console. */
export function UnknownPath() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`[router] no route matches "${pathname}"; redirecting to ${PATHS.notFound}`);
  }, [pathname]);
  return <Navigate to={PATHS.notFound} replace state={{ from: pathname }} />;
}
