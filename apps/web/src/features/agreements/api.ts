import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Agreement,
  type AgreementInput,
  type AgreementRules,
  DEFAULT_PAGE_SIZE,
  type Named,
  type Paginated,
  type PlayerDocument,
  type PlayerDocumentInput,
  type RepContract,
  type StoredFile,
} from '@transferdesk/shared';
import { browser } from '../../lib/browser.ts';
import { http, request } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import type { AgreementFilter, AgreementListState } from './agreement-params.ts';

/** One of the sport's agents (its active TenantAdmins and Users), as `GET /pitches/agents` names them. */
export interface SportAgent {
  id: string;
  name: string;
}

const root = queryRoots.agreements;

/**
 * Issue 30's query keys and reads, defined once (`queryOptions`): the sport's agreements, one
 * player's agreements and documents, the rule pack and the older RepContract rows. Everything lives
 * under the feature's root, which every save and delete reads again.
 */
export const agreementQueries = {
  all: root,
  /** `GET /core/api/agreements`: one page of the sport's agreements under the filters. */
  list: (tenantId: string, filter: AgreementFilter, state: AgreementListState) =>
    queryOptions({
      queryKey: [...root, 'list', tenantId, filter, state] as const,
      queryFn: ({ signal }) =>
        http.get<Paginated<Agreement>>(
          '/api/agreements',
          { tenantId, ...filter, ...state, take: DEFAULT_PAGE_SIZE },
          signal,
        ),
      // The rows stay while the next page or order loads, instead of flashing a spinner.
      placeholderData: keepPreviousData,
    }),
  /** `GET /core/api/players/{id}/agreements`: every agreement of one player. */
  player: (playerId: string) =>
    queryOptions({
      queryKey: [...root, 'player', playerId] as const,
      queryFn: ({ signal }) =>
        http.get<Agreement[]>(`/api/players/${playerId}/agreements`, undefined, signal),
    }),
  /** `GET /core/api/players/{id}/documents`: his passports, work permits, medical reports. */
  documents: (playerId: string) =>
    queryOptions({
      queryKey: [...root, 'documents', playerId] as const,
      queryFn: ({ signal }) =>
        http.get<PlayerDocument[]>(`/api/players/${playerId}/documents`, undefined, signal),
    }),
  /** `GET /core/api/agreement-rules/{tenantId}`: the sport's rule pack (D45). */
  rules: (tenantId: string) =>
    queryOptions({
      queryKey: [...root, 'rules', tenantId] as const,
      queryFn: ({ signal }) =>
        http.get<AgreementRules>(`/api/agreement-rules/${tenantId}`, undefined, signal),
    }),
  /** `GET /core/api/agreements/rep-contracts`: D25's RepContract rows of the sport, read-only. */
  repContracts: (tenantId: string) =>
    queryOptions({
      queryKey: [...root, 'repContracts', tenantId] as const,
      queryFn: ({ signal }) => http.get<RepContract[]>('/api/agreements/rep-contracts', { tenantId }, signal),
    }),
  /**
   * The sport's agents, for every member (a User may not list users, D9): the pitches' endpoint,
   * with the pitches' key and answer, so that the two features share the cache.
   */
  agents: (tenantId: string) =>
    queryOptions({
      queryKey: [...queryRoots.users, 'pitchAgents', tenantId] as const,
      queryFn: ({ signal }) => http.get<SportAgent[]>('/api/pitches/agents', { tenantId }, signal),
      staleTime: 60_000,
    }),
  /** Every country by name (the same for every sport), with the player form's key and answer. */
  countries: (tenantId: string) =>
    queryOptions({
      queryKey: ['countries', 'options'] as const,
      queryFn: ({ signal }) => http.get<Named[]>('/api/countries/forSearch', { tenantId }, signal),
      staleTime: Number.POSITIVE_INFINITY,
    }),
};

export const useAgreementList = (tenantId: string, filter: AgreementFilter, state: AgreementListState) =>
  useQuery(agreementQueries.list(tenantId, filter, state));

export const usePlayerAgreements = (playerId: string) => useQuery(agreementQueries.player(playerId));

