import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MATCH_MESSAGES, type MatchDate } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { STORED_MATCH_KEY } from '../../lib/stored-match.ts';
import enGb from '../../locales/en-gb.json';
import { sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { page, transfer, valuta } from '../../test/factories.ts';
import { renderApp } from '../../test/render-app.tsx';
import { formatMatchDate } from './components/match-format.ts';
import {
  ANDERS,
  CONTACT_ID,
  ENGINE_REQUIREMENT,
  engineMatch,
  FOOTBALL,
  JONAS,
  MIKKEL,
  REQUIREMENT,
} from './testing/engine-fixtures.ts';

/**
 * The match page's own behaviour (versions, choosing, sending, notes) on versions the real engine
 * made; the sentences, counts and near misses are match-reasons.test.tsx's.
 */

const WINDOW = transfer({ id: REQUIREMENT.transferId, name: 'Summer 2026', years: '2026-2027' });
const EUR = valuta({ name: 'EUR' });

const LATEST = engineMatch([JONAS, ANDERS]);
// Out of order on purpose: the page shows them by rank.
LATEST.contactMatches.reverse();
/** A version made when Mikkel's demand was within a larger budget. */
const EARLIER = engineMatch([MIKKEL], {
  asked: { ...ENGINE_REQUIREMENT, maxNetto: 1_000_000 },
  overrides: { createdAt: '2026-05-03T08:05:00.000Z' },
});
const SENT = (() => {
  const version = engineMatch([JONAS, ANDERS], {
    overrides: { createdAt: '2026-05-01T07:00:00.000Z', sent: true },
  });
  const [first] = version.contactMatches;
  if (first) Object.assign(first, { hasBeenSent: true, sentToACMatch: true, isForEmail: true });
  return version;
})();
const DATES: MatchDate[] = [LATEST, EARLIER, SENT].map(({ id, createdAt }) => ({ id, createdAt }));

const serve = sportApi(['football'], {
  ...Object.fromEntries(
    [LATEST, EARLIER, SENT].flatMap((version) => [
      [`GET /api/matches/${version.id}`, { body: version }],
      [`GET /api/matches/${version.id}/dates`, { body: DATES }],
    ]),
  ),
});

/** The candidates' names in the order the page shows them. */
const candidateNames = () =>
  within(screen.getByRole('region', { name: 'Candidates' }))
    .getAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);

