import { EMPTY_TENANT_ID, isUuid, type Role } from '@transferdesk/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useParams } from 'react-router';
import { LoadError } from '../../components/LoadError.tsx';
import { NotFound } from '../../components/NotFound.tsx';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session/auth-store.ts';
import { useCurrentUser } from '../../lib/session/current-user.ts';

interface RequireTenantProps {
  /** The first path segment, e.g. `teams`: `/teams` and `/teams/000…` go to `/teams/{my sport}`. */
  section: string;
  /** Roles of which the user needs one (the route table's); D10: membership of the sport as well. */
  roles: readonly Role[];
}

/**
 * Guard of the sport pages (`/{section}/:tenantId/...`, spec 2 route table, D10): the user must
 * belong to the sport in the address and hold one of the roles (pages read it with `useRouteTenant`).
 * A missing or all-zero sport means "my sport" (D2): the one last worked in (spec 3's
 * currentTenantId, which every sport page records), else the first by name (issue 26, item 3).
 * Another sport's id is a page the user may not open: Unauthorized (spec 6; issue 26, item 8), the
 * same whether or not that sport exists, so nothing is revealed; an address that cannot name a
 * sport at all is not found.
 */
export function RequireTenant({ section, roles }: RequireTenantProps) {
  const { tenantId } = useParams();
  const session = useSession();
  const { t } = useTranslation();
  const { data: user, isPending, error } = useCurrentUser();
  const lastTenantId = useInterfaceStore((state) => state.currentTenantId);
  const setCurrentTenant = useInterfaceStore((state) => state.setCurrentTenant);
  const tenants = user?.tenants ?? [];
  const tenant = tenants.find((candidate) => candidate.id === tenantId);
  const allowed = roles.some((role) => session.roles.includes(role));
  const openedTenantId = allowed ? tenant?.id : undefined;

  useEffect(() => {
    if (openedTenantId) setCurrentTenant(openedTenantId);
  }, [openedTenantId, setCurrentTenant]);

  if (!allowed) return <Navigate to={paths.unauthorized} replace />;
  if (isPending) return <PageSpinner />;
  // Who is signed in could not be read, nor a copy kept on this device: offline, a page not opened
  // here yet (issue 26, item 6), otherwise the failure — not a sport that does not exist.
  if (!user) return <LoadError title={t('profile.loadError')} error={error} variant="page" />;
  if (!tenantId || tenantId === EMPTY_TENANT_ID) {
    const landing = tenants.find((candidate) => candidate.id === lastTenantId) ?? tenants[0];
    return <Navigate to={landing ? `/${section}/${landing.id}` : paths.profile} replace />;
  }
  if (!tenant) return isUuid(tenantId) ? <Navigate to={paths.unauthorized} replace /> : <NotFound />;
  return <Outlet />;
}
