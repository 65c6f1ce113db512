import type { Role } from '@transferdesk/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { signInPathFor } from '../../lib/return-url.ts';
import { useAuthStore, useSession } from '../../lib/session/auth-store.ts';

interface RequireAuthProps {
  /** The roles of which the user needs at least one; any signed-in user when left out. */
  roles?: readonly Role[];
}

/**
 * Spec 2, route guard: not signed in → /signin with a returnUrl (plain /signin after a deliberate
 * sign-out); signed in without any of the route's roles → /unauthorized.
 */
export function RequireAuth({ roles }: RequireAuthProps) {
  const session = useSession();
  const signedOut = useAuthStore((state) => state.signedOut);
  const location = useLocation();
  if (!session.isAuthenticated) {
    const target = signedOut ? '/signin' : signInPathFor(`${location.pathname}${location.search}`);
    return <Navigate to={target} replace />;
  }
  if (roles && !roles.some((role) => session.roles.includes(role))) {
    return <Navigate to={paths.unauthorized} replace />;
  }
  return <Outlet />;
}
