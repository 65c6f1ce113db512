import { API_BASE, COMPANY_LOGO_PATH, fullName, isUuid, MISSING_VALUE } from '@transferdesk/shared';
import type { Db } from '../../db/client.ts';
import { RATE_LIMITS, type RateLimiter } from '../../lib/rate-limits.ts';
import { loadPublicPlayer } from './queries.ts';

/** What a shared public page link shows in mail and chat (D29): plain text, escaped by the page. */
export interface LinkPreview {
  title: string;
  description: string;
  /** Absolute URL. */
  image: string;
  type: 'profile';
}

/** The player id of a `/pins/...` path: its last segment (D15; also the `cv` links), or undefined. */
export function playerIdOfPinsPath(path: string): string | undefined {
  const segments = path.split(/[?#]/, 1)[0]?.split('/').filter(Boolean) ?? [];
  if (segments[0] !== 'pins' || segments.length < 2) return undefined;
  let last: string;
  try {
    last = decodeURIComponent(segments.at(-1) ?? '');
  } catch {
    return undefined;
  }
  return isUuid(last) ? last : undefined;
}

/**
 * D29: the preview of a public player page, from the public view only (what anyone with the link
 * may see anyway). Undefined for a path that names no player with a public page. The title is
 * "{First Last} – {positions} – {sport}"; the image is the player's picture, or the company logo.
 * Each read counts against the client address's public page limit (issue 25); past it the page is
 * served without its preview, never refused.
 */
export function createLinkPreviews({
  db,
  publicUrl,
  limiter,
}: {
  db: Db;
  publicUrl: string;
  limiter: RateLimiter;
}) {
  return async function previewFor(path: string, clientAddress: string): Promise<LinkPreview | undefined> {
    const id = playerIdOfPinsPath(path);
    if (!id || !(await limiter.consume(RATE_LIMITS.publicPages, clientAddress)).allowed) return undefined;
    const player = await loadPublicPlayer(db, id);
    if (!player) return undefined;
    const positions = player.positions.map((position) => position.name).join(', ');
    const name = fullName(player) || MISSING_VALUE;
    const about = [positions, player.tenantName].filter(Boolean).join(' – ');
    return {
      title: [name, about].filter(Boolean).join(' – '),
      description: about,
      image: player.pictureUrl
        ? `${publicUrl}${API_BASE}/${player.pictureUrl.replace(/^\/+/, '')}`
        : `${publicUrl}${COMPANY_LOGO_PATH}`,
      type: 'profile',
    };
  };
}
