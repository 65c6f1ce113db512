/**
 * Cache Storage names of the service worker (apps/web/vite.config.ts). The precache holds only the
 * built app, the same for everyone; the API cache holds what one signed-in user has seen.
 */
export const API_CACHE_NAME = 'transferdesk-api';
/** Workbox names its precache `workbox-precache-v2-<scope>`. */
export const PRECACHE_NAME_PREFIX = 'workbox-precache';

/**
 * The API GETs the service worker answers network-first and keeps for offline use, matched on the
 * full address: everything under /core/api/ but the auth calls (tokens, refresh, impersonation, the
 * XSRF cookie), except the user's own profile (`/auth/me`), without which no sport page opens (it
 * lists the user's sports). A regular expression, because the service worker gets it as source text.
 */
export const CACHED_API_URL = /^https?:\/\/[^/]+\/core\/api\/(?:auth\/me(?:[?#]|$)|(?!auth(?:[/?#]|$)))/;
