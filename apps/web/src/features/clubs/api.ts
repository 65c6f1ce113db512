import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Club, ClubUpdate, Paginated, Team } from '@transferdesk/shared';
import type { ListResource } from '../../components/ListPage.tsx';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { type StoredRecord, useSaveWithImage } from '../../lib/save-with-image.ts';

export const clubKeys = {
  all: queryRoots.clubs,
  /** Every page of one sport's list. */
  list: (tenantId: string) => [...clubKeys.all, 'list', tenantId] as const,
  detail: (id: string) => [...clubKeys.all, 'detail', id] as const,
  teams: (tenantId: string) => [...queryRoots.teams, 'options', tenantId] as const,
};

/** `GET /core/api/clubs?tenantId=…`: the clubs of the sport in the address. */
export function clubsResource(tenantId: string): ListResource {
  return { path: '/api/clubs', queryKey: clubKeys.list(tenantId), query: { tenantId } };
}

export function useClub(id: string | undefined) {
  return useQuery({
    queryKey: clubKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Club>(`/api/clubs/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** The team select: every team of the sport (a list without `page` answers every row), by name. */
export function useTeamOptions(tenantId: string) {
  return useQuery({
    queryKey: clubKeys.teams(tenantId),
    queryFn: ({ signal }) =>
      http.get<Paginated<Team>>('/api/teams', { tenantId, sort: 'name', direction: 'asc' }, signal),
    select: (page) => page.data,
    staleTime: 60_000,
  });
}

/**
 * Spec 1, create versus update: the club is saved first, then its logo in a second call. `existing`
 * is the club the form edits, as the payload the form would send.
 */
export function useSaveClub(existing?: StoredRecord<Required<ClubUpdate>>) {
  const queryClient = useQueryClient();
  return useSaveWithImage({
    path: '/api/clubs',
    existing,
    // Contacts show their club's name, and the team's "in use" mark depends on its clubs.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.contacts }),
        queryClient.invalidateQueries({ queryKey: queryRoots.teams }),
      ]),
  });
}

/** Soft delete: the club leaves the list but stays readable as "[Deleted record]" where it is used. */
export function useDeleteClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/clubs/${id}`),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.contacts }),
        queryClient.invalidateQueries({ queryKey: queryRoots.teams }),
      ]),
  });
}
