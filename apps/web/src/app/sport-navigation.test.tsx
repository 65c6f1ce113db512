import { screen, waitFor, within } from '@testing-library/react';
import { EMPTY_TENANT_ID, type Match, type Role } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { engineMatch, JONAS } from '../features/matches/testing/engine-fixtures.ts';
import { useInterfaceStore } from '../lib/interface-store.ts';
import { signedInApi } from '../test/api-presets.ts';
import { SPORTS, type SportRef } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

/**
 * Issue 26, items 3, 8 and 20: which sport one lands in, what another sport's pages say, and the
 * menu on a sport's pages (match pages included, whose address names no sport).
 */

/** A sport a Superadmin has just added: first by name, last by id, never used. */
const AARDVARK = { id: 'ffffffff-ffff-4fff-8fff-ffffffffffff', name: 'Aardvark' };

const ADMIN_SPORTS = [AARDVARK, SPORTS.football, SPORTS.icehockey];

/** `GET /api/auth/me`'s sports come in name order (the API sorts them), as `sports` lists them. */
function serve(roles: Role[] = ['TenantAdmin'], sports: SportRef[] = ADMIN_SPORTS, routes = {}) {
  return signedInApi({ roles, sports, routes });
}

const LANDING = `/requirements/${EMPTY_TENANT_ID}`;

describe('the sport one lands in (spec 3 currentTenantId; issue 26, item 3)', () => {
  it('is the sport last worked in, not the first by id or by name', async () => {
    serve();
    useInterfaceStore.setState({ currentTenantId: SPORTS.football.id });
    const app = renderApp(LANDING);
    await waitFor(() => expect(app.location()).toBe(`/requirements/${SPORTS.football.id}`));
  });

  it('is the first sport by name when none was worked in yet', async () => {
    serve();
    const app = renderApp(LANDING);
    await waitFor(() => expect(app.location()).toBe(`/requirements/${AARDVARK.id}`));
  });

  it('is the first by name when the sport last worked in is not one of the user’s', async () => {
    serve(['User'], [SPORTS.football, SPORTS.icehockey]);
    useInterfaceStore.setState({ currentTenantId: SPORTS.handballMen.id });
    const app = renderApp(LANDING);
    await waitFor(() => expect(app.location()).toBe(`/requirements/${SPORTS.football.id}`));
  });

  it('follows the sport pages one visits: the next landing is the last one', async () => {
    serve();
    const app = renderApp(`/teams/${SPORTS.icehockey.id}`);
    await waitFor(() => expect(useInterfaceStore.getState().currentTenantId).toBe(SPORTS.icehockey.id));
    await app.router.navigate(LANDING);
    await waitFor(() => expect(app.location()).toBe(`/requirements/${SPORTS.icehockey.id}`));
  });

  it('is not changed by a sport page the user may not open', async () => {
    serve(['User'], [SPORTS.football, SPORTS.icehockey]);
    useInterfaceStore.setState({ currentTenantId: SPORTS.icehockey.id });
    const app = renderApp(`/players/${SPORTS.handballMen.id}`);
    await waitFor(() => expect(app.location()).toBe('/unauthorized'));
    expect(useInterfaceStore.getState().currentTenantId).toBe(SPORTS.icehockey.id);
  });
});

describe("another sport's pages (spec 6; issue 26, item 8)", () => {
  const handball = SPORTS.handballMen.id;
  const someId = '5e1c0b8a-2f4d-4c3b-9a7e-1d2c3b4a5f60';

  for (const path of [
    `/players/${handball}`,
    `/players/${handball}/${someId}`,
    `/requirements/${handball}`,
    `/requirements/${handball}/${someId}`,
    `/requirements/info/${handball}/${someId}`,
    `/noneedregistered/${handball}`,
    `/pitches/${handball}`,
    `/agreements/${handball}`,
  ]) {
    it(`sends a member of other sports from ${path.replace(/[0-9a-f-]{36}/g, '{id}')} to Unauthorized`, async () => {
      serve(['User'], [SPORTS.football, SPORTS.icehockey]);
      const app = renderApp(path);
      expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
      expect(app.location()).toBe('/unauthorized');
    });
  }

  it('sends them from a match of another sport (the API refuses it, 403) to Unauthorized', async () => {
    serve(['User'], [SPORTS.football, SPORTS.icehockey], {
      [`GET /api/matches/${someId}/dates`]: {
        status: 403,
        body: { error: 'You do not have permission to do this.' },
      },
    });
    const app = renderApp(`/matches/${someId}`);
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(app.location()).toBe('/unauthorized');
  });

  it('still shows an address that cannot name a sport as not found', async () => {
    serve(['User'], [SPORTS.football, SPORTS.icehockey]);
    const app = renderApp('/players/handball');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(app.location()).toBe('/players/handball');
  });
});

describe('the menu on a match page (issue 26, item 20)', () => {
  function serveMatch(match: Match) {
    return serve(['TenantAdmin'], ADMIN_SPORTS, {
      [`GET /api/matches/${match.id}`]: { body: match },
      [`GET /api/matches/${match.id}/dates`]: { body: [{ id: match.id, createdAt: match.createdAt }] },
    });
  }

  it("opens the match's sport after a reload and marks its requirements as the page in view", async () => {
    const match = engineMatch([JONAS], { overrides: { tenantId: SPORTS.icehockey.id } });
    serveMatch(match);
    // A reload: nothing in memory, and the sport last recorded is another one.
    useInterfaceStore.setState({ currentTenantId: SPORTS.football.id });
    renderApp(`/matches/${match.id}`);
    const nav = within(await screen.findByRole('navigation', { name: 'Main navigation' }));
    await waitFor(() =>
      expect(nav.getByRole('button', { name: 'Icehockey' })).toHaveAttribute('aria-expanded', 'true'),
    );
    const control = nav.getByRole('button', { name: 'Icehockey' });
    const panel = within(document.getElementById(control.getAttribute('aria-controls') ?? '') as HTMLElement);
    expect(panel.getByRole('link', { name: 'Requirements' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getAllByRole('link', { current: 'page' })).toHaveLength(1);
    expect(useInterfaceStore.getState().currentTenantId).toBe(SPORTS.icehockey.id);
  });
});
