import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CallToday,
  DEFAULT_PAGE_SIZE,
  type Paginated,
  type Pitch,
  type PitchBoard,
  type PitchDetail,
  type PitchStage,
  type Player,
  type PlayerListItem,
  type Transfer,
} from '@transferdesk/shared';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { moveOnBoard } from './board-move.ts';
import type { PitchFilterValues, PitchParams } from './pitch-params.ts';

/** One of the sport's agents (its active TenantAdmins and Users), for the agent filter. */
export interface PitchAgent {
  id: string;
  name: string;
}

/** What the list asks for besides the sport and the shared filters. */
export type PitchListState = Pick<PitchParams, 'stage' | 'page' | 'sort' | 'direction'>;

/**
 * The feature's query keys and reads, defined once (`queryOptions`) for the hooks, the optimistic
 * move and the invalidation after it. Everything the pitches show lives under `all`; the selects'
 * lists live under their own feature's root, with the same keys and answers as the other pages'
 * selects, so that they share the cache.
 */
export const pitchQueries = {
  all: queryRoots.pitches,
  /** Every board of one sport, under every filter. */
  boards: (tenantId: string) => [...queryRoots.pitches, 'board', tenantId] as const,
  /** `GET /core/api/pitches/board`: every stage's count and its most recently moved pitches. */
  board: (tenantId: string, filter: PitchFilterValues) =>
    queryOptions({
      queryKey: [...pitchQueries.boards(tenantId), filter] as const,
      queryFn: ({ signal }) => http.get<PitchBoard>('/api/pitches/board', { tenantId, ...filter }, signal),
      placeholderData: keepPreviousData,
    }),
  /** `GET /core/api/pitches`: one page of the list. */
  list: (tenantId: string, filter: PitchFilterValues, state: PitchListState) =>
    queryOptions({
      queryKey: [...queryRoots.pitches, 'list', tenantId, filter, state] as const,
      queryFn: ({ signal }) =>
        http.get<Paginated<Pitch>>(
          '/api/pitches',
          { tenantId, ...filter, ...state, take: DEFAULT_PAGE_SIZE },
          signal,
        ),
      // The rows stay while the next page or order loads, instead of flashing a spinner.
      placeholderData: keepPreviousData,
    }),
  /**
   * `GET /core/api/pitches/today`: "Who to call today" for one agent, best first; without
   * `agentId`, the API ranks the caller's own pitches.
   */
  today: (tenantId: string, agentId: string | undefined) =>
    queryOptions({
      queryKey: [...queryRoots.pitches, 'today', tenantId, agentId ?? null] as const,
      queryFn: ({ signal }) => http.get<CallToday[]>('/api/pitches/today', { tenantId, agentId }, signal),
    }),
  /** `GET /core/api/pitches/{id}`: the pitch with its history, oldest first. */
  detail: (id: string) =>
    queryOptions({
      queryKey: [...queryRoots.pitches, 'detail', id] as const,
      queryFn: ({ signal }) => http.get<PitchDetail>(`/api/pitches/${id}`, undefined, signal),
    }),
  /**
   * `GET /core/api/pitches/agents?tenantId`: the sport's active TenantAdmins and Users by name, for
   * every member (a User may not list users, D9). Kept under the users' root: a user created,
   * changed or deactivated there refreshes the choices.
   */
  agents: (tenantId: string) =>
    queryOptions({
      queryKey: [...queryRoots.users, 'pitchAgents', tenantId] as const,
      queryFn: ({ signal }) => http.get<PitchAgent[]>('/api/pitches/agents', { tenantId }, signal),
      staleTime: 60_000,
    }),
  /** The sport's transfer windows, the latest first (the requirements' select's key and answer). */
  transfers: (tenantId: string) =>
    queryOptions({
      queryKey: [...queryRoots.transfers, 'options', tenantId] as const,
      queryFn: ({ signal }) =>
        http.get<Paginated<Transfer>>('/api/transfers', { tenantId, sort: 'name', direction: 'asc' }, signal),
      select: (page: Paginated<Transfer>) =>
        [...page.data].sort((a, b) => b.fromDate.localeCompare(a.fromDate) || a.name.localeCompare(b.name)),
      staleTime: 60_000,
    }),
  /** `GET /core/api/players/search/{tenantId}/{term}`: the player filter's choices. */
  playerSearch: (tenantId: string, term: string) =>
    queryOptions({
      queryKey: [...queryRoots.players, 'search', tenantId, term] as const,
      queryFn: ({ signal }) =>
        http.get<PlayerListItem[]>(
          `/api/players/search/${tenantId}/${encodeURIComponent(term)}`,
          undefined,
          signal,
        ),
      enabled: term.length > 0,
      staleTime: 60_000,
    }),
  /** `GET /core/api/players/{id}`: the name of a player chosen in the address (the players' key). */
  player: (id: string) =>
    queryOptions({
      queryKey: [...queryRoots.players, 'detail', id] as const,
      queryFn: ({ signal }) => http.get<Player>(`/api/players/${id}`, undefined, signal),
      enabled: id !== '',
    }),
};

