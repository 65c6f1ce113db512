import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppNotification, ReminderEvent, ReminderKind } from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { signedInApi } from '../../test/api-presets.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';

/** Issue 30 (D46): the day's reminders come to the bell, each in words and with a link to what it is about. */

const FOOTBALL = SPORTS.football.id;
const LARS = { id: crypto.randomUUID(), name: 'Lars Hansen' };
const ANDREAS = { id: crypto.randomUUID(), name: 'Andreas Cornelius' };

const SECTION: Partial<Record<ReminderKind, string>> = {
  playerContractEnding: 'contracts',
  documentExpiring: 'documents',
};

/** A reminder about Lars Hansen computed for 2026-12-12, unread, for another agent's player. */
function reminder(kind: ReminderKind, event: Partial<ReminderEvent> = {}): AppNotification {
  const player = event.player ?? LARS;
  const pitchId = event.pitchId ?? (kind.startsWith('pitch') ? crypto.randomUUID() : null);
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL,
    createdAt: new Date().toISOString(),
    readAt: null,
    link: pitchId
      ? `pitches/${FOOTBALL}?view=list&pitch=${pitchId}`
      : `players/${FOOTBALL}/${player.id}#${SECTION[kind] ?? 'agreements'}`,
    event: {
      kind: 'reminder',
      reminder: kind,
      forDate: '2026-12-12',
      player,
      date: '2027-02-04',
      days: 60,
      step: null,
      documentKind: null,
      clubName: null,
      contactName: null,
      pitchId,
      forYou: false,
      ...event,
    },
  };
}

const AGREEMENT = reminder('agreementEnding', { step: 60, forYou: true });
const EXCLUSIVE = reminder('exclusiveEnding', { days: 45 });
const UPLOAD_DUE = reminder('uploadDue', { date: '2026-12-13', days: 1, forYou: true });
const OVERDUE = reminder('uploadOverdue', { date: '2026-12-01', days: -11 });
const CONTRACT = reminder('playerContractEnding', { date: '2027-06-30', days: 200, clubName: 'AGF' });
const PASSPORT = reminder('documentExpiring', {
  player: ANDREAS,
  date: '2026-12-12',
  days: 0,
  documentKind: 'passport',
});
const NOT_OPENED = reminder('pitchNotOpened', {
  date: '2026-12-05',
  days: -7,
  contactName: 'Henrik Jørgensen',
  clubName: 'AGF',
});
const NO_FEEDBACK = reminder('pitchNoFeedback', { date: '2026-11-28', days: -14, contactName: 'Lone Berg' });
const ALL = [AGREEMENT, EXCLUSIVE, UPLOAD_DUE, OVERDUE, CONTRACT, PASSPORT, NOT_OPENED, NO_FEEDBACK];

function serve(items: AppNotification[]) {
  return signedInApi({
    roles: ['User'],
    sports: ['football'],
    routes: {
      'GET /api/notifications': () => ({
        body: { unread: items.filter((item) => !item.readAt).length, data: items },
      }),
      'PATCH /api/notifications/:id': ({ path }) => ({
        body: { ...items.find((item) => path.endsWith(item.id)), readAt: new Date().toISOString() },
      }),
    },
  });
}

async function openBell(name: string, title: string) {
  await userEvent.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: title }));
}

/** The bell's notices in order: the sentence of each (its first paragraph) and the link's address. */
function notices(dialog: ReturnType<typeof within>): { text?: string; href: string | null }[] {
  return (dialog.getAllByRole('link') as HTMLElement[]).map((link) => ({
    text: link.querySelector('p')?.textContent?.replace(/^(Unread|Ulæst): /, ''),
    href: link.getAttribute('href'),
  }));
}

