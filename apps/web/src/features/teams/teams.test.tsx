import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, TEAM_IN_USE } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import enGb from '../../locales/en-gb.json';
import { listRoutes, sportApi } from '../../test/api-presets.ts';
import { answerDelete, findCard, hrefOf } from '../../test/cards.ts';
import { league, page, team } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { findPage, renderApp } from '../../test/render-app.tsx';

const FOOTBALL = SPORTS.football.id;

const SUPERLIGA = league({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  name: 'Superliga',
  countryName: 'Denmark',
});
const ALLSVENSKAN = league({
  id: 'a1b2c3d4-0000-4000-8000-000000000002',
  name: 'Allsvenskan',
  countryName: 'Sweden',
});
const LEAGUES = [SUPERLIGA, ALLSVENSKAN];

const BRONDBY = team({ name: 'Brøndby IF', isBeenUsed: true }, SUPERLIGA);
const MALMO = team({ name: 'Malmö FF' }, ALLSVENSKAN);

const serve = sportApi(['football', 'icehockey'], {
  ...listRoutes('/api/teams', [BRONDBY, MALMO], (team) => team.name),
  'GET /api/leagues': { body: page(LEAGUES) },
});

describe('teams list', () => {
  it("shows the sport's teams with league, country and date, Add, CSV and Edit", async () => {
    const api = serve();
    expect(await findPage(`/teams/${FOOTBALL}`, 'Teams [Football]')).toBeInTheDocument();
    const malmo = await findCard('Malmö FF');
    expect(malmo.getByText('Allsvenskan (Sweden)')).toBeInTheDocument();
    expect(malmo.getByText('Added 14 March 2025')).toBeInTheDocument();
    expect(hrefOf(malmo, 'Edit Malmö FF')).toBe(`/teams/${FOOTBALL}/${MALMO.id}`);
    expect(hrefOf(screen, 'Add')).toBe(`/teams/${FOOTBALL}/new`);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
    const [request] = api.calls('GET', '/api/teams');
    expect(request?.query.get('tenantId')).toBe(FOOTBALL);
    expect(request?.query.get('sort')).toBe('name');
    expect(document.title).toBe('Teams · Football · Transferdesk');
  });

  it('keeps Delete of a team in use disabled and says why', async () => {
    serve();
    renderApp(`/teams/${FOOTBALL}`);
    const brondby = await findCard('Brøndby IF');
    const remove = brondby.getByRole('button', { name: 'Delete Brøndby IF' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(TEAM_IN_USE);
    await userEvent.click(remove);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(enGb.teams.card.inUse).toBe(TEAM_IN_USE);
  });

  it('searches and sorts within the sport', async () => {
    const api = serve();
    const app = renderApp(`/teams/${FOOTBALL}`);
    await findCard('Malmö FF');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'malm');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Brøndby IF' })).not.toBeInTheDocument(),
    );
    const [search] = api.calls('GET', '/api/teams/filter/');
    expect(search?.query.get('filter')).toBe('malm');
    expect(search?.query.get('tenantId')).toBe(FOOTBALL);

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Created' }));
    await waitFor(() => expect(app.location()).toContain('sort=createdAt'));
    await waitFor(() =>
      expect(api.calls('GET', '/api/teams/filter/').at(-1)?.query.get('sort')).toBe('createdAt'),
    );
  });

  it('deletes a team only after confirmation, and reloads the list', async () => {
    const api = serve([`TenantAdmin`], { [`DELETE /api/teams/${MALMO.id}`]: { status: 204 } });
    renderApp(`/teams/${FOOTBALL}`);
    const malmo = await findCard('Malmö FF');
    await answerDelete(malmo, 'Malmö FF', 'Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', `/api/teams/${MALMO.id}`)).toHaveLength(0);

    const listLoads = api.calls('GET', '/api/teams').length;
    await answerDelete(malmo, 'Malmö FF', 'Delete');
    await waitFor(() => expect(api.calls('DELETE', `/api/teams/${MALMO.id}`)).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET', '/api/teams').length).toBeGreaterThan(listLoads));
    expect(await screen.findByText('Malmö FF was deleted')).toBeInTheDocument();
  });

  it('says why the API refused a delete', async () => {
    serve(['TenantAdmin'], {
      [`DELETE /api/teams/${MALMO.id}`]: { status: 409, body: { error: TEAM_IN_USE } },
    });
    renderApp(`/teams/${FOOTBALL}`);
    await answerDelete(await findCard('Malmö FF'), 'Malmö FF', 'Delete');
    const title = await screen.findByText('Could not delete the team');
    const alert = title.closest<HTMLElement>('[role="alert"]');
    if (!alert) throw new Error('the failure is not announced');
    expect(within(alert).getByText(TEAM_IN_USE)).toBeInTheDocument();
  });

  it('imports a CSV file into the sport of the page', async () => {
    const api = serve(['TenantAdmin'], { 'POST /api/teams/csv': { body: { imported: 2 } } });
    renderApp(`/teams/${FOOTBALL}`);
    await findCard('Malmö FF');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(
      input,
      new File(['name,league\nB93,Superliga'], 'teams.csv', { type: 'text/csv' }),
    );
    expect(await screen.findByText('2 rows imported')).toBeInTheDocument();
    expect(api.calls('POST', '/api/teams/csv')[0]?.query.get('tenantId')).toBe(FOOTBALL);
  });

  it('is for TenantAdmins of the sport only', async () => {
    serve(['User']);
    const app = renderApp(`/teams/${FOOTBALL}`);
    await waitFor(() => expect(app.location()).toBe('/unauthorized'));
  });

  it("sends an admin from another sport's address to Unauthorized (spec 6; issue 26, item 8)", async () => {
    serve();
    const app = renderApp(`/teams/${SPORTS.handballMen.id}`);
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(app.location()).toBe('/unauthorized');
  });
});

