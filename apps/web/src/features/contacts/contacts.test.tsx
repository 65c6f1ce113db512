import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { listRoutes, sportApi } from '../../test/api-presets.ts';
import { answerDelete, findCard, hrefOf } from '../../test/cards.ts';
import { contact, page } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { findPage, renderApp } from '../../test/render-app.tsx';

const FOOTBALL = SPORTS.football.id;
const BRONDBY_ID = 'b0000000-0000-4000-8000-000000000001';
const OLD_CLUB_ID = 'b0000000-0000-4000-8000-000000000002';

const METTE = contact({
  firstName: 'Mette',
  lastName: 'Lund',
  role: 'Sporting director',
  clubId: BRONDBY_ID,
  club: { name: 'Brøndby IF', deleted: false },
  email: 'mette@brondby.example',
  agent1: 'Jens Holm||Per Ryg',
  nationality: 'Denmark||Sweden',
  height: 172,
  dateOfBirth: '1984-06-02',
  contractType: 'Mandate',
  description: '<p>Decides on <strong>all</strong> signings.</p>',
});
const JONAS = contact({
  firstName: 'Jonas',
  lastName: 'Berg',
  role: 'Head scout',
  clubId: OLD_CLUB_ID,
  club: { name: 'Old Boys', deleted: true },
});

const serve = sportApi(['football', 'icehockey'], {
  ...listRoutes('/api/contacts', [METTE, JONAS], (contact) => contact.firstName),
  [`GET /api/contacts/${METTE.id}`]: { body: METTE },
  [`GET /api/contacts/${JONAS.id}`]: { body: JONAS },
  'GET /api/clubs/forSearch': ({ query }) => ({
    body: [
      { id: BRONDBY_ID, name: 'Brøndby IF', deleted: false },
      ...(query.get('filterDeleted') === 'true'
        ? []
        : [{ id: OLD_CLUB_ID, name: 'Old Boys', deleted: true }]),
    ],
  }),
});

describe('contacts list', () => {
  it('shows cards with name, role, date and club, ten to a page, sorted by first name', async () => {
    const api = serve();
    expect(await findPage(`/contacts/${FOOTBALL}`, 'Contacts [Football]')).toBeInTheDocument();
    const mette = await findCard('Mette Lund');
    expect(mette.getByText('Sporting director')).toBeInTheDocument();
    expect(mette.getByText('Added 14 March 2025')).toBeInTheDocument();
    expect(mette.getByText('Brøndby IF')).toBeInTheDocument();
    expect(hrefOf(mette, 'Edit Mette Lund')).toBe(`/contacts/${FOOTBALL}/${METTE.id}`);
    // A deleted club stays referable, marked as such.
    const jonas = await findCard('Jonas Berg');
    expect(jonas.getByText(MESSAGES.deletedRecord)).toBeInTheDocument();
    expect(jonas.queryByText('Old Boys')).not.toBeInTheDocument();
    expect(hrefOf(screen, 'Add contact')).toBe(`/contacts/${FOOTBALL}/new`);
    const [request] = api.calls('GET', '/api/contacts');
    expect(request?.query.get('tenantId')).toBe(FOOTBALL);
    expect(request?.query.get('take')).toBe('10');
    expect(request?.query.get('sort')).toBe('firstName');
  });

  it('offers the four sorts and searches', async () => {
    const api = serve();
    const app = renderApp(`/contacts/${FOOTBALL}`);
    await findCard('Jonas Berg');
    await userEvent.click(screen.getByRole('combobox', { name: 'Sort by' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options).toEqual(['First name', 'Height', 'Weight', 'Date of birth']);
    await userEvent.click(screen.getByRole('option', { name: 'Date of birth' }));
    await waitFor(() => expect(app.location()).toContain('sort=dateOfBirth'));
    await waitFor(() =>
      expect(api.calls('GET', '/api/contacts').at(-1)?.query.get('sort')).toBe('dateOfBirth'),
    );

    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'jon');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Mette Lund' })).not.toBeInTheDocument(),
    );
    expect(api.calls('GET', '/api/contacts/filter/')[0]?.query.get('filter')).toBe('jon');
  });

  it('shows a large total with separators, and says when the API only estimated it (issue 10)', async () => {
    const many = { ...page([METTE, JONAS], { total: 400_000, lastPage: 40_000 }) };
    const api = sportApi(['football'], {
      'GET /api/contacts': { body: many },
      'GET /api/contacts/filter/': {
        body: { ...many, total: 12_345, lastPage: 1235, totalIsEstimate: true },
      },
    })();
    renderApp(`/contacts/${FOOTBALL}`);
    expect(await screen.findByText('400,000 results')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Last page' }));
    await waitFor(() => expect(api.calls('GET', '/api/contacts').at(-1)?.query.get('page')).toBe('40000'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'son');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('About 12,345 results')).toBeInTheDocument();
    expect(api.calls('GET', '/api/contacts/filter/')).toHaveLength(1);
  });

  it('deletes a contact only after confirmation', async () => {
    const api = serve(['TenantAdmin'], { [`DELETE /api/contacts/${JONAS.id}`]: { status: 204 } });
    renderApp(`/contacts/${FOOTBALL}`);
    const jonas = await findCard('Jonas Berg');
    await answerDelete(jonas, 'Jonas Berg', 'Cancel');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('DELETE', `/api/contacts/${JONAS.id}`)).toHaveLength(0);

    await answerDelete(jonas, 'Jonas Berg', 'Delete');
    await waitFor(() => expect(api.calls('DELETE', `/api/contacts/${JONAS.id}`)).toHaveLength(1));
    expect(await screen.findByText('Jonas Berg was deleted')).toBeInTheDocument();
  });
});

