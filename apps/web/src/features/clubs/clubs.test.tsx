import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, MISSING_VALUE, NO_NEED_CLUB_KEY } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { listRoutes, sportApi } from '../../test/api-presets.ts';
import { answerDelete, askToDelete, findCard, hrefOf } from '../../test/cards.ts';
import { club, page, team } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { findPage, renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';

const FOOTBALL = SPORTS.football.id;

const TEAM = team({ id: 'b1b2c3d4-0000-4000-8000-000000000001', name: 'Brøndby IF', isBeenUsed: true });

const BRONDBY = club({
  name: 'Brøndby IF',
  teamId: TEAM.id,
  team: { name: TEAM.name, league: TEAM.league },
  clubLogoUrl: 'resources/clubs/brondby.png',
  city: 'Brøndby',
  address1: 'Brøndby Stadion 30',
  email: 'info@brondby.example',
  url: 'https://brondby.example',
  owner: 'Brøndby IF A/S',
  description: 'Founded 1964.\nTen league titles.',
  activeCampaignId: 42,
  contactsCount: 2,
  contacts: [
    {
      id: 'c0000000-0000-4000-8000-000000000001',
      firstName: 'Mette',
      lastName: 'Lund',
      role: 'Sporting director',
      email: 'mette@brondby.example',
      phoneNumber: '+45 11 22 33 44',
    },
    {
      id: 'c0000000-0000-4000-8000-000000000002',
      firstName: 'Jonas',
      lastName: 'Berg',
      role: 'Head scout',
      email: '',
      phoneNumber: '',
    },
  ],
});
const VEJLE = club({ name: 'Vejle BK', createdAt: '2025-04-01T10:00:00.000Z' });

const serve = sportApi(['football', 'icehockey'], {
  ...listRoutes('/api/clubs', [BRONDBY, VEJLE], (club) => club.name),
  [`GET /api/clubs/${BRONDBY.id}`]: { body: BRONDBY },
  'GET /api/teams': { body: page([TEAM]) },
});

describe('clubs list', () => {
  it("shows the sport's clubs as cards with contacts count, sport, date and actions", async () => {
    const api = serve();
    expect(await findPage(`/clubs/${FOOTBALL}`, 'Clubs [Football]')).toBeInTheDocument();
    const brondby = await findCard('Brøndby IF');
    expect(brondby.getByText('Contacts: 2')).toBeInTheDocument();
    expect(brondby.getByText('Football')).toBeInTheDocument();
    expect(brondby.getByText('Added 14 March 2025')).toBeInTheDocument();
    expect(hrefOf(brondby, 'View Brøndby IF')).toBe(`/clubs/${FOOTBALL}/${BRONDBY.id}`);
    expect(hrefOf(brondby, 'Edit Brøndby IF')).toBe(`/clubs/${FOOTBALL}/${BRONDBY.id}/edit`);
    expect((await findCard('Vejle BK')).getByText('Contacts: 0')).toBeInTheDocument();
    expect(hrefOf(screen, 'Add club')).toBe(`/clubs/${FOOTBALL}/new/edit`);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    const [request] = api.calls('GET', '/api/clubs');
    expect(request?.query.get('tenantId')).toBe(FOOTBALL);
    expect(request?.query.get('sort')).toBe('name');
    expect(document.title).toBe('Clubs · Football · Transferdesk');
  });

  it('searches and sorts by date within the sport', async () => {
    const api = serve();
    const app = renderApp(`/clubs/${FOOTBALL}`);
    await findCard('Vejle BK');
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'vejle');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Brøndby IF' })).not.toBeInTheDocument(),
    );
    expect(api.calls('GET', '/api/clubs/filter/')[0]?.query.get('tenantId')).toBe(FOOTBALL);

    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Date' }));
    await waitFor(() => expect(app.location()).toContain('sort=createdAt'));
    await waitFor(() =>
      expect(api.calls('GET', '/api/clubs/filter/').at(-1)?.query.get('sort')).toBe('createdAt'),
    );
  });

  it('deletes a club only after confirmation', async () => {
    const api = serve(['TenantAdmin'], { [`DELETE /api/clubs/${VEJLE.id}`]: { status: 204 } });
    renderApp(`/clubs/${FOOTBALL}`);
    const vejle = await findCard('Vejle BK');
    const dialog = await askToDelete(vejle, 'Vejle BK');
    expect(dialog.getByText(MESSAGES.confirmBody)).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', `/api/clubs/${VEJLE.id}`)).toHaveLength(0);

    const loads = api.calls('GET', '/api/clubs').length;
    await answerDelete(vejle, 'Vejle BK', 'Delete');
    await waitFor(() => expect(api.calls('DELETE', `/api/clubs/${VEJLE.id}`)).toHaveLength(1));
    await waitFor(() => expect(api.calls('GET', '/api/clubs').length).toBeGreaterThan(loads));
    expect(await screen.findByText('Vejle BK was deleted')).toBeInTheDocument();
  });

  it('New Requirement remembers the club for the no-need flow and opens the requirement form', async () => {
    serve();
    const app = renderApp(`/clubs/${FOOTBALL}`);
    await userEvent.click(
      (await findCard('Vejle BK')).getByRole('button', { name: 'New Requirement Vejle BK' }),
    );
    await waitFor(() => expect(app.location()).toBe(`/requirements/${FOOTBALL}/new`));
    expect(localStorage.getItem(NO_NEED_CLUB_KEY)).toBe(VEJLE.id);
  });

  it('is for TenantAdmins only', async () => {
    serve(['User']);
    const app = renderApp(`/clubs/${FOOTBALL}`);
    await waitFor(() => expect(app.location()).toBe('/unauthorized'));
  });
});

