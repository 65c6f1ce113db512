import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppNotification, NotificationEvent, NotificationList } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../lib/i18n.ts';
import { signedInApi } from '../../test/api-presets.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';

/** Issue 29: a club's answer reaches the agent in the app, through the header's bell. */

const FOOTBALL = SPORTS.football.id;
const NOW = new Date('2026-03-12T12:00:00.000Z');
const HOURS_AGO = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000).toISOString();

type PitchAnswered = Extract<NotificationEvent, { kind: 'pitchAnswered' }>;

/** Henrik Jørgensen of AGF answered "Interested" on Review Tester, two hours ago, unread. */
function notification(
  overrides: Partial<Omit<AppNotification, 'event'>> = {},
  event: Partial<PitchAnswered> = {},
): AppNotification {
  const pitchId = event.pitchId ?? crypto.randomUUID();
  return {
    id: crypto.randomUUID(),
    tenantId: FOOTBALL,
    createdAt: HOURS_AGO(2),
    readAt: null,
    link: `pitches/${FOOTBALL}?view=list&pitch=${pitchId}`,
    ...overrides,
    event: {
      kind: 'pitchAnswered',
      pitchId,
      contactName: 'Henrik Jørgensen',
      clubName: 'AGF',
      playerName: 'Review Tester',
      answer: 'interested',
      message: '',
      changed: false,
      ...event,
    },
  };
}

const INTERESTED = notification({}, { message: 'Send his video, please.' });
const NOT_NOW = notification(
  { createdAt: HOURS_AGO(26) },
  {
    contactName: 'Mads Holm',
    clubName: 'Vejle BK',
    playerName: 'Sofie Holm',
    answer: 'notNow',
    changed: true,
  },
);
const READ = notification(
  { createdAt: HOURS_AGO(24 * 5), readAt: HOURS_AGO(24 * 4) },
  { contactName: 'Lone Berg', clubName: '', answer: 'notInterested' },
);

/**
 * The API of the notification centre as the server keeps it: the list follows the PATCHes and the
 * "mark all" sent to it.
 */
function notificationApi(start: AppNotification[], routes: FakeRoutes = {}) {
  let items = start;
  const list = (): NotificationList => ({
    unread: items.filter((item) => item.readAt === null).length,
    data: items,
  });
  return signedInApi({
    roles: ['User'],
    sports: ['football'],
    routes: {
      'GET /api/notifications': () => ({ body: list() }),
      'PATCH /api/notifications/:id': ({ path, body }) => {
        const { read } = body as { read: boolean };
        items = items.map((item) =>
          path.endsWith(item.id) ? { ...item, readAt: read ? NOW.toISOString() : null } : item,
        );
        return { body: items.find((item) => path.endsWith(item.id)) };
      },
      'POST /api/notifications/read': () => {
        items = items.map((item) => ({ ...item, readAt: item.readAt ?? NOW.toISOString() }));
        return { body: { unread: 0 } };
      },
      ...routes,
    },
  });
}

function withClock() {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW, shouldAdvanceTime: true });
}

async function openBell(name: string | RegExp, title = 'Notifications') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return within(await screen.findByRole('dialog', { name: title }));
}

