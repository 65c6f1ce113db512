import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Contact, ContactCreate, ContactUpdate } from '@transferdesk/shared';
import type { ListResource } from '../../components/ListPage.tsx';
import { http } from '../../lib/http.ts';

/** `GET /core/api/clubs/forSearch`: what the club select needs. */
export interface ClubOption {
  id: string;
  name: string;
  deleted: boolean;
}

export const contactKeys = {
  all: ['contacts'] as const,
  lists: ['contacts', 'list'] as const,
  /** Every page of one sport's list. */
  list: (tenantId: string) => [...contactKeys.all, 'list', tenantId] as const,
  detail: (id: string) => [...contactKeys.all, 'detail', id] as const,
  clubOptions: (tenantId: string, filterDeleted: boolean) =>
    ['clubs', 'options', tenantId, { filterDeleted }] as const,
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
 * The club select. A new contact cannot pick a deleted club (`filterDeleted`); an existing one asks
 * without it, then leaves deleted clubs out of the options so that its own shows as "[Deleted record]".
 */
export function useClubOptions(tenantId: string, filterDeleted: boolean) {
  return useQuery({
    queryKey: contactKeys.clubOptions(tenantId, filterDeleted),
    queryFn: ({ signal }) =>
      http.get<ClubOption[]>('/api/clubs/forSearch', { tenantId, filterDeleted }, signal),
    select: (clubs) => clubs.filter((club) => !club.deleted),
    staleTime: 60_000,
  });
}

interface SaveContactInput {
  /** Absent: create. */
  id: string | undefined;
  /** On create the whole contact with its sport; on update only the fields that changed (spec 7). */
  changes: ContactCreate | ContactUpdate;
  picture: File | null;
  /** Told as soon as the contact exists, so a failed upload does not lead to a second create. */
  onStored: (id: string) => void;
}

/** Create versus update: the contact is saved first, then its picture in a second call. */
export function useSaveContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes, picture, onStored }: SaveContactInput) => {
      let contactId = id;
      if (!contactId) {
        contactId = (await http.post<Contact>('/api/contacts', changes)).id;
      } else if (Object.keys(changes).length > 0) {
        await http.patch<Contact>(`/api/contacts/${contactId}`, changes);
      }
      onStored(contactId);
      if (picture) await http.upload<Contact>(`/api/contacts/${contactId}/file`, picture);
      return contactId;
    },
    // A club's page counts and lists its contacts.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['clubs'] }),
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
        queryClient.invalidateQueries({ queryKey: ['clubs'] }),
      ]);
    },
  });
}
