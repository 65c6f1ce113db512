import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Pitch } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sportApi } from '../../test/api-presets.ts';
import { contact, page, player } from '../../test/factories.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { pitch } from '../../test/pitch-factory.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 29 on the player's info page: the clubs he was sent to, and a CV link made for one contact. */

const FOOTBALL = SPORTS.football.id;
const KASPER = player();
const SENT_TO = { id: KASPER.id, firstName: 'Kasper', lastName: 'Dolberg' };
const METTE = contact({
  firstName: 'Mette',
  lastName: 'Lund',
  clubId: crypto.randomUUID(),
  club: { name: 'Brøndby IF', deleted: false },
});
const ANSWERED = pitch({ player: SENT_TO });
const UNANSWERED = pitch({
  player: SENT_TO,
  contact: { id: crypto.randomUUID(), firstName: 'Ole', lastName: 'Dam', email: 'ole@fcm.example' },
  club: null,
  stage: 'sent',
  daysInStage: 1,
  answer: null,
  answerMessage: '',
  answeredAt: null,
  opens: 0,
  agent: null,
  updatedAt: '2026-05-04T09:00:00.000Z',
});
const CV_LINK = `pins/Football/Kasper%20Dolberg/${METTE.id}/${KASPER.id}`;

const serve = (pitches: Pitch[]) =>
  sportApi(['football'], {
    [`GET /api/players/${KASPER.id}`]: { body: KASPER },
    'GET /api/unauthorised/WhoClickedFull/:tenantId/:id': { body: [] },
    'GET /api/pitches': { body: page(pitches, { perPage: 100 }) },
    'GET /api/contacts/search/:tenantId/:term': { body: [METTE] },
    'POST /api/pitches': { status: 201, body: pitch({ player: SENT_TO, stage: 'sent', cvLink: CV_LINK }) },
  })(['User']);

const rowsOf = (table: ReturnType<typeof within>): (string | null)[][] =>
  table
    .getAllByRole('row')
    .slice(1)
    .map((row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

/** Stands in for the browser's clipboard (or its absence) for one test. */
function clipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  const spy = writeText ? vi.fn(writeText) : undefined;
  vi.spyOn(navigator, 'clipboard', 'get').mockReturnValue(
    (spy ? { writeText: spy } : undefined) as unknown as Clipboard,
  );
  return spy;
}

async function copyLinkFor(search: string, option: string) {
  await userEvent.click(await screen.findByRole('button', { name: 'Copy CV link for a contact' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Copy CV link for a contact' }));
  await userEvent.type(dialog.getByRole('combobox', { name: 'Club contact' }), search);
  await userEvent.click(await screen.findByRole('option', { name: option }));
  await userEvent.click(dialog.getByRole('button', { name: 'Copy link' }));
  return dialog;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the Pitches section of a player', () => {
  it('lists every club he was sent to: contact, club, stage, days, answer, opens, agent, last update', async () => {
    const api = serve([UNANSWERED, ANSWERED]);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const region = within(await screen.findByRole('region', { name: 'Pitches' }));
    const table = within(await region.findByRole('table', { name: 'Pitches' }));
    expect(table.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Contact',
      'Club',
      'Stage',
      'Days in stage',
      'Answer',
      'Opens',
      'Agent',
      'Last update',
    ]);
    expect(rowsOf(table)).toEqual([
      ['Ole Dam', '-', 'Sent', '1 day', '-', '0', '-', '4 May 2026'],
      [
        'Mette Lund',
        'Brøndby IF',
        'Feedback',
        '3 days',
        'InterestedCan he start in July?',
        '2',
        'Jens Holm',
        '2 May 2026',
      ],
    ]);
    expect(table.getByRole('link', { name: 'Mette Lund' })).toHaveAttribute(
      'href',
      `/contact-info/${FOOTBALL}/${ANSWERED.contact.id}`,
    );
    const [request] = api.calls('GET', '/api/pitches');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      tenantId: FOOTBALL,
      playerId: KASPER.id,
      take: '100',
      page: '1',
    });
    expect(request?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('says so when he was not sent to any club yet', async () => {
    serve([]);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const region = within(await screen.findByRole('region', { name: 'Pitches' }));
    expect(await region.findByText('Not sent to any club yet')).toBeInTheDocument();
    expect(region.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('Copy CV link for a contact', () => {
  it("makes the contact's link, puts it on the clipboard, says Copied and reads the pitches again", async () => {
    const writeText = clipboard(async () => {});
    const api = serve([]);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    await within(await screen.findByRole('region', { name: 'Pitches' })).findByText(
      'Not sent to any club yet',
    );
    const dialog = await copyLinkFor('Met', 'Mette Lund (Brøndby IF)');

    expect(await dialog.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(api.calls('GET', `/api/contacts/search/${FOOTBALL}/Met`)).toHaveLength(1);
    const [created] = api.calls('POST', '/api/pitches');
    expect(created?.body).toEqual({ playerId: KASPER.id, contactId: METTE.id });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/${CV_LINK}`);
    expect(dialog.getByRole('textbox', { name: 'CV link' })).toHaveValue(
      `${window.location.origin}/${CV_LINK}`,
    );
    await waitFor(() => expect(api.calls('GET', '/api/pitches')).toHaveLength(2));
  });

  it('shows the link to copy by hand when the browser gives no clipboard', async () => {
    clipboard(undefined);
    serve([]);
    renderApp(`/players/${FOOTBALL}/${KASPER.id}`);
    const dialog = await copyLinkFor('Met', 'Mette Lund (Brøndby IF)');
    expect(
      await dialog.findByText('The browser did not allow copying. Select the link and copy it by hand.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'CV link' })).toHaveValue(
      `${window.location.origin}/${CV_LINK}`,
    );
    expect(dialog.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });
});
