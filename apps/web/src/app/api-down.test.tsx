import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { signedInApi } from '../test/api-presets.ts';
import { club, page } from '../test/factories.ts';
import { SPORTS } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

const FOOTBALL = SPORTS.football.id;
const BRONDBY = club({ name: 'Brøndby IF' });

afterEach(() => {
  vi.restoreAllMocks();
});

/** The clubs list behind an API that cannot be reached until `up` is set. */
function clubsApi() {
  const state = { up: false };
  const api = signedInApi({
    roles: ['TenantAdmin'],
    sports: ['football'],
    routes: {
      'GET /api/clubs': () => {
        if (!state.up) throw new TypeError('Failed to fetch');
        return { body: page([BRONDBY]) };
      },
    },
  });
  return { state, listCalls: () => api.calls('GET', '/api/clubs').length };
}

describe('a page whose API is down (issue 26, item 21)', () => {
  it('shows the error after the first failure, retries in the background and recovers', async () => {
    const { state, listCalls } = clubsApi();
    // The app's own client, with its retry rules (tests otherwise use one without retries).
    renderApp(`/clubs/${FOOTBALL}`, { queryClient: createQueryClient() });

    // At the first failure already: the retries (1 s, then 2 s later) no longer come before it.
    expect(await screen.findByText('Could not load the clubs')).toBeInTheDocument();
    expect(listCalls()).toBe(1);

    // The API is back: a retry in the background brings the list, and the error goes.
    state.up = true;
    expect(await screen.findByRole('heading', { name: 'Brøndby IF', level: 2 })).toBeInTheDocument();
    expect(screen.queryByText('Could not load the clubs')).not.toBeInTheDocument();
    expect(listCalls()).toBe(2);
  });

  it('keeps to two background retries while the API stays down', async () => {
    const { listCalls } = clubsApi();
    renderApp(`/clubs/${FOOTBALL}`, { queryClient: createQueryClient() });
    expect(await screen.findByText('Could not load the clubs')).toBeInTheDocument();
    await vi.waitFor(() => expect(listCalls()).toBe(3), { timeout: 5_000 });
    // Nothing more after the second retry (it would come 4 s later).
    await new Promise((resolve) => setTimeout(resolve, 4_500));
    expect(listCalls()).toBe(3);
    expect(screen.getByText('Could not load the clubs')).toBeInTheDocument();
  }, 20_000);
});
