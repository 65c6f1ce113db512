import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cvLinkPath, fullName, type Match, type MatchDate } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { changeLocale } from '../../lib/i18n.ts';
import { sportApi } from '../../test/api-presets.ts';
import { findCard } from '../../test/cards.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ANDERS, engineMatch, JONAS } from './testing/engine-fixtures.ts';

/**
 * Sending a match (D19, D43; issue 26, items 4 and 5): 'Send matches' asks first, with "Send me a
 * copy"; 'Copy Link' puts the CV links on the clipboard, or shows them when there is none.
 */

const LATEST = engineMatch([JONAS, ANDERS]);
const DATES: MatchDate[] = [{ id: LATEST.id, createdAt: LATEST.createdAt }];
/** D15: a link copied without a recipient names `cv` instead of the club contact. */
const copiedLink = (row: Match['contactMatches'][number]) =>
  cvLinkPath('Football', fullName(row.contact), 'cv', row.contactId);
/** The version as the API answers it once `ids` are shared by Copy Link. */
const sharedVersion = (ids: string[]): Match => ({
  ...LATEST,
  sent: true,
  contactMatches: LATEST.contactMatches.map((row) =>
    ids.includes(row.contactId)
      ? { ...row, hasBeenSent: true, sentToACMatch: true, isForEmail: false, cvLink: copiedLink(row) }
      : row,
  ),
});
const serve = (routes = {}) =>
  sportApi(['football'], {
    [`GET /api/matches/${LATEST.id}`]: { body: LATEST },
    [`GET /api/matches/${LATEST.id}/dates`]: { body: DATES },
    ...routes,
  })(['User']);

/** The full address of the player's copied CV link (D15). */
const cvLinkOf = (contactId: string) => {
  const row = LATEST.contactMatches.find((candidate) => candidate.contactId === contactId);
  return row ? `${window.location.origin}/${copiedLink(row)}` : '';
};

async function choose(...names: string[]) {
  for (const name of names) {
    await userEvent.click((await findCard(name)).getByRole('switch', { name: `Choose ${name}` }));
  }
}

/** Stands in for the browser's clipboard (or its absence) for one test. */
function clipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  const spy = writeText ? vi.fn(writeText) : undefined;
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(
    (spy ? { writeText: spy } : undefined) as unknown as Clipboard,
  );
  return spy;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await changeLocale('en-gb');
});

