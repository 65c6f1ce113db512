import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_CACHE_NAME } from '../../lib/pwa/cache-names.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { fakeApi } from '../../test/fake-api.ts';
import { config, currentUser, SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeToken } from '../../test/tokens.ts';

describe('while impersonating (spec 2, Sidebar)', () => {
  it('offers Stop impersonating instead of Logout, and returns to the Superadmin', async () => {
    const superadminToken = makeToken({ roles: ['Superadmin'], name: 'Sam Super' });
    const api = fakeApi({
      'GET /api/config': { body: config() },
      'GET /api/auth/me': ({ headers }) => ({
        body: headers.get('Authorization')?.includes(superadminToken)
          ? currentUser(['Superadmin'], [], { displayName: 'Sam Super' })
          : currentUser(['User'], ['football'], { displayName: 'Alex Agent' }),
      }),
      'DELETE /api/auth/impersonate': { body: { token: superadminToken } },
    });
    useAuthStore.setState({
      token: makeToken({ roles: ['User'], name: 'Alex Agent', impersonator: 'superadmin-id' }),
    });
    const app = renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await screen.findByText('Viewing as Alex Agent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe(superadminToken));
    expect(api.calls('DELETE', '/api/auth/impersonate')).toHaveLength(1);
    await waitFor(() => expect(app.location()).toBe('/profile'));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav).toBeInTheDocument();
  });

  it('stopping on a sport page goes home, not to Unauthorized (spec 4; issue 26, item 7)', async () => {
    const superadminToken = makeToken({ roles: ['Superadmin'], name: 'Sam Super' });
    fakeApi({
      'GET /api/config': { body: config() },
      'GET /api/auth/me': ({ headers }) => ({
        body: headers.get('Authorization')?.includes(superadminToken)
          ? currentUser(['Superadmin'], [], { displayName: 'Sam Super' })
          : currentUser(['User'], ['football'], { displayName: 'Alex Agent' }),
      }),
      'DELETE /api/auth/impersonate': { body: { token: superadminToken } },
    });
    useAuthStore.setState({
      token: makeToken({
        roles: ['User'],
        tenantIds: [SPORTS.football.id],
        name: 'Alex Agent',
        impersonator: 'superadmin-id',
      }),
    });
    const app = renderApp(`/noneedregistered/${SPORTS.football.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe(superadminToken));
    await waitFor(() => expect(app.location()).toBe('/profile'));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unauthorized' })).not.toBeInTheDocument();
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it("stopping drops the service worker's cached API answers of the impersonated user (issue 15)", async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { keys: async () => [API_CACHE_NAME], delete: remove });
    const superadminToken = makeToken({ roles: ['Superadmin'], name: 'Sam Super' });
    fakeApi({
      'GET /api/config': { body: config() },
      'GET /api/auth/me': { body: currentUser(['User'], ['football'], { displayName: 'Alex Agent' }) },
      'DELETE /api/auth/impersonate': { body: { token: superadminToken } },
    });
    useAuthStore.setState({
      token: makeToken({ roles: ['User'], name: 'Alex Agent', impersonator: 'superadmin-id' }),
    });
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(API_CACHE_NAME));
  });
});
