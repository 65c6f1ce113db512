import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallToday, Pitch, PitchStage, Role } from '@transferdesk/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browser } from '../../lib/browser.ts';
import { changeLocale } from '../../lib/i18n.ts';
import { sportApi } from '../../test/api-presets.ts';
import { page } from '../../test/factories.ts';
import type { FakeRoutes } from '../../test/fake-api.ts';
import { SPORTS } from '../../test/fixtures.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PITCH_DRAG_TYPE } from './components/PitchCard.tsx';
import { AGF, ANNA, board, detail, event, HENRIK, pitch, REVIEW_TESTER } from './testing/pitch-fixtures.ts';
import {
  choose,
  column,
  FILTER_ROUTES,
  ME,
  moveWithNote,
  openMoveMenu,
  queryOf,
  VEJLE,
} from './testing/pitch-page.ts';

const FOOTBALL = SPORTS.football.id;
const OPENED = pitch({ stage: 'opened', opens: 3, answer: 'interested', daysInStage: 3 });
const SENT = pitch({
  stage: 'sent',
  player: { id: crypto.randomUUID(), firstName: 'Sofie', lastName: 'Holm' },
  club: null,
  requirement: null,
  daysInStage: 1,
});

const serve = sportApi(['football'], {
  'GET /api/pitches/board': { body: board([OPENED, SENT], { sent: 30 }) },
  'GET /api/pitches': { body: page([OPENED, SENT]) },
  'GET /api/pitches/today': { body: [] },
  ...FILTER_ROUTES,
});

/** The API of a board that follows the moves it is sent, as the server's would. */
function movingBoard(roles: Role[], start: Pitch[], routes: FakeRoutes = {}) {
  let pitches = start;
  return serve(roles, {
    'GET /api/pitches/board': () => ({ body: board(pitches) }),
    'PATCH /api/pitches/:id': ({ path, body }) => {
      const { stage, note } = body as { stage: PitchStage; note: string };
      pitches = pitches.map((item) => (path.endsWith(item.id) ? { ...item, stage, daysInStage: 0 } : item));
      const moved = pitches.find((item) => path.endsWith(item.id)) as Pitch;
      return { body: detail(moved, [event({ kind: 'moved', toStage: stage, note })]) };
    },
    ...routes,
  });
}

