import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  League,
  LeagueCreate,
  Named,
  Paginated,
  Team,
  TeamCreate,
  TeamUpdate,
} from '@transferdesk/shared';
import type { ListResource } from '../../components/ListPage.tsx';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const teamKeys = {
  all: queryRoots.teams,
  /** Every page of one sport's list. */
  list: (tenantId: string) => [...teamKeys.all, 'list', tenantId] as const,
  detail: (id: string) => [...teamKeys.all, 'detail', id] as const,
  leagues: (tenantId: string) => [...queryRoots.leagues, 'options', tenantId] as const,
  countries: ['countries', 'options'] as const,
};

/** `GET /core/api/teams?tenantId=…`: the teams of the sport in the address. */
export function teamsResource(tenantId: string): ListResource {
  return { path: '/api/teams', queryKey: teamKeys.list(tenantId), query: { tenantId } };
}

export function useTeam(id: string | undefined) {
  return useQuery({
    queryKey: teamKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Team>(`/api/teams/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** The league select: every league of the sport (a list without `page` answers every row), by name. */
export function useLeagueOptions(tenantId: string) {
  return useQuery({
    queryKey: teamKeys.leagues(tenantId),
    queryFn: ({ signal }) =>
      http.get<Paginated<League>>('/api/leagues', { tenantId, sort: 'name', direction: 'asc' }, signal),
    select: (page) => page.data,
    staleTime: 60_000,
  });
}

/** Every country by name, for the new league's country (countries are the same for every sport). */
export function useCountryOptions(tenantId: string, enabled: boolean) {
  return useQuery({
    queryKey: teamKeys.countries,
    queryFn: ({ signal }) => http.get<Named[]>('/api/countries/forSearch', { tenantId }, signal),
    staleTime: Number.POSITIVE_INFINITY,
    enabled,
  });
}

/** `POST /core/api/leagues`; the sport's league options then hold the new one. */
export function useAddLeague() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (league: LeagueCreate) => http.post<League>('/api/leagues', league),
    onSuccess: (league) => queryClient.invalidateQueries({ queryKey: teamKeys.leagues(league.tenantId) }),
  });
}

export type SaveTeamInput = { id: string; changes: TeamUpdate } | { id: undefined; changes: TeamCreate };

export function useSaveTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: SaveTeamInput) =>
      id ? http.patch<Team>(`/api/teams/${id}`, changes) : http.post<Team>('/api/teams', changes),
    onSuccess: (team) => queryClient.setQueryData(teamKeys.detail(team.id), team),
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
}

/** The API refuses a team in use with 409 (ADR 004); the list's button is disabled before that. */
export function useDeleteTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/teams/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: teamKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: teamKeys.all });
    },
  });
}
