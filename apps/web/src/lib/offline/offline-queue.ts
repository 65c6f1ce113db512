import { notifications } from '@mantine/notifications';
import { i18n } from '../i18n.ts';
import { queueDatabase } from './queue-db.ts';
import { useOfflineQueueStore } from './queue-store.ts';
import {
  changesToSync,
  type QueuedRequest,
  type QueuedRequestDraft,
  REFUSED_STATUSES,
  replacePlaceholder,
  valueAtPath,
  waitsOn,
} from './queued-request.ts';

/**
 * The change queue in IndexedDB (issue 15). Loaded lazily: by the http client when a write fails
 * offline, and by the shell's unsynced-changes bar when `offlineChanges` is on.
 */

async function publish(): Promise<void> {
  useOfflineQueueStore.getState().setEntries(await queueDatabase().requests.toArray());
}

/** Reads the stored queue. Without IndexedDB (some private modes) there is simply nothing queued. */
export async function loadQueue(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await publish();
  } catch (error) {
    console.warn('The offline change queue cannot be read', error);
  }
}

/** Spec 1: a POST or PATCH that failed offline is stored with the next id, and the user is told. */
export async function enqueue(draft: QueuedRequestDraft): Promise<QueuedRequest> {
  const db = queueDatabase();
  const entry = await db.transaction('rw', db.requests, async () => {
    const highest = await db.requests.orderBy('id').last();
    const stored: QueuedRequest = { ...draft, id: (highest?.id ?? 0) + 1 };
    await db.requests.add(stored);
    return stored;
  });
  await publish();
  notifications.show({ color: 'yellow', message: i18n.t('messages.offlineQueued') });
  return entry;
}

/** Spec 1, Dismiss all: the whole queue of this device goes. */
export async function dismissAll(): Promise<void> {
  await queueDatabase().requests.clear();
  await publish();
}

function statusOf(error: unknown): number | undefined {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : undefined;
  return typeof status === 'number' ? status : undefined;
}

function messageOf(error: unknown, status: number): string {
  return error instanceof Error && error.message ? error.message : `HTTP ${status}`;
}

export interface SyncOutcome {
  sent: number;
  refused: number;
  /** The network went, the session ended or the server failed: the rest waits for the next sync. */
  stopped: boolean;
}

let running = false;

/**
 * Spec 1, Offline queue: the current user's changes, in order, each removed once the server has
 * it. A create's real id replaces its placeholder in every later change before that one is sent.
 * A change the server refuses stays with the server's message; changes waiting on a create that
 * was refused stay too. Each step is its own IndexedDB transaction, so a sync cut off halfway
 * resumes where it stopped.
 */
export async function syncQueue(
  userId: string,
  send: (entry: QueuedRequest) => Promise<unknown>,
  options: { retryRefused: boolean },
): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { sent: 0, refused: 0, stopped: false };
  if (running) return { ...outcome, stopped: true };
  running = true;
  const store = useOfflineQueueStore.getState();
  store.setSyncing(true);
  const db = queueDatabase();
  try {
    const order = changesToSync(await db.requests.toArray(), userId, options).map((entry) => entry.id);
    for (const id of order) {
      const entry = await db.requests.get(id);
      if (!entry || waitsOn(entry, await db.requests.toArray())) continue;
      let answer: unknown;
      try {
        answer = await send(entry);
      } catch (error) {
        const status = statusOf(error);
        if (status !== undefined && REFUSED_STATUSES.has(status)) {
          await db.requests.update(entry.id, { error: messageOf(error, status) });
          outcome.refused += 1;
          continue;
        }
        outcome.stopped = true;
        break;
      }
      await db.transaction('rw', db.requests, async () => {
        await db.requests.delete(entry.id);
        const realId = valueAtPath(answer, entry.responseIdPath ?? 'id');
        if (!entry.placeholderId || (typeof realId !== 'string' && typeof realId !== 'number')) return;
        for (const later of await db.requests.toArray()) {
          const replaced = replacePlaceholder(later, entry.placeholderId, String(realId));
          if (replaced.url !== later.url || JSON.stringify(replaced.body) !== JSON.stringify(later.body)) {
            await db.requests.put(replaced);
          }
        }
      });
      outcome.sent += 1;
    }
  } finally {
    running = false;
    await publish();
    useOfflineQueueStore.getState().setSyncing(false);
  }
  return outcome;
}
