import { create } from 'zustand';
import type { QueuedRequest } from './queued-request.ts';

interface OfflineQueueState {
  /** D23: `offlineChanges` is on in this environment; without it nothing is ever queued. */
  enabled: boolean;
  /** The queue as stored on this device (IndexedDB), oldest first; empty until it has been read. */
  entries: QueuedRequest[];
  syncing: boolean;
  setEnabled: (enabled: boolean) => void;
  setEntries: (entries: QueuedRequest[]) => void;
  setSyncing: (syncing: boolean) => void;
}

/**
 * The offline change queue as the interface sees it. IndexedDB (Dexie) stays out of the first
 * download: the modules that read and write it load lazily and report here.
 */
export const useOfflineQueueStore = create<OfflineQueueState>()((set) => ({
  enabled: false,
  entries: [],
  syncing: false,
  setEnabled: (enabled) => set({ enabled }),
  setEntries: (entries) => set({ entries: [...entries].sort((a, b) => a.id - b.id) }),
  setSyncing: (syncing) => set({ syncing }),
}));

/** How many changes made offline wait on this device (spec 1, "N unsynced changes"). */
export function useUnsyncedChangesCount(): number {
  return useOfflineQueueStore((state) => state.entries.length);
}

/**
 * Entities created offline in a collection (`/api/clubs`), with their placeholder ids, so that a
 * later change can name them (a contact at a club that is itself still waiting to be sent).
 */
export function usePendingCreates(url: string): { id: string; body: Record<string, unknown> }[] {
  const entries = useOfflineQueueStore((state) => state.entries);
  return entries.flatMap((entry) =>
    entry.placeholderId && entry.url === url && entry.body && typeof entry.body === 'object'
      ? [{ id: entry.placeholderId, body: entry.body as Record<string, unknown> }]
      : [],
  );
}

/** Whether an id is one handed out offline (the entity does not exist on the server yet). */
export function isOfflinePlaceholder(id: string): boolean {
  return useOfflineQueueStore.getState().entries.some((entry) => entry.placeholderId === id);
}
