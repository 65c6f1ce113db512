// IndexedDB as browsers have it, so that a change the client does queue is really kept.
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeToken } from '../test/tokens.ts';
import { request } from './http.ts';
import { dismissAll } from './offline/offline-queue.ts';
import { useOfflineQueueStore } from './offline/queue-store.ts';
import { useAuthStore } from './session/auth-store.ts';

/** Issue 29: calls whose answer is needed now are never kept on the device to send later. */

beforeEach(async () => {
  useOfflineQueueStore.setState({ enabled: true, entries: [], syncing: false });
  await dismissAll();
  useAuthStore.setState({ token: makeToken({ roles: ['User'] }), signedOut: false });
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('writes that are never queued offline', () => {
  it('queues an ordinary create, as a control', async () => {
    const answer = await request<{ id: string }>('/api/pitches', {
      method: 'POST',
      body: { playerId: 'p', contactId: 'c' },
    });
    expect(answer.id).toBeTruthy();
    await vi.waitFor(() => expect(useOfflineQueueStore.getState().entries).toHaveLength(1));
  });

  it('fails a write marked queueable: false, keeping nothing', async () => {
    await expect(
      request('/api/pitches', { method: 'POST', body: { playerId: 'p', contactId: 'c' }, queueable: false }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(useOfflineQueueStore.getState().entries).toHaveLength(0);
  });

  it('fails a call with optionalAuth, keeping nothing', async () => {
    await expect(
      request('/api/players/p', { method: 'PATCH', body: { weight: 80 }, optionalAuth: true }),
    ).rejects.toBeInstanceOf(TypeError);
    expect(useOfflineQueueStore.getState().entries).toHaveLength(0);
  });
});
