import { describe, expect, it } from 'vitest';
import {
  bodyToSend,
  changesToSync,
  isQueueable,
  newPlaceholderId,
  nextQueueId,
  offlineAnswer,
  type QueuedRequest,
  replacePlaceholder,
  summarize,
  valueAtPath,
  waitsOn,
} from './queued-request.ts';

const CLUB = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';
const PLAYER = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f00112233';

function queued(partial: Partial<QueuedRequest> & Pick<QueuedRequest, 'id' | 'url'>): QueuedRequest {
  return { method: 'POST', body: {}, userId: 'u1', createdAt: '2026-11-25T10:00:00.000Z', ...partial };
}

describe('queued offline requests (spec 1)', () => {
  it('numbers a new request as the highest id + 1, also after gaps', () => {
    expect(nextQueueId([])).toBe(1);
    expect(nextQueueId([{ id: 2 }, { id: 7 }, { id: 3 }])).toBe(8);
  });

  it('queues creates, edits and files, but not sign-in, accounts, matching runs, filters or CSV imports', () => {
    expect(isQueueable('POST', '/api/clubs')).toBe(true);
    expect(isQueueable('PATCH', `/api/players/${PLAYER}`)).toBe(true);
    expect(isQueueable('POST', `/api/clubs/${CLUB}/file`)).toBe(true);
    expect(isQueueable('PATCH', `/api/matches/${CLUB}`)).toBe(true);
    // Issue 29: an agent's move of a pitch waits on the device like any edit.
    expect(isQueueable('PATCH', `/api/pitches/${CLUB}`)).toBe(true);
    expect(isQueueable('POST', '/api/auth')).toBe(false);
    expect(isQueueable('POST', '/api/auth/refresh')).toBe(false);
    expect(isQueueable('POST', '/api/matches')).toBe(false);
    expect(isQueueable('POST', '/api/requirements/filter')).toBe(false);
    expect(isQueueable('POST', '/api/contacts/csv?tenantId=1')).toBe(false);
    expect(isQueueable('POST', '/api/unauthorised/new_click')).toBe(false);
    // Their bodies carry passwords.
    expect(isQueueable('POST', '/api/users')).toBe(false);
    expect(isQueueable('PATCH', `/api/users/${PLAYER}`)).toBe(false);
    expect(isQueueable('DELETE', `/api/clubs/${CLUB}`)).toBe(false);
    expect(isQueueable('PUT', '/api/matches')).toBe(false);
  });

  it('reads the new id at a dotted path of the answer', () => {
    expect(valueAtPath({ id: 'a' }, 'id')).toBe('a');
    expect(valueAtPath({ data: { club: { id: 'b' } } }, 'data.club.id')).toBe('b');
    expect(valueAtPath({ data: null }, 'data.id')).toBeUndefined();
    expect(valueAtPath('text', 'id')).toBeUndefined();
  });

  it('puts the real id in place of the placeholder in urls and nested bodies, and leaves files alone', () => {
    const placeholder = newPlaceholderId();
    const file = new Blob(['x']);
    const contact = queued({
      id: 2,
      url: '/api/contacts',
      body: {
        firstName: 'Ada',
        clubId: placeholder,
        tags: [placeholder, 'other'],
        nested: { ids: [placeholder] },
      },
    });
    const logo = queued({
      id: 3,
      url: `/api/clubs/${placeholder}/file`,
      multipart: true,
      body: { field: 'file', file, filename: 'logo.png' },
    });
    const replacedContact = replacePlaceholder(contact, placeholder, CLUB);
    expect(replacedContact.body).toEqual({
      firstName: 'Ada',
      clubId: CLUB,
      tags: [CLUB, 'other'],
      nested: { ids: [CLUB] },
    });
    const replacedLogo = replacePlaceholder(logo, placeholder, CLUB);
    expect(replacedLogo.url).toBe(`/api/clubs/${CLUB}/file`);
    expect((replacedLogo.body as { file: Blob }).file).toBe(file);
    // The original stays as it was: the queue writes the replaced copy itself.
    expect((contact.body as { clubId: string }).clubId).toBe(placeholder);
  });

  it('links a change to the create whose placeholder it names, by url or by body', () => {
    const placeholder = newPlaceholderId();
    const club = queued({ id: 1, url: '/api/clubs', body: { name: 'FC Away' }, placeholderId: placeholder });
    const contact = queued({ id: 2, url: '/api/contacts', body: { clubId: placeholder } });
    const edit = queued({
      id: 3,
      method: 'PATCH',
      url: `/api/clubs/${placeholder}`,
      body: { city: 'Aarhus' },
    });
    const unrelated = queued({ id: 4, method: 'PATCH', url: `/api/players/${PLAYER}`, body: { weight: 80 } });
    const queue = [club, contact, edit, unrelated];
    expect(waitsOn(contact, queue)).toBe(club);
    expect(waitsOn(edit, queue)).toBe(club);
    expect(waitsOn(unrelated, queue)).toBeUndefined();
    expect(waitsOn(club, queue)).toBeUndefined();
  });

  it("sends a create without an id in its body; an edit's body goes as it is", () => {
    const create = queued({ id: 1, url: '/api/clubs', body: { id: 'x', name: 'FC' }, placeholderId: 'x' });
    expect(bodyToSend(create)).toEqual({ name: 'FC' });
    const edit = queued({
      id: 2,
      method: 'PATCH',
      url: `/api/clubs/${CLUB}`,
      body: { id: CLUB, name: 'FC' },
    });
    expect(bodyToSend(edit)).toEqual({ id: CLUB, name: 'FC' });
  });

  it("syncs only the current user's changes, oldest first, and refused ones only when asked", () => {
    const queue = [
      queued({ id: 5, url: '/api/clubs' }),
      queued({ id: 2, url: '/api/clubs', userId: 'u2' }),
      queued({ id: 3, url: '/api/clubs', error: 'Name is required' }),
      queued({ id: 1, url: '/api/clubs' }),
    ];
    expect(changesToSync(queue, 'u1', { retryRefused: false }).map((entry) => entry.id)).toEqual([1, 5]);
    expect(changesToSync(queue, 'u1', { retryRefused: true }).map((entry) => entry.id)).toEqual([1, 3, 5]);
    expect(changesToSync(queue, 'u2', { retryRefused: false }).map((entry) => entry.id)).toEqual([2]);
  });

  it('answers the form as saved: a create with its placeholder id, an edit or a file with the entity id', () => {
    const create = queued({ id: 1, url: '/api/clubs', body: { name: 'FC' }, placeholderId: CLUB });
    expect(offlineAnswer(create)).toEqual({ name: 'FC', id: CLUB });
    const edit = queued({ id: 2, method: 'PATCH', url: `/api/players/${PLAYER}`, body: { weight: 81 } });
    expect(offlineAnswer(edit)).toEqual({ weight: 81, id: PLAYER });
    const upload = queued({ id: 3, url: `/api/players/${PLAYER}/file`, multipart: true, body: {} });
    expect(offlineAnswer(upload)).toEqual({ id: PLAYER });
  });

  it('hands out version 4 UUIDs as placeholders, so forms that check ids accept them', () => {
    const ids = new Set(Array.from({ length: 50 }, newPlaceholderId));
    expect(ids.size).toBe(50);
    for (const id of ids)
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('says what a change is: a new entity by name, the fields of an edit, the file of an upload', () => {
    expect(summarize(queued({ id: 1, url: '/api/clubs', body: { name: 'FC Away' } }))).toEqual({
      kind: 'create',
      collection: 'clubs',
      name: 'FC Away',
      fields: [],
    });
    expect(
      summarize(queued({ id: 2, url: '/api/contacts', body: { firstName: 'Ada', lastName: 'Lovelace' } }))
        .name,
    ).toBe('Ada Lovelace');
    const edit = summarize(
      queued({ id: 3, method: 'PATCH', url: `/api/players/${PLAYER}`, body: { weight: 81, height: 190 } }),
    );
    expect(edit).toEqual({
      kind: 'update',
      collection: 'players',
      name: undefined,
      fields: ['weight', 'height'],
    });
    const upload = summarize(
      queued({ id: 4, url: `/api/clubs/${CLUB}/file`, multipart: true, body: { filename: 'logo.png' } }),
    );
    expect(upload).toMatchObject({ kind: 'upload', collection: 'clubs', name: 'logo.png' });
  });
});
