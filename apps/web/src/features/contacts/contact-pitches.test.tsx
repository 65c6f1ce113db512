import { screen, within } from '@testing-library/react';
import type { Pitch } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { sportApi } from '../../test/api-presets.ts';
import { contact, page } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { pitch } from '../../test/pitch-factory.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 29 on a club contact's pages: the players pitched to them. */

const FOOTBALL = SPORTS.football.id;
const METTE = contact({ firstName: 'Mette', lastName: 'Lund' });
const TO_METTE = { id: METTE.id, firstName: 'Mette', lastName: 'Lund', email: '' };
const KASPER = pitch({ contact: TO_METTE });
const JONAS = pitch({
  contact: TO_METTE,
  player: { id: crypto.randomUUID(), firstName: 'Jonas', lastName: 'Holm' },
  stage: 'opened',
  daysInStage: 0,
  answer: null,
  answerMessage: '',
  opens: 5,
  updatedAt: '2026-05-06T09:00:00.000Z',
});

const serve = (pitches: Pitch[]) =>
  sportApi(['football'], {
    [`GET /api/contacts/${METTE.id}`]: { body: METTE },
    'GET /api/unauthorised/OnWhomClickedFull/:tenantId/:id': { body: [] },
    'GET /api/clubs/forSearch': { body: [] },
    'GET /api/pitches': { body: page(pitches, { perPage: 100 }) },
  })(['TenantAdmin']);

describe('the Pitches section of a contact', () => {
  it.each([
    ['info page', `/contact-info/${FOOTBALL}/${METTE.id}`],
    ['edit page', `/contacts/${FOOTBALL}/${METTE.id}`],
  ])('lists the players pitched to the contact on the %s', async (_, path) => {
    const api = serve([JONAS, KASPER]);
    renderApp(path);
    const region = within(await screen.findByRole('region', { name: 'Pitches' }));
    const table = within(await region.findByRole('table', { name: 'Pitches' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Player',
      'Stage',
      'Days in stage',
      'Answer',
      'Opens',
      'Last update',
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
      ['Jonas Holm', 'Opened', '0 days', '-', '5', '6 May 2026'],
      ['Kasper Dolberg', 'Feedback', '3 days', 'InterestedCan he start in July?', '2', '2 May 2026'],
    ]);
    expect(table.getByRole('link', { name: 'Kasper Dolberg' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/${KASPER.player.id}`,
    );
    expect(Object.fromEntries(api.calls('GET', '/api/pitches')[0]?.query ?? [])).toEqual({
      tenantId: FOOTBALL,
      contactId: METTE.id,
      take: '100',
      page: '1',
    });
  });

  it('says so when no player was pitched to the contact yet', async () => {
    serve([]);
    renderApp(`/contact-info/${FOOTBALL}/${METTE.id}`);
    const region = within(await screen.findByRole('region', { name: 'Pitches' }));
    expect(await region.findByText('No players pitched to this contact yet')).toBeInTheDocument();
  });

  it('says when the pitches could not be loaded, and keeps the page', async () => {
    sportApi(['football'], {
      [`GET /api/contacts/${METTE.id}`]: { body: METTE },
      'GET /api/unauthorised/OnWhomClickedFull/:tenantId/:id': { body: [] },
      'GET /api/pitches': { status: 403, body: { error: 'Forbidden' } },
    })(['TenantAdmin']);
    renderApp(`/contact-info/${FOOTBALL}/${METTE.id}`);
    const region = within(await screen.findByRole('region', { name: 'Pitches' }));
    expect(await region.findByText('The pitches could not be loaded')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Mette Lund', level: 1 })).toBeInTheDocument();
  });
});
