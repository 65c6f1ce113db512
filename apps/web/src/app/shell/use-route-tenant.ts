import { useLocation } from 'react-router';

/**
 * The sport the current page belongs to. Tenant-scoped routes carry it as their second segment
 * (/clubs/{tenant}, /requirements/{tenant}/...); it counts only when it is one of the user's sports.
 */
export function useRouteTenantId(tenantIds: readonly string[]): string | undefined {
  const { pathname } = useLocation();
  const segment = pathname.split('/')[2];
  return segment && tenantIds.includes(segment) ? segment : undefined;
}
