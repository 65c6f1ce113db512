import { STORAGE_KEYS } from '@transferdesk/shared';
import { Dexie, type EntityTable } from 'dexie';
import type { QueuedRequest } from './queued-request.ts';

/** Spec 1, Queued offline request, in IndexedDB: it outlives reloads, logouts and other users' sessions. */
class OfflineQueueDatabase extends Dexie {
  requests!: EntityTable<QueuedRequest, 'id'>;

  constructor() {
    super(STORAGE_KEYS.offlineQueue);
    this.version(1).stores({ requests: 'id, userId' });
  }
}

let database: OfflineQueueDatabase | undefined;

export function queueDatabase(): OfflineQueueDatabase {
  database ??= new OfflineQueueDatabase();
  return database;
}
