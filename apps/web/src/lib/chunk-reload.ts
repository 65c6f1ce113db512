/**
 * A tab opened before a deploy asks for code chunks the server no longer has. Reloading once
 * fetches the new version; a second failure moments later means reloading does not help, and the
 * error page stays with its Reload button instead of looping.
 *
 * The guard is a time in session storage (it survives the reload, not the tab), and it simply
 * expires: clearing it once "the app renders" would loop when the shell renders fine and only the
 * page's chunk is broken.
 */

const RELOADED_AT_KEY = 'transferdesk-chunk-reload';
/** A reload for a failed chunk within this window counts as the one already tried. */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading chunk [\w-]+ failed/i;

/** Whether the error is a code chunk that did not load (Chromium, Firefox, Safari, Vite's preload). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_FAILURE.test(error.message);
}

/**
 * Reloads the page unless a reload for a failed chunk happened within the window; answers whether
 * it did. Without storage (a locked-down browser) there is no guard, so no automatic reload.
 */
export function reloadForNewVersion(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT_KEY) ?? Number.NaN);
    if (Number.isFinite(last) && now - last >= 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    return false;
  }
  reload();
  return true;
}
