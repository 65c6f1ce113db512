import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactUpdate, WhoClickedEntry } from '@transferdesk/shared';
import type { ListResource } from '../../components/ListPage.tsx';
import { http } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';
import { type StoredRecord, useSaveWithImage } from '../../lib/save-with-image.ts';

export const contactKeys = {
  all: queryRoots.contacts,
  lists: [...queryRoots.contacts, 'list'] as const,
  /** Every page of one sport's list. */
  list: (tenantId: string) => [...contactKeys.all, 'list', tenantId] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
};

/** `GET /core/api/contacts?tenantId=…`: the contacts (not players, D8) of the sport in the address. */
export function contactsResource(tenantId: string): ListResource {
  return { path: '/api/contacts', queryKey: contactKeys.list(tenantId), query: { tenantId } };
}

export function useContact(id: string | undefined) {
  return useQuery({
    queryKey: contactKeys.detail(id ?? ''),
    queryFn: ({ signal }) => http.get<Contact>(`/api/contacts/${id}`, undefined, signal),
    enabled: Boolean(id),
  });
}

/**
 * Create versus update: the contact is saved first, then its picture in a second call. `existing`
 * is the contact the form edits, as the payload the form would send.
 */
export function useSaveContact(existing?: StoredRecord<ContactUpdate>) {
  const queryClient = useQueryClient();
  return useSaveWithImage({
    path: '/api/contacts',
    existing,
    // A club's page counts and lists its contacts.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: queryRoots.clubs }),
      ]),
  });
}

export function useDeleteContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => http.delete(`/api/contacts/${id}`),
    onSuccess: (_, id) => {
      queryClient.removeQueries({ queryKey: contactKeys.detail(id) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.lists }),
        queryClient.invalidateQueries({ queryKey: queryRoots.clubs }),
      ]);
    },
  });
}

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
