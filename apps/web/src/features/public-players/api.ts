import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  cvFileName,
  type NewClick,
  type PitchAnswerBody,
  type PublicPitch,
  type PublicPlayer,
} from '@transferdesk/shared';
import { browser } from '../../lib/browser.ts';
import { http, request } from '../../lib/http.ts';

/** The public pages' reads; never shared with the signed-in player cache (another shape, no token). */
export const publicPlayerKeys = {
  all: ['publicPlayer'] as const,
  player: (id: string) => [...publicPlayerKeys.all, id] as const,
  /** The pitch the link of `contactId` stands for (issue 29). */
  pitch: (contactId: string, playerId: string) =>
    [...publicPlayerKeys.player(playerId), 'pitch', contactId] as const,
};

/** `GET /core/api/unauthorised/player/{id}` without a token (spec 2, /pins; D16). 404: no page. */
export const publicPlayerQuery = (id: string) =>
  queryOptions({
    queryKey: publicPlayerKeys.player(id),
    queryFn: ({ signal }) => http.anonymous.get<PublicPlayer>(`/api/unauthorised/player/${id}`, signal),
    staleTime: 5 * 60_000,
    enabled: Boolean(id),
  });

export const usePublicPlayer = (id: string) => useQuery(publicPlayerQuery(id));

/**
 * D15: the contact a link was sent to opened the player's page. Issue 29: a browser with a session
 * sends its token, so that the API knows the agency's own view and counts nothing; its 401 (an old
 * session) is this call's alone, and a click is never kept to send later.
 */
export function recordClick(click: NewClick): Promise<unknown> {
  return request('/api/unauthorised/new_click', { method: 'POST', body: click, optionalAuth: true });
}

/**
 * Issue 29: `GET /core/api/unauthorised/pitch/{contactId}/{playerId}` without a token: the club's
 * latest answer for this link, or 404 when no pitch stands behind it (then the page asks nothing).
 */
export function usePublicPitch(contactId: string, playerId: string) {
  return useQuery({
    queryKey: publicPlayerKeys.pitch(contactId, playerId),
    queryFn: ({ signal }) =>
      http.anonymous.get<PublicPitch>(`/api/unauthorised/pitch/${contactId}/${playerId}`, signal),
    enabled: Boolean(contactId && playerId),
    staleTime: 5 * 60_000,
  });
}

/** `POST /core/api/unauthorised/pitch_answer` without a token: the club answers; every answer is kept. */
export function useSendPitchAnswer(contactId: string, playerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: Pick<PitchAnswerBody, 'answer' | 'message'>) =>
      http.anonymous.post<PublicPitch>('/api/unauthorised/pitch_answer', {
        ClientId: contactId,
        PlayerID: playerId,
        ...answer,
      } satisfies PitchAnswerBody),
    onSuccess: (pitch) => queryClient.setQueryData(publicPlayerKeys.pitch(contactId, playerId), pitch),
  });
}

/** `GET /core/api/unauthorised/getpdf/{tenantId}/{playerId}` (D20), saved as `{first}_{last}_CV.pdf`. */
export async function downloadCv(player: PublicPlayer): Promise<void> {
  const { blob } = await http.download(
    `/api/unauthorised/getpdf/${player.tenantId}/${player.id}`,
    undefined,
    {
      accept: 'application/pdf',
      anonymous: true,
    },
  );
  browser.saveFile(blob, cvFileName(player));
}
