import { useQuery } from '@tanstack/react-query';
import {
  type Contact,
  type ContactUpdate,
  MAX_PAGE_SIZE,
  type Paginated,
  type Pitch,
  type WhoClickedEntry,
} from '@transferdesk/shared';
import { entityKeys, sportResource, useDeleteEntity, useEntity, useRefresh } from '../../lib/entity-hooks.ts';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { type StoredRecord, useSaveWithImage } from '../../lib/save-with-image.ts';

export const contactKeys = entityKeys(queryRoots.contacts);

/** `GET /core/api/contacts?tenantId=…`: the contacts (not players, D8) of the sport in the address. */
export const contactsResource = (tenantId: string) =>
  sportResource('/api/contacts', contactKeys.list, tenantId);

export const useContact = (id: string | undefined) =>
  useEntity<Contact>('/api/contacts', contactKeys.detail, id);

/**
 * Create versus update: the contact is saved first, then its picture in a second call. `existing`
 * is the contact the form edits, as the payload the form would send.
 */
export function useSaveContact(existing?: StoredRecord<ContactUpdate>) {
  const refresh = useRefresh();
  return useSaveWithImage({
    path: '/api/contacts',
    existing,
    // A club's page counts and lists its contacts.
    onSettled: () => refresh(contactKeys.all, queryRoots.clubs),
  });
}

export const useDeleteContact = () =>
  useDeleteEntity('/api/contacts', {
    detail: contactKeys.detail,
    refresh: [contactKeys.lists, queryRoots.clubs],
  });

/** D16: the players whose public pages this contact opened (`id` is the player's), signed-in. */
export function useClickedPlayers(tenantId: string, contactId: string) {
  return useQuery({
    queryKey: [...contactKeys.detail(contactId), 'onWhomClicked', tenantId] as const,
    queryFn: ({ signal }) =>
      http.get<WhoClickedEntry[]>(
        `/api/unauthorised/OnWhomClickedFull/${tenantId}/${contactId}`,
        undefined,
        signal,
      ),
  });
}

/** Issue 29: `GET /core/api/pitches?contactId=…`: the players sent to this contact, newest move first (up to 100). */
export function useContactPitches(tenantId: string, contactId: string) {
  return useQuery({
    queryKey: [...contactKeys.detail(contactId), 'pitches', tenantId] as const,
    queryFn: ({ signal }) =>
      http.get<Paginated<Pitch>>(
        '/api/pitches',
        { tenantId, contactId, take: MAX_PAGE_SIZE, page: 1 },
        signal,
      ),
  });
}
