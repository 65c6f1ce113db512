import { HttpError } from './http.ts';
import { readStored, writeStored } from './storage.ts';

/**
 * Issue 26, item 6: the answers the shell cannot do without — who is signed in, with their sports,
 * and the environment's features (the News link, the offline queue) — kept on this device each time
 * they arrive, for when the API cannot be reached. Offline, a page opened for the first time then
 * still has its menu. The service worker keeps API answers too, but only those it saw itself, and
 * the visit that installed it fetched these before it was there. Logout removes them with the other
 * local stores (session/local-data.ts).
 */
const copies = new WeakSet<object>();

export const DEVICE_COPY_KEYS = {
  config: 'transferdesk-copy-config',
  me: (userId: string) => `transferdesk-copy-me-${userId}`,
};

/** A failure that says nothing about the data: no network, no server. An answer (HttpError) does. */
function unreachable(error: unknown): boolean {
  if (error instanceof HttpError) return false;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

function readCopy<T extends object>(key: string): T | undefined {
  const text = readStored(key);
  if (!text) return undefined;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as T) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * `load()`'s answer, kept under `key`; when the API cannot be reached, the answer kept last time
 * (marked, see `isDeviceCopy`). Any other failure, or none kept, fails as `load()` did.
 */
export async function withDeviceCopy<T extends object>(key: string, load: () => Promise<T>): Promise<T> {
  let answer: T;
  try {
    answer = await load();
  } catch (error) {
    const kept = unreachable(error) ? readCopy<T>(key) : undefined;
    if (!kept) throw error;
    copies.add(kept);
    return kept;
  }
  writeStored(key, JSON.stringify(answer));
  return answer;
}

/** Whether a query's data is the copy kept on this device, not the server's answer: ask again soon. */
export function isDeviceCopy(data: unknown): boolean {
  return typeof data === 'object' && data !== null && copies.has(data);
}