describe('team form', () => {
  it('requires name and league and sends nothing until both are given', async () => {
    const api = serve(['TenantAdmin'], {
      'POST /api/teams': (request) => ({ status: 201, body: { ...MALMO, ...(request.body as object) } }),
    });
    const app = renderApp(`/teams/${FOOTBALL}/new`);
    expect(await screen.findByRole('heading', { name: 'Add team', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Field is mandatory')).toHaveLength(2);
    expect(api.calls('POST', '/api/teams')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), '  FC Nordsjælland ');
    await userEvent.click(screen.getByRole('combobox', { name: /League/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Superliga (Denmark)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/teams/${FOOTBALL}`));
    expect(api.calls('POST', '/api/teams')[0]?.body).toEqual({
      name: 'FC Nordsjælland',
      leagueId: SUPERLIGA.id,
      tenantId: FOOTBALL,
    });
  });

  it('keeps what was typed and shows the spec message when saving fails', async () => {
    serve(['TenantAdmin'], {
      [`GET /api/teams/${MALMO.id}`]: { body: MALMO },
      [`PATCH /api/teams/${MALMO.id}`]: {
        status: 409,
        body: { error: 'This sport already has a team with this name.' },
      },
    });
    const app = renderApp(`/teams/${FOOTBALL}/${MALMO.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit team', level: 1 })).toBeInTheDocument();
    const name = screen.getByRole('textbox', { name: /Name/ });
    expect(name).toHaveValue('Malmö FF');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /League/ })).toHaveValue('Allsvenskan (Sweden)'),
    );
    await userEvent.clear(name);
    await userEvent.type(name, 'Brøndby IF');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.teamSave)).toBeInTheDocument();
    expect(screen.getByText('This sport already has a team with this name.')).toBeInTheDocument();
    expect(name).toHaveValue('Brøndby IF');
    expect(app.location()).toBe(`/teams/${FOOTBALL}/${MALMO.id}`);
  });

  it('does not edit a team under another sport of the user', async () => {
    serve(['TenantAdmin'], { [`GET /api/teams/${MALMO.id}`]: { body: MALMO } });
    renderApp(`/teams/${SPORTS.icehockey.id}/${MALMO.id}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('adds a missing league from the form, chooses it, and keeps the dialog as typed when the API refuses', async () => {
    const ELITESERIEN = league({
      id: 'a1b2c3d4-0000-4000-8000-000000000003',
      name: 'Eliteserien',
      countryName: 'Norway',
    });
    let leagues = LEAGUES;
    let refuseOnce = true;
    const api = serve(['TenantAdmin'], {
      'GET /api/leagues': () => ({ body: page(leagues) }),
      'GET /api/countries/forSearch': {
        body: [
          { id: crypto.randomUUID(), name: 'Denmark' },
          { id: crypto.randomUUID(), name: 'Norway' },
        ],
      },
      'POST /api/leagues': () => {
        if (refuseOnce) {
          refuseOnce = false;
          return { status: 409, body: { error: 'This sport already has a league with this name.' } };
        }
        leagues = [...LEAGUES, ELITESERIEN];
        return { status: 201, body: ELITESERIEN };
      },
      'POST /api/teams': (request) => ({ status: 201, body: { ...MALMO, ...(request.body as object) } }),
    });
    const app = renderApp(`/teams/${FOOTBALL}/new`);
    expect(await screen.findByRole('heading', { name: 'Add team', level: 1 })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: /Name/ }), 'Rosenborg BK');
    await userEvent.click(screen.getByRole('button', { name: 'New league' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add league' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add league' }));
    expect(await dialog.findByText('Field is mandatory')).toBeInTheDocument();
    expect(api.calls('POST', '/api/leagues')).toHaveLength(0);

    await userEvent.type(dialog.getByRole('textbox', { name: /Name/ }), 'Eliteserien');
    await userEvent.click(dialog.getByRole('combobox', { name: 'Country' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Norway' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add league' }));
    expect(await dialog.findByText('Could not add the league')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /Name/ })).toHaveValue('Eliteserien');
    // The team form behind the dialog was not submitted by the dialog's form.
    expect(api.calls('POST', '/api/teams')).toHaveLength(0);

    await userEvent.click(dialog.getByRole('button', { name: 'Add league' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('POST', '/api/leagues').at(-1)?.body).toEqual({
      tenantId: FOOTBALL,
      name: 'Eliteserien',
      countryName: 'Norway',
    });
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /League/ })).toHaveValue('Eliteserien (Norway)'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/teams/${FOOTBALL}`));
    expect(api.calls('POST', '/api/teams')[0]?.body).toEqual({
      name: 'Rosenborg BK',
      leagueId: ELITESERIEN.id,
      tenantId: FOOTBALL,
    });
  });
});
