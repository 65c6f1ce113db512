import { Navigate, Outlet } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session/auth-store.ts';

/**
 * The extra guard of every route whose first segment is `requirements` (spec 2, route table; D10):
 * someone who is neither TenantAdmin nor User (a Superadmin only, say) goes to the profile, not to
 * Unauthorized. The sport in the address is checked after it, by the route table's tenant guard.
 */
export function RequirementsGuard() {
  const { isTenantAdmin, isUser } = useSession();
  if (!isTenantAdmin && !isUser) return <Navigate to={paths.profile} replace />;
  return <Outlet />;
}
