import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Role, type UserDetails } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { signedInApi } from '../../test/api-presets.ts';
import { signedInUser, user } from '../../test/factories.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { SIGNED_IN_USER_ID as ME } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeToken } from '../../test/tokens.ts';

const AGENT_ID = '9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d';

const details = (overrides: Partial<UserDetails> = {}) =>
  signedInUser({
    roles: ['Superadmin'],
    phoneNumber: '+45 12 34 56 78',
    title: 'Scout',
    location: 'Aarhus',
    birthday: '1990-05-17',
    ...overrides,
  });

const serve = (routes: FakeRoutes = {}, roles: Role[] = ['Superadmin']) =>
  signedInApi({ roles, routes: { 'GET /api/users/:id': { body: details() }, ...routes } });

describe('profile page', () => {
  it('shows the details with the birthday in long date format', async () => {
    serve();
    renderApp('/profile');
    expect(await screen.findByText('17 May 1990')).toBeInTheDocument();
    expect(screen.getByText('Aarhus')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute('href', '/profile/edit');
  });

  it("shows a detail that is not filled in as spec 2's '-' (issue 26, item 17)", async () => {
    serve({ 'GET /api/users/:id': { body: details({ phoneNumber: null, location: '' }) } });
    renderApp('/profile');
    expect(await screen.findByText('17 May 1990')).toBeInTheDocument();
    const value = (label: string) => screen.getByText(label).nextElementSibling?.textContent;
    expect(value('Phone')).toBe('-');
    expect(value('Location')).toBe('-');
    expect(value('Title')).toBe('Scout');
  });

  it('offers impersonation to a Superadmin only', async () => {
    serve({}, ['User']);
    renderApp('/profile');
    await screen.findByRole('link', { name: 'Edit profile' });
    expect(screen.queryByRole('button', { name: 'Impersonate user' })).not.toBeInTheDocument();
  });

  it('impersonates the chosen user: stores their token and goes home', async () => {
    const agentToken = makeToken({ roles: ['User'], name: 'Alex Agent', impersonator: ME });
    const api = serve({
      'GET /api/users/search/:term': {
        body: [
          user({ id: AGENT_ID, name: 'Alex', surname: 'Agent', email: 'agent@demo.test' }),
          user({ name: 'Sam', surname: 'Super', email: 'other@demo.test', roles: ['Superadmin'] }),
          details(),
        ],
      },
      'POST /api/auth/impersonate': { body: { token: agentToken } },
    });
    const app = renderApp('/profile');
    const visited: string[] = [];
    app.router.subscribe((state) => visited.push(state.location.pathname));
    await userEvent.click(await screen.findByRole('button', { name: 'Impersonate user' }));
    const dialog = await screen.findByRole('dialog', { name: 'View application as..' });
    expect(dialog).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox', { name: 'User' }), 'a');
    await userEvent.click(await screen.findByRole('option', { name: 'Alex Agent (agent@demo.test)' }));
    expect(screen.queryByRole('option', { name: /Sam Super/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Impersonate' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe(agentToken));
    expect(api.calls('POST', '/api/auth/impersonate')[0]?.body).toEqual({ id: AGENT_ID });
    // Home (spec 2), which is the profile (spec 2, the empty path), now the agent's.
    expect(visited).toContain('/');
    await waitFor(() => expect(app.location()).toBe('/profile'));
  });
});

describe('profile edit', () => {
  it('asks for the current password before the e-mail changes, and sends it along', async () => {
    const api = serve({
      'PATCH /api/users/:id': { status: 409, body: { error: 'This e-mail address is already in use' } },
    });
    renderApp('/profile/edit');
    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    expect(screen.queryByLabelText(/^Your password/)).not.toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'moved@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Enter your current password to change your e-mail address'),
    ).toBeInTheDocument();
    expect(api.calls('PATCH', `/api/users/${ME}`)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/^Your password/), 'my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.calls('PATCH', `/api/users/${ME}`)[0]?.body).toMatchObject({
        email: 'moved@demo.test',
        currentPassword: 'my-password',
      }),
    );
  });

  it("keeps what was typed and shows the spec's message when saving fails", async () => {
    serve({
      'PATCH /api/users/:id': { status: 409, body: { error: 'This e-mail address is already in use' } },
    });
    const app = renderApp('/profile/edit');
    const email = await screen.findByRole('textbox', { name: /^E-mail/ });
    await userEvent.clear(email);
    await userEvent.type(email, 'agent@demo.test');
    await userEvent.type(screen.getByLabelText(/^Your password/), 'my-password');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(MESSAGES.profileSave);
    expect(alert).toHaveTextContent('This e-mail address is already in use');
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('agent@demo.test');
    expect(app.location()).toBe('/profile/edit');
  });

  it('saves, refreshes the session and returns to the profile', async () => {
    const fresh = makeToken({ roles: ['Superadmin'], name: 'Tess Person' });
    const api = serve({
      'PATCH /api/users/:id': ({ body }) => ({ body: details(body as Partial<UserDetails>) }),
      'POST /api/auth/refresh': { body: { token: fresh } },
    });
    const app = renderApp('/profile/edit');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Tess');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(app.location()).toBe('/profile'));
    expect(api.calls('PATCH', `/api/users/${ME}`)[0]?.body).toMatchObject({
      name: 'Tess',
      email: 'person@demo.test',
      birthday: '1990-05-17',
    });
    expect(useAuthStore.getState().token).toBe(fresh);
  });

  it('says "Can not identify current user" when the token names nobody', async () => {
    serve();
    useAuthStore.setState({ token: makeToken({ roles: ['User'], sub: '' }) });
    renderApp('/profile/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.noUserId);
  });

  it("changes the password, keeps the new token and shows the server's message for a wrong one", async () => {
    const fresh = makeToken({ roles: ['Superadmin'] });
    let attempt = 0;
    serve({
      'POST /api/auth/password': () =>
        ++attempt === 1
          ? {
              status: 400,
              body: {
                error: MESSAGES.wrongCurrentPassword,
                errors: [`currentPassword: ${MESSAGES.wrongCurrentPassword}`],
              },
            }
          : { body: { token: fresh } },
    });
    renderApp('/profile/edit');
    await userEvent.type(await screen.findByLabelText('Current password'), 'wrong-one');
    await userEvent.type(screen.getByLabelText('New password'), 'another-password');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not change your password');
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      MESSAGES.wrongCurrentPassword,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe(fresh));
    expect(await screen.findByText(MESSAGES.passwordChanged)).toBeInTheDocument();
  });
});
