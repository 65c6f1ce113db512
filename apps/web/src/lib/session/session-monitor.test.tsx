import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EXPIRY_CHECK_INTERVAL_MS, STORAGE_KEYS } from '@transferdesk/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signingInApi } from '../../test/api-presets.ts';
import { page } from '../../test/factories.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeToken } from '../../test/tokens.ts';
import { browser } from '../browser.ts';
import { useInterfaceStore } from '../interface-store.ts';
import { useAuthStore } from './auth-store.ts';

/** The API of a Superadmin; each test signs in with a token of its own (`signInWith`). */
function serve(routes: FakeRoutes = {}) {
  return signingInApi({
    roles: ['Superadmin'],
    routes: {
      'GET /api/tenants': { body: page([]) },
      'GET /api/auth/emptytoken': { body: { token: '' } },
      'DELETE /api/auth': { status: 204 },
      ...routes,
    },
  });
}

const signInWith = (token: string) => useAuthStore.setState({ token, signedOut: false });
const nextCheck = () => vi.advanceTimersByTimeAsync(EXPIRY_CHECK_INTERVAL_MS);
/** Lifetime of a token that must still be valid while the page renders, however slow the machine. */
const RENDER_LIFETIME_S = 120;
/**
 * Moves the clock past the token's expiry without firing timers: the token lapses only once the page
 * is up, as in a tab that slept, so a slow first render cannot send the user to sign-in instead.
 */
const letTokenExpire = () => vi.setSystemTime(Date.now() + (RENDER_LIFETIME_S + 1) * 1000);
/** The same, to 8 seconds before expiry: inside the refresh window. */
const letTokenNearExpiry = () => vi.setSystemTime(Date.now() + (RENDER_LIFETIME_S - 8) * 1000);

describe('session monitor (spec 4)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('refreshes a token with fewer than 10 seconds left and keeps the new one', async () => {
    const fresh = makeToken({ roles: ['Superadmin'], expiresIn: 900 });
    const api = serve({ 'POST /api/auth/refresh': { body: { token: fresh } } });
    const old = makeToken({ roles: ['Superadmin'], expiresIn: RENDER_LIFETIME_S });
    signInWith(old);
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    letTokenNearExpiry();
    await nextCheck();
    await waitFor(() => expect(useAuthStore.getState().token).toBe(fresh));
    const [refresh] = api.calls('POST', '/api/auth/refresh');
    expect(refresh?.query.get('token')).toBe(old);
    expect(refresh?.body).toEqual({ token: old });
    expect(useInterfaceStore.getState().isSessionOver).toBe(false);
  });

  it('leaves a token with time to spare alone', async () => {
    const api = serve();
    signInWith(makeToken({ roles: ['Superadmin'], expiresIn: 900 }));
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    await nextCheck();
    expect(api.calls('POST', '/api/auth/refresh')).toHaveLength(0);
  });

  it('refreshes a token that expired while the tab slept, as long as its session lives', async () => {
    const fresh = makeToken({ roles: ['Superadmin'], expiresIn: 900 });
    serve({ 'POST /api/auth/refresh': { body: { token: fresh } } });
    signInWith(makeToken({ roles: ['Superadmin'], expiresIn: RENDER_LIFETIME_S }));
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    letTokenExpire();
    await nextCheck();
    await waitFor(() => expect(useAuthStore.getState().token).toBe(fresh));
    expect(useInterfaceStore.getState().isSessionOver).toBe(false);
  });

  it('marks the session over once the token has expired and cannot be refreshed, reloading once first', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    serve({
      'POST /api/auth/refresh': {
        status: 401,
        body: { error: 'Your session has ended. Please sign in again.' },
      },
    });
    signInWith(makeToken({ roles: ['Superadmin'], expiresIn: RENDER_LIFETIME_S }));
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    letTokenExpire();
    await nextCheck();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(useInterfaceStore.getState().isSessionOver).toBe(true);
    expect(sessionStorage.getItem(STORAGE_KEYS.refreshing)).toBeTruthy();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows the session-over overlay when the page has reloaded already', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    sessionStorage.setItem(STORAGE_KEYS.refreshing, 'true');
    serve();
    signInWith(makeToken({ roles: ['Superadmin'], expiresIn: RENDER_LIFETIME_S }));
    const app = renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    letTokenExpire();
    await nextCheck();
    const dialog = await screen.findByRole('dialog', { name: 'Your session has ended' });
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Refresh' }));
    await waitFor(() => expect(app.location()).toMatch(/^\/signin/));
    expect(dialog).not.toBeInTheDocument();
  });

  it('does not reload on the local test host (D12)', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    vi.spyOn(browser, 'isLocalTestHost').mockReturnValue(true);
    serve();
    signInWith(makeToken({ roles: ['Superadmin'], expiresIn: RENDER_LIFETIME_S }));
    renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    letTokenExpire();
    await nextCheck();
    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('signs the user out when a refreshed token says the account has no access (acs false)', async () => {
    const api = serve({
      'POST /api/auth/refresh': { body: { token: makeToken({ roles: ['Superadmin'], acs: 'false' }) } },
    });
    signInWith(makeToken({ roles: ['Superadmin'], expiresIn: RENDER_LIFETIME_S }));
    const app = renderApp('/home');
    await screen.findByRole('heading', { level: 1 });
    letTokenNearExpiry();
    await nextCheck();
    await waitFor(() => expect(app.location()).toBe('/signin'));
    expect(api.calls('DELETE', '/api/auth')).toHaveLength(1);
    expect(useAuthStore.getState().token).toBeNull();
  });

  it('makes the empty-token call on /signin instead of refreshing', async () => {
    const api = serve();
    renderApp('/signin');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(api.calls('GET', '/api/auth/emptytoken')).toHaveLength(1));
    await nextCheck();
    expect(api.calls('POST', '/api/auth/refresh')).toHaveLength(0);
  });

  it('marks the session over when a page call answers 401', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    sessionStorage.setItem(STORAGE_KEYS.refreshing, 'true');
    serve({ 'GET /api/tenants': { status: 401, body: { error: 'You need to sign in to do this.' } } });
    signInWith(makeToken({ roles: ['Superadmin'] }));
    renderApp('/tenants');
    expect(await screen.findByRole('dialog', { name: 'Your session has ended' })).toBeInTheDocument();
  });
});
