import { queryOptions, useQuery } from '@tanstack/react-query';
import { cvFileName, type NewClick, type PublicPlayer } from '@transferdesk/shared';
import { browser } from '../../lib/browser.ts';
import { http } from '../../lib/http.ts';

/** The public pages' reads; never shared with the signed-in player cache (another shape, no token). */
export const publicPlayerKeys = {
  all: ['publicPlayer'] as const,
  player: (id: string) => [...publicPlayerKeys.all, id] as const,
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

/** D15: the contact a link was sent to opened the player's page. */
export function recordClick(click: NewClick): Promise<unknown> {
  return http.anonymous.post('/api/unauthorised/new_click', click);
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
