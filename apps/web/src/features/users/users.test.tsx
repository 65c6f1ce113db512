import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { UserDetails } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { page, user } from '../../test/factories.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

const USERS = [
  user({ name: 'Anna', roles: ['Superadmin'] }),
  user({ name: 'Bo', roles: ['TenantAdmin', 'User'] }),
  user({ name: 'Carl' }),
];

/** The list and its search answer alike: the tests look at what was asked. */
const listAnswers = (answer: FakeRoutes[string]): FakeRoutes => ({
  'GET /api/users': answer,
  'GET /api/users/filter/': answer,
});

const serve = sportApi(['football'], {
  ...listAnswers({ body: page(USERS) }),
  'GET /api/users/options/tenants': { body: [SPORTS.football] },
});

describe('users list', () => {
  it('shows cards with roles, sports, e-mail and date; a Superadmin may edit everyone', async () => {
    serve(['Superadmin']);
    renderApp('/users');
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    const anna = await findCard('Anna Hansen');
    expect(anna.getByText('Superadmin')).toBeInTheDocument();
    expect(anna.getByText('Football')).toBeInTheDocument();
    expect(anna.getByText('anna@demo.test')).toBeInTheDocument();
    expect(anna.getByText('Added 14 March 2025')).toBeInTheDocument();
    expect(anna.getByRole('link', { name: /Edit/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add user' })).toHaveAttribute('href', '/users/new');
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import CSV' })).toBeInTheDocument();
  });

  it('shows an Edit link only on users the API says the admin may change (D33)', async () => {
    const asTenantAdmin = [
      user({ name: 'Anna', roles: ['Superadmin'], canEdit: false, canSetPassword: false }),
      user({ name: 'Bo', roles: ['TenantAdmin', 'User'], canSetPassword: false }),
      user({ name: 'Carl' }),
      user({
        name: 'Dan',
        tenants: [SPORTS.football, { id: crypto.randomUUID(), name: 'Icehockey' }],
        canEdit: false,
        canSetPassword: false,
      }),
    ];
    serve(['TenantAdmin'], listAnswers({ body: page(asTenantAdmin) }));
    renderApp('/users');
    expect((await findCard('Anna Hansen')).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect((await findCard('Bo Hansen')).getByRole('link', { name: /Edit/ })).toBeInTheDocument();
    expect((await findCard('Carl Hansen')).getByRole('link', { name: /Edit/ })).toBeInTheDocument();
    const dan = await findCard('Dan Hansen');
    expect(dan.queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(dan.getByRole('link', { name: 'View Dan Hansen' })).toHaveAttribute(
      'href',
      `/users/${asTenantAdmin[3]?.id}`,
    );
    expect(dan.getByText('Icehockey')).toBeInTheDocument();
  });

  it('shows a user the admin may not change read-only, without a form or a password form', async () => {
    const dan = user({
      name: 'Dan',
      tenants: [SPORTS.football, { id: crypto.randomUUID(), name: 'Icehockey' }],
      canEdit: false,
      canSetPassword: false,
    });
    serve(['TenantAdmin'], { [`GET /api/users/${dan.id}`]: { body: dan } });
    renderApp(`/users/${dan.id}`);
    expect(await screen.findByRole('heading', { name: 'User', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/they also belong to a sport you do not administer/)).toBeInTheDocument();
    expect(screen.getByText('dan@demo.test')).toBeInTheDocument();
    expect(screen.getByText('Football, Icehockey')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete user' })).not.toBeInTheDocument();
  });

  it('offers no password form for another TenantAdmin, whom the admin may otherwise edit', async () => {
    const bo = user({ name: 'Bo', roles: ['TenantAdmin', 'User'], canSetPassword: false });
    serve(['TenantAdmin'], { [`GET /api/users/${bo.id}`]: { body: bo } });
    renderApp(`/users/${bo.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit user', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('bo@demo.test');
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('reads page, order and search from the address and asks the filter endpoint', async () => {
    const api = serve(['Superadmin']);
    renderApp('/users?sort=surname&direction=desc&filter=bo&page=2');
    await findCard('Anna Hansen');
    const [request] = api.calls('GET', '/api/users/filter/');
    expect(request?.query.get('page')).toBe('2');
    expect(request?.query.get('take')).toBe('10');
    expect(request?.query.get('sort')).toBe('surname');
    expect(request?.query.get('direction')).toBe('desc');
    expect(request?.query.get('filter')).toBe('bo');
    expect(screen.getByRole('textbox', { name: 'Search' })).toHaveValue('bo');
  });

  it('starts again from page 1 on a new order and on a new search', async () => {
    serve(
      ['Superadmin'],
      listAnswers(({ query }) => ({
        body: page(USERS, { currentPage: Number(query.get('page')), lastPage: 3 }),
      })),
    );
    const app = renderApp('/users?sort=name&direction=asc&page=3');
    await findCard('Anna Hansen');
    await userEvent.click(screen.getByRole('radio', { name: 'Descending' }));
    await waitFor(() => expect(app.location()).toBe('/users?sort=name&direction=desc'));

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(app.location()).toBe('/users?sort=name&direction=desc&page=2'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'carl');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(app.location()).toBe('/users?sort=name&direction=desc&filter=carl'));
    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(app.location()).toBe('/users?sort=name&direction=desc'));
  });

  it('shows at most five page buttons, with first, previous, next and last past five pages', async () => {
    serve(['Superadmin'], listAnswers({ body: page(USERS, { currentPage: 5, lastPage: 9, total: 85 }) }));
    renderApp('/users?page=5');
    const nav = within(await screen.findByRole('navigation', { name: 'Pagination' }));
    expect(nav.getAllByRole('button', { name: /^Page/ }).map((button) => button.textContent)).toEqual([
      '3',
      '4',
      '5',
      '6',
      '7',
    ]);
    expect(nav.getByRole('button', { name: 'Page 5' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) {
      expect(nav.getByRole('button', { name })).toBeEnabled();
    }
  });

  it('has only page buttons up to five pages, and none for one', async () => {
    serve(['Superadmin'], listAnswers({ body: page(USERS, { lastPage: 3, total: 25 }) }));
    renderApp('/users');
    const nav = within(await screen.findByRole('navigation', { name: 'Pagination' }));
    expect(nav.getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '2', '3']);
  });

  it('lists every bad row of a refused import', async () => {
    serve(['Superadmin'], {
      'POST /api/users/csv': {
        status: 400,
        body: {
          error: 'The file has errors; nothing was imported',
          errors: [
            { description: 'Row 3, email: Enter a valid e-mail address' },
            { description: 'Row 5, roles: Use Superadmin, TenantAdmin, User, separated by |' },
          ],
        },
      },
    });
    renderApp('/users');
    await findCard('Anna Hansen');
    const input = document.querySelector<HTMLInputElement>('input[type=file]');
    if (!input) throw new Error('no file input');
    await userEvent.upload(input, new File(['email\nnope'], 'users.csv', { type: 'text/csv' }));
    expect(await screen.findByText('Could not import the file')).toBeInTheDocument();
    expect(screen.getByText('Row 3, email: Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText(/^Row 5, roles:/)).toBeInTheDocument();
  });

  it('says so when there is nobody', async () => {
    serve(['Superadmin'], listAnswers({ body: page([]) }));
    renderApp('/users');
    expect(await screen.findByText('No users yet')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
  });
});

describe('user form', () => {
  it('asks for a password only when creating, and pre-selects roles from the address', async () => {
    serve(['Superadmin']);
    renderApp('/users/new/TenantAdmin');
    expect(await screen.findByRole('heading', { name: 'Add user', level: 1 })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Administrator' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'User' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Superadmin' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Change password' })).not.toBeInTheDocument();
  });

  it('shows a TenantAdmin no Superadmin role, and an existing user no password field', async () => {
    const carl = USERS[2] as UserDetails;
    serve(['TenantAdmin'], { [`GET /api/users/${carl.id}`]: { body: carl } });
    renderApp(`/users/${carl.id}`);
    expect(await screen.findByRole('heading', { name: 'Edit user', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /E-mail/ })).toHaveValue('carl@demo.test');
    expect(screen.queryByRole('checkbox', { name: 'Superadmin' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'User' })).toBeChecked();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Active/ })).toBeChecked();
  });

  it('keeps what was typed and says why when the e-mail is taken', async () => {
    serve(['Superadmin'], {
      'POST /api/users': { status: 409, body: { error: 'This e-mail address is already in use' } },
    });
    const app = renderApp('/users/new');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Dora');
    await userEvent.type(email, 'anna@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not submit the user')).toBeInTheDocument();
    expect(screen.getAllByText('This e-mail address is already in use').length).toBeGreaterThan(0);
    expect(email).toHaveValue('anna@demo.test');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Dora');
    expect(app.location()).toBe('/users/new');
  });

  it("shows the server's refusal of a field at that field, once, and names other fields by their label", async () => {
    serve(['Superadmin'], {
      'POST /api/users': {
        status: 400,
        body: {
          error: 'Validation failed',
          errors: ['tenantIds: Choose at least one of your sports', 'title: At most 100 characters'],
        },
      },
    });
    renderApp('/users/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'dora@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not submit the user');
    expect(alert).toHaveTextContent('Title: At most 100 characters');
    expect(screen.getByRole('combobox', { name: /^Sports/ })).toHaveAccessibleDescription(
      'Choose at least one of your sports',
    );
    expect(screen.getAllByText('Choose at least one of your sports')).toHaveLength(1);
    expect(document.body).not.toHaveTextContent(/tenantIds|title:/);
  });

  it('says an e-mail address already in use at the E-mail field only, not again in the alert', async () => {
    serve(['Superadmin'], {
      'POST /api/users': { status: 409, body: { error: 'This e-mail address is already in use' } },
    });
    renderApp('/users/new');
    const email = await screen.findByRole('textbox', { name: /E-mail/ });
    await userEvent.type(email, 'anna@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not submit the user');
    expect(alert).not.toHaveTextContent('already in use');
    expect(email).toHaveAccessibleDescription('This e-mail address is already in use');
    expect(screen.getAllByText('This e-mail address is already in use')).toHaveLength(1);
  });

  it('says "Password is required" for an empty password, not its length rule (issue 26, item 11)', async () => {
    const api = serve(['Superadmin']);
    renderApp('/users/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'dora@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const password = screen.getByLabelText(/^Password/);
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Password is required')),
    );
    expect(screen.queryByText('The password must be at least 8 characters long')).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/users')).toHaveLength(0);
  });
});

describe("user form: the sports of a TenantAdmin's new user (D9)", () => {
  const sportsLabel = () => screen.getByText('Sports', { selector: 'label' });

  it('marks Sports required and asks for one before sending anything', async () => {
    const api = serve(['TenantAdmin']);
    renderApp('/users/new');
    await userEvent.type(await screen.findByRole('textbox', { name: /E-mail/ }), 'dora@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'long-enough');
    expect(sportsLabel()).toHaveTextContent(/^Sports\s*\*$/);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose at least one of your sports')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Sports/ })).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls('POST', '/api/users')).toHaveLength(0);
  });

  it('leaves Sports optional for a Superadmin', async () => {
    serve(['Superadmin']);
    renderApp('/users/new');
    await screen.findByRole('heading', { name: 'Add user', level: 1 });
    expect(sportsLabel()).toHaveTextContent(/^Sports$/);
  });
});