describe('club detail', () => {
  it('shows every field, empty ones as a dash, and links the contacts', async () => {
    serve();
    expect(await findPage(`/clubs/${FOOTBALL}/${BRONDBY.id}`, 'Brøndby IF')).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Club details' }));
    const value = (label: string) => details.getByText(label).nextElementSibling?.textContent;
    expect(value('Team')).toBe('Brøndby IF');
    expect(value('League')).toBe('Superliga');
    expect(value('Country')).toBe('Denmark');
    expect(value('Owner')).toBe('Brøndby IF A/S');
    expect(value('ActiveCampaign id')).toBe('42');
    // Spec 2's '-', the same sign as every other page (issue 26, item 17).
    expect(value('Fax')).toBe(MISSING_VALUE);
    expect(MISSING_VALUE).toBe('-');
    expect(hrefOf(details, 'https://brondby.example')).toBe('https://brondby.example');
    expect(hrefOf(details, 'info@brondby.example')).toBe('mailto:info@brondby.example');
    expect(screen.getByText(/Founded 1964\./)).toBeInTheDocument();

    const contacts = within(screen.getByRole('region', { name: 'Contacts (2)' }));
    expect(hrefOf(contacts, 'Mette Lund')).toBe(`/contacts/${FOOTBALL}/c0000000-0000-4000-8000-000000000001`);
    expect(contacts.getByText('Head scout')).toBeInTheDocument();
    expect(hrefOf(screen, 'Edit club')).toBe(`/clubs/${FOOTBALL}/${BRONDBY.id}/edit`);
    expect(document.title).toBe('Brøndby IF · Football · Transferdesk');
  });

  it('shows the contacts as cards on a phone, every value in full (issue 26, item 19)', async () => {
    setViewportWidth(390);
    serve();
    renderApp(`/clubs/${FOOTBALL}/${BRONDBY.id}`);
    const region = within(await screen.findByRole('region', { name: 'Contacts (2)' }));
    // No table whose columns a phone would cut off.
    expect(region.queryByRole('table')).toBeNull();
    const cards = region.getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const facts = (card: HTMLElement) =>
      Array.from(card.querySelectorAll('dt')).map((term) => [
        term.textContent,
        term.nextElementSibling?.textContent,
      ]);
    const mette = within(cards[0] as HTMLElement);
    expect(hrefOf(mette, 'Mette Lund')).toBe(`/contacts/${FOOTBALL}/c0000000-0000-4000-8000-000000000001`);
    expect(hrefOf(mette, 'mette@brondby.example')).toBe('mailto:mette@brondby.example');
    expect(facts(cards[0] as HTMLElement)).toEqual([
      ['Role', 'Sporting director'],
      ['E-mail', 'mette@brondby.example'],
      ['Phone', '+45 11 22 33 44'],
    ]);
    expect(facts(cards[1] as HTMLElement)).toEqual([
      ['Role', 'Head scout'],
      ['E-mail', MISSING_VALUE],
      ['Phone', MISSING_VALUE],
    ]);
  });

  it('shows the contacts as a table on a wide screen, missing values as a dash', async () => {
    serve();
    renderApp(`/clubs/${FOOTBALL}/${BRONDBY.id}`);
    const region = within(await screen.findByRole('region', { name: 'Contacts (2)' }));
    const rows = within(region.getByRole('table')).getAllByRole('row');
    expect(rows.map((row) => Array.from(row.children).map((cell) => cell.textContent))).toEqual([
      ['Name', 'Role', 'E-mail', 'Phone'],
      ['Mette Lund', 'Sporting director', 'mette@brondby.example', '+45 11 22 33 44'],
      ['Jonas Berg', 'Head scout', '-', '-'],
    ]);
  });

  it("shows a club of another of the user's sports as not found", async () => {
    serve();
    renderApp(`/clubs/${SPORTS.icehockey.id}/${BRONDBY.id}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('club form', () => {
  it('requires a name, then creates the club, uploads the logo and opens its page', async () => {
    const created = club({ name: 'FC Midtjylland' });
    const api = serve(['TenantAdmin'], {
      'POST /api/clubs': { status: 201, body: created },
      [`POST /api/clubs/${created.id}/file`]: { body: created },
      [`GET /api/clubs/${created.id}`]: { body: created },
    });
    const app = renderApp(`/clubs/${FOOTBALL}/new/edit`);
    expect(await screen.findByRole('heading', { name: 'Add club', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field is mandatory')).toBeInTheDocument();
    expect(api.calls('POST', '/api/clubs')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: /^Name/ }), ' FC Midtjylland ');
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Herning');
    await userEvent.click(screen.getByRole('combobox', { name: 'Team' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Brøndby IF — Superliga (Denmark)' }));
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no logo input');
    await userEvent.upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(app.location()).toBe(`/clubs/${FOOTBALL}/${created.id}`));
    expect(api.calls('POST', '/api/clubs')[0]?.body).toMatchObject({
      tenantId: FOOTBALL,
      name: 'FC Midtjylland',
      city: 'Herning',
      teamId: TEAM.id,
      activeCampaignId: null,
    });
    const upload = api.calls('POST', `/api/clubs/${created.id}/file`)[0]?.body;
    expect(upload instanceof FormData && (upload.get('file') as File).name).toBe('logo.png');
  });

  it('refuses an invalid e-mail without sending anything', async () => {
    const api = serve();
    renderApp(`/clubs/${FOOTBALL}/new/edit`);
    await userEvent.type(await screen.findByRole('textbox', { name: /^Name/ }), 'Lyngby BK');
    await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.calls('POST', '/api/clubs')).toHaveLength(0);
  });

  it('sends only the changed fields, and on failure says so and keeps what was typed', async () => {
    const api = serve(['TenantAdmin'], {
      [`PATCH /api/clubs/${BRONDBY.id}`]: { status: 500, body: { error: 'Internal Server Error' } },
    });
    const app = renderApp(`/clubs/${FOOTBALL}/${BRONDBY.id}/edit`);
    expect(await screen.findByRole('heading', { name: 'Edit club', level: 1 })).toBeInTheDocument();
    const owner = screen.getByRole('textbox', { name: 'Owner' });
    expect(owner).toHaveValue('Brøndby IF A/S');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Team' })).toHaveValue('Brøndby IF — Superliga (Denmark)'),
    );
    await userEvent.clear(owner);
    await userEvent.type(owner, 'The supporters');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.clubSave)).toBeInTheDocument();
    expect(api.calls('PATCH', `/api/clubs/${BRONDBY.id}`)[0]?.body).toEqual({ owner: 'The supporters' });
    expect(owner).toHaveValue('The supporters');
    expect(app.location()).toBe(`/clubs/${FOOTBALL}/${BRONDBY.id}/edit`);
  });
});