export const usePlayerDocuments = (playerId: string) => useQuery(agreementQueries.documents(playerId));

export const useAgreementRules = (tenantId: string) => useQuery(agreementQueries.rules(tenantId));

export const useRepContracts = (tenantId: string) => useQuery(agreementQueries.repContracts(tenantId));

export const useAgentOptions = (tenantId: string) => useQuery(agreementQueries.agents(tenantId));

export const useCountryOptions = (tenantId: string) => useQuery(agreementQueries.countries(tenantId));

/** Every read of the feature again: a save changes the player's list, the sport's list and its warnings. */
function useRefreshAgreements() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: root });
}

/** A record's id to change, or none for a new one. */
export interface SaveRecord<Input> {
  id: string | undefined;
  input: Input;
}

/**
 * `POST /players/{playerId}/{collection}` or `PUT .../{id}`. Sent now or not at all: the answer
 * (the rule pack's warnings, the refusal of a rule in force) is what the person needs to see, so
 * it is never kept offline for later.
 */
function useSaveRecord<Input, T>(playerId: string, collection: 'agreements' | 'documents') {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: ({ id, input }: SaveRecord<Input>) =>
      request<T>(`/api/players/${playerId}/${collection}${id ? `/${id}` : ''}`, {
        method: id ? 'PUT' : 'POST',
        body: input,
        queueable: false,
      }),
    onSuccess: () => refresh(),
  });
}

/** `DELETE /players/{playerId}/{collection}/{id}`: TenantAdmin only. */
function useDeleteRecord(playerId: string, collection: 'agreements' | 'documents') {
  const refresh = useRefreshAgreements();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/players/${playerId}/${collection}/${id}`),
    onSettled: () => refresh(),
  });
}

export const useSaveAgreement = (playerId: string) =>
  useSaveRecord<AgreementInput, Agreement>(playerId, 'agreements');

export const useDeleteAgreement = (playerId: string) => useDeleteRecord(playerId, 'agreements');

export const useSaveDocument = (playerId: string) =>
  useSaveRecord<PlayerDocumentInput, PlayerDocument>(playerId, 'documents');

export const useDeleteDocument = (playerId: string) => useDeleteRecord(playerId, 'documents');

/** `PUT /core/api/agreement-rules/{tenantId}` (TenantAdmin only); the lists' warnings follow it. */
export function useSaveAgreementRules(tenantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rules: AgreementRules) =>
      request<AgreementRules>(`/api/agreement-rules/${tenantId}`, {
        method: 'PUT',
        body: rules,
        queueable: false,
      }),
    onSuccess: (saved) => {
      queryClient.setQueryData(agreementQueries.rules(tenantId).queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: root });
    },
  });
}

/** `GET /core/api/agreements/export`: the list's rows under the same filters and order, as CSV. */
export function useExportAgreements(tenantId: string) {
  return useMutation({
    mutationFn: (query: AgreementFilter & Pick<AgreementListState, 'sort' | 'direction'>) =>
      http.download('/api/agreements/export', { tenantId, ...query }),
    onSuccess: (file) => browser.saveFile(file.blob, file.filename ?? 'agreements.csv'),
  });
}

/**
 * `POST /core/api/players/{playerId}/files` (field `file`): the file is stored first and the
 * agreement or document then names it by the id answered. Never kept offline: the id is needed now.
 */
export function useUploadPlayerFile(playerId: string) {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return request<StoredFile>(`/api/players/${playerId}/files`, {
        method: 'POST',
        body: form,
        queueable: false,
      });
    },
  });
}

/**
 * `GET /core/api/players/{playerId}/files/{fileId}`: read with the bearer token (a plain link
 * would carry none), then handed to the browser as a download.
 */
export function useDownloadPlayerFile(playerId: string) {
  return useMutation({
    mutationFn: async (file: Pick<StoredFile, 'id' | 'name'>) => {
      const downloaded = await http.download(`/api/players/${playerId}/files/${file.id}`);
      browser.saveFile(downloaded.blob, downloaded.filename ?? file.name);
    },
  });
}
