// IndexedDB as browsers have it: the queue keeps its changes there.
import 'fake-indexeddb/auto';
import { OFFLINE_REPLAY_HEADER } from '@transferdesk/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type FakeRoutes, fakeApi } from '../../test/fake-api.ts';
import { makeToken } from '../../test/tokens.ts';
import { http } from '../http.ts';
import { useAuthStore } from '../session/auth-store.ts';
import { decodeToken } from '../session/token.ts';
import { dismissAll, enqueue, syncQueue } from './offline-queue.ts';
import { queueDatabase } from './queue-db.ts';
import { useOfflineQueueStore } from './queue-store.ts';

const TENANT = '11111111-2222-4333-8444-555555555555';
const REAL_CLUB = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';
const PLAYER = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f00112233';

let offline = false;

/** The API behind a network that can go: offline, every call fails as fetch fails (a TypeError). */
function network(routes: FakeRoutes = {}) {
  const api = fakeApi(routes);
  const online = globalThis.fetch;
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    offline ? Promise.reject(new TypeError('Failed to fetch')) : online(input, init),
  );
  return api;
}

function goOffline(value: boolean) {
  offline = value;
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!value);
}

function signIn(sub?: string) {
  const token = makeToken({ roles: ['TenantAdmin'], ...(sub ? { sub } : {}) });
  useAuthStore.setState({ token, signedOut: false });
  return decodeToken(token).sub;
}

const stored = () => queueDatabase().requests.orderBy('id').toArray();

beforeEach(async () => {
  useOfflineQueueStore.setState({ enabled: true, entries: [], syncing: false });
  await dismissAll();
});

