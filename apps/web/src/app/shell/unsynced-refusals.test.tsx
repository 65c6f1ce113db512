// IndexedDB as browsers have it: the queue keeps its changes there.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSONAL_DATA_MESSAGES } from '@transferdesk/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { changeLocale } from '../../lib/i18n.ts';
import { dismissAll, enqueue } from '../../lib/offline/offline-queue.ts';
import { queueDatabase } from '../../lib/offline/queue-db.ts';
import { signedInApi } from '../../test/api-presets.ts';
import { SIGNED_IN_USER_ID } from '../../test/fixtures.ts';
import { renderComponent } from '../../test/render-component.tsx';
import { PwaShell } from './PwaShell.tsx';

/**
 * D48 and spec 1's offline queue: a player's weight changed offline, then the player erased by
 * someone else before this device came back online. At sync the API refuses the change (409); the
 * change stays on the device, and the queue says clearly why, in the reader's language.
 */

const PLAYER = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f00112233';
const EDIT = `/api/players/${PLAYER}`;

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** Offline: Kasper's weight changed; back online, the API refuses it as the erased person's. */
async function syncRefusedChange() {
  vi.spyOn(browser, 'reload').mockImplementation(() => {});
  const api = signedInApi({
    roles: ['TenantAdmin'],
    routes: { [`PATCH ${EDIT}`]: { status: 409, body: { error: PERSONAL_DATA_MESSAGES.erased } } },
  });
  setOnline(false);
  await enqueue({
    userId: SIGNED_IN_USER_ID,
    createdAt: '2026-11-25T09:30:00.000Z',
    method: 'PATCH',
    url: EDIT,
    body: { firstName: 'Kasper', lastName: 'Dolberg', weight: 81 },
  });
  renderComponent(<PwaShell />);
  const bar = await screen.findByRole('region', {
    name: /^(Unsynced changes|Ikke-synkroniserede ændringer)$/,
  });
  setOnline(true);
  await waitFor(() => expect(api.calls('PATCH', EDIT)).toHaveLength(1));
  await waitFor(async () => expect((await queueDatabase().requests.toArray())[0]?.error).toBeDefined());
  return { api, bar: within(bar) };
}

beforeEach(async () => {
  await dismissAll();
});

afterEach(async () => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
  await changeLocale('en-gb');
});

describe('a queued change to an erased person (D48)', () => {
  it("is kept, marked Not saved, with the server's reason", async () => {
    const { bar } = await syncRefusedChange();
    expect(browser.reload).not.toHaveBeenCalled();
    expect(bar.getByText('1 unsynced change')).toBeInTheDocument();
    await userEvent.click(bar.getByRole('button', { name: 'Review' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Unsynced changes' }));
    const [change] = modal.getAllByRole('listitem');
    const row = within(change as HTMLElement);
    expect(row.getByText('Changes to player “Kasper Dolberg”')).toBeInTheDocument();
    expect(row.getByText('Not saved')).toBeInTheDocument();
    expect(row.getByText(PERSONAL_DATA_MESSAGES.erased)).toBeInTheDocument();
  });

  it('says why in Danish for a Danish reader', async () => {
    await changeLocale('da');
    const { bar } = await syncRefusedChange();
    await userEvent.click(bar.getByRole('button', { name: 'Gennemse' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Ikke-synkroniserede ændringer' }));
    expect(modal.getByText('Ikke gemt')).toBeInTheDocument();
    expect(modal.getByText('Denne person er slettet: ændringen kan ikke gemmes.')).toBeInTheDocument();
  });
});
