import { useQuery } from '@tanstack/react-query';
import type { ClubOption } from '@transferdesk/shared';
import { http } from './http.ts';
import { usePendingCreates } from './offline/queue-store.ts';
import { queryRoots } from './query-keys.ts';

export const clubOptionsKey = (tenantId: string, filterDeleted: boolean) =>
  [...queryRoots.clubs, 'options', tenantId, { filterDeleted }] as const;

/**
 * The club select of contacts, players and requirements (`GET /clubs/forSearch`). Deleted clubs
 * only resolve an existing record's own (the form shows "[Deleted record]"). Clubs created offline
 * and still waiting to be sent are offered too (issue 15), so that a contact can be added at a club
 * made on the same trip; the queue puts the real id in when both are sent.
 */
export function useClubOptions(tenantId: string, filterDeleted = true) {
  const pending = usePendingCreates('/api/clubs');
  const offline: ClubOption[] = pending
    .filter((club) => club.body.tenantId === tenantId)
    .map((club) => ({ id: club.id, name: String(club.body.name ?? ''), deleted: false }));
  return useQuery({
    queryKey: clubOptionsKey(tenantId, filterDeleted),
    queryFn: ({ signal }) =>
      http.get<ClubOption[]>('/api/clubs/forSearch', { tenantId, filterDeleted }, signal),
    select: (clubs) => [...clubs.filter((club) => !club.deleted), ...offline],
    staleTime: 60_000,
  });
}
