import { useParams } from 'react-router';
import { useCurrentUser } from './session/current-user.ts';

/** The sport a tenant-scoped page works in. */
export interface RouteTenant {
  id: string;
  name: string;
}

/**
 * The sport of the address (`:tenantId`), among the signed-in user's sports. Pages under the
 * `RequireTenant` guard can rely on it: the guard renders them only once the sport is known.
 */
export function useRouteTenant(): RouteTenant {
  const { tenantId = '' } = useParams();
  const { data: user } = useCurrentUser();
  const tenant = user?.tenants.find((candidate) => candidate.id === tenantId);
  return { id: tenantId, name: tenant?.name ?? '' };
}