const banner = () => within(screen.getByRole('banner'));

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the notification bell (issue 29)', () => {
  it('shows the unread count, and the notices in words with the club’s message and how long ago', async () => {
    withClock();
    notificationApi([INTERESTED, NOT_NOW, READ]);
    renderApp('/profile');
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeInTheDocument();
    expect(banner().getByText('2')).toBeInTheDocument();

    const dialog = await openBell('Notifications, 2 unread');
    const links = dialog.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [INTERESTED, NOT_NOW, READ].map((item) => `/${item.link}`),
    );
    const [first, second, third] = links as [HTMLElement, HTMLElement, HTMLElement];
    expect(
      within(first).getByText('Henrik Jørgensen (AGF) answered “Interested” on Review Tester'),
    ).toBeVisible();
    expect(within(first).getByText('“Send his video, please.”')).toBeInTheDocument();
    expect(within(first).getByText('2 hours ago')).toHaveAttribute('datetime', INTERESTED.createdAt);
    expect(first).toHaveAccessibleName(/^Unread: /);
    expect(
      within(second).getByText('Mads Holm (Vejle BK) changed the answer to “Not now” on Sofie Holm'),
    ).toBeVisible();
    expect(within(second).getByText('a day ago')).toBeInTheDocument();
    // Without a club, the contact alone; a read notice is not announced as unread.
    expect(within(third).getByText('Lone Berg answered “Not interested” on Review Tester')).toBeVisible();
    expect(third).not.toHaveAccessibleName(/Unread/);
    expect(third).not.toHaveAttribute('data-unread');
    expect(first).toHaveAttribute('data-unread');
  });

  it('marks a notice read when it is clicked, and opens its pitch', async () => {
    const api = notificationApi([INTERESTED, NOT_NOW]);
    const app = renderApp('/profile');
    const dialog = await openBell('Notifications, 2 unread');
    await userEvent.click(dialog.getByRole('link', { name: /answered “Interested” on Review Tester/ }));

    await waitFor(() => expect(app.location()).toBe(`/${INTERESTED.link}`));
    expect(app.location()).toBe(`/pitches/${FOOTBALL}?view=list&pitch=${INTERESTED.event.pitchId}`);
    const patches = api.calls('PATCH', `/api/notifications/${INTERESTED.id}`);
    expect(patches).toHaveLength(1);
    expect(patches[0]?.body).toEqual({ read: true });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument();
  });

  it('sends nothing for a notice already read, and still opens it', async () => {
    const api = notificationApi([INTERESTED, READ]);
    const app = renderApp('/profile');
    const dialog = await openBell('Notifications, 1 unread');
    await userEvent.click(dialog.getByRole('link', { name: /Lone Berg answered/ }));
    await waitFor(() => expect(app.location()).toBe(`/${READ.link}`));
    expect(api.requests.filter((request) => request.method === 'PATCH')).toHaveLength(0);
  });

  it('marks all as read with one call, and the count goes', async () => {
    const api = notificationApi([INTERESTED, NOT_NOW, READ]);
    renderApp('/profile');
    const dialog = await openBell('Notifications, 2 unread');
    await userEvent.click(dialog.getByRole('button', { name: 'Mark all as read' }));

    expect(api.calls('POST', '/api/notifications/read')).toHaveLength(1);
    expect(api.calls('POST', '/api/notifications/read')[0]?.body).toEqual({});
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(banner().queryByText('2')).not.toBeInTheDocument();
    await waitFor(() => expect(dialog.queryAllByRole('link', { name: /^Unread/ })).toHaveLength(0));
    expect(dialog.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('shows no count when nothing is unread, and says when there is nothing yet', async () => {
    notificationApi([]);
    renderApp('/profile');
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await waitFor(() => expect(bell).not.toHaveAccessibleName(/unread/));
    expect(banner().queryByText('0')).not.toBeInTheDocument();

    const dialog = await openBell('Notifications');
    expect(dialog.getByText('No notifications yet')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('says it in Danish, with the answer’s Danish name', async () => {
    withClock();
    await changeLocale('da');
    try {
      notificationApi([INTERESTED, NOT_NOW]);
      renderApp('/profile');
      const dialog = await openBell('Notifikationer, 2 ulæste', 'Notifikationer');
      expect(
        dialog.getByText('Henrik Jørgensen (AGF) svarede “Interesseret” på præsentationen af Review Tester'),
      ).toBeInTheDocument();
      expect(
        dialog.getByText('Mads Holm (Vejle BK) ændrede svaret til “Ikke nu” på præsentationen af Sofie Holm'),
      ).toBeInTheDocument();
      expect(dialog.getByText('2 timer siden')).toBeInTheDocument();
      expect(dialog.getByRole('button', { name: 'Markér alle som læst' })).toBeInTheDocument();
    } finally {
      await changeLocale('en-gb');
    }
  });

  it('works by keyboard on a phone: opens with Enter, moves focus inside, Escape returns to the bell', async () => {
    setViewportWidth(390);
    notificationApi([INTERESTED]);
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    // In the header on a phone, beside the menu toggle.
    const bell = banner().getByRole('button', { name: 'Notifications, 1 unread' });
    expect(bell).toBeVisible();
    expect(banner().getByRole('button', { name: 'Open menu' })).toBeVisible();
    act(() => bell.focus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(bell).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Notifications' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it('asks again every minute while the tab is visible, not while it is hidden, and when it comes back', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = notificationApi([INTERESTED]);
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    const reads = () => api.calls('GET', '/api/notifications').length;
    expect(reads()).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await waitFor(() => expect(reads()).toBe(2));

    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await act(() => vi.advanceTimersByTimeAsync(120_000));
    expect(reads()).toBe(2);

    visibility.mockReturnValue('visible');
    act(() => {
      window.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(reads()).toBe(3));
  });
});