describe('Send matches asks first, with Send me a copy (issue 26, item 4)', { timeout: 45_000 }, () => {
  it('names the club contact and the players, says where replies go, and sends without a copy', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const api = serve({ 'PUT /api/matches': { body: { ...LATEST, sent: true } } });
    renderApp(`/matches/${LATEST.id}`);
    await choose('Anders Berg', 'Jonas Holm');
    await userEvent.click(screen.getByRole('button', { name: 'Send matches' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send matches' }));
    expect(
      dialog.getByText('One e-mail to Mette Lund (Brøndby IF) with the CV links of:'),
    ).toBeInTheDocument();
    expect(
      within(dialog.getByRole('list', { name: 'Players in the e-mail' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Jonas Holm', 'Anders Berg']);
    expect(dialog.getByText(/replies from the club come to you at person@demo\.test/)).toBeInTheDocument();
    const copy = dialog.getByRole('checkbox', { name: 'Send me a copy' });
    expect(copy).not.toBeChecked();
    expect(dialog.getByText('A copy of the e-mail goes to person@demo.test')).toBeInTheDocument();
    expect(api.calls('PUT', '/api/matches')).toHaveLength(0);
    await userEvent.click(dialog.getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(api.calls('PUT', '/api/matches').map((request) => request.body)).toEqual([
      { id: LATEST.id, contactIds: [ANDERS.id, JONAS.id], isForEmail: true, copyToSender: false },
    ]);
  });

  it('asks the API for a copy to the agent when Send me a copy is ticked', async () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const api = serve({ 'PUT /api/matches': { body: { ...LATEST, sent: true } } });
    renderApp(`/matches/${LATEST.id}`);
    await choose('Jonas Holm');
    await userEvent.click(screen.getByRole('button', { name: 'Send matches' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send matches' }));
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Send me a copy' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send e-mail' }));
    await waitFor(() => expect(api.calls('PUT', '/api/matches')).toHaveLength(1));
    expect(api.calls('PUT', '/api/matches')[0]?.body).toEqual({
      id: LATEST.id,
      contactIds: [JONAS.id],
      isForEmail: true,
      copyToSender: true,
    });
  });

  it('sends nothing when the dialog is cancelled', async () => {
    const api = serve();
    renderApp(`/matches/${LATEST.id}`);
    await choose('Jonas Holm');
    await userEvent.click(screen.getByRole('button', { name: 'Send matches' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send matches' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls('PUT', '/api/matches')).toHaveLength(0);
  });

  it('offers Send me a copy in Danish', async () => {
    await changeLocale('da');
    serve();
    renderApp(`/matches/${LATEST.id}`);
    await userEvent.click((await findCard('Jonas Holm')).getByRole('switch', { name: 'Vælg Jonas Holm' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send match' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send match' }));
    expect(dialog.getByRole('checkbox', { name: 'Send mig en kopi' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Send e-mail' })).toBeInTheDocument();
  });
});

describe('Copy Link copies the links (issue 26, item 5)', { timeout: 45_000 }, () => {
  it('marks the chosen players as shared, puts their CV links on the clipboard and says so', async () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {});
    const writeText = clipboard(async () => {});
    const api = serve({ 'PUT /api/matches': { body: sharedVersion([JONAS.id]) } });
    renderApp(`/matches/${LATEST.id}`);
    await choose('Jonas Holm');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    expect(await screen.findByText('Links copied')).toBeInTheDocument();
    expect(
      screen.getByText('The CV link of 1 player is on the clipboard, and the player is marked as shared.'),
    ).toBeInTheDocument();
    expect(api.calls('PUT', '/api/matches')[0]?.body).toEqual({
      id: LATEST.id,
      contactIds: [JONAS.id],
      isForEmail: false,
    });
    expect(writeText).toHaveBeenCalledTimes(1);
    const copied = writeText?.mock.calls[0]?.[0] ?? '';
    expect(copied).toBe(`Jonas Holm: ${cvLinkOf(JONAS.id)}`);
    expect(copied).toContain(`/pins/Football/Jonas%20Holm/cv/${JONAS.id}`);
    expect(copied).not.toContain(cvLinkOf(ANDERS.id));
    // The page shows the shared version without reloading, so the notification stays.
    expect(await screen.findByRole('textbox', { name: 'Sent players' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('says it in Danish', async () => {
    await changeLocale('da');
    clipboard(async () => {});
    serve({ 'PUT /api/matches': { body: sharedVersion([JONAS.id, ANDERS.id]) } });
    renderApp(`/matches/${LATEST.id}`);
    for (const name of ['Jonas Holm', 'Anders Berg']) {
      await userEvent.click((await findCard(name)).getByRole('switch', { name: `Vælg ${name}` }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Kopiér link' }));
    expect(await screen.findByText('Links kopieret')).toBeInTheDocument();
    expect(
      screen.getByText(
        'CV-linkene til 2 spillere er kopieret til udklipsholderen, og spillerne er markeret som delt.',
      ),
    ).toBeInTheDocument();
  });

  it.each([
    ['refuses', async () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'))],
    ['has no clipboard', undefined],
  ] as const)('shows the links to copy by hand when the browser %s', async (_case, writeText) => {
    clipboard(writeText);
    serve({ 'PUT /api/matches': { body: sharedVersion([JONAS.id, ANDERS.id]) } });
    renderApp(`/matches/${LATEST.id}`);
    await choose('Jonas Holm', 'Anders Berg');
    await userEvent.click(screen.getByRole('button', { name: 'Copy Link' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Copy the links' }));
    const box = dialog.getByRole('textbox', { name: 'CV links' });
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveValue(
      [`Jonas Holm: ${cvLinkOf(JONAS.id)}`, `Anders Berg: ${cvLinkOf(ANDERS.id)}`].join('\n'),
    );
    expect(screen.queryByText('Links copied')).not.toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
