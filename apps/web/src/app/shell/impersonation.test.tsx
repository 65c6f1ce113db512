import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { API_CACHE_NAME } from '../../lib/pwa/cache-names.ts';
import { useAuthStore } from '../../lib/session/auth-store.ts';
import { signedInApi } from '../../test/api-presets.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { currentUser, SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeToken } from '../../test/tokens.ts';

const SUPERADMIN_TOKEN = makeToken({ roles: ['Superadmin'], name: 'Sam Super' });

/**
 * Alex Agent, a User of Football, as a Superadmin impersonates them with `token`; stopping hands
 * back the Superadmin's token. `routes` win, e.g. a `GET /api/auth/me` that follows the token.
 */
function impersonate(token: string, routes: FakeRoutes = {}) {
  return signedInApi({
    roles: ['User'],
    sports: ['football'],
    me: { displayName: 'Alex Agent' },
    token,
    routes: { 'DELETE /api/auth/impersonate': { body: { token: SUPERADMIN_TOKEN } }, ...routes },
  });
}

/** `GET /api/auth/me` as the API answers it: about the Superadmin once their token is back. */
const meFollowsToken: FakeRoutes = {
  'GET /api/auth/me': ({ headers }) => ({
    body: headers.get('Authorization')?.includes(SUPERADMIN_TOKEN)
      ? currentUser(['Superadmin'], [], { displayName: 'Sam Super' })
      : currentUser(['User'], ['football'], { displayName: 'Alex Agent' }),
  }),
};

describe('while impersonating (spec 2, Sidebar)', () => {
  it('offers Stop impersonating instead of Logout, and returns to the Superadmin', async () => {
    const api = impersonate(
      makeToken({ roles: ['User'], name: 'Alex Agent', impersonator: 'superadmin-id' }),
      meFollowsToken,
    );
    const app = renderApp('/home');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await screen.findByText('Viewing as Alex Agent')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Logout' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe(SUPERADMIN_TOKEN));
    expect(api.calls('DELETE', '/api/auth/impersonate')).toHaveLength(1);
    await waitFor(() => expect(app.location()).toBe('/profile'));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(nav).toBeInTheDocument();
  });

  it('stopping on a sport page goes home, not to Unauthorized (spec 4; issue 26, item 7)', async () => {
    impersonate(
      makeToken({
        roles: ['User'],
        tenantIds: [SPORTS.football.id],
        name: 'Alex Agent',
        impersonator: 'superadmin-id',
      }),
      meFollowsToken,
    );
    const app = renderApp(`/noneedregistered/${SPORTS.football.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(useAuthStore.getState().token).toBe(SUPERADMIN_TOKEN));
    await waitFor(() => expect(app.location()).toBe('/profile'));
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unauthorized' })).not.toBeInTheDocument();
    expect(app.router.state.historyAction).toBe('REPLACE');
  });

  it("stopping drops the service worker's cached API answers of the impersonated user (issue 15)", async () => {
    const remove = vi.fn(async () => true);
    vi.stubGlobal('caches', { keys: async () => [API_CACHE_NAME], delete: remove });
    impersonate(makeToken({ roles: ['User'], name: 'Alex Agent', impersonator: 'superadmin-id' }));
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Stop impersonating' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(API_CACHE_NAME));
  });
});
