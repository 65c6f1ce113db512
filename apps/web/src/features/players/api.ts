import { useQuery } from '@tanstack/react-query';
import type {
  ContractStatus,
  Currency,
  League,
  Named,
  Player,
  PlayerForm,
  PlayerLevel,
  Position,
  Team,
  WhoClickedEntry,
} from '@transferdesk/shared';
import {
  entityKeys,
  sportResource,
  useDeleteEntity,
  useEntity,
  useRefresh,
  useSportOptions,
} from '../../lib/entity-hooks.ts';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { type StoredRecord, useSaveWithImage } from '../../lib/save-with-image.ts';

export const playerKeys = {
  ...entityKeys(queryRoots.players),
  /** Positions, player levels and contract statuses: read-only lists of the sport. */
  lookup: (list: 'positions' | 'playerlevels' | 'contractStatuses', tenantId: string) =>
    [...queryRoots.players, 'options', list, tenantId] as const,
  // The same keys (and answers) as the clubs', teams' and contacts' selects, so that they share the cache.
  leagues: (tenantId: string) => [...queryRoots.leagues, 'options', tenantId] as const,
  teams: (tenantId: string) => [...queryRoots.teams, 'options', tenantId] as const,
  valutas: (tenantId: string) => [...queryRoots.valutas, 'options', tenantId] as const,
  countries: ['countries', 'options'] as const,
};

/** `GET /core/api/players?tenantId=…`: the players (contacts with `isPlayer`, D8) of the sport. */
export const playersResource = (tenantId: string) => sportResource('/api/players', playerKeys.list, tenantId);

export const usePlayer = (id: string | undefined) => useEntity<Player>('/api/players', playerKeys.detail, id);

/** A read-only list of the sport, `GET /core/api/{list}`. */
const useLookup = <T>(list: 'positions' | 'playerlevels' | 'contractStatuses', tenantId: string) =>
  useSportOptions<T>(playerKeys.lookup(list, tenantId), `/api/${list}`, tenantId);

export const usePositionOptions = (tenantId: string) => useLookup<Position>('positions', tenantId);
export const usePlayerLevelOptions = (tenantId: string) => useLookup<PlayerLevel>('playerlevels', tenantId);
export const useContractStatusOptions = (tenantId: string) =>
  useLookup<ContractStatus>('contractStatuses', tenantId);
export const useLeagueOptions = (tenantId: string) =>
  useSportOptions<League>(playerKeys.leagues(tenantId), '/api/leagues', tenantId);
export const useTeamOptions = (tenantId: string) =>
  useSportOptions<Team>(playerKeys.teams(tenantId), '/api/teams', tenantId);
export const useCurrencyOptions = (tenantId: string) =>
  useSportOptions<Currency>(playerKeys.valutas(tenantId), '/api/valutas', tenantId);

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
  const refresh = useRefresh();
  return useSaveWithImage({
    path: '/api/players',
    existing,
    // A club counts its people; a team is "in use" once a player names it among priorities.
    onSettled: () => refresh(playerKeys.all, queryRoots.clubs, queryRoots.teams),
  });
}

/** TenantAdmin only (a User is refused with 403; the list hides the button from them). */
export const useDeletePlayer = () =>
  useDeleteEntity('/api/players', {
    detail: playerKeys.detail,
    refresh: [playerKeys.lists, queryRoots.clubs, queryRoots.teams],
  });

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