afterEach(() => {
  offline = false;
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('offline change queue (spec 1, issue 15)', () => {
  it('keeps a create, a change at the new entity, its picture and an edit made offline, answering as saved', async () => {
    network();
    const userId = signIn();
    goOffline(true);
    const club = await http.post<{ id: string; name: string }>('/api/clubs', {
      name: 'FC Away',
      tenantId: TENANT,
    });
    expect(club.name).toBe('FC Away');
    expect(club.id).toMatch(/^[0-9a-f-]{36}$/);
    const contact = await http.post<{ id: string }>('/api/contacts', { firstName: 'Ada', clubId: club.id });
    await http.upload(`/api/clubs/${club.id}/file`, new File(['png'], 'logo.png', { type: 'image/png' }));
    const edit = await http.patch<{ id: string }>(`/api/players/${PLAYER}`, { weight: 81 });
    expect(edit.id).toBe(PLAYER);

    const queue = await stored();
    expect(queue.map((entry) => [entry.id, entry.method, entry.url])).toEqual([
      [1, 'POST', '/api/clubs'],
      [2, 'POST', '/api/contacts'],
      [3, 'POST', `/api/clubs/${club.id}/file`],
      [4, 'PATCH', `/api/players/${PLAYER}`],
    ]);
    expect(queue[0]).toMatchObject({ userId, placeholderId: club.id, responseIdPath: 'id' });
    expect(queue[1]).toMatchObject({
      placeholderId: contact.id,
      body: { firstName: 'Ada', clubId: club.id },
    });
    expect(queue[2]).toMatchObject({ multipart: true, body: { field: 'file', filename: 'logo.png' } });
    expect(queue[3]?.placeholderId).toBeUndefined();
    expect(queue.every((entry) => !Number.isNaN(Date.parse(entry.createdAt)))).toBe(true);
    expect(useOfflineQueueStore.getState().entries).toHaveLength(4);
  });

  it('sends them in order once online, with the real id in place of the placeholder, marked as replays', async () => {
    const api = network({
      'POST /api/clubs': { status: 201, body: { id: REAL_CLUB, name: 'FC Away' } },
      'POST /api/contacts': { status: 201, body: { id: 'c1' } },
      'POST /api/clubs/:id/file': { body: { id: REAL_CLUB } },
      'PATCH /api/players/:id': { body: { id: PLAYER } },
    });
    const userId = signIn();
    goOffline(true);
    const club = await http.post<{ id: string }>('/api/clubs', { name: 'FC Away', tenantId: TENANT });
    await http.post('/api/contacts', { firstName: 'Ada', clubId: club.id });
    await http.upload(`/api/clubs/${club.id}/file`, new File(['png'], 'logo.png', { type: 'image/png' }));
    await http.patch(`/api/players/${PLAYER}`, { weight: 81 });

    goOffline(false);
    const outcome = await syncQueue(userId, http.replay, { retryRefused: false });
    expect(outcome).toEqual({ sent: 4, refused: 0, stopped: false });
    const sent = api.requests.filter((request) => request.method !== 'GET');
    expect(sent.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /api/clubs',
      'POST /api/contacts',
      `POST /api/clubs/${REAL_CLUB}/file`,
      `PATCH /api/players/${PLAYER}`,
    ]);
    expect(sent[0]?.body).toEqual({ name: 'FC Away', tenantId: TENANT });
    expect(sent[1]?.body).toEqual({ firstName: 'Ada', clubId: REAL_CLUB });
    const upload = sent[2]?.body as FormData;
    expect((upload.get('file') as File).name).toBe('logo.png');
    expect((upload.get('file') as File).type).toBe('image/png');
    expect(await (upload.get('file') as File).text()).toBe('png');
    expect(sent[3]?.body).toEqual({ weight: 81 });
    expect(sent.every((request) => request.headers.get(OFFLINE_REPLAY_HEADER) === 'true')).toBe(true);
    expect(await stored()).toEqual([]);
    expect(useOfflineQueueStore.getState().entries).toEqual([]);
  });

  it('takes the real id from responseIdPath when the answer nests it', async () => {
    const api = network({
      'POST /api/leagues': { status: 201, body: { data: { league: { id: REAL_CLUB } } } },
      'PATCH /api/leagues/:id': { body: {} },
    });
    const userId = signIn();
    const placeholder = '9d8c7b6a-5f4e-4d3c-8b2a-112233445566';
    const common = { userId, createdAt: new Date().toISOString() };
    await enqueue({
      ...common,
      method: 'POST',
      url: '/api/leagues',
      body: { id: placeholder, name: 'Liga' },
      placeholderId: placeholder,
      responseIdPath: 'data.league.id',
    });
    await enqueue({
      ...common,
      method: 'PATCH',
      url: `/api/leagues/${placeholder}`,
      body: { name: 'Liga 2' },
    });
    await syncQueue(userId, http.replay, { retryRefused: false });
    expect(api.requests.map((request) => request.path)).toEqual([
      '/api/leagues',
      `/api/leagues/${REAL_CLUB}`,
    ]);
    // The id in a create's body is removed before it is sent.
    expect(api.requests[0]?.body).toEqual({ name: 'Liga' });
  });

  it("keeps a refused change with the server's message, and the changes that wait on it", async () => {
    const api = network({
      'POST /api/clubs': {
        status: 400,
        body: { error: 'Could not submit the club', errors: { name: ['Too long'] } },
      },
      'PATCH /api/players/:id': { body: { id: PLAYER } },
    });
    const userId = signIn();
    goOffline(true);
    const club = await http.post<{ id: string }>('/api/clubs', { name: 'x'.repeat(300), tenantId: TENANT });
    await http.post('/api/contacts', { firstName: 'Ada', clubId: club.id });
    await http.patch(`/api/players/${PLAYER}`, { weight: 81 });
    goOffline(false);

    const outcome = await syncQueue(userId, http.replay, { retryRefused: false });
    expect(outcome).toEqual({ sent: 1, refused: 1, stopped: false });
    expect(api.calls('POST', '/api/contacts')).toHaveLength(0);
    const left = await stored();
    expect(left.map((entry) => entry.url)).toEqual(['/api/clubs', '/api/contacts']);
    expect(left[0]?.error).toContain('Could not submit the club');
    expect(left[1]?.error).toBeUndefined();

    // An automatic sync does not send the refused one again; the user's own Sync does.
    await syncQueue(userId, http.replay, { retryRefused: false });
    expect(api.calls('POST', '/api/clubs')).toHaveLength(1);
    await syncQueue(userId, http.replay, { retryRefused: true });
    expect(api.calls('POST', '/api/clubs')).toHaveLength(2);
  });

  it("sends only the current user's changes; another user's stay on the device", async () => {
    const api = network({ 'PATCH /api/players/:id': { body: { id: PLAYER } } });
    const first = signIn('aaaaaaaa-0000-4000-8000-000000000001');
    goOffline(true);
    await http.patch(`/api/players/${PLAYER}`, { weight: 81 });
    const second = signIn('aaaaaaaa-0000-4000-8000-000000000002');
    await http.patch(`/api/players/${PLAYER}`, { height: 190 });
    goOffline(false);

    await syncQueue(second, http.replay, { retryRefused: false });
    expect(api.requests.map((request) => request.body)).toEqual([{ height: 190 }]);
    expect((await stored()).map((entry) => entry.userId)).toEqual([first]);
  });

  it('stops when the network goes again mid-sync, and never queues a replay twice', async () => {
    const api = network({ 'PATCH /api/players/:id': { body: { id: PLAYER } } });
    const userId = signIn();
    goOffline(true);
    await http.patch(`/api/players/${PLAYER}`, { weight: 81 });
    await http.patch(`/api/players/${PLAYER}`, { weight: 82 });
    // navigator.onLine says online, the network still fails: the sync stops and nothing doubles.
    offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const outcome = await syncQueue(userId, http.replay, { retryRefused: false });
    expect(outcome).toEqual({ sent: 0, refused: 0, stopped: true });
    expect((await stored()).map((entry) => entry.id)).toEqual([1, 2]);
    expect(api.requests).toHaveLength(0);
  });

  it('queues a write offline even before the browser has its XSRF cookie', async () => {
    network();
    signIn();
    goOffline(true);
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API; test set-up only.
    document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    const club = await http.post<{ name: string }>('/api/clubs', { name: 'FC Early' });
    expect(club.name).toBe('FC Early');
    expect((await stored()).map((entry) => entry.url)).toEqual(['/api/clubs']);
  });

  it('fails as usual without offlineChanges, and while online (the server is down, not the browser)', async () => {
    network();
    signIn();
    useOfflineQueueStore.setState({ enabled: false });
    goOffline(true);
    await expect(http.post('/api/clubs', { name: 'FC' })).rejects.toThrow(TypeError);
    useOfflineQueueStore.setState({ enabled: true });
    offline = true;
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await expect(http.post('/api/clubs', { name: 'FC' })).rejects.toThrow(TypeError);
    goOffline(true);
    // Reads and sign-in are never queued.
    await expect(http.get('/api/clubs')).rejects.toThrow(TypeError);
    await expect(http.post('/api/auth', { email: 'a@b.c', password: 'x' })).rejects.toThrow(TypeError);
    expect(await stored()).toEqual([]);
  });
});
