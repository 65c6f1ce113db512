import { EMPTY_TENANT_ID, type Role } from '@transferdesk/shared';
import { Navigate, Outlet, useParams } from 'react-router';
import { NotFound } from '../../components/NotFound.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../lib/session/current-user.ts';

interface RequireTenantProps {
  /** The first path segment, e.g. `teams`: `/teams` and `/teams/000…` go to `/teams/{first sport}`. */
  section: string;
  /** Roles of which the user needs one (the route table's); D10: membership of the sport as well. */
  roles: readonly Role[];
}

/**
 * Guard of the sport pages (`/{section}/:tenantId/...`, spec 2 route table, D10): the user must
 * belong to the sport in the address and hold one of the roles (pages read it with `useRouteTenant`). A missing or all-zero sport means
 * "my first sport" (D2). Another sport's id shows the not-found page, as the API answers 404 for it.
 */
export function RequireTenant({ section, roles }: RequireTenantProps) {
  const { tenantId } = useParams();
  const session = useSession();
  const { data: user, isPending } = useCurrentUser();
  if (!roles.some((role) => session.roles.includes(role)))
    return <Navigate to={paths.unauthorized} replace />;
  if (isPending) return <PageSpinner />;
  const tenants = user?.tenants ?? [];
  if (!tenantId || tenantId === EMPTY_TENANT_ID) {
    const first = tenants[0];
    return <Navigate to={first ? `/${section}/${first.id}` : '/profile'} replace />;
  }
  const tenant = tenants.find((candidate) => candidate.id === tenantId);
  if (!tenant) return <NotFound />;
  return <Outlet />;
}
