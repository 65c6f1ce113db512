import { screen, waitFor } from '@testing-library/react';
import { MESSAGES, STORAGE_KEYS } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { useInterfaceStore } from '../../lib/interface-store.ts';
import { signingInApi } from '../../test/api-presets.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { makeToken } from '../../test/tokens.ts';

const PROVIDER_URL = 'https://login.example.test/authorize?client_id=transferdesk&state=abc';

/** The API of a server with a provider configured, unless `singleSignOn` says it has none. */
function serve(routes: FakeRoutes = {}, singleSignOn = true) {
  return signingInApi({
    roles: ['User'],
    sports: ['football', 'icehockey'],
    config: { singleSignOn },
    routes: { 'GET /api/auth/emptytoken': { body: { token: '' } }, ...routes },
  });
}

describe('single sign-on (D31)', () => {
  it('offers the link the server built on the sign-in page', async () => {
    serve({
      'GET /api/auth/office': {
        body: { clientId: 'transferdesk', scope: 'openid profile email', url: PROVIDER_URL },
      },
    });
    renderApp('/signin');
    const link = await screen.findByRole('link', { name: 'Sign in with single sign-on' });
    expect(link).toHaveAttribute('href', PROVIDER_URL);
  });

  it('shows no link, and asks nothing of /auth/office, where no provider is configured', async () => {
    const api = serve(
      { 'GET /api/auth/office': { status: 404, body: { error: MESSAGES.singleSignOnNotConfigured } } },
      false,
    );
    renderApp('/signin');
    await screen.findByRole('button', { name: 'Sign in' });
    await waitFor(() => expect(api.calls('GET', '/api/config')).toHaveLength(1));
    // Another round of the event loop: a query started by the answer would have been sent by now.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(api.calls('GET', '/api/auth/office')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Sign in with single sign-on' })).not.toBeInTheDocument();
  });

  it('says on /office365auth that single sign-on is not set up, without blaming a provider or sending the code', async () => {
    localStorage.setItem('someCachedList', '[1,2,3]');
    const api = serve({}, false);
    renderApp('/office365auth?code=c&state=s');
    expect(
      await screen.findByText(
        'Single sign-on is not set up for this application. Sign in with your e-mail and password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByText(MESSAGES.singleSignOnFailed)).not.toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/office')).toHaveLength(0);
    expect(localStorage.getItem('someCachedList')).toBe('[1,2,3]');
  });

  it('says the same when the server answers that no provider is configured', async () => {
    serve({
      'POST /api/auth/office': { status: 404, body: { error: MESSAGES.singleSignOnNotConfigured } },
    });
    const app = renderApp('/office365auth?code=c&state=s');
    expect(await screen.findByText(/Single sign-on is not set up for this application/)).toBeInTheDocument();
    expect(app.location()).toMatch(/^\/office365auth\?/);
    expect(screen.queryByText(MESSAGES.singleSignOnFailed)).not.toBeInTheDocument();
  });

  it("posts the provider's code, state and issuer once and opens the requirements of the sport last worked in", async () => {
    const token = makeToken({ roles: ['User'], tenantIds: [SPORTS.football.id, SPORTS.icehockey.id] });
    const api = serve({ 'POST /api/auth/office': { body: { token } } });
    // Issue 26, item 3: the sport on record in this browser, not the first one.
    useInterfaceStore.setState({ currentTenantId: SPORTS.icehockey.id });
    const app = renderApp(
      '/office365auth?code=the-code&state=the-state&iss=https%3A%2F%2Flogin.example.test',
    );
    await waitFor(() => expect(app.location()).toBe(`/requirements/${SPORTS.icehockey.id}`));
    const calls = api.calls('POST', '/api/auth/office');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual({
      code: 'the-code',
      state: 'the-state',
      iss: 'https://login.example.test',
    });
  });

  it('opens the first sport by name when none is on record', async () => {
    const token = makeToken({ roles: ['User'], tenantIds: [SPORTS.football.id, SPORTS.icehockey.id] });
    serve({ 'POST /api/auth/office': { body: { token } } });
    const app = renderApp('/office365auth?code=c&state=s');
    await waitFor(() => expect(app.location()).toBe(`/requirements/${SPORTS.football.id}`));
  });

  it('opens the profile for a user without sports', async () => {
    const token = makeToken({ roles: ['User'], tenantIds: [] });
    serve({ 'POST /api/auth/office': { body: { token } } });
    const app = renderApp('/office365auth?code=c&state=s');
    await waitFor(() => expect(app.location()).toBe('/profile'));
  });

  it('on a refusal clears the browser stores and says on the sign-in page why and what to do', async () => {
    localStorage.setItem('someCachedList', '[1,2,3]');
    sessionStorage.setItem('anything', 'x');
    localStorage.setItem(STORAGE_KEYS.interface, '{"state":{}}');
    serve({
      'POST /api/auth/office': {
        status: 401,
        body: { error: MESSAGES.singleSignOnNoAccount, errors: ['a detail for the administrator'] },
      },
    });
    const app = renderApp('/office365auth?code=c&state=s');
    await waitFor(() => expect(app.location()).toMatch(/^\/signin\//));
    expect(await screen.findByText(MESSAGES.singleSignOnNoAccount)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.singleSignOnFailed)).toBeInTheDocument();
    expect(screen.queryByText(/a detail for the administrator/)).not.toBeInTheDocument();
    expect(localStorage.getItem('someCachedList')).toBeNull();
    expect(sessionStorage.getItem('anything')).toBeNull();
  });

  it("shows the provider's own refusal without calling the API", async () => {
    const api = serve();
    const app = renderApp('/office365auth?error=access_denied&error_description=The%20user%20cancelled');
    await waitFor(() => expect(app.location()).toMatch(/^\/signin\//));
    expect(await screen.findByText('The user cancelled')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.singleSignOnFailed)).toBeInTheDocument();
    expect(api.calls('POST', '/api/auth/office')).toHaveLength(0);
  });
});
