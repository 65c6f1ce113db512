import { STORAGE_KEYS } from '@transferdesk/shared';
import { LOCALE_STORAGE_KEY } from '../i18n.ts';
import { PRECACHE_NAME_PREFIX } from '../pwa/cache-names.ts';
import { removeStored, storedKeys } from '../storage.ts';

/** Spec 4: the interface state and the offline queue outlive a user; so does the language choice. */
const KEPT_KEYS = new Set<string>([STORAGE_KEYS.interface, STORAGE_KEYS.offlineQueue, LOCALE_STORAGE_KEY]);

/** Every local store but the kept ones; the special token goes with them. */
export function clearLocalStores(): void {
  for (const key of storedKeys()) if (!KEPT_KEYS.has(key)) removeStored(key);
  removeStored(STORAGE_KEYS.specialToken);
}

/** Spec 4, Logout: every cookie this page can see, expired on every path level of this address. */
export function clearCookies(): void {
  const paths = [
    '/',
    ...window.location.pathname.split('/').map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ].filter((path, i, all) => path && all.indexOf(path) === i);
  for (const entry of document.cookie.split(';')) {
    const name = entry.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of paths) {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the app supports.
      document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=${path}`;
    }
  }
}

/**
 * Spec 4, Logout (and, issue 15, impersonation): the Cache Storage caches, where the browser has
 * them (secure contexts only) — the service worker's API answers above all, so that nothing one
 * user saw opens offline for the next. The precache stays: it holds only the built app, the same
 * for everyone, and without it the app would not open offline until the next deploy.
 */
export async function clearCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    const userCaches = names.filter((name) => !name.startsWith(PRECACHE_NAME_PREFIX));
    await Promise.all(userCaches.map((name) => caches.delete(name)));
  } catch {
    // Nothing the user could act on; the caches go with the browser's own clean-up.
  }
}
