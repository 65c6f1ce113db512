import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { sportApi } from '../../test/api-presets.ts';
import { page } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AGF, ANNA, board, pitch, REQUIREMENT_ID, REVIEW_TESTER, SUMMER } from './testing/pitch-fixtures.ts';
import { choose, column, FILTER_ROUTES, ME, queryOf, VEJLE } from './testing/pitch-page.ts';

/** Issue 29: the filters the board, the list and "Who to call today" share, kept in the address. */

const FOOTBALL = SPORTS.football.id;
const OPENED = pitch({ stage: 'opened' });
const SENT = pitch({
  stage: 'sent',
  player: { id: crypto.randomUUID(), firstName: 'Sofie', lastName: 'Holm' },
});

const serve = sportApi(['football'], {
  'GET /api/pitches/board': { body: board([OPENED, SENT], { sent: 30 }) },
  'GET /api/pitches': { body: page([SENT]) },
  ...FILTER_ROUTES,
});

describe('the pitches filters (issue 29)', () => {
  const PLAYER_ROUTE = {
    [`GET /api/players/${REVIEW_TESTER.id}`]: { body: { ...REVIEW_TESTER, club: null } },
  };

  it('sends the filters of the address to the API and shows them chosen', async () => {
    const api = serve(['TenantAdmin'], PLAYER_ROUTE);
    const filters = {
      agentId: ANNA.id,
      clubId: AGF.id,
      playerId: REVIEW_TESTER.id,
      requirementId: REQUIREMENT_ID,
      transferId: SUMMER.id,
    };
    const app = renderApp(`/pitches/${FOOTBALL}?${new URLSearchParams(filters)}`);
    await column('Opened');
    expect(queryOf(api.calls('GET', '/api/pitches/board')[0])).toEqual({ tenantId: FOOTBALL, ...filters });
    expect(await screen.findByRole('combobox', { name: 'Agent' })).toHaveValue('Anna Hansen');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Club' })).toHaveValue('AGF'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Player' })).toHaveValue('Review Tester'),
    );
    expect(screen.getByRole('combobox', { name: 'Transfer window' })).toHaveValue('Summer 2026');
    expect(screen.getByText('Showing the pitches of one requirement')).toBeInTheDocument();

    await choose('Club', 'Vejle BK');
    await waitFor(() =>
      expect(queryOf(api.calls('GET', '/api/pitches/board').at(-1))).toEqual({
        ...filters,
        tenantId: FOOTBALL,
        clubId: VEJLE.id,
      }),
    );
    expect(app.location()).toContain(`clubId=${VEJLE.id}`);

    await userEvent.click(screen.getByRole('button', { name: 'Show the pitches of every requirement' }));
    await waitFor(() =>
      expect(queryOf(api.calls('GET', '/api/pitches/board').at(-1))).not.toHaveProperty('requirementId'),
    );
  });

  it.each<Role>(['User', 'TenantAdmin'])(
    "offers a %s the sport's agents, himself first as Me, without listing the users",
    async (role) => {
      const api = serve([role]);
      renderApp(`/pitches/${FOOTBALL}`);
      await userEvent.click(await screen.findByRole('combobox', { name: 'Agent' }));
      const options = within(await screen.findByRole('listbox')).getAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual(['Me (Test Person)', 'Anna Hansen']);
      await userEvent.click(screen.getByRole('option', { name: 'Anna Hansen' }));
      await waitFor(() =>
        expect(queryOf(api.calls('GET', '/api/pitches/board').at(-1))).toHaveProperty('agentId', ANNA.id),
      );
      await choose('Agent', 'Me (Test Person)');
      await waitFor(() =>
        expect(queryOf(api.calls('GET', '/api/pitches/board').at(-1))).toHaveProperty('agentId', ME.id),
      );
      expect(api.calls('GET', '/api/pitches/agents').map(queryOf)).toEqual([{ tenantId: FOOTBALL }]);
      expect(api.calls('GET', '/api/users')).toHaveLength(0);
    },
  );

  it('names an agent of the address who is no longer among the active ones "Another agent"', async () => {
    const gone = crypto.randomUUID();
    const api = serve(['User']);
    renderApp(`/pitches/${FOOTBALL}?agentId=${gone}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Agent' })).toHaveValue('Another agent'));
    expect(queryOf(api.calls('GET', '/api/pitches/board')[0])).toHaveProperty('agentId', gone);
  });

  it('keeps the filters when the view changes, and opens the list of one stage from the board', async () => {
    const api = serve(['User'], {
      'GET /api/pitches/board': { body: board([SENT], { sent: 30 }) },
    });
    const app = renderApp(`/pitches/${FOOTBALL}?transferId=${SUMMER.id}`);
    await userEvent.click((await column('Sent')).getByRole('button', { name: 'Show all Sent in the list' }));
    await waitFor(() =>
      expect(queryOf(api.calls('GET', '/api/pitches').at(-1))).toMatchObject({
        stage: 'sent',
        transferId: SUMMER.id,
      }),
    );
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    expect(app.location()).toContain('view=list');
  });
});
