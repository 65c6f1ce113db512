import { screen, within } from '@testing-library/react';
import type { Pitch } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { sportApi } from '../../test/api-presets.ts';
import { contact, page, requirement } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { pitch } from '../../test/pitch-factory.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 29 on Requirement Info: the players sent for the requirement. */

const FOOTBALL = SPORTS.football.id;
const METTE = contact({ firstName: 'Mette', lastName: 'Lund' });
const WANTED = requirement({}, { contact: METTE });
const FOR_WANTED = {
  id: WANTED.id,
  transfer: { id: WANTED.transferId, name: 'Summer 2026' },
  positions: ['Striker'],
};
const KASPER = pitch({ requirement: FOR_WANTED });
const JONAS = pitch({
  requirement: FOR_WANTED,
  player: { id: crypto.randomUUID(), firstName: 'Jonas', lastName: 'Holm' },
  stage: 'in talks',
  daysInStage: 12,
  answer: 'notNow',
  answerMessage: '',
  opens: 1,
});

const serve = (pitches: Pitch[]) =>
  sportApi(['football'], {
    [`GET /api/requirements/${WANTED.id}`]: { body: WANTED },
    'GET /api/pitches': { body: page(pitches, { perPage: 100 }) },
  })(['User']);

describe('the Pitches section of Requirement Info', () => {
  it('lists the players sent for it: player, contact, stage, days in stage, answer, opens', async () => {
    const api = serve([JONAS, KASPER]);
    renderApp(`/requirements/info/${FOOTBALL}/${WANTED.id}`);
    const region = within(await screen.findByRole('region', { name: 'Pitches' }));
    const table = within(await region.findByRole('table', { name: 'Pitches' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Player',
      'Contact',
      'Stage',
      'Days in stage',
      'Answer',
      'Opens',
    ]);
    expect(
      table
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['Jonas Holm', 'Mette Lund', 'In talks', '12 days', 'Not now', '1'],
      ['Kasper Dolberg', 'Mette Lund', 'Feedback', '3 days', 'InterestedCan he start in July?', '2'],
    ]);
    expect(table.getByRole('link', { name: 'Jonas Holm' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/${JONAS.player.id}`,
    );
    expect(Object.fromEntries(api.calls('GET', '/api/pitches')[0]?.query ?? [])).toEqual({
      tenantId: FOOTBALL,
      requirementId: WANTED.id,
      take: '100',
      page: '1',
    });
  });

  it('says so when no player was sent for it yet', async () => {
    serve([]);
    renderApp(`/requirements/info/${FOOTBALL}/${WANTED.id}`);
    const region = within(await screen.findByRole('region', { name: 'Pitches' }));
    expect(await region.findByText('No players sent for this requirement yet')).toBeInTheDocument();
  });

  it('says when only the latest pitches are listed', async () => {
    sportApi(['football'], {
      [`GET /api/requirements/${WANTED.id}`]: { body: WANTED },
      'GET /api/pitches': { body: page([KASPER], { perPage: 100, total: 140 }) },
    })(['User']);
    renderApp(`/requirements/info/${FOOTBALL}/${WANTED.id}`);
    const region = within(await screen.findByRole('region', { name: 'Pitches' }));
    expect(await region.findByText('The latest 1 of 140 pitches')).toBeInTheDocument();
  });
});
