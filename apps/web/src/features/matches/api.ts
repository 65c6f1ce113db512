import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Match, MatchDate, MatchExplanation, MatchSend, PlayerListItem } from '@transferdesk/shared';
import { http, request } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const matchKeys = {
  all: queryRoots.matches,
  detail: (id: string) => [...matchKeys.all, 'detail', id] as const,
  /** The versions of the requirement that `id` matched. */
  dates: (id: string) => [...matchKeys.all, 'dates', id] as const,
  explanation: (id: string, playerId: string) => [...matchKeys.all, 'explain', id, playerId] as const,
  // Under the players' root: a change to a player makes the search ask again.
  playerSearch: (tenantId: string, term: string) =>
    [...queryRoots.players, 'search', tenantId, term] as const,
};

/** `GET /core/api/matches/{id}`: one version with its ranked candidates (spec 2, Match; D28). */
export function useMatch(id: string | undefined) {
  return useQuery({
    queryKey: matchKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Match>(`/api/matches/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** `GET /core/api/matches/{id}/dates`: every version of the same requirement, newest first. */
export function useMatchDates(id: string | undefined) {
  return useQuery({
    queryKey: matchKeys.dates(id ?? ''),
    queryFn: ({ signal }) => http.get<MatchDate[]>(`/api/matches/${id}/dates`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** `PUT /core/api/matches`: Send matches (`isForEmail`) or Copy Link for the chosen players (D19). */
export function useSendMatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (send: MatchSend) => request<Match>('/api/matches', { method: 'PUT', body: send }),
    onSuccess: (match) => queryClient.setQueryData(matchKeys.detail(match.id), match),
  });
}

/** `PATCH /core/api/matches/{id}`: the version's notes. */
export function useSaveMatchNotes(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notes: string) => http.patch<Match>(`/api/matches/${id}`, { notes }),
    onSuccess: (match) => queryClient.setQueryData(matchKeys.detail(match.id), match),
  });
}

/** `GET /core/api/players/search/{tenantId}/{term}`: the "Why not …?" choices. */
export function usePlayerSearch(tenantId: string, term: string) {
  const trimmed = term.trim();
  return useQuery({
    queryKey: matchKeys.playerSearch(tenantId, trimmed),
    queryFn: ({ signal }) =>
      http.get<PlayerListItem[]>(
        `/api/players/search/${tenantId}/${encodeURIComponent(trimmed)}`,
        undefined,
        signal,
      ),
    enabled: trimmed.length > 0,
    staleTime: 60_000,
  });
}

/** `GET /core/api/matches/{id}/explain/{playerId}`: what keeps one player out now, or his marks. */
export function useMatchExplanation(id: string, playerId: string | null) {
  return useQuery({
    queryKey: matchKeys.explanation(id, playerId ?? ''),
    queryFn: ({ signal }) =>
      http.get<MatchExplanation>(`/api/matches/${id}/explain/${playerId}`, undefined, signal),
    enabled: Boolean(playerId),
  });
}

/** `POST /core/api/matches`: a new version of the requirement, computed now (D18). */
export function useCreateMatch(requirementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => http.post<{ id: string }>('/api/matches', { requirementId }),
    onSuccess: () => {
      // The requirement's match count changes with a new version.
      void queryClient.invalidateQueries({ queryKey: queryRoots.requirements });
      void queryClient.invalidateQueries({ queryKey: matchKeys.all });
    },
  });
}

/** `GET /core/api/requirements/{id}/latestMatch`: the requirement's newest version (D28). */
export function useLatestMatch(requirementId: string) {
  return useMutation({
    mutationFn: () => http.get<{ id: string }>(`/api/requirements/${requirementId}/latestMatch`),
  });
}
