import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type Contact,
  type ContractStatus,
  type Currency,
  DEFAULT_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type Named,
  type NoNeedClub,
  type NoNeedFilter,
  type Paginated,
  type Pitch,
  type PlayerLevel,
  type Position,
  type Requirement,
  type RequirementFilter,
  type RequirementForm,
  type Transfer,
} from '@transferdesk/shared';
import { http, request } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

export const requirementKeys = {
  all: queryRoots.requirements,
  lists: [...queryRoots.requirements, 'list'] as const,
  /** Every page of one sport's list, under every filter. */
  list: (tenantId: string) => [...requirementKeys.lists, tenantId] as const,
  detail: (id: string) => [...requirementKeys.all, 'detail', id] as const,
  /** Issue 29: the players sent for the requirement. */
  pitches: (id: string) => [...requirementKeys.detail(id), 'pitches'] as const,
  /** The no-need clubs (D26) depend on the requirements, so they live under the same root. */
  noNeed: (tenantId: string) => [...requirementKeys.all, 'noNeed', tenantId] as const,
  transfers: (tenantId: string) => [...queryRoots.transfers, 'options', tenantId] as const,
  contacts: (tenantId: string, clubId: string) =>
    [...queryRoots.contacts, 'options', tenantId, { clubId }] as const,
  // The same keys (and answers) as the player and club forms' selects, so that they share the cache.
  lookup: (list: 'positions' | 'playerlevels' | 'contractStatuses', tenantId: string) =>
    [...queryRoots.players, 'options', list, tenantId] as const,
  valutas: (tenantId: string) => [...queryRoots.valutas, 'options', tenantId] as const,
  countries: ['countries', 'options'] as const,
};

/** What the list sends besides the sport: the panel's filters, order and page. */
export type RequirementQuery = Omit<RequirementFilter, 'tenantId' | 'take'>;

/** `POST /core/api/requirements/filter`: one page of the sport's requirements (spec 2, Requirement filter). */
export function useRequirementsPage(tenantId: string, query: RequirementQuery) {
  return useQuery({
    queryKey: [...requirementKeys.list(tenantId), query],
    queryFn: ({ signal }) =>
      request<Paginated<Requirement>>('/api/requirements/filter', {
        method: 'POST',
        body: { tenantId, take: DEFAULT_PAGE_SIZE, ...query },
        signal,
      }),
    // The rows stay while the next page or filter loads, instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export function useRequirement(id: string | undefined) {
  return useQuery({
    queryKey: requirementKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Requirement>(`/api/requirements/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

/** Issue 29: `GET /core/api/pitches?requirementId=…`: the players sent for it, newest move first (up to 100). */
export function useRequirementPitches(tenantId: string, requirementId: string) {
  return useQuery({
    queryKey: [...requirementKeys.pitches(requirementId), tenantId] as const,
    queryFn: ({ signal }) =>
      http.get<Paginated<Pitch>>(
        '/api/pitches',
        { tenantId, requirementId, take: MAX_PAGE_SIZE, page: 1 },
        signal,
      ),
  });
}

/** Every field of the form as sent (the API fills what is absent with the same defaults). */
export type RequirementPayload = Required<RequirementForm>;

export function useSaveRequirement(tenantId: string, id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: RequirementPayload) =>
      id
        ? http.patch<Requirement>(`/api/requirements/${id}`, payload)
        : http.post<Requirement>('/api/requirements', { ...payload, tenantId }),
    onSuccess: (requirement) => queryClient.setQueryData(requirementKeys.detail(requirement.id), requirement),
    onSettled: () => queryClient.invalidateQueries({ queryKey: requirementKeys.all }),
  });
}

export function useDeleteRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/requirements/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: requirementKeys.detail(id) });
      return queryClient.invalidateQueries({ queryKey: requirementKeys.all });
    },
  });
}

/** `PUT /core/api/clubs/noneed`: one page of the clubs that registered no need (D26). */
export function useNoNeedClubs(filter: NoNeedFilter | null) {
  return useQuery({
    queryKey: [...requirementKeys.noNeed(filter?.tenantId ?? ''), filter],
    queryFn: ({ signal }) =>
      request<Paginated<NoNeedClub>>('/api/clubs/noneed', { method: 'PUT', body: filter, signal }),
    enabled: filter !== null,
    placeholderData: keepPreviousData,
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
  useSportList<Position>(requirementKeys.lookup('positions', tenantId), '/api/positions', tenantId);
export const usePlayerLevelOptions = (tenantId: string) =>
  useSportList<PlayerLevel>(requirementKeys.lookup('playerlevels', tenantId), '/api/playerlevels', tenantId);
export const useContractStatusOptions = (tenantId: string) =>
  useSportList<ContractStatus>(
    requirementKeys.lookup('contractStatuses', tenantId),
    '/api/contractStatuses',
    tenantId,
  );
export const useCurrencyOptions = (tenantId: string) =>
  useSportList<Currency>(requirementKeys.valutas(tenantId), '/api/valutas', tenantId);

/** The sport's transfer windows, the latest first (the names alone do not sort by time). */
export function useTransferOptions(tenantId: string) {
  return useQuery({
    queryKey: requirementKeys.transfers(tenantId),
    queryFn: ({ signal }) =>
      http.get<Paginated<Transfer>>('/api/transfers', { tenantId, sort: 'name', direction: 'asc' }, signal),
    select: (page: Paginated<Transfer>) =>
      [...page.data].sort((a, b) => b.fromDate.localeCompare(a.fromDate) || a.name.localeCompare(b.name)),
    staleTime: 60_000,
  });
}

/** Every country by name (the same for every sport). */
export function useCountryOptions(tenantId: string) {
  return useQuery({
    queryKey: requirementKeys.countries,
    queryFn: ({ signal }) => http.get<Named[]>('/api/countries/forSearch', { tenantId }, signal),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Spec 2, section 5: the contacts of the chosen club only; nothing to load before a club is chosen. */
export function useClubContacts(tenantId: string, clubId: string) {
  return useQuery({
    queryKey: requirementKeys.contacts(tenantId, clubId),
    queryFn: ({ signal }) =>
      http.get<Paginated<Contact>>(
        '/api/contacts',
        { tenantId, clubId, sort: 'firstName', direction: 'asc' },
        signal,
      ),
    select: (page: Paginated<Contact>) => page.data,
    enabled: clubId !== '',
    staleTime: 60_000,
  });
}