describe('match page', () => {
  it('shows the current match, the requirement and the candidates by rank with marks and reasons', async () => {
    serve(['TenantAdmin']);
    renderApp(`/matches/${LATEST.id}`);
    const current = within(await screen.findByRole('region', { name: /Current Match/ }));
    expect(current.getByText('Brøndby IF')).toBeInTheDocument();
    expect(current.getByRole('link', { name: 'Mette Lund' })).toHaveAttribute(
      'href',
      `/contacts/${FOOTBALL}/${CONTACT_ID}`,
    );
    expect(
      within(current.getByRole('list', { name: 'Searched positions' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Left back', 'Right back']);
    expect(current.getByText('2026-2027')).toBeInTheDocument();
    expect(current.getByText('overlaps').tagName).toBe('STRONG');
    expect(current.getByText('2 May 2026')).toBeInTheDocument();
    expect(current.getByRole('combobox', { name: 'Created at' })).toHaveValue(
      formatMatchDate(LATEST.createdAt),
    );

    expect(screen.getByText('2 players meet the requirement · 0 chosen')).toBeInTheDocument();
    expect(candidateNames()).toEqual(['Jonas Holm', 'Anders Berg']);
    const jonas = await findCard('Jonas Holm');
    expect(jonas.getByLabelText('Rank 1')).toBeInTheDocument();
    expect(jonas.getByText('Mandate')).toBeInTheDocument();
    expect(jonas.getByRole('link', { name: 'Jonas Holm' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/${JONAS.id}`,
    );
    expect(jonas.getByText('Vejle BK')).toBeInTheDocument();
    expect(jonas.getByText('Denmark, Sweden')).toBeInTheDocument();
    expect(jonas.getByText('183 cm')).toBeInTheDocument();
    expect(jonas.getByText('60,000 EUR')).toBeInTheDocument();
    expect(jonas.getByText('500,000 EUR')).toBeInTheDocument();
    expect(jonas.getByText('8.75')).toBeInTheDocument();
    expect(jonas.getByRole('progressbar', { name: 'Contract' })).toHaveAttribute('aria-valuenow', '8');
    expect(jonas.getByRole('progressbar', { name: 'Personal' })).toHaveAttribute('aria-valuenow', '10');
    expect(jonas.getByRole('progressbar', { name: 'Player plan' })).toHaveAttribute('aria-valuenow', '9');
    await userEvent.click(jonas.getByRole('button', { name: 'Why these marks Jonas Holm' }));
    expect(await jonas.findByText("Superliga is among the player's priority leagues")).toBeVisible();
    expect(
      jonas.getByText('Minimum net salary 60,000 EUR = 447,600 DKK at 7.46 is 49% of the 900,000 DKK budget'),
    ).toBeInTheDocument();

    const anders = await findCard('Anders Berg');
    expect(anders.getByText('5.75')).toBeInTheDocument();
    expect(anders.getByRole('progressbar', { name: 'Contract' })).toHaveAttribute('aria-valuenow', '3');
    expect(anders.queryByText('Mandate')).not.toBeInTheDocument();
  });

  it('shows a User the contact without a link to the TenantAdmins’ contact page', async () => {
    serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    const current = within(await screen.findByRole('region', { name: /Current Match/ }));
    expect(current.getByText('Mette Lund')).toBeInTheDocument();
    expect(current.queryByRole('link', { name: 'Mette Lund' })).not.toBeInTheDocument();
  });

  it('toggles a candidate in and out of the choice', async () => {
    serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    const jonas = await findCard('Jonas Holm');
    const choose = jonas.getByRole('switch', { name: 'Choose Jonas Holm' });
    expect(choose).not.toBeChecked();
    expect(choose).toBeEnabled();
    await userEvent.click(choose);
    expect(choose).toBeChecked();
    expect(screen.getByText('2 players meet the requirement · 1 chosen')).toBeInTheDocument();
    await userEvent.click(choose);
    expect(choose).not.toBeChecked();
    expect(screen.getByText('2 players meet the requirement · 0 chosen')).toBeInTheDocument();
  });

  it('says that no contacts are chosen, without asking the API, when nothing is chosen', async () => {
    const api = serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send matches' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(MATCH_MESSAGES.noContactsTitle)).toBeInTheDocument();
    expect(within(alert).getByText(MATCH_MESSAGES.noContacts)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(api.calls('PUT', '/api/matches')).toHaveLength(0);
  });

  // Sending by e-mail (its dialog) and Copy Link (the clipboard) are match-send.test.tsx's.

  it('shows a sent version’s links to copy instead of the buttons; sent rows stay on and locked', async () => {
    const user = userEvent.setup();
    serve(['User']);
    renderApp(`/matches/${SENT.id}`);
    const jonas = await findCard('Jonas Holm');
    const sentSwitch = jonas.getByRole('switch', { name: 'Choose Jonas Holm' });
    expect(sentSwitch).toBeChecked();
    expect(sentSwitch).toBeDisabled();
    expect(jonas.getByText('Sent by e-mail')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send matches' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copy Link' })).not.toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Sent players' });
    expect(box).toHaveAttribute('readonly');
    // Only the rows that were sent, each with the full address of its CV link (D15).
    expect(box).toHaveValue(`Jonas Holm: ${window.location.origin}/${SENT.contactMatches[0]?.cvLink}`);
    await user.click(screen.getByRole('button', { name: 'Copy to clipboard' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
  });

  it('switches versions with the created-at selector and keeps the choice', async () => {
    serve(['User']);
    const app = renderApp(`/matches/${LATEST.id}`);
    await findCard('Jonas Holm');
    const selector = screen.getByRole('combobox', { name: 'Created at' });
    await userEvent.click(selector);
    const options = within(await screen.findByRole('listbox', { name: 'Created at' }));
    expect(options.getAllByRole('option').map((option) => option.textContent)).toEqual(
      DATES.map((date) => formatMatchDate(date.createdAt)),
    );
    await userEvent.click(options.getByRole('option', { name: formatMatchDate(EARLIER.createdAt) }));
    await waitFor(() =>
      expect(app.location()).toBe(`/matches/${LATEST.id}/${encodeURIComponent(EARLIER.createdAt)}`),
    );
    expect(await findCard('Mikkel Hansen')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Jonas Holm' })).not.toBeInTheDocument();
    expect(localStorage.getItem(STORED_MATCH_KEY)).toBe(EARLIER.id);
  });

  it('opens the version created at the time in the address', async () => {
    serve(['User']);
    renderApp(`/matches/${LATEST.id}/${encodeURIComponent(SENT.createdAt)}`);
    expect(await screen.findByRole('textbox', { name: 'Sent players' })).toBeInTheDocument();
  });

  it('loads the stored match first when it is a version of the same requirement', async () => {
    localStorage.setItem(STORED_MATCH_KEY, EARLIER.id);
    serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    expect(await findCard('Mikkel Hansen')).toBeTruthy();
  });

  it('ignores a stored match of another requirement', async () => {
    localStorage.setItem(STORED_MATCH_KEY, crypto.randomUUID());
    serve(['User']);
    renderApp(`/matches/${LATEST.id}`);
    expect(await findCard('Jonas Holm')).toBeTruthy();
  });

  it('shows the not-found page for a match of another sport', async () => {
    serve(['User']);
    renderApp(`/matches/${crypto.randomUUID()}`);
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 1 })).toBeInTheDocument();
  });

  it('saves the version’s notes', async () => {
    const api = serve(['User'], {
      [`PATCH /api/matches/${LATEST.id}`]: (request) => ({
        body: { ...LATEST, ...(request.body as object) },
      }),
    });
    renderApp(`/matches/${LATEST.id}`);
    await userEvent.type(await screen.findByRole('textbox', { name: /Notes/ }), 'Call Mette on Friday');
    await userEvent.click(screen.getByRole('button', { name: 'Save notes' }));
    await waitFor(() =>
      expect(api.calls('PATCH', `/api/matches/${LATEST.id}`)[0]?.body).toEqual({
        notes: 'Call Mette on Friday',
      }),
    );
    expect(await screen.findByText('Notes saved')).toBeInTheDocument();
  });

  it('shows the spec’s match messages word for word in English', () => {
    expect(enGb.matches.messages).toEqual(MATCH_MESSAGES);
  });
});

describe('requirements and their matches', () => {
  const serveList = (routes = {}) =>
    serve(['User'], {
      'POST /api/requirements/filter': { body: page([REQUIREMENT]) },
      [`GET /api/requirements/${REQUIREMENT.id}`]: { body: REQUIREMENT },
      'GET /api/transfers': { body: page([WINDOW]) },
      'GET /api/clubs/forSearch': { body: [] },
      'GET /api/positions': { body: page([]) },
      'GET /api/playerlevels': { body: page([]) },
      'GET /api/contractStatuses': { body: page([]) },
      'GET /api/valutas': { body: page([EUR]) },
      'GET /api/countries/forSearch': { body: [] },
      ...routes,
    });

  it('Matching creates a version, keeps it as the stored match and opens it', async () => {
    const api = serveList({ 'POST /api/matches': { status: 201, body: { id: LATEST.id } } });
    const app = renderApp(`/requirements/${FOOTBALL}`);
    const card = await findCard('Brøndby IF');
    await userEvent.click(card.getByRole('button', { name: 'Matching Brøndby IF' }));
    await waitFor(() => expect(app.location()).toBe(`/matches/${LATEST.id}`));
    expect(api.calls('POST', '/api/matches')[0]?.body).toEqual({ requirementId: REQUIREMENT.id });
    expect(localStorage.getItem(STORED_MATCH_KEY)).toBe(LATEST.id);
    expect(await findCard('Jonas Holm')).toBeTruthy();
  });

  it('Show results opens the latest version', async () => {
    localStorage.setItem(STORED_MATCH_KEY, SENT.id);
    serveList({ [`GET /api/requirements/${REQUIREMENT.id}/latestMatch`]: { body: { id: LATEST.id } } });
    const app = renderApp(`/requirements/${FOOTBALL}`);
    const card = await findCard('Brøndby IF');
    await userEvent.click(card.getByRole('button', { name: 'Show results (2) Brøndby IF' }));
    await waitFor(() => expect(app.location()).toBe(`/matches/${LATEST.id}`));
    expect(localStorage.getItem(STORED_MATCH_KEY)).toBe(LATEST.id);
    expect(await findCard('Jonas Holm')).toBeTruthy();
  });

  it('viewing a requirement clears the stored match', async () => {
    localStorage.setItem(STORED_MATCH_KEY, LATEST.id);
    serveList();
    renderApp(`/requirements/info/${FOOTBALL}/${REQUIREMENT.id}`);
    expect(await screen.findByRole('heading', { name: 'Requirement Info', level: 1 })).toBeInTheDocument();
    expect(localStorage.getItem(STORED_MATCH_KEY)).toBeNull();
  });
});
