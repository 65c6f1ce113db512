import type { Club, ClubUpdate, Team } from '@transferdesk/shared';
import {
  entityKeys,
  sportResource,
  useDeleteEntity,
  useEntity,
  useRefresh,
  useSportOptions,
} from '../../lib/entity-hooks.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { type StoredRecord, useSaveWithImage } from '../../lib/save-with-image.ts';

export const clubKeys = {
  ...entityKeys(queryRoots.clubs),
  teams: (tenantId: string) => [...queryRoots.teams, 'options', tenantId] as const,
};

/** `GET /core/api/clubs?tenantId=…`: the clubs of the sport in the address. */
export const clubsResource = (tenantId: string) => sportResource('/api/clubs', clubKeys.list, tenantId);

export const useClub = (id: string | undefined) => useEntity<Club>('/api/clubs', clubKeys.detail, id);

/** The team select: every team of the sport, by name. */
export const useTeamOptions = (tenantId: string) =>
  useSportOptions<Team>(clubKeys.teams(tenantId), '/api/teams', tenantId);

/**
 * Spec 1, create versus update: the club is saved first, then its logo in a second call. `existing`
 * is the club the form edits, as the payload the form would send.
 */
export function useSaveClub(existing?: StoredRecord<Required<ClubUpdate>>) {
  const refresh = useRefresh();
  return useSaveWithImage({
    path: '/api/clubs',
    existing,
    // Contacts show their club's name, and the team's "in use" mark depends on its clubs.
    onSettled: () => refresh(clubKeys.all, queryRoots.contacts, queryRoots.teams),
  });
}

/** Soft delete: the club leaves the list but stays readable as "[Deleted record]" where it is used. */
export const useDeleteClub = () =>
  useDeleteEntity('/api/clubs', { refresh: [clubKeys.all, queryRoots.contacts, queryRoots.teams] });