describe('reminders in the notification bell (issue 30)', () => {
  it('says each kind of reminder in English, with the date as the app writes dates, and links to it', async () => {
    serve(ALL);
    renderApp('/profile');
    const dialog = await openBell('Notifications, 8 unread', 'Notifications');
    expect(notices(dialog)).toEqual([
      {
        text: 'Agreement with Lars Hansen ends in 60 days (4 February 2027)',
        href: `/players/${FOOTBALL}/${LARS.id}#agreements`,
      },
      {
        text: 'Exclusive agreement with Lars Hansen: last 2 months, rival agents may approach (ends 4 February 2027)',
        href: `/players/${FOOTBALL}/${LARS.id}#agreements`,
      },
      {
        text: 'Upload the agreement with Lars Hansen to the federation by 13 December 2026 (1 day left)',
        href: `/players/${FOOTBALL}/${LARS.id}#agreements`,
      },
      {
        text: 'Upload the agreement with Lars Hansen to the federation: overdue since 1 December 2026',
        href: `/players/${FOOTBALL}/${LARS.id}#agreements`,
      },
      {
        text: "Lars Hansen's player contract with AGF ends on 30 June 2027 (in 200 days)",
        href: `/players/${FOOTBALL}/${LARS.id}#contracts`,
      },
      {
        text: "Andreas Cornelius's passport expires on 12 December 2026 (today)",
        href: `/players/${FOOTBALL}/${ANDREAS.id}#documents`,
      },
      {
        text: 'Pitch of Lars Hansen to Henrik Jørgensen (AGF) not opened after 7 days',
        href: `/pitches/${FOOTBALL}?view=list&pitch=${NOT_OPENED.event.pitchId}`,
      },
      {
        text: 'No feedback on the pitch of Lars Hansen to Lone Berg after 14 days',
        href: `/pitches/${FOOTBALL}?view=list&pitch=${NO_FEEDBACK.event.pitchId}`,
      },
    ]);
  });

  it('marks the reminders about the reader’s own players "Your player", and shows each kind’s picture', async () => {
    serve(ALL);
    renderApp('/profile');
    const dialog = await openBell('Notifications, 8 unread', 'Notifications');
    const links = dialog.getAllByRole('link');
    expect(links.map((link) => within(link).queryByText('Your player') !== null)).toEqual([
      true,
      false,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(links.map((link) => link.getAttribute('data-kind'))).toEqual(
      ALL.map((item) => item.event.kind === 'reminder' && item.event.reminder),
    );
    // The picture is decoration: the link is named by its words.
    expect(links[0]).toHaveAccessibleName(
      /^Unread: Agreement with Lars Hansen ends in 60 days .* Your player$/,
    );
  });

  it('words the other numbers and days too: one day, the deadline today, a document of each kind', async () => {
    serve([
      reminder('agreementEnding', { days: 1, date: '2026-12-13', step: 30 }),
      reminder('uploadDue', { days: 0, date: '2026-12-12' }),
      reminder('documentExpiring', { days: 30, date: '2027-01-11', documentKind: 'workPermit' }),
      reminder('documentExpiring', { days: 59, date: '2027-02-09', documentKind: 'medical' }),
      reminder('pitchNoFeedback', { days: -1, contactName: 'Lone Berg', clubName: 'Vejle BK' }),
      reminder('playerContractEnding', { date: '2027-01-31', days: 50, clubName: '' }),
    ]);
    renderApp('/profile');
    const dialog = await openBell('Notifications, 6 unread', 'Notifications');
    expect(notices(dialog).map((notice) => notice.text)).toEqual([
      'Agreement with Lars Hansen ends in 1 day (13 December 2026)',
      'Upload the agreement with Lars Hansen to the federation by 12 December 2026 (due today)',
      "Lars Hansen's work permit expires on 11 January 2027 (in 30 days)",
      "Lars Hansen's medical certificate expires on 9 February 2027 (in 59 days)",
      'No feedback on the pitch of Lars Hansen to Lone Berg (Vejle BK) after 1 day',
      // A contract recorded without its club.
      "Lars Hansen's player contract ends on 31 January 2027 (in 50 days)",
    ]);
  });

  it('says them in Danish, with Danish dates and the Danish genitive', async () => {
    await changeLocale('da');
    try {
      serve(ALL);
      renderApp('/profile');
      const dialog = await openBell('Notifikationer, 8 ulæste', 'Notifikationer');
      expect(notices(dialog).map((notice) => notice.text)).toEqual([
        'Aftalen med Lars Hansen udløber om 60 dage (4. februar 2027)',
        'Eksklusiv aftale med Lars Hansen: de sidste 2 måneder, konkurrerende agenter må kontakte spilleren (udløber 4. februar 2027)',
        'Upload aftalen med Lars Hansen til forbundet senest 13. december 2026 (1 dag tilbage)',
        'Upload aftalen med Lars Hansen til forbundet: fristen udløb den 1. december 2026',
        'Lars Hansens spillerkontrakt med AGF udløber den 30. juni 2027 (om 200 dage)',
        "Andreas Cornelius' pas udløber den 12. december 2026 (i dag)",
        'Præsentationen af Lars Hansen for Henrik Jørgensen (AGF) er ikke åbnet efter 7 dage',
        'Ingen tilbagemelding på præsentationen af Lars Hansen for Lone Berg efter 14 dage',
      ]);
      expect(dialog.getAllByText('Din spiller')).toHaveLength(2);
    } finally {
      await changeLocale('en-gb');
    }
  });

  it('opens the player’s agreements when a reminder is clicked, and marks it read', async () => {
    const api = serve([CONTRACT, AGREEMENT]);
    const app = renderApp('/profile');
    const dialog = await openBell('Notifications, 2 unread', 'Notifications');
    await userEvent.click(dialog.getByRole('link', { name: /Agreement with Lars Hansen ends in 60 days/ }));
    await waitFor(() => expect(app.location()).toBe(`/players/${FOOTBALL}/${LARS.id}`));
    expect(app.router.state.location.hash).toBe('#agreements');
    expect(api.calls('PATCH', `/api/notifications/${AGREEMENT.id}`)[0]?.body).toEqual({ read: true });
    expect(api.calls('PATCH', `/api/notifications/${CONTRACT.id}`)).toHaveLength(0);
  });
});
