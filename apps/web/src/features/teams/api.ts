import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { League, LeagueCreate, Named, Team, TeamCreate, TeamUpdate } from '@transferdesk/shared';
import {
  entityKeys,
  sportResource,
  useDeleteEntity,
  useEntity,
  useSaveEntity,
  useSportOptions,
} from '../../lib/entity-hooks.ts';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const teamKeys = {
  ...entityKeys(queryRoots.teams),
  leagues: (tenantId: string) => [...queryRoots.leagues, 'options', tenantId] as const,
  countries: ['countries', 'options'] as const,
};

/** `GET /core/api/teams?tenantId=…`: the teams of the sport in the address. */
export const teamsResource = (tenantId: string) => sportResource('/api/teams', teamKeys.list, tenantId);

export const useTeam = (id: string | undefined) => useEntity<Team>('/api/teams', teamKeys.detail, id);

/** The league select: every league of the sport, by name. */
export const useLeagueOptions = (tenantId: string) =>
  useSportOptions<League>(teamKeys.leagues(tenantId), '/api/leagues', tenantId);

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

export const useSaveTeam = () => useSaveEntity<Team, TeamCreate, TeamUpdate>('/api/teams', teamKeys);

/** The API refuses a team in use with 409 (ADR 004); the list's button is disabled before that. */
export const useDeleteTeam = () =>
  useDeleteEntity('/api/teams', { detail: teamKeys.detail, refresh: [teamKeys.all] });