export const usePitchBoard = (tenantId: string, filter: PitchFilterValues) =>
  useQuery(pitchQueries.board(tenantId, filter));

export const usePitchList = (tenantId: string, filter: PitchFilterValues, state: PitchListState) =>
  useQuery(pitchQueries.list(tenantId, filter, state));

export const useCallToday = (tenantId: string, agentId: string | undefined) =>
  useQuery(pitchQueries.today(tenantId, agentId));

export const usePitchDetail = (id: string | null) =>
  useQuery({ ...pitchQueries.detail(id ?? ''), enabled: id !== null });

export const useAgentOptions = (tenantId: string) => useQuery(pitchQueries.agents(tenantId));

export const useTransferOptions = (tenantId: string) => useQuery(pitchQueries.transfers(tenantId));

export const usePlayerSearch = (tenantId: string, term: string) =>
  useQuery(pitchQueries.playerSearch(tenantId, term.trim()));

export const useChosenPlayer = (id: string | undefined) => useQuery(pitchQueries.player(id ?? ''));

export interface PitchMoveInput {
  pitch: Pitch;
  stage: PitchStage;
  note: string;
}

/**
 * `PATCH /core/api/pitches/{id}` `{ stage, note }`: the agent moves a pitch. The card moves on the
 * board at once and goes back should the server refuse; every pitch read is made again after.
 * An ordinary edit, so that offline (D23 `offlineChanges`) it waits in the device's queue: the
 * answer is then the change itself, not the pitch, and the move resolves to null.
 */
export function useMovePitch(tenantId: string) {
  const queryClient = useQueryClient();
  const boards = pitchQueries.boards(tenantId);
  return useMutation({
    mutationFn: async ({ pitch, stage, note }: PitchMoveInput) => {
      const answer = await http.patch<PitchDetail | Record<string, unknown>>(`/api/pitches/${pitch.id}`, {
        stage,
        note,
      });
      return answer && 'history' in answer ? (answer as PitchDetail) : null;
    },
    onMutate: async ({ pitch, stage }) => {
      await queryClient.cancelQueries({ queryKey: boards });
      const before = queryClient.getQueriesData<PitchBoard>({ queryKey: boards });
      queryClient.setQueriesData<PitchBoard>({ queryKey: boards }, (board) =>
        board ? moveOnBoard(board, pitch.id, stage) : board,
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      for (const [key, board] of context?.before ?? []) queryClient.setQueryData(key, board);
      void queryClient.invalidateQueries({ queryKey: pitchQueries.all });
    },
    onSuccess: (detail) => {
      // Kept offline: a read now would bring back the board from before the move (or nothing);
      // the board keeps showing the move until it is sent and the pages read again.
      if (!detail) return;
      queryClient.setQueryData(pitchQueries.detail(detail.id).queryKey, detail);
      void queryClient.invalidateQueries({ queryKey: pitchQueries.all });
    },
  });
}

/** `GET /core/api/pitches/export`: the list's rows under the same filters, as CSV. */
export function useExportPitches(tenantId: string) {
  return useMutation({
    mutationFn: (filter: PitchFilterValues & { stage?: PitchStage | undefined }) =>
      http.download('/api/pitches/export', { tenantId, ...filter }),
  });
}
