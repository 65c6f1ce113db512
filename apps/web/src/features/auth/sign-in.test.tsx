import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type Role, STORAGE_KEYS } from '@transferdesk/shared';
import { describe, expect, it, vi } from 'vitest';
import { signingInApi } from '../../test/api-presets.ts';
import type { FakeResponse } from '../../test/fake-api.ts';
import { SPORTS, type SportKey } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeToken } from '../../test/tokens.ts';

/** The API answers the sign-in with `answer`, and knows the person as one with `roles` and `sports`. */
function serveSignIn(
  answer: FakeResponse,
  roles: Role[] = ['User'],
  sports: SportKey[] = ['football', 'icehockey'],
) {
  return signingInApi({ roles, sports, routes: { 'POST /api/auth': answer } });
}

const signInButton = () => screen.findByRole('button', { name: 'Sign in' });

describe('sign-in page', () => {
  it('shows what is missing and sends nothing when submitted empty', async () => {
    const api = serveSignIn({ body: { token: 'x' } });
    renderApp('/signin');
    await userEvent.click(await signInButton());
    expect(await screen.findByText('E-mail is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth')).toHaveLength(0);
  });

  it('refuses an address that is not an e-mail', async () => {
    const api = serveSignIn({ body: { token: 'x' } });
    renderApp('/signin');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'not-an-address');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo-password');
    await userEvent.click(await signInButton());
    expect(await screen.findByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth')).toHaveLength(0);
  });

  it("drops the previous session's API answers cached for offline use when someone signs in", async () => {
    const names = ['transferdesk-api', 'workbox-precache-v2-https://transferdesk.test/'];
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { keys: async () => names, delete: remove });
    try {
      const token = makeToken({ roles: ['User'], tenantIds: [SPORTS.football.id] });
      serveSignIn({ body: { token } });
      const app = renderApp('/signin');
      await userEvent.type(await screen.findByLabelText(/E-mail/), 'agent@demo.test');
      await userEvent.type(screen.getByLabelText(/^Password/), 'demo-password');
      await userEvent.click(await signInButton());
      await waitFor(() => expect(app.location()).toBe(`/requirements/${SPORTS.football.id}`));
      expect(remove).toHaveBeenCalledWith('transferdesk-api');
      expect(remove).not.toHaveBeenCalledWith(names[1]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('signs in, keeps the token and opens the requirements of the first sport', async () => {
    const token = makeToken({ roles: ['User'], tenantIds: [SPORTS.football.id, SPORTS.icehockey.id] });
    const api = serveSignIn({ body: { token } });
    const app = renderApp('/signin');
    await userEvent.type(await screen.findByLabelText(/E-mail/), '  agent@demo.test ');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo-password');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await userEvent.click(await signInButton());
    await waitFor(() => expect(app.location()).toBe(`/requirements/${SPORTS.football.id}`));
    expect(api.calls('POST', '/api/auth')[0]?.body).toEqual({
      email: 'agent@demo.test',
      password: 'demo-password',
      rememberme: true,
    });
    expect(localStorage.getItem(STORAGE_KEYS.auth)).toContain(token);
    expect(
      await screen.findByRole('heading', { name: 'Requirements [Football]', level: 1 }),
    ).toBeInTheDocument();
  });

  it('returns to the returnUrl after signing in', async () => {
    serveSignIn({ body: { token: makeToken({ roles: ['Superadmin'] }) } }, ['Superadmin'], []);
    const app = renderApp('/signin?returnUrl=%2Fhome');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'superadmin@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo-password');
    await userEvent.click(await signInButton());
    await waitFor(() => expect(app.location()).toBe('/home'));
  });

  it('sends someone without a sport from the requirements to the profile', async () => {
    serveSignIn({ body: { token: makeToken({ roles: ['Superadmin'] }) } }, ['Superadmin'], []);
    const app = renderApp('/signin');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'superadmin@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'demo-password');
    await userEvent.click(await signInButton());
    await waitFor(() => expect(app.location()).toBe('/profile'));
  });

  it('shows a failed sign-in and keeps what was typed', async () => {
    serveSignIn({ status: 401, body: { error: MESSAGES.invalidCredentials } });
    const app = renderApp('/signin');
    await userEvent.type(await screen.findByLabelText(/E-mail/), 'agent@demo.test');
    await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await userEvent.click(await signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The e-mail address or password is incorrect.',
    );
    expect(screen.getByLabelText(/E-mail/)).toHaveValue('agent@demo.test');
    expect(app.location()).toBe('/signin');
  });

  it('shows the error given in the address', async () => {
    serveSignIn({ body: {} });
    renderApp('/signin/Your%20session%20has%20ended');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your session has ended');
  });
});

describe('sign-in limits (D14)', () => {
  it.each([MESSAGES.tooManyAttempts, MESSAGES.accountLocked])(
    'shows the server message "%s"',
    async (message) => {
      serveSignIn({ status: 429, body: { error: message } });
      renderApp('/signin');
      await userEvent.type(await screen.findByLabelText(/E-mail/), 'agent@demo.test');
      await userEvent.type(screen.getByLabelText(/^Password/), 'wrong-password');
      await userEvent.click(await signInButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(message);
    },
  );
});