/** HTML5 drag and drop of a card onto a column, with the data the browser would carry. */
function dragOnto(card: HTMLElement, target: HTMLElement) {
  const data = new Map<string, string>();
  const dataTransfer = {
    types: [PITCH_DRAG_TYPE, 'text/plain'],
    setData: (type: string, value: string) => data.set(type, value),
    getData: (type: string) => data.get(type) ?? '',
  };
  fireEvent.dragStart(card, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  fireEvent.drop(target, { dataTransfer });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the pitches board (issue 29)', () => {
  it("shows every stage's count and its cards, and says when a column shows only some", async () => {
    const api = serve();
    renderApp(`/pitches/${FOOTBALL}`);
    expect(await screen.findByRole('heading', { name: 'Pitches [Football]', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Pitches · Football · Transferdesk'));

    const opened = await column('Opened');
    expect(screen.getByRole('region', { name: 'Opened, 1 pitch' })).toBeInTheDocument();
    expect(opened.getByRole('link', { name: 'Review Tester' })).toHaveAttribute(
      'href',
      `/players/${FOOTBALL}/${REVIEW_TESTER.id}`,
    );
    expect(opened.getByText('Henrik Jørgensen (AGF)')).toBeInTheDocument();
    expect(opened.getByText('Window: Summer 2026')).toBeInTheDocument();
    expect(opened.getByText('3 days in stage')).toBeInTheDocument();
    expect(opened.getByText('Interested')).toBeInTheDocument();
    expect(opened.getByText('Opened 3 times')).toBeInTheDocument();

    const sent = await column('Sent');
    expect(screen.getByRole('region', { name: 'Sent, 30 pitches' })).toBeInTheDocument();
    expect(sent.getByText('Sofie Holm')).toBeInTheDocument();
    expect(sent.getByText('1 day in stage')).toBeInTheDocument();
    expect(sent.getByText('Not opened yet')).toBeInTheDocument();
    expect(sent.getByText('Showing 1 of 30; use the list for all')).toBeInTheDocument();
    expect(opened.queryByText(/^Showing/)).not.toBeInTheDocument();

    const signed = await column('Signed');
    expect(signed.getByText('No pitches')).toBeInTheDocument();
    expect(screen.getAllByRole('region', { name: /pitch/ })).toHaveLength(6);
    expect(queryOf(api.calls('GET', '/api/pitches/board')[0])).toEqual({ tenantId: FOOTBALL });
  });

  it('moves a pitch with its Move menu, with a note, and says so', async () => {
    const api = movingBoard(['User'], [OPENED]);
    renderApp(`/pitches/${FOOTBALL}`);
    await column('Opened');
    const inTalks = await openMoveMenu('Review Tester, pitched to Henrik Jørgensen', 'In talks');
    // The other stages only.
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Sent',
      'Feedback',
      'In talks',
      'Signed',
      'Declined',
    ]);
    await userEvent.click(inTalks);
    await moveWithNote('Move Review Tester to In talks', 'Called him on Monday');

    await waitFor(() => expect(api.calls('PATCH', `/api/pitches/${OPENED.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/api/pitches/${OPENED.id}`)[0]?.body).toEqual({
      stage: 'in talks',
      note: 'Called him on Monday',
    });
    expect(await screen.findByText('Review Tester moved to In talks')).toBeInTheDocument();
    expect((await column('In talks')).getByText('Review Tester')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await column('Opened')).queryByText('Review Tester')).not.toBeInTheDocument();
    // The board is read again after the move.
    await waitFor(() => expect(api.calls('GET', '/api/pitches/board')).toHaveLength(2));
  });

  it('moves a card dropped on another column, without a note', async () => {
    const api = movingBoard(['TenantAdmin'], [OPENED]);
    renderApp(`/pitches/${FOOTBALL}`);
    const card = (await column('Opened')).getByText('Review Tester').closest('[draggable="true"]');
    const target = (await screen.findByRole('region', { name: /^Signed\b/ })) as HTMLElement;
    dragOnto(card as HTMLElement, target);

    await waitFor(() => expect(api.calls('PATCH', `/api/pitches/${OPENED.id}`)).toHaveLength(1));
    expect(api.calls('PATCH', `/api/pitches/${OPENED.id}`)[0]?.body).toEqual({ stage: 'signed', note: '' });
    expect((await column('Signed')).getByText('Review Tester')).toBeInTheDocument();
    expect(await screen.findByText('Review Tester moved to Signed')).toBeInTheDocument();
  });

  it('puts the card back and says why when the server refuses the move', async () => {
    serve(['User'], {
      'GET /api/pitches/board': { body: board([OPENED]) },
      'PATCH /api/pitches/:id': { status: 403, body: { error: 'You do not have permission to do this.' } },
    });
    renderApp(`/pitches/${FOOTBALL}`);
    const card = (await column('Opened')).getByText('Review Tester').closest('[draggable="true"]');
    dragOnto(
      card as HTMLElement,
      (await screen.findByRole('region', { name: /^Declined\b/ })) as HTMLElement,
    );
    expect(await screen.findByText('Could not move the pitch')).toBeInTheDocument();
    expect(screen.getByText('You do not have permission to do this.')).toBeInTheDocument();
    expect((await column('Opened')).getByText('Review Tester')).toBeInTheDocument();
    expect((await column('Declined')).queryByText('Review Tester')).not.toBeInTheDocument();
  });
});

describe('the pitches list (issue 29)', () => {
  const listRoutes: FakeRoutes = {
    'GET /api/pitches': ({ query }) => ({
      body: page(query.get('page') === '2' ? [SENT] : [OPENED], {
        currentPage: Number(query.get('page')),
        total: 25,
      }),
    }),
  };

  it('pages, sorts and filters by stage, sending the filters as query parameters', async () => {
    const api = serve(['User'], listRoutes);
    const app = renderApp(`/pitches/${FOOTBALL}?view=list&clubId=${AGF.id}`);
    const table = within(await screen.findByRole('table', { name: 'Pitches' }));
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    const row = within(table.getByRole('link', { name: 'Review Tester' }).closest('tr') as HTMLElement);
    for (const text of ['Henrik Jørgensen', 'AGF', 'Summer 2026', 'Opened', 'Interested', 'Anna Hansen']) {
      expect(row.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('25 results')).toBeInTheDocument();
    expect(queryOf(api.calls('GET', '/api/pitches')[0])).toEqual({
      tenantId: FOOTBALL,
      clubId: AGF.id,
      page: '1',
      take: '10',
      sort: 'updatedAt',
      direction: 'desc',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await table.findByRole('link', { name: 'Sofie Holm' })).toBeInTheDocument();
    expect(queryOf(api.calls('GET', '/api/pitches').at(-1))).toMatchObject({ page: '2', clubId: AGF.id });

    await choose('Sort by', 'Player');
    await waitFor(() =>
      expect(queryOf(api.calls('GET', '/api/pitches').at(-1))).toMatchObject({ sort: 'player', page: '1' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: 'Ascending' }));
    await waitFor(() =>
      expect(queryOf(api.calls('GET', '/api/pitches').at(-1))).toMatchObject({ direction: 'asc' }),
    );

    await choose('Stage', 'Feedback');
    await waitFor(() =>
      expect(queryOf(api.calls('GET', '/api/pitches').at(-1))).toEqual({
        tenantId: FOOTBALL,
        clubId: AGF.id,
        stage: 'feedback',
        page: '1',
        take: '10',
        sort: 'player',
        direction: 'asc',
      }),
    );
    expect(app.location()).toContain('stage=feedback');
  });

  it('exports the rows under the same filters as pitches.csv', async () => {
    const saveFile = vi.spyOn(browser, 'saveFile').mockImplementation(() => {});
    const api = serve(['User'], { 'GET /api/pitches/export': { body: 'Player,Contact' } });
    renderApp(`/pitches/${FOOTBALL}?view=list&clubId=${AGF.id}&stage=opened`);
    await userEvent.click(await screen.findByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(expect.any(Blob), 'pitches.csv'));
    expect(queryOf(api.calls('GET', '/api/pitches/export')[0])).toEqual({
      tenantId: FOOTBALL,
      clubId: AGF.id,
      stage: 'opened',
    });
  });

  it("opens a pitch's history: who did what, when, the stages, the answer and the note", async () => {
    const history = [
      event({ kind: 'sent', toStage: 'sent' }),
      event({
        kind: 'opened',
        actor: 'contact',
        actorName: 'Henrik Jørgensen',
        fromStage: 'sent',
        toStage: 'opened',
      }),
      event({
        kind: 'answered',
        actor: 'contact',
        actorName: 'Henrik Jørgensen',
        fromStage: 'opened',
        toStage: 'feedback',
        answer: 'interested',
      }),
      event({ kind: 'moved', fromStage: 'feedback', toStage: 'in talks', note: 'Meeting on Friday' }),
    ];
    const api = serve(['User'], {
      [`GET /api/pitches/${OPENED.id}`]: {
        body: detail({ ...OPENED, answerMessage: 'Send his video, please.' }, history),
      },
    });
    renderApp(`/pitches/${FOOTBALL}?view=list`);
    await userEvent.click(
      await screen.findByRole('button', { name: 'History of Review Tester, pitched to Henrik Jørgensen' }),
    );
    const drawer = within(
      await screen.findByRole('dialog', { name: 'Review Tester, pitched to Henrik Jørgensen' }),
    );
    const events = within(await drawer.findByRole('list')).getAllByRole('listitem');
    expect(events).toHaveLength(4);
    expect(events[0]).toHaveTextContent('Anna Hansen (agent)');
    expect(events[0]).toHaveTextContent('Sent→ Sent');
    expect(events[1]).toHaveTextContent('Henrik Jørgensen (club contact)');
    expect(events[1]).toHaveTextContent('CV openedSent → Opened');
    expect(events[2]).toHaveTextContent('Club answeredOpened → FeedbackInterested');
    expect(events[3]).toHaveTextContent('MovedFeedback → In talks');
    expect(events[3]).toHaveTextContent('Meeting on Friday');
    expect(drawer.getByText('Send his video, please.')).toBeInTheDocument();
    expect(api.calls('GET', `/api/pitches/${OPENED.id}`)).toHaveLength(1);
  });

  it("opens the pitch the address names (the link of a club's answer), and closing drops it", async () => {
    serve(['User'], {
      [`GET /api/pitches/${OPENED.id}`]: { body: detail(OPENED, [event()]) },
    });
    const app = renderApp(`/pitches/${FOOTBALL}?view=list&pitch=${OPENED.id}`);
    const drawer = await screen.findByRole('dialog', { name: 'Review Tester, pitched to Henrik Jørgensen' });
    expect(screen.getByRole('tab', { name: 'List' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(app.location()).toBe(`/pitches/${FOOTBALL}?view=list`));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('who to call today (issue 29)', () => {
  const reasons: CallToday['reasons'] = [
    { code: 'openedNoAnswer', count: 3, since: '2026-03-09T08:00:00.000Z' },
    { code: 'answered', answer: 'interested', at: '2026-03-10T09:00:00.000Z' },
    { code: 'marks', average: 8.5 },
    { code: 'stale', days: 12, stage: 'opened' },
    { code: 'notOpened', days: 9 },
    { code: 'opened', count: 2, since: '2026-03-10T09:00:00.000Z' },
  ];

  it("says each row's reasons in words, from the API's codes", async () => {
    // A Thursday: the 9th was the Monday of the same week.
    vi.useFakeTimers({
      toFake: ['Date'],
      now: new Date('2026-03-12T12:00:00.000Z'),
      shouldAdvanceTime: true,
    });
    const api = serve(['User'], {
      'GET /api/pitches/today': { body: [{ rank: 1, score: 9, pitch: OPENED, reasons }] },
    });
    renderApp(`/pitches/${FOOTBALL}?view=today`);
    const row = within(
      (
        await screen.findByText(
          "Henrik Jørgensen (AGF) opened Review Tester's CV 3 times since Monday, no answer yet",
        )
      ).closest('li') as HTMLElement,
    );
    expect(row.getAllByRole('listitem').map((chip) => chip.textContent)).toEqual([
      'Answered Interested 2 days ago',
      'Average mark 8.5 in the match',
      'No move for 12 days (Opened)',
      'Sent 9 days ago, never opened',
      'Opened 2 times since Tuesday',
    ]);
    expect(
      row.getByRole('button', { name: 'Move Review Tester, pitched to Henrik Jørgensen' }),
    ).toBeEnabled();
    expect(queryOf(api.calls('GET', '/api/pitches/today')[0])).toEqual({ tenantId: FOOTBALL });
  });

  it("says it in the reader's language, with the weekday in Danish", async () => {
    vi.useFakeTimers({
      toFake: ['Date'],
      now: new Date('2026-03-12T12:00:00.000Z'),
      shouldAdvanceTime: true,
    });
    await changeLocale('da');
    try {
      serve(['User'], {
        'GET /api/pitches/today': { body: [{ rank: 1, score: 9, pitch: OPENED, reasons }] },
      });
      renderApp(`/pitches/${FOOTBALL}?view=today`);
      expect(
        await screen.findByText(
          "Henrik Jørgensen (AGF) har åbnet cv'et for Review Tester 3 gange siden mandag, endnu intet svar",
        ),
      ).toBeInTheDocument();
      expect(screen.getByText('Svarede Interesseret for 2 dage siden')).toBeInTheDocument();
      expect(screen.getByText('Gennemsnitskarakter 8,5 i matchet')).toBeInTheDocument();
    } finally {
      await changeLocale('en-gb');
    }
  });

  it('says "today" for opens of the day, and narrows the rows by the filters', async () => {
    vi.useFakeTimers({
      toFake: ['Date'],
      now: new Date('2026-03-12T12:00:00.000Z'),
      shouldAdvanceTime: true,
    });
    const other = pitch({ contact: { ...HENRIK, firstName: 'Mads' }, club: VEJLE });
    serve(['User'], {
      'GET /api/pitches/today': {
        body: [
          {
            rank: 1,
            score: 9,
            pitch: OPENED,
            reasons: [{ code: 'opened', count: 1, since: '2026-03-12T07:00:00Z' }],
          },
          { rank: 2, score: 5, pitch: other, reasons: [] },
        ],
      },
    });
    renderApp(`/pitches/${FOOTBALL}?view=today&clubId=${AGF.id}`);
    expect(
      await screen.findByText("Henrik Jørgensen (AGF) opened Review Tester's CV once today"),
    ).toBeInTheDocument();
    expect(screen.queryByText(/^Call Mads/)).not.toBeInTheDocument();
  });

  it("ranks the chosen agent's pitches on the server, the caller's without a choice", async () => {
    const mine = pitch({ contact: { ...HENRIK, firstName: 'Mads' }, agent: ME });
    const api = serve(['User'], {
      'GET /api/pitches/today': ({ query }) => ({
        body: [{ rank: 1, score: 5, pitch: query.get('agentId') === ANNA.id ? OPENED : mine, reasons: [] }],
      }),
    });
    renderApp(`/pitches/${FOOTBALL}?view=today`);
    expect(await screen.findByText('Call Mads Jørgensen (AGF) about Review Tester')).toBeInTheDocument();
    expect(queryOf(api.calls('GET', '/api/pitches/today')[0])).toEqual({ tenantId: FOOTBALL });

    await choose('Agent', 'Anna Hansen');
    expect(await screen.findByText('Call Henrik Jørgensen (AGF) about Review Tester')).toBeInTheDocument();
    expect(screen.queryByText(/^Call Mads/)).not.toBeInTheDocument();
    expect(queryOf(api.calls('GET', '/api/pitches/today').at(-1))).toEqual({
      tenantId: FOOTBALL,
      agentId: ANNA.id,
    });
  });

  it('says when there is nobody to call', async () => {
    serve(['User']);
    renderApp(`/pitches/${FOOTBALL}?view=today`);
    expect(await screen.findByText('Nothing to chase today')).toBeInTheDocument();
  });
});
