import { screen, within } from '@testing-library/react';
import { ERASED_CONTACT_NAME, ERASED_PLAYER_NAME } from '@transferdesk/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { ANDERS, engineMatch, JONAS } from '../features/matches/testing/engine-fixtures.ts';
import { board, pitch } from '../features/pitches/testing/pitch-fixtures.ts';
import { FILTER_ROUTES } from '../features/pitches/testing/pitch-page.ts';
import { changeLocale } from '../lib/i18n.ts';
import { sportApi } from '../test/api-presets.ts';
import { page } from '../test/factories.ts';
import { SPORTS } from '../test/fixtures.ts';
import { renderApp } from '../test/render-app.tsx';

/**
 * D48: wherever a pitch or a match version names an erased person, the page says "Erased player"
 * ("Erased contact") in the reader's language: from `erasedAt` where the payload has it, and from a
 * blank name where it does not (a kept person always has a name).
 */

const FOOTBALL = SPORTS.football.id;
const ERASED_AT = '2026-11-26T14:02:00.000Z';

/** As the API names an erased person in a pitch: the English placeholder, and when. */
const ERASED_PITCH = pitch({
  player: { id: crypto.randomUUID(), firstName: ERASED_PLAYER_NAME, lastName: '', erasedAt: ERASED_AT },
  contact: {
    id: crypto.randomUUID(),
    firstName: ERASED_CONTACT_NAME,
    lastName: '',
    email: '',
    erasedAt: ERASED_AT,
  },
});
/** A payload without `erasedAt`: the blank name alone says it. */
const BLANK_PITCH = pitch({ player: { id: crypto.randomUUID(), firstName: '', lastName: '' } });

function servePitches() {
  sportApi(['football'], {
    'GET /api/pitches/board': { body: board([ERASED_PITCH, BLANK_PITCH]) },
    'GET /api/pitches': { body: page([ERASED_PITCH, BLANK_PITCH]) },
    'GET /api/pitches/today': { body: [] },
    ...FILTER_ROUTES,
  })(['User']);
}

/** Jonas erased after the version was made: the stored version names him as the API rewrote it. */
const MATCH = (() => {
  const version = engineMatch([JONAS, ANDERS]);
  const row = version.contactMatches.find((candidate) => candidate.contactId === JONAS.id);
  if (!row) throw new Error('Jonas is no candidate');
  row.contact = { ...row.contact, firstName: ERASED_PLAYER_NAME, lastName: '', erasedAt: ERASED_AT };
  return version;
})();

function serveMatch() {
  sportApi(['football'], {
    [`GET /api/matches/${MATCH.id}`]: { body: MATCH },
    [`GET /api/matches/${MATCH.id}/dates`]: { body: [{ id: MATCH.id, createdAt: MATCH.createdAt }] },
  })(['TenantAdmin']);
}

const candidateNames = () =>
  within(screen.getByRole('region', { name: 'Candidates' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

afterEach(async () => {
  await changeLocale('en-gb');
});

describe('erased people in pitches and match versions (D48)', () => {
  it('names them "Erased player" and "Erased contact" in the pitch list', async () => {
    servePitches();
    renderApp(`/pitches/${FOOTBALL}?view=list`);
    const table = within(await screen.findByRole('table', { name: 'Pitches' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const [erased, blank] = rows.map((row) => within(row));
    expect(erased?.getByRole('link', { name: 'Erased player' })).toBeInTheDocument();
    expect(erased?.getByText('Erased contact')).toBeInTheDocument();
    expect(blank?.getByRole('link', { name: 'Erased player' })).toBeInTheDocument();
  });

  it('names them in Danish for a Danish reader', async () => {
    await changeLocale('da');
    servePitches();
    renderApp(`/pitches/${FOOTBALL}?view=list`);
    const table = within(await screen.findByRole('table', { name: 'Præsentationer' }));
    expect(table.getAllByRole('link', { name: 'Slettet spiller' })).toHaveLength(2);
    expect(table.getByText('Slettet kontakt')).toBeInTheDocument();
  });

  it('shows an erased candidate as "Erased player" in the match\'s results', async () => {
    serveMatch();
    renderApp(`/matches/${MATCH.id}`);
    await screen.findByRole('region', { name: 'Candidates' });
    const names = candidateNames();
    expect(names).toContain('Erased player');
    expect(names).toContain('Anders Berg');
  });
});
