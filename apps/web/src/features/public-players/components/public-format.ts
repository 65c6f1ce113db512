import {
  API_BASE,
  GENERIC_PUBLIC_LAYOUT,
  MISSING_VALUE,
  type PublicPlayer,
  type PublicVideo,
  withoutSeparators,
} from '@transferdesk/shared';
import { resourceUrl } from '../../../lib/http.ts';

/** Spec 2, section 8: what a missing player value shows. */
export const MISSING = MISSING_VALUE;

/** The four page layouts of spec 2; any other sport's name gets the generic one (Football's). */
export type PublicLayout = 'Football' | 'Handball - Men' | 'Handball - Women' | 'Icehockey';
const LAYOUTS: readonly PublicLayout[] = ['Football', 'Handball - Men', 'Handball - Women', 'Icehockey'];

export function layoutFor(sportName: string): PublicLayout {
  const found = LAYOUTS.find((layout) => layout === sportName.trim());
  return found ?? (GENERIC_PUBLIC_LAYOUT as PublicLayout);
}

/** Spec 2: a tenant title is set larger when the sport's name contains "Handball". */
export const hasLargeTenantTitle = (sportName: string) => sportName.includes('Handball');

/** "First Last", or the dash when neither is given. */
export function displayName(player: Pick<PublicPlayer, 'firstName' | 'lastName'>): string {
  return (
    [player.firstName, player.lastName]
      .map((part) => part.trim())
      .filter(Boolean)
      .join(' ') || MISSING
  );
}

/** The nationality without its `||` separators (spec 2, section 3). */
export const nationality = (value: string) => withoutSeparators(value).trim();

/** 0 is the schema's "unknown". */
export const measure = (value: number, unit: string) => (value > 0 ? `${value} ${unit}` : '');

/** Rich text counts only when something is left once the paragraph tags are removed (spec 2). */
export function hasRichText(html: string): boolean {
  return (
    html
      .replace(/<\/?p[^>]*>/gi, '')
      .replace(/<br\s*\/?>/gi, '')
      .replace(/&nbsp;/g, '')
      .trim() !== ''
  );
}

/** The player's photo: a path on this origin (`/core/resources/...` or `resources/...`). */
export function pictureSrc(path: string | null): string | undefined {
  if (!path) return undefined;
  if (path.startsWith(`${API_BASE}/`)) return path;
  return resourceUrl(path);
}

/** Handball-women: teasers (not full matches) first, then the full matches. */
export function videosByKind(videos: readonly PublicVideo[]) {
  return {
    teasers: videos.filter((video) => !video.isFullMatch),
    fullMatches: videos.filter((video) => video.isFullMatch),
  };
}

/** Ice hockey (and the other pages): primary videos first, then the rest, each in given order. */
export const primaryFirst = (videos: readonly PublicVideo[]) => [
  ...videos.filter((video) => video.isPrimary),
  ...videos.filter((video) => !video.isPrimary),
];
