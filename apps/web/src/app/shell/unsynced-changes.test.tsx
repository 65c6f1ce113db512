// IndexedDB as browsers have it: the queue keeps its changes there.
import 'fake-indexeddb/auto';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { dismissAll, enqueue } from '../../lib/offline/offline-queue.ts';
import { queueDatabase } from '../../lib/offline/queue-db.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { signedInApi, signedOutApi } from '../../test/api-presets.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { SIGNED_IN_USER_ID } from '../../test/fixtures.ts';
import { renderComponent } from '../../test/render-component.tsx';
import { PwaShell } from './PwaShell.tsx';

const CLUB_PLACEHOLDER = '9d8c7b6a-5f4e-4d3c-8b2a-112233445566';
const REAL_CLUB = '6f1c2d3e-4a5b-4c6d-8e7f-001122334455';
const PLAYER = '0a1b2c3d-4e5f-4a6b-9c7d-8e9f00112233';
const OTHER_USER = 'aaaaaaaa-0000-4000-8000-000000000009';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

/** A TenantAdmin signed in, and the API's configuration with `features` besides the test's `routes`. */
function signIn(features?: Parameters<typeof signedInApi>[0]['features'], routes: FakeRoutes = {}) {
  return { api: signedInApi({ roles: ['TenantAdmin'], features, routes }), userId: SIGNED_IN_USER_ID };
}

/** A club made offline, a contact at it, and another user's edit of a player on this device. */
async function queueThreeChanges(userId: string) {
  const createdAt = '2026-11-25T09:30:00.000Z';
  await enqueue({
    userId,
    createdAt,
    method: 'POST',
    url: '/api/clubs',
    body: { name: 'FC Away', tenantId: 't1' },
    placeholderId: CLUB_PLACEHOLDER,
    responseIdPath: 'id',
  });
  await enqueue({
    userId,
    createdAt,
    method: 'POST',
    url: '/api/contacts',
    body: { firstName: 'Ada', lastName: 'Lovelace', clubId: CLUB_PLACEHOLDER },
    placeholderId: '1d8c7b6a-5f4e-4d3c-8b2a-112233445566',
    responseIdPath: 'id',
  });
  await enqueue({
    userId: OTHER_USER,
    createdAt,
    method: 'PATCH',
    url: `/api/players/${PLAYER}`,
    body: { weight: 81 },
  });
}

beforeEach(async () => {
  await dismissAll();
});

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

describe('unsynced changes (spec 1, shell pieces)', () => {
  it('counts the queued changes and lists them in words in the "Unsynced changes" modal', async () => {
    const { userId } = signIn();
    setOnline(false);
    await queueThreeChanges(userId);
    renderComponent(<PwaShell />);

    const bar = await screen.findByRole('region', { name: 'Unsynced changes' });
    expect(within(bar).getByText('3 unsynced changes')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline3 unsynced changes');
    await userEvent.click(within(bar).getByRole('button', { name: 'Review' }));

    const modal = await screen.findByRole('dialog', { name: 'Unsynced changes' });
    const rows = within(modal).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('New club “FC Away”');
    expect(rows[1]).toHaveTextContent('New contact “Ada Lovelace”');
    expect(rows[1]).toHaveTextContent('Linked to another update');
    expect(rows[2]).toHaveTextContent('Changes to player: weight');
    expect(rows[2]).toHaveTextContent('This change has been made on this device by another user');
    expect(rows[0]).not.toHaveTextContent('Linked to another update');
    expect(within(rows[0] as HTMLElement).getByText(/2026/)).toBeInTheDocument();
    // Offline, nothing can be sent yet.
    expect(within(modal).getByRole('button', { name: 'Sync' })).toBeDisabled();
    await userEvent.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks a signed-out visitor to sign in to synchronize', async () => {
    signedOutApi();
    await queueThreeChanges(SIGNED_IN_USER_ID);
    useAuthStore.setState({ token: null, signedOut: true });
    renderComponent(<PwaShell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const modal = await screen.findByRole('dialog', { name: 'Unsynced changes' });
    expect(within(modal).getByText('Sign in to synchronize')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Sync' })).toBeDisabled();
  });

  it("sends the user's own changes by itself once back online, then reloads the page", async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { api, userId } = signIn(undefined, {
      'POST /api/clubs': { status: 201, body: { id: REAL_CLUB } },
      'POST /api/contacts': { status: 201, body: { id: 'c1' } },
    });
    setOnline(false);
    await queueThreeChanges(userId);
    renderComponent(<PwaShell />);
    const bar = await screen.findByRole('region', { name: 'Unsynced changes' });
    expect(within(bar).getByText('3 unsynced changes')).toBeInTheDocument();

    setOnline(true);
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(api.calls('POST', '/api/contacts')[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      clubId: REAL_CLUB,
    });
    // The other user's change stays on the device for them.
    expect(api.calls('PATCH', `/api/players/${PLAYER}`)).toHaveLength(0);
    expect((await queueDatabase().requests.toArray()).map((entry) => entry.userId)).toEqual([OTHER_USER]);
    await waitFor(() => expect(within(bar).getByText('1 unsynced change')).toBeInTheDocument());
  });

  it('Dismiss all clears the queue and reloads', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const { userId } = signIn();
    setOnline(false);
    await queueThreeChanges(userId);
    renderComponent(<PwaShell />);
    await userEvent.click(await screen.findByRole('button', { name: 'Review' }));
    const modal = await screen.findByRole('dialog', { name: 'Unsynced changes' });
    await userEvent.click(within(modal).getByRole('button', { name: 'Dismiss all' }));
    await waitFor(() => expect(reload).toHaveBeenCalledOnce());
    expect(await queueDatabase().requests.count()).toBe(0);
  });

  it('shows nothing without offlineChanges, whatever is stored', async () => {
    const { api, userId } = signIn(['sport']);
    await queueThreeChanges(userId);
    renderComponent(<PwaShell />);
    await waitFor(() => expect(api.calls('GET', '/api/config')).toHaveLength(1));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Unsynced changes' })).not.toBeInTheDocument();
  });
});