describe('contact page', () => {
  it('shows the contact read-only with separators removed, then the edit form', async () => {
    serve();
    expect(await findPage(`/contacts/${FOOTBALL}/${METTE.id}`, 'Mette Lund')).toBeInTheDocument();
    const agency = within(screen.getByRole('region', { name: 'Agency' }));
    expect(agency.getByText('Agent 1').nextElementSibling).toHaveTextContent('Jens Holm, Per Ryg');
    expect(agency.getByText('Contract type').nextElementSibling).toHaveTextContent('Mandate');
    const personal = within(screen.getByRole('region', { name: 'Personal' }));
    expect(personal.getByText('Nationality').nextElementSibling).toHaveTextContent('Denmark, Sweden');
    expect(personal.getByText('Height').nextElementSibling).toHaveTextContent('172 cm');
    // Spec 2's '-' for a missing value (issue 26, item 17).
    expect(personal.getByText('Weight').nextElementSibling?.textContent).toBe('-');
    expect(personal.getByText('Date of birth').nextElementSibling).toHaveTextContent('2 June 1984');
    const description = within(screen.getByRole('region', { name: 'Description' }));
    expect(description.getByText('all').tagName).toBe('STRONG');

    const form = within(await screen.findByRole('region', { name: 'Edit contact' }));
    expect(form.getByRole('textbox', { name: 'First name' })).toHaveValue('Mette');
    await waitFor(() => expect(form.getByRole('combobox', { name: 'Club' })).toHaveValue('Brøndby IF'));
    expect(document.title).toBe('Mette Lund · Football · Transferdesk');
  });

  it('shows a deleted contact read-only with the date it was deleted, and no form', async () => {
    serve(['TenantAdmin'], {
      [`GET /api/contacts/${METTE.id}`]: { body: { ...METTE, deletedAt: '2026-02-03T09:00:00.000Z' } },
    });
    expect(await findPage(`/contacts/${FOOTBALL}/${METTE.id}`, 'Mette Lund')).toBeInTheDocument();
    expect(screen.getByText(/This contact was deleted on 3 February 2026/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Edit contact' })).not.toBeInTheDocument();
  });

  it("shows an existing contact's deleted club as [Deleted record]", async () => {
    const api = serve();
    renderApp(`/contacts/${FOOTBALL}/${JONAS.id}`);
    const form = within(await screen.findByRole('region', { name: 'Edit contact' }));
    await waitFor(() =>
      expect(form.getByRole('combobox', { name: 'Club' })).toHaveValue(MESSAGES.deletedRecord),
    );
    expect(form.getByText(MESSAGES.deletedRecordHint)).toBeInTheDocument();
    expect(api.calls('GET', '/api/clubs/forSearch')[0]?.query.get('filterDeleted')).toBe('false');
  });

  it('saves only the changed fields and goes to the list', async () => {
    const api = serve(['TenantAdmin'], {
      [`PATCH /api/contacts/${METTE.id}`]: (request) => ({ body: { ...METTE, ...(request.body as object) } }),
    });
    const app = renderApp(`/contacts/${FOOTBALL}/${METTE.id}/edit`);
    const form = within(await screen.findByRole('region', { name: 'Edit contact' }));
    const role = form.getByRole('textbox', { name: 'Role' });
    await userEvent.clear(role);
    await userEvent.type(role, 'Chief executive');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/contacts/${FOOTBALL}`));
    const body = api.calls('PATCH', `/api/contacts/${METTE.id}`)[0]?.body as Record<string, unknown>;
    expect(body.role).toBe('Chief executive');
    expect(body).not.toHaveProperty('firstName');
    expect(body).not.toHaveProperty('email');
  });

  it('keeps what was typed and shows the spec message when the save fails', async () => {
    serve(['TenantAdmin'], {
      [`PATCH /api/contacts/${METTE.id}`]: { status: 500, body: { error: 'Internal Server Error' } },
    });
    const app = renderApp(`/contacts/${FOOTBALL}/${METTE.id}`);
    const form = within(await screen.findByRole('region', { name: 'Edit contact' }));
    const phone = form.getByRole('textbox', { name: 'Phone' });
    await userEvent.type(phone, '+45 12 34 56 78');
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MESSAGES.contactSave)).toBeInTheDocument();
    expect(phone).toHaveValue('+45 12 34 56 78');
    expect(app.location()).toBe(`/contacts/${FOOTBALL}/${METTE.id}`);
  });
});

describe('new contact', () => {
  it('needs a name and a valid e-mail, then creates the contact at the chosen club', async () => {
    const created = contact({ firstName: 'Anna', lastName: 'Holm' });
    const api = serve(['TenantAdmin'], {
      'POST /api/contacts': { status: 201, body: created },
      [`POST /api/contacts/${created.id}/file`]: { body: created },
    });
    const app = renderApp(`/contacts/${FOOTBALL}/new?clubId=${BRONDBY_ID}`);
    expect(await screen.findByRole('heading', { name: 'Add contact', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Club' })).toHaveValue('Brøndby IF'));
    expect(api.calls('GET', '/api/clubs/forSearch')[0]?.query.get('filterDeleted')).toBe('true');

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await userEvent.type(email, 'anna@');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a first or last name')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.calls('POST', '/api/contacts')).toHaveLength(0);

    await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), 'Anna');
    await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Holm');
    await userEvent.type(email, 'holm.example');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no picture input');
    await userEvent.upload(
      input,
      new File([new Uint8Array([255, 216, 255])], 'anna.jpg', { type: 'image/jpeg' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe(`/contacts/${FOOTBALL}`));
    expect(api.calls('POST', '/api/contacts')[0]?.body).toMatchObject({
      tenantId: FOOTBALL,
      clubId: BRONDBY_ID,
      firstName: 'Anna',
      lastName: 'Holm',
      email: 'anna@holm.example',
      height: 0,
      includeInApp: true,
      description: '',
    });
    expect(api.calls('POST', `/api/contacts/${created.id}/file`)).toHaveLength(1);
  });
});

describe('contact info', () => {
  it('shows the contact read-only in the inner layout, without a form', async () => {
    serve();
    expect(await findPage(`/contact-info/${FOOTBALL}/${METTE.id}`, 'Mette Lund')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Agency' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('lists the players whose pages the contact opened, each linking to the player', async () => {
    const playerId = 'c0000000-0000-4000-8000-000000000001';
    serve(['TenantAdmin'], {
      [`GET /api/unauthorised/OnWhomClickedFull/${FOOTBALL}/${METTE.id}`]: {
        body: [{ id: playerId, name: 'Kasper Dolberg', club: 'Brøndby IF', clicks: 4 }],
      },
    });
    renderApp(`/contact-info/${FOOTBALL}/${METTE.id}`);
    const region = within(await screen.findByRole('region', { name: 'Players Clicked On' }));
    const table = within(await region.findByRole('table', { name: 'Players Clicked On' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Club',
      'Clicks',
    ]);
    expect(hrefOf(table, 'Kasper Dolberg')).toBe(`/players/${FOOTBALL}/${playerId}`);
    expect(table.getByText('Brøndby IF')).toBeInTheDocument();
    expect(table.getByText('4')).toBeInTheDocument();
  });

  it('says so when the contact has opened no player page', async () => {
    serve(['TenantAdmin'], {
      [`GET /api/unauthorised/OnWhomClickedFull/${FOOTBALL}/${METTE.id}`]: { body: [] },
    });
    renderApp(`/contact-info/${FOOTBALL}/${METTE.id}`);
    const region = within(await screen.findByRole('region', { name: 'Players Clicked On' }));
    expect(await region.findByText('This contact has not opened any player pages yet')).toBeInTheDocument();
    expect(region.queryByRole('table')).not.toBeInTheDocument();
  });
});
