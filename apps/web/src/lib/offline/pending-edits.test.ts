import { describe, expect, it } from 'vitest';
import { pendingEditsOf, withPendingEdits } from './pending-edits.ts';
import type { QueuedRequest } from './queued-request.ts';

const CLUB = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';
const ME = 'u1';

function entry(overrides: Partial<QueuedRequest>): QueuedRequest {
  return {
    id: 1,
    userId: ME,
    createdAt: '2026-11-25T09:30:00.000Z',
    method: 'PATCH',
    url: `/api/clubs/${CLUB}`,
    body: { city: 'Skagen' },
    ...overrides,
  };
}

describe('edits saved offline, on their record (issue 26, item 6)', () => {
  it("are this user's waiting edits of the record itself, oldest first", () => {
    const queue = [
      entry({ id: 1, body: { city: 'Skagen' } }),
      entry({ id: 2, userId: 'someone else', body: { city: 'Aalborg' } }),
      entry({ id: 3, body: { city: 'Refused' }, error: 'Name is required' }),
      entry({ id: 4, url: `/api/clubs/${CLUB}/file`, multipart: true, method: 'POST' }),
      entry({ id: 5, url: `/api/clubs/${CLUB}/notes`, body: { text: 'x' } }),
      entry({ id: 6, method: 'POST', url: '/api/clubs', body: { name: 'New' } }),
      entry({ id: 7, body: { name: 'Brøndby IF 2' } }),
    ];
    expect(pendingEditsOf(queue, CLUB, ME)).toEqual([{ city: 'Skagen' }, { name: 'Brøndby IF 2' }]);
    expect(pendingEditsOf(queue, 'another-id', ME)).toEqual([]);
  });

  it('lay plain values over the record, the later edit winning, and leave lists and objects', () => {
    const record = {
      id: CLUB,
      name: 'Brøndby IF',
      city: 'Brøndby',
      weight: null as number | null,
      team: { name: 'A' },
    };
    const merged = withPendingEdits(record, [
      { city: 'Skagen', weight: 77, team: { name: 'B' }, teamId: 'x' },
      { city: 'Hirtshals', id: 'other' },
    ]);
    expect(merged).toEqual({
      id: CLUB,
      name: 'Brøndby IF',
      city: 'Hirtshals',
      weight: 77,
      team: { name: 'A' },
    });
    // A value of another kind than the record's (a number where it has text) is not laid over.
    expect(withPendingEdits(record, [{ name: 5 }]).name).toBe('Brøndby IF');
    expect(withPendingEdits(record, [])).toBe(record);
  });
});
