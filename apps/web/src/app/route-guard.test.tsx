import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type Role, STORAGE_KEYS } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../lib/session/auth-store.ts';
import { signingInApi } from '../test/api-presets.ts';
import { page, tenant } from '../test/factories.ts';
import { SPORTS, type SportKey } from '../test/fixtures.ts';
import { renderApp, signInAs } from '../test/render-app.tsx';
import { makeToken } from '../test/tokens.ts';

/** The API of a person with `roles` and `sports`; the tests sign them in, or not. */
function serveApp(roles: Role[] = ['Superadmin'], sports: SportKey[] = []) {
  return signingInApi({
    roles,
    sports,
    routes: {
      'GET /api/tenants': { body: page([tenant({ name: 'Football' })]) },
      'DELETE /api/auth': { status: 204 },
    },
  });
}

describe('route guard (spec 2)', () => {
  it('sends a signed-out visitor to sign in, remembering where they were going', async () => {
    serveApp();
    const app = renderApp('/tenants?sort=createdAt');
    await waitFor(() => expect(app.location()).toBe('/signin?returnUrl=%2Ftenants%3Fsort%3DcreatedAt'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends a User who opens a Superadmin page to Unauthorized, with a way home', async () => {
    serveApp(['User'], ['football']);
    signInAs(['User'], [SPORTS.football.id]);
    const app = renderApp('/tenants');
    expect(await screen.findByRole('heading', { name: 'Unauthorized' })).toBeInTheDocument();
    expect(app.location()).toBe('/unauthorized');
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('lets a Superadmin open the sports', async () => {
    serveApp();
    signInAs(['Superadmin']);
    renderApp('/tenants');
    expect(await screen.findByRole('heading', { name: 'Sports', level: 1 })).toBeInTheDocument();
  });

  it('sends a signed-in user who opens /signin to the returnUrl', async () => {
    serveApp();
    signInAs(['Superadmin']);
    const app = renderApp('/signin?returnUrl=%2Ftenants');
    await waitFor(() => expect(app.location()).toBe('/tenants'));
  });

  it('sends a signed-in user who opens /signin without a returnUrl home, which is the profile', async () => {
    serveApp();
    signInAs(['Superadmin']);
    const app = renderApp('/signin');
    await waitFor(() => expect(app.location()).toBe('/profile'));
  });

  it('ignores a returnUrl that leads off the site', async () => {
    serveApp();
    signInAs(['Superadmin']);
    const app = renderApp('/signin?returnUrl=%2F%2Fevil.example');
    await waitFor(() => expect(app.location()).toBe('/profile'));
  });

  it('treats an expired token as signed out', async () => {
    serveApp();
    useAuthStore.setState({ token: makeToken({ roles: ['Superadmin'], expiresIn: -5 }) });
    const app = renderApp('/profile');
    await waitFor(() => expect(app.location()).toBe('/signin?returnUrl=%2Fprofile'));
  });

  it('shows the not-found page for an unknown address and keeps the address', async () => {
    serveApp();
    signInAs(['Superadmin']);
    const app = renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(app.location()).toBe('/no/such/page');
  });

  it('signs out to plain /signin, and protected pages then ask to sign in again', async () => {
    const api = serveApp();
    signInAs(['Superadmin']);
    const app = renderApp('/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(app.location()).toBe('/signin'));
    expect(api.calls('DELETE', '/api/auth')).toHaveLength(1);
    expect(localStorage.getItem(STORAGE_KEYS.auth) ?? '').not.toContain('"token":"');
    await app.router.navigate('/profile');
    await waitFor(() => expect(app.location()).toMatch(/^\/signin/));
  });
});
