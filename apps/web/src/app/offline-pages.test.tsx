// IndexedDB as browsers have it: the shell reads the offline queue from it (offlineChanges is on).
import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissAll, enqueue } from '../lib/offline/offline-queue.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { listRoutes, signedInApi } from '../test/api-presets.ts';
import { club } from '../test/factories.ts';
import { fakeApi } from '../test/fake-api.ts';
import { SIGNED_IN_USER_ID, SPORTS } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const FOOTBALL = SPORTS.football.id;
const BRONDBY = club({ name: 'Brøndby IF', city: 'Brøndby' });
const NOT_OPENED = 'This page has not been opened on this device yet, so it is not available offline';
/** A lazy page compiles on its first render; on a busy machine that alone can take seconds. */
const FIRST_RENDER = { timeout: 15_000 };

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

afterEach(async () => {
  await dismissAll();
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

/** Signed in and online once, on the clubs list: what the app keeps on this device comes from here. */
async function visitOnline() {
  signedInApi({
    roles: ['TenantAdmin'],
    sports: ['football', 'icehockey'],
    routes: listRoutes('/api/clubs', [BRONDBY], (record) => record.name),
  });
  renderApp(`/clubs/${FOOTBALL}`, { queryClient: createQueryClient() });
  expect(
    await screen.findByRole('heading', { name: 'Brøndby IF', level: 2 }, FIRST_RENDER),
  ).toBeInTheDocument();
  cleanup();
}

/** Offline: a network that answers nothing at all (the service worker has nothing kept for these). */
function goOffline() {
  setOnline(false);
  fakeApi({
    'GET /api/:any': () => {
      throw new TypeError('Failed to fetch');
    },
    'GET /api/:any/:one': () => {
      throw new TypeError('Failed to fetch');
    },
  });
}

describe('offline, a page not opened on this device before (issue 26, item 6)', { timeout: 40_000 }, () => {
  it('says so instead of "Page not found", under a menu that keeps the sports, News and Logout', async () => {
    await visitOnline();
    goOffline();
    // A fresh start of the app (a reload): only what this device kept.
    renderApp(`/clubs/${FOOTBALL}/${BRONDBY.id}`, { queryClient: createQueryClient() });

    expect(
      await screen.findByRole('heading', { name: 'Not available offline', level: 1 }, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(screen.getByText(NOT_OPENED)).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    const nav = within(screen.getByRole('navigation', { name: 'Main navigation' }));
    expect(await nav.findByRole('button', { name: 'Football' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Icehockey' })).toBeInTheDocument();
    // The environment's features were kept too: News, and the offline queue's counter.
    expect(nav.getByRole('link', { name: 'News' })).toBeInTheDocument();
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You are offline0 unsynced changes');
  });

  it('says so too before this device has kept anything of the user', async () => {
    signedInApi({ roles: ['TenantAdmin'], sports: ['football'] });
    goOffline();
    renderApp(`/clubs/${FOOTBALL}`, { queryClient: createQueryClient() });

    expect(
      await screen.findByRole('heading', { name: 'Not available offline', level: 1 }, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(screen.queryByText('Page not found')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows it under a list page’s own header instead of the generic error', async () => {
    await visitOnline();
    goOffline();
    renderApp(`/teams/${FOOTBALL}`, { queryClient: createQueryClient() });

    expect(
      await screen.findByRole('heading', { name: 'Teams [Football]', level: 1 }, FIRST_RENDER),
    ).toBeInTheDocument();
    expect(await screen.findByText(NOT_OPENED)).toBeInTheDocument();
    expect(screen.queryByText('Could not load the teams')).not.toBeInTheDocument();
  });

  it('is the generic error while online: the server is down, not the page unknown here', async () => {
    signedInApi({
      roles: ['TenantAdmin'],
      sports: ['football'],
      routes: {
        'GET /api/teams': () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    renderApp(`/teams/${FOOTBALL}`);
    expect(await screen.findByText('Could not load the teams', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByText(NOT_OPENED)).not.toBeInTheDocument();
  });
});

describe('an edit saved offline (issue 26, item 6)', { timeout: 30_000 }, () => {
  it('shows on its page, marked as not synced, until it is sent', async () => {
    signedInApi({
      roles: ['TenantAdmin'],
      sports: ['football'],
      routes: { [`GET /api/clubs/${BRONDBY.id}`]: { body: BRONDBY } },
    });
    await enqueue({
      userId: SIGNED_IN_USER_ID,
      createdAt: '2026-11-25T09:30:00.000Z',
      method: 'PATCH',
      url: `/api/clubs/${BRONDBY.id}`,
      body: { city: 'Skagen' },
    });
    renderApp(`/clubs/${FOOTBALL}/${BRONDBY.id}`);

    expect(await screen.findByText('Not synced yet', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.getAllByText('Skagen').length).toBeGreaterThan(0);
    expect(screen.queryByText('Brøndby')).not.toBeInTheDocument();

    // Sent: the queue is empty, the page is the server's again.
    await act(() => dismissAll());
    expect(screen.queryByText('Not synced yet')).not.toBeInTheDocument();
    expect(screen.getAllByText('Brøndby').length).toBeGreaterThan(0);
  });

  it('is saved from its form like any edit: the form goes on to the record, which shows it', async () => {
    signedInApi({
      roles: ['TenantAdmin'],
      sports: ['football'],
      routes: {
        [`GET /api/clubs/${BRONDBY.id}`]: { body: BRONDBY },
        [`PATCH /api/clubs/${BRONDBY.id}`]: () => {
          throw new TypeError('Failed to fetch');
        },
      },
    });
    // The app's client: a write offline runs (and is queued) instead of waiting for the network.
    const view = renderApp(`/clubs/${FOOTBALL}/${BRONDBY.id}/edit`, { queryClient: createQueryClient() });
    const city = await screen.findByRole('textbox', { name: 'City' }, FIRST_RENDER);
    setOnline(false);
    await userEvent.clear(city);
    await userEvent.type(city, 'Skagen');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe(`/clubs/${FOOTBALL}/${BRONDBY.id}`));
    expect(await screen.findByText('Not synced yet')).toBeInTheDocument();
    // The club's page (loaded on demand; the form stays until it is there).
    await screen.findByRole('heading', { name: 'Brøndby IF', level: 1 }, FIRST_RENDER);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Edit club' })).not.toBeInTheDocument());
    expect(screen.getAllByText('Skagen').length).toBeGreaterThan(0);
  });
});
