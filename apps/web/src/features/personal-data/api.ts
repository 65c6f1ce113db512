import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ErasurePreview, ErasureRequest, ErasureResult } from '@transferdesk/shared';
import { browser } from '../../lib/browser.ts';
import { http, request } from '../../lib/http.ts';
import { queryRoots } from '../../lib/query-keys.ts';

/** D48 applies to both kinds of person; players are served at /players, the others at /contacts. */
export type PersonKind = 'player' | 'contact';

const COLLECTIONS: Record<PersonKind, string> = { player: 'players', contact: 'contacts' };
const personPath = (kind: PersonKind, id: string) => `/api/${COLLECTIONS[kind]}/${id}`;

const root = queryRoots.personalData;

export const personalDataQueries = {
  all: root,
  /** `GET /core/api/{players|contacts}/{id}/erasure`: what erasing would do, for the confirmation. */
  preview: (kind: PersonKind, id: string) =>
    queryOptions({
      queryKey: [...root, kind, id, 'erasure'] as const,
      queryFn: ({ signal }) => http.get<ErasurePreview>(`${personPath(kind, id)}/erasure`, undefined, signal),
      // The confirmation names what is there now, never what was there when last opened.
      staleTime: 0,
    }),
};

export const useErasurePreview = (kind: PersonKind, id: string) =>
  useQuery(personalDataQueries.preview(kind, id));

/**
 * `GET /core/api/{players|contacts}/{id}/personal-data`: the ZIP of everything held about the
 * person, read with the bearer token (a plain link would carry none) and handed to the browser.
 */
export function useExportPersonalData(kind: PersonKind, id: string) {
  return useMutation({
    mutationFn: () =>
      http.download(`${personPath(kind, id)}/personal-data`, undefined, { accept: 'application/zip' }),
    onSuccess: (file) => browser.saveFile(file.blob, file.filename ?? `personal-data-${id}.zip`),
  });
}

/**
 * `POST /core/api/{players|contacts}/{id}/erasure`. Never kept offline: it cannot be undone, and
 * the answer says what happened. Everything that may show the person's name is read again.
 */
export function useErasePerson(kind: PersonKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ErasureRequest) =>
      request<ErasureResult>(`${personPath(kind, id)}/erasure`, {
        method: 'POST',
        body: input,
        queueable: false,
      }),
    // Not awaited: the outcome shows at once, the page follows as the reads come back.
    onSuccess: () => {
      for (const queryKey of [
        root,
        queryRoots.players,
        queryRoots.contacts,
        queryRoots.clubs,
        queryRoots.pitches,
        queryRoots.matches,
        queryRoots.requirements,
        queryRoots.agreements,
        queryRoots.home,
        queryRoots.notifications,
      ])
        void queryClient.invalidateQueries({ queryKey });
    },
  });
}
