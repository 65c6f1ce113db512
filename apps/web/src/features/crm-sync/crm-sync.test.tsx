import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CrmSyncReport, MESSAGES } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { signedInApi } from '../../test/api-presets.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';

const counts = (created = 0, updated = 0, unchanged = 0, conflicts = 0) => ({
  created,
  updated,
  unchanged,
  conflicts,
});

function report(overrides: Partial<CrmSyncReport> = {}): CrmSyncReport {
  return {
    configured: true,
    state: 'idle',
    startedAt: null,
    finishedAt: null,
    sportsDone: 0,
    sports: 0,
    clubs: counts(),
    contacts: counts(),
    conflicts: [],
    errors: [],
    ...overrides,
  };
}

async function openMenu(routes: FakeRoutes, roles: ('Superadmin' | 'TenantAdmin')[] = ['Superadmin']) {
  const api = signedInApi({ roles, sports: roles.includes('TenantAdmin') ? ['football'] : [], routes });
  renderApp('/profile');
  const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
  return { api, nav };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('Sync item (spec 1, D32)', () => {
  it('starts a sync, ignores clicks while it runs, and reloads the page once it is done', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    let polls = 0;
    const { api, nav } = await openMenu({
      'GET /api/sync': () => {
        polls += 1;
        if (api.calls('POST', '/api/sync').length === 0) return { body: report() };
        return polls < 4
          ? {
              body: report({
                state: 'syncing',
                sports: 4,
                sportsDone: 1,
                startedAt: new Date().toISOString(),
              }),
            }
          : { body: report({ state: 'done', contacts: counts(152), clubs: counts(3) }) };
      },
      'POST /api/sync': {
        status: 202,
        body: report({ state: 'syncing', startedAt: new Date().toISOString() }),
      },
    });
    const sync = await nav.findByRole('button', { name: /^Sync/ });
    await userEvent.click(sync);
    await waitFor(() => expect(sync).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(sync);
    expect(api.calls('POST', '/api/sync')).toHaveLength(1);
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 10_000 });
  });

  it('turns red with the reason on hover when the sync failed, and shows its report', async () => {
    const { nav } = await openMenu({
      'GET /api/sync': {
        body: report({
          state: 'failed',
          errors: ['ActiveCampaign answered 500 for /api/3/contacts'],
          contacts: counts(2, 1, 0, 1),
          conflicts: [
            {
              entity: 'contact',
              id: '0a1b2c3d-4e5f-4a6b-9c7d-8e9f00112233',
              name: 'Ida Jensen',
              field: 'role',
              appValue: 'Head of scouting',
              crmValue: 'Chief scout',
            },
          ],
        }),
      },
    });
    const sync = await nav.findByRole('button', { name: /^Sync.*The last sync failed/ });
    await userEvent.hover(sync);
    expect(await screen.findByText('ActiveCampaign answered 500 for /api/3/contacts')).toBeInTheDocument();
    await userEvent.click(nav.getByRole('button', { name: 'Last sync report' }));
    const dialog = await screen.findByRole('dialog', { name: 'CRM sync report' });
    expect(within(dialog).getByText('Failed')).toBeInTheDocument();
    expect(within(dialog).getByText('Contact: Ida Jensen')).toBeInTheDocument();
    expect(within(dialog).getByText('Head of scouting')).toBeInTheDocument();
    expect(within(dialog).getByText('Chief scout')).toBeInTheDocument();
  });

  it('follows a sync someone else started instead of failing', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    let running = false;
    const { nav } = await openMenu({
      'GET /api/sync': () => ({ body: running ? report({ state: 'done' }) : report() }),
      'POST /api/sync': () => {
        running = true;
        return {
          status: 409,
          body: {
            error: MESSAGES.crmSyncRunning,
            sync: report({ state: 'syncing', sports: 4, sportsDone: 2 }),
          },
        };
      },
    });
    await userEvent.click(await nav.findByRole('button', { name: /^Sync/ }));
    expect(await nav.findByRole('button', { name: /2 of 4 sports/ })).toBeInTheDocument();
    await waitFor(() => expect(reload).toHaveBeenCalledOnce(), { timeout: 10_000 });
  });

  it('says when the CRM is not configured, and why a start fails', async () => {
    const { nav } = await openMenu({
      'GET /api/sync': { body: report({ configured: false }) },
      'POST /api/sync': { status: 503, body: { error: MESSAGES.crmNotConfigured } },
    });
    const sync = await nav.findByRole('button', { name: /The CRM is not configured/ });
    await userEvent.click(sync);
    await userEvent.hover(await nav.findByRole('button', { name: /The last sync failed/ }));
    expect(await screen.findByText(MESSAGES.crmNotConfigured)).toBeInTheDocument();
  });

  it('is not there for a TenantAdmin', async () => {
    const { nav, api } = await openMenu({}, ['TenantAdmin']);
    await nav.findByRole('link', { name: 'Users' });
    expect(nav.queryByRole('button', { name: /^Sync/ })).not.toBeInTheDocument();
    expect(api.calls('GET', '/api/sync')).toHaveLength(0);
  });
});
