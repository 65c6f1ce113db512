import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ContractStatus,
  Currency,
  League,
  Named,
  Paginated,
  Player,
  PlayerForm,
  PlayerLevel,
  Position,
  Team,
  WhoClickedEntry,
} from '@transferdesk/shared';
import type { ListResource } from '../../components/ListPage.tsx';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { type StoredRecord, useSaveWithImage } from '../../lib/save-with-image.ts';

export const playerKeys = {
  all: queryRoots.players,
  lists: [...queryRoots.players, 'list'] as const,
  /** Every page of one sport's list. */
  list: (tenantId: string) => [...playerKeys.all, 'list', tenantId] as const,
  detail: (id: string) => [...playerKeys.all, 'detail', id] as const,
  /** Positions, player levels and contract statuses: read-only lists of the sport. */
  lookup: (list: 'positions' | 'playerlevels' | 'contractStatuses', tenantId: string) =>
    [...playerKeys.all, 'options', list, tenantId] as const,
  // The same keys (and answers) as the clubs', teams' and contacts' selects, so that they share the cache.
  leagues: (tenantId: string) => [...queryRoots.leagues, 'options', tenantId] as const,
  teams: (tenantId: string) => [...queryRoots.teams, 'options', tenantId] as const,
  valutas: (tenantId: string) => [...queryRoots.valutas, 'options', tenantId] as const,
  countries: ['countries', 'options'] as const,
};

/** `GET /core/api/players?tenantId=…`: the players (contacts with `isPlayer`, D8) of the sport. */
export function playersResource(tenantId: string): ListResource {
  return { path: '/api/players', queryKey: playerKeys.list(tenantId), query: { tenantId } };
}

export function usePlayer(id: string | undefined) {
  return useQuery({
    queryKey: playerKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Player>(`/api/players/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** A generic list of the sport without `page`: every row (up to 1000), by name. */
function useSportList<T>(queryKey: readonly unknown[], path: string, tenantId: string) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) =>
      http.get<Paginated<T>>(path, { tenantId, sort: 'name', direction: 'asc' }, signal),
    select: (page: Paginated<T>) => page.data,
    staleTime: 60_000,
  });
}

export const usePositionOptions = (tenantId: string) =>
  useSportList<Position>(playerKeys.lookup('positions', tenantId), '/api/positions', tenantId);
export const usePlayerLevelOptions = (tenantId: string) =>
  useSportList<PlayerLevel>(playerKeys.lookup('playerlevels', tenantId), '/api/playerlevels', tenantId);
export const useContractStatusOptions = (tenantId: string) =>
  useSportList<ContractStatus>(
    playerKeys.lookup('contractStatuses', tenantId),
    '/api/contractStatuses',
    tenantId,
  );
export const useLeagueOptions = (tenantId: string) =>
  useSportList<League>(playerKeys.leagues(tenantId), '/api/leagues', tenantId);
export const useTeamOptions = (tenantId: string) =>
  useSportList<Team>(playerKeys.teams(tenantId), '/api/teams', tenantId);
export const useCurrencyOptions = (tenantId: string) =>
  useSportList<Currency>(playerKeys.valutas(tenantId), '/api/valutas', tenantId);

/** Every country by name (the same for every sport). */
export function useCountryOptions(tenantId: string) {
  return useQuery({
    queryKey: playerKeys.countries,
    queryFn: ({ signal }) => http.get<Named[]>('/api/countries/forSearch', { tenantId }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The player's fields as the form sends them, the two lists of objects aside (they go whole). */
export type PlayerPayload = Required<Omit<PlayerForm, 'videoInfos' | 'contracts'>>;

/**
 * Create versus update: the player is saved first, then its picture in a second call. `existing`
 * is the player the form edits, as the payload the form would send.
 */
export function useSavePlayer(existing?: StoredRecord<PlayerPayload>) {
  const queryClient = useQueryClient();
  return useSaveWithImage({
    path: '/api/players',
    existing,
    // A club counts its people; a team is "in use" once a player names it among priorities.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.clubs }),
        queryClient.invalidateQueries({ queryKey: queryRoots.teams }),
      ]),
  });
}

/** TenantAdmin only (a User is refused with 403; the list hides the button from them). */
export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/players/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: playerKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.lists }),
        queryClient.invalidateQueries({ queryKey: queryRoots.clubs }),
        queryClient.invalidateQueries({ queryKey: queryRoots.teams }),
      ]);
    },
  });
}

/** D16: the contacts who opened this player's public page, with their club and clicks (signed-in). */
export function useWhoClicked(tenantId: string, playerId: string) {
  return useQuery({
    queryKey: [...playerKeys.detail(playerId), 'whoClicked', tenantId] as const,
    queryFn: ({ signal }) =>
      http.get<WhoClickedEntry[]>(
        `/api/unauthorised/WhoClickedFull/${tenantId}/${playerId}`,
        undefined,
        signal,
      ),
  });
}
