// IndexedDB as browsers have it: a move made offline is kept in the device's queue (issue 15).
import 'fake-indexeddb/auto';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAll } from '../../lib/offline/offline-queue.ts';
import { useOfflineQueueStore } from '../../lib/offline/queue-store.ts';
import { createQueryClient } from '../../lib/query-client.ts';
import { sportApi } from '../../test/api-presets.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { board, pitch } from './testing/pitch-fixtures.ts';
import { column, FILTER_ROUTES, moveWithNote, openMoveMenu } from './testing/pitch-page.ts';

const FOOTBALL = SPORTS.football.id;
const OPENED = pitch({ stage: 'opened' });

afterEach(async () => {
  await dismissAll();
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

describe('moving a pitch offline (issue 29, D23 offlineChanges)', () => {
  it('keeps the move in the queue of this device, and shows it moved on the board', async () => {
    const api = sportApi(['football'], {
      'GET /api/pitches/board': { body: board([OPENED]) },
      'PATCH /api/pitches/:id': () => {
        throw new TypeError('Failed to fetch');
      },
      ...FILTER_ROUTES,
    })(['User']);
    renderApp(`/pitches/${FOOTBALL}`, { queryClient: createQueryClient() });
    await column('Opened');
    await waitFor(() => expect(useOfflineQueueStore.getState().enabled).toBe(true));

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await userEvent.click(await openMoveMenu('Review Tester, pitched to Henrik Jørgensen', 'In talks'));
    await moveWithNote('Move Review Tester to In talks', 'Left a voicemail');

    expect(
      await screen.findByText(
        'Review Tester moved to In talks on this device; the move is sent when you are back online',
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(useOfflineQueueStore.getState().entries).toMatchObject([
        {
          method: 'PATCH',
          url: `/api/pitches/${OPENED.id}`,
          body: { stage: 'in talks', note: 'Left a voicemail' },
        },
      ]),
    );
    expect(api.calls('PATCH', `/api/pitches/${OPENED.id}`)).toHaveLength(1);
    expect((await column('In talks')).getByText('Review Tester')).toBeInTheDocument();
  });
});
