import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Contact,
  type ContractStatus,
  type Currency,
  type League,
  MAX_PAGE_SIZE,
  type Named,
  type Paginated,
  type Pitch,
  type PitchCreate,
  type Player,
  type PlayerForm,
  type PlayerLevel,
  type Position,
  type Team,
  type WhoClickedEntry,
} from '@transferdesk/shared';
import {
  entityKeys,
  sportResource,
  useDeleteEntity,
  useEntity,
  useRefresh,
  useSportOptions,
} from '../../lib/entity-hooks.ts';
import { http, request } from '../../lib/http.ts';
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
  /** Issue 29: the clubs the player was sent to. */
  pitches: (playerId: string) => [...playerKeys.detail(playerId), 'pitches'] as const,
  /** The copy-link dialog's contacts (D8: contacts, not players) found for what is typed. */
  contactSearch: (tenantId: string, term: string) =>
    [...queryRoots.contacts, 'search', tenantId, term] as const,
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

/** Issue 29: `GET /core/api/pitches?playerId=…`: every club he was sent to, newest move first (up to 100). */
export function usePlayerPitches(tenantId: string, playerId: string) {
  return useQuery({
    queryKey: [...playerKeys.pitches(playerId), tenantId] as const,
    queryFn: ({ signal }) =>
      http.get<Paginated<Pitch>>(
        '/api/pitches',
        { tenantId, playerId, take: MAX_PAGE_SIZE, page: 1 },
        signal,
      ),
  });
}

/** `GET /core/api/contacts/search/{tenantId}/{term}`: the sport's contacts (not players) for a select. */
export function useContactSearch(tenantId: string, term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: playerKeys.contactSearch(tenantId, trimmed),
    queryFn: ({ signal }) =>
      http.get<Contact[]>(
        `/api/contacts/search/${tenantId}/${encodeURIComponent(trimmed)}`,
        undefined,
        signal,
      ),
    enabled: trimmed.length > 0,
    staleTime: 60_000,
  });
}

/**
 * Issue 29: `POST /core/api/pitches`: the player's CV link made for one contact (its `cvLink`, to
 * copy). Sent now or not at all: the link is the answer, so it is never kept offline for later.
 */
export function useCopyCvLink(playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contactId: string) =>
      request<Pitch>('/api/pitches', {
        method: 'POST',
        body: { playerId, contactId } satisfies PitchCreate,
        queueable: false,
      }),
    // Not awaited: the link goes on the clipboard first, while the browser still counts the click.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: playerKeys.pitches(playerId) });
      // The contact's page lists the pitches sent to him; the pitches board and list hold it too.
      void queryClient.invalidateQueries({ queryKey: [...queryRoots.contacts, 'detail'] });
      void queryClient.invalidateQueries({ queryKey: queryRoots.pitches });
    },
  });
}
