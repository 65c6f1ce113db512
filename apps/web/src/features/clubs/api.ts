import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Club, ClubCreate, ClubUpdate, Paginated, Team } from '@transferdesk/shared';
import type { ListResource } from '../../components/ListPage.tsx';
import { http } from '../../lib/http.ts';

export const clubKeys = {
  all: ['clubs'] as const,
  /** Every page of one sport's list. */
  list: (tenantId: string) => [...clubKeys.all, 'list', tenantId] as const,
  detail: (id: string) => [...clubKeys.all, 'detail', id] as const,
  teams: (tenantId: string) => ['teams', 'options', tenantId] as const,
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

interface SaveClubInput {
  /** Absent: create. */
  id: string | undefined;
  /** On create the whole club with its sport; on update only the fields that changed (spec 7). */
  changes: ClubCreate | ClubUpdate;
  logo: File | null;
  /** Told as soon as the club exists, so a failed logo upload does not lead to a second create. */
  onStored: (id: string) => void;
}

/** Spec 1, create versus update: the club is saved first, then its logo in a second call. */
export function useSaveClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes, logo, onStored }: SaveClubInput) => {
      let clubId = id;
      if (!clubId) {
        clubId = (await http.post<Club>('/api/clubs', changes)).id;
      } else if (Object.keys(changes).length > 0) {
        await http.patch<Club>(`/api/clubs/${clubId}`, changes);
      }
      onStored(clubId);
      if (logo) await http.upload<Club>(`/api/clubs/${clubId}/file`, logo);
      return clubId;
    },
    // Contacts show their club's name, and the team's "in use" mark depends on its clubs.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: clubKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
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
        queryClient.invalidateQueries({ queryKey: ['contacts'] }),
        queryClient.invalidateQueries({ queryKey: ['teams'] }),
      ]),
  });
}
