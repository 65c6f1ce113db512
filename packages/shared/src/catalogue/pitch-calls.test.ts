import { describe, expect, it } from 'vitest';
import { type CallCandidate, NOT_OPENED_DAYS, rankCalls } from './pitch-calls.ts';

const NOW = new Date('2026-12-10T12:00:00Z');
const daysAgo = (days: number, hours = 0) => new Date(NOW.getTime() - days * 86_400_000 - hours * 3_600_000);

function pitch(id: string, overrides: Partial<CallCandidate> = {}): CallCandidate {
  return {
    id,
    stage: 'sent',
    stageChangedAt: daysAgo(1),
    createdAt: daysAgo(1),
    answer: null,
    answeredAt: null,
    recentOpens: [],
    average: null,
    ...overrides,
  };
}

const ids = (candidates: CallCandidate[]) => rankCalls(candidates, NOW).map((row) => row.id);

describe('Who to call today (issue 29)', () => {
  it('puts a fresh "Interested" first, then a CV opened three times with no answer, then a pitch left standing', () => {
    const ranked = ids([
      pitch('stale', { stage: 'in talks', stageChangedAt: daysAgo(10) }),
      pitch('opened', { stage: 'opened', recentOpens: [daysAgo(3), daysAgo(1), daysAgo(0)] }),
      pitch('interested', {
        stage: 'feedback',
        answer: 'interested',
        answeredAt: daysAgo(0),
        stageChangedAt: daysAgo(0),
      }),
    ]);
    expect(ranked).toEqual(['interested', 'opened', 'stale']);
  });

  it('says why: opens since the day of the first of them, with no answer yet', () => {
    const [row] = rankCalls(
      [pitch('a', { stage: 'opened', recentOpens: [daysAgo(1), daysAgo(4), daysAgo(2)] })],
      NOW,
    );
    expect(row?.reasons).toEqual([{ code: 'openedNoAnswer', count: 3, since: daysAgo(4).toISOString() }]);
  });

  it('names the answer and, once answered, counts views as plain opens', () => {
    const [row] = rankCalls(
      [
        pitch('a', {
          stage: 'feedback',
          answer: 'notNow',
          answeredAt: daysAgo(1),
          stageChangedAt: daysAgo(1),
          recentOpens: [daysAgo(2)],
          average: 7.5,
        }),
      ],
      NOW,
    );
    expect(row?.reasons.map((reason) => reason.code)).toEqual(['answered', 'opened', 'marks']);
    expect(row?.reasons[0]).toEqual({ code: 'answered', answer: 'notNow', at: daysAgo(1).toISOString() });
  });

  it('never lists signed or declined pitches, nor one with nothing new but its marks', () => {
    expect(
      ids([
        pitch('signed', { stage: 'signed', recentOpens: [daysAgo(0)] }),
        pitch('declined', { stage: 'declined', answer: 'interested', answeredAt: daysAgo(0) }),
        pitch('quiet', { average: 9.5 }),
      ]),
    ).toEqual([]);
  });

  it(`nudges a pitch not opened ${NOT_OPENED_DAYS} days after it was sent, not a day sooner`, () => {
    const sixDays = pitch('six', { createdAt: daysAgo(NOT_OPENED_DAYS - 1, 23), stageChangedAt: daysAgo(6) });
    const sevenDays = pitch('seven', { createdAt: daysAgo(NOT_OPENED_DAYS), stageChangedAt: daysAgo(7) });
    const ranked = rankCalls([sixDays, sevenDays], NOW);
    expect(ranked).toEqual([{ id: 'seven', score: 10, reasons: [{ code: 'notOpened', days: 7 }] }]);
  });

  it('adds a point a day past the seventh without an open, up to 10', () => {
    const score = (days: number) =>
      rankCalls([pitch('a', { createdAt: daysAgo(days), stageChangedAt: daysAgo(days) })], NOW)[0]?.score;
    expect(score(12)).toBe(15);
    expect(score(40)).toBe(20);
  });

  it('weighs an answer only while the pitch waits in feedback, not once the agent has moved it on', () => {
    const answered = { answer: 'interested' as const, answeredAt: daysAgo(8) };
    const [talks] = rankCalls(
      [pitch('a', { ...answered, stage: 'in talks', stageChangedAt: daysAgo(7) })],
      NOW,
    );
    expect(talks).toEqual({ id: 'a', score: 7, reasons: [{ code: 'stale', days: 7, stage: 'in talks' }] });
    // Moved back to feedback by hand, with no answer on record: only the days count.
    const [moved] = rankCalls([pitch('b', { stage: 'feedback', stageChangedAt: daysAgo(3) })], NOW);
    expect(moved).toEqual({ id: 'b', score: 6, reasons: [{ code: 'stale', days: 3, stage: 'feedback' }] });
  });

  it('counts a talk as stale from its seventh day without a move', () => {
    expect(ids([pitch('six', { stage: 'in talks', stageChangedAt: daysAgo(6, 23) })])).toEqual([]);
    const [row] = rankCalls([pitch('seven', { stage: 'in talks', stageChangedAt: daysAgo(7) })], NOW);
    expect(row).toEqual({ id: 'seven', score: 7, reasons: [{ code: 'stale', days: 7, stage: 'in talks' }] });
  });

  it('lets an answer fade by two points a day, never below half', () => {
    const interested = (days: number) =>
      rankCalls(
        [
          pitch('a', {
            stage: 'feedback',
            answer: 'interested',
            answeredAt: daysAgo(days),
            stageChangedAt: daysAgo(0),
          }),
        ],
        NOW,
      )[0]?.score;
    expect(interested(0)).toBe(60);
    expect(interested(3)).toBe(54);
    expect(interested(30)).toBe(30);
  });

  it('adds twice the match average to a pitch that is listed', () => {
    const opened = { stage: 'opened' as const, recentOpens: [daysAgo(5)] };
    expect(rankCalls([pitch('a', { ...opened, average: 8 })], NOW)[0]?.score).toBe(10 + 16);
    expect(rankCalls([pitch('a', opened)], NOW)[0]?.score).toBe(10);
  });

  it('weighs a view today above one two days ago, and caps the views counted at five', () => {
    const score = (opens: Date[]) =>
      rankCalls([pitch('a', { stage: 'opened', recentOpens: opens })], NOW)[0]?.score;
    expect(score([daysAgo(0)])).toBe(20);
    expect(score([daysAgo(2)])).toBe(15);
    expect(score([daysAgo(3)])).toBe(10);
    expect(score(Array.from({ length: 8 }, () => daysAgo(4)))).toBe(50);
  });

  it('gives ties to the pitch waiting longest', () => {
    const opened = (id: string, since: number) =>
      pitch(id, { stage: 'opened', stageChangedAt: daysAgo(since), recentOpens: [daysAgo(4)] });
    expect(ids([opened('newer', 1), opened('older', 3)])).toEqual(['older', 'newer']);
    // All else equal, the order is still fixed: by id.
    expect(ids([opened('b', 2), opened('a', 2)])).toEqual(['a', 'b']);
    expect(ids([opened('a', 2), opened('b', 2)])).toEqual(['a', 'b']);
  });
});
