import { describe, expect, it } from 'vitest';
import { addDays } from './calendar-days.ts';
import type { PlayerDocumentKind } from './catalogue/player-documents.ts';
import { computeReminders, type Reminder, type ReminderFacts, reminderEventSchema } from './reminders.ts';

const TENANT = '0b7e4c1a-2f3d-4e5a-9b6c-7d8e9f0a1b2c';
const PLAYER = '1c2d3e4f-5a6b-4c7d-8e9f-a0b1c2d3e4f5';
const AGENT = '2d3e4f5a-6b7c-4d8e-9f0a-b1c2d3e4f5a6';
const AGREEMENT = '3e4f5a6b-7c8d-4e9f-8a1b-c2d3e4f5a6b7';
const CONTRACT = '4f5a6b7c-8d9e-4f0a-9b2c-d3e4f5a6b7c8';
const DOCUMENT = '5a6b7c8d-9e0f-4a1b-8c3d-e4f5a6b7c8d9';
const PITCH = '6b7c8d9e-0f1a-4b2c-9d4e-f5a6b7c8d9e0';

const ref = { tenantId: TENANT, playerId: PLAYER, playerName: 'Ada Lind', agentUserId: AGENT };
const playerLink = (section: string) => `players/${TENANT}/${PLAYER}#${section}`;
const pitchLink = `pitches/${TENANT}?view=list&pitch=${PITCH}`;

type Facts = { [K in keyof ReminderFacts]: ReminderFacts[K][number] };

const agreement = (overrides: Partial<Facts['agreements']> = {}): Facts['agreements'] => ({
  ...ref,
  id: AGREEMENT,
  startDate: '2025-01-01',
  endDate: '2026-12-31',
  exclusive: false,
  federationUploadedOn: '2025-01-05',
  ...overrides,
});
const contract = (endDate: string): Facts['playerContracts'] => ({
  ...ref,
  id: CONTRACT,
  clubName: 'FC Nord',
  endDate,
});
const document = (kind: PlayerDocumentKind, expiresOn: string): Facts['documents'] => ({
  ...ref,
  id: DOCUMENT,
  kind,
  expiresOn,
});
const pitch = (stage: string, sentOn: string): Facts['pitches'] => ({
  ...ref,
  id: PITCH,
  stage,
  sentOn,
  contactName: 'Jon Berg',
  clubName: 'IF Syd',
});

const remind = (day: string, facts: Partial<ReminderFacts>) =>
  computeReminders(day, { agreements: [], playerContracts: [], documents: [], pitches: [], ...facts });
const kinds = (reminders: Reminder[]) => reminders.map((reminder) => reminder.event.reminder);

/** A reminder as the job hands it on: every field but the ones a test names is the default. */
const expected = (
  key: string,
  link: string,
  event: Partial<Reminder['event']> & Pick<Reminder['event'], 'reminder' | 'date' | 'days'>,
  forDate: string,
): Reminder => ({
  key,
  tenantId: TENANT,
  agentUserId: AGENT,
  link,
  event: {
    kind: 'reminder',
    forDate,
    player: { id: PLAYER, name: 'Ada Lind' },
    step: null,
    documentKind: null,
    clubName: null,
    contactName: null,
    pitchId: null,
    ...event,
  },
});

describe('agreements ending in 90, 60 and 30 days', () => {
  const END = '2026-12-31';
  const on = (daysLeft: number) =>
    remind(addDays(END, -daysLeft), { agreements: [agreement({ endDate: END })] }).filter(
      (reminder) => reminder.event.reminder === 'agreementEnding',
    );

  it.each([
    [91, null],
    [90, 90],
    [89, 90],
    [61, 90],
    [60, 60],
    [59, 60],
    [31, 60],
    [30, 30],
    [29, 30],
    [1, 30],
    [0, 30],
    [-1, null],
  ])('%i days ahead: step %s', (daysLeft, step) => {
    const reminders = on(daysLeft);
    if (step === null) expect(reminders).toEqual([]);
    else
      expect(reminders).toEqual([
        expected(
          `agreementEnding:${AGREEMENT}:${END}:${step}`,
          playerLink('agreements'),
          { reminder: 'agreementEnding', date: END, days: daysLeft, step },
          addDays(END, -daysLeft),
        ),
      ]);
  });

  it('keys the end date and the step: a moved end date is announced again', () => {
    const key = (endDate: string) =>
      remind('2026-10-02', { agreements: [agreement({ endDate })] }).map((reminder) => reminder.key);
    expect(key('2026-12-31')).toEqual([`agreementEnding:${AGREEMENT}:2026-12-31:90`]);
    expect(key('2026-12-30')).toEqual([`agreementEnding:${AGREEMENT}:2026-12-30:90`]);
    expect(key('2026-11-30')).toEqual([`agreementEnding:${AGREEMENT}:2026-11-30:60`]);
  });

  it('is addressed to the agent in charge, or to no one in particular without one', () => {
    const [reminder] = remind('2026-12-01', { agreements: [agreement({ agentUserId: null })] });
    expect(reminder?.agentUserId).toBeNull();
  });
});

describe('the last 2 months of an exclusive agreement', () => {
  const exclusive = (day: string, overrides: Partial<Facts['agreements']> = {}) =>
    remind(day, {
      agreements: [
        agreement({ startDate: '2025-04-01', endDate: '2027-03-31', exclusive: true, ...overrides }),
      ],
    }).filter((reminder) => reminder.event.reminder === 'exclusiveEnding');

  it('begin on the first day of the last 2 months and last to the end date', () => {
    expect(exclusive('2027-01-31')).toEqual([]);
    expect(exclusive('2027-02-01')).toEqual([
      expected(
        `exclusiveEnding:${AGREEMENT}:2027-03-31`,
        playerLink('agreements'),
        { reminder: 'exclusiveEnding', date: '2027-03-31', days: 58 },
        '2027-02-01',
      ),
    ]);
    expect(exclusive('2027-03-31').map((reminder) => reminder.event.days)).toEqual([0]);
    expect(exclusive('2027-04-01')).toEqual([]);
  });

  it('count back from a month’s end as latestAgreementEnd counts forward', () => {
    // 2026-12-29 plus 2 months is a 29 February that 2027 lacks: the period ends on the 28th.
    expect(exclusive('2026-12-28', { endDate: '2027-02-28' })).toEqual([]);
    expect(exclusive('2026-12-29', { endDate: '2027-02-28' })).toHaveLength(1);
    expect(exclusive('2027-04-30', { endDate: '2027-06-30' })).toEqual([]);
    expect(exclusive('2027-05-01', { endDate: '2027-06-30' })).toHaveLength(1);
  });

  it('are not announced before the agreement starts', () => {
    const short = { startDate: '2027-03-10', endDate: '2027-04-30' };
    expect(exclusive('2027-03-09', short)).toEqual([]);
    expect(exclusive('2027-03-10', short)).toHaveLength(1);
  });

  it('mean nothing for an agreement that is not exclusive', () => {
    expect(exclusive('2027-02-01', { exclusive: false })).toEqual([]);
  });
});

describe('the upload to the federation platform within 14 days', () => {
  const upload = (day: string, overrides: Partial<Facts['agreements']> = {}) =>
    remind(day, { agreements: [agreement({ federationUploadedOn: null, ...overrides })] }).filter(
      (reminder) => reminder.event.reminder.startsWith('upload'),
    );

  it('is due from the start day to the 14th day after it, then overdue', () => {
    expect(upload('2025-01-01')).toEqual([
      expected(
        `uploadDue:${AGREEMENT}:2025-01-01`,
        playerLink('agreements'),
        { reminder: 'uploadDue', date: '2025-01-15', days: 14 },
        '2025-01-01',
      ),
    ]);
    expect(upload('2025-01-15').map((reminder) => [reminder.key, reminder.event.days])).toEqual([
      [`uploadDue:${AGREEMENT}:2025-01-01`, 0],
    ]);
    expect(upload('2025-01-16')).toEqual([
      expected(
        `uploadOverdue:${AGREEMENT}:2025-01-01`,
        playerLink('agreements'),
        { reminder: 'uploadOverdue', date: '2025-01-15', days: -1 },
        '2025-01-16',
      ),
    ]);
  });

  it('is nothing once uploaded, before the start or after the end', () => {
    expect(upload('2025-01-16', { federationUploadedOn: '2025-01-15' })).toEqual([]);
    expect(upload('2025-01-02', { federationUploadedOn: '2025-01-02' })).toEqual([]);
    expect(upload('2024-12-31')).toEqual([]);
    const short = { startDate: '2025-01-01', endDate: '2025-03-01' };
    expect(kinds(upload('2025-03-01', short))).toEqual(['uploadOverdue']);
    expect(upload('2025-03-02', short)).toEqual([]);
  });
});

describe('player contracts ending within 6 months', () => {
  const ending = (day: string, endDate: string) => remind(day, { playerContracts: [contract(endDate)] });

  it('from exactly 6 months before the end to the end', () => {
    expect(ending('2026-12-29', '2027-06-30')).toEqual([]);
    expect(ending('2026-12-30', '2027-06-30')).toEqual([
      expected(
        `playerContractEnding:${CONTRACT}:2027-06-30`,
        playerLink('contracts'),
        { reminder: 'playerContractEnding', date: '2027-06-30', days: 182, clubName: 'FC Nord' },
        '2026-12-30',
      ),
    ]);
    expect(ending('2027-06-30', '2027-06-30').map((reminder) => reminder.event.days)).toEqual([0]);
    expect(ending('2027-07-01', '2027-06-30')).toEqual([]);
  });

  it('counts back from a month’s end to the shorter month’s last day', () => {
    expect(ending('2027-02-27', '2027-08-31')).toEqual([]);
    expect(kinds(ending('2027-02-28', '2027-08-31'))).toEqual(['playerContractEnding']);
  });
});

describe('documents expiring within 60 days', () => {
  it.each(['passport', 'workPermit', 'medical'] as const)('a %s: 60 days ahead to the day itself', (kind) => {
    const expiring = (daysLeft: number) =>
      remind(addDays('2026-06-30', -daysLeft), { documents: [document(kind, '2026-06-30')] });
    expect(expiring(61)).toEqual([]);
    expect(expiring(60)).toEqual([
      expected(
        `documentExpiring:${DOCUMENT}:2026-06-30`,
        playerLink('documents'),
        { reminder: 'documentExpiring', date: '2026-06-30', days: 60, documentKind: kind },
        '2026-05-01',
      ),
    ]);
    expect(expiring(0).map((reminder) => reminder.event.days)).toEqual([0]);
    expect(expiring(-1)).toEqual([]);
  });

  it('never for another kind of document', () => {
    expect(remind('2026-06-20', { documents: [document('other', '2026-06-30')] })).toEqual([]);
  });
});

describe('pitches with no open after 7 days and no feedback after 14', () => {
  const after = (stage: string, days: number) =>
    remind(addDays('2026-03-01', days), { pitches: [pitch(stage, '2026-03-01')] });

  it('a CV sent 7 days ago and not opened', () => {
    expect(after('sent', 6)).toEqual([]);
    expect(after('sent', 7)).toEqual([
      expected(
        `pitchNotOpened:${PITCH}:2026-03-01`,
        pitchLink,
        {
          reminder: 'pitchNotOpened',
          date: '2026-03-01',
          days: -7,
          clubName: 'IF Syd',
          contactName: 'Jon Berg',
          pitchId: PITCH,
        },
        '2026-03-08',
      ),
    ]);
    expect(kinds(after('sent', 13))).toEqual(['pitchNotOpened']);
  });

  it('a CV sent or opened 14 days ago with no feedback', () => {
    expect(after('opened', 7)).toEqual([]);
    expect(after('opened', 13)).toEqual([]);
    expect(after('opened', 14)).toEqual([
      expected(
        `pitchNoFeedback:${PITCH}:2026-03-01`,
        pitchLink,
        {
          reminder: 'pitchNoFeedback',
          date: '2026-03-01',
          days: -14,
          clubName: 'IF Syd',
          contactName: 'Jon Berg',
          pitchId: PITCH,
        },
        '2026-03-15',
      ),
    ]);
    expect(kinds(after('sent', 14))).toEqual(['pitchNotOpened', 'pitchNoFeedback']);
  });

  it.each(['feedback', 'in talks', 'signed', 'declined'])('nothing once at “%s”', (stage) => {
    expect(after(stage, 30)).toEqual([]);
  });

  it('nothing for a send dated later than the day', () => {
    expect(after('sent', -20)).toEqual([]);
  });

  it('keeps a pitch without a club', () => {
    const [reminder] = remind('2026-03-08', {
      pitches: [{ ...pitch('sent', '2026-03-01'), clubName: null }],
    });
    expect(reminder?.event.clubName).toBeNull();
  });
});

describe('one day over every kind of fact', () => {
  it('lists agreements, contracts, documents and pitches in that order, each a valid event', () => {
    const day = '2026-11-15';
    const reminders = remind(day, {
      agreements: [
        agreement({
          startDate: '2026-10-30',
          endDate: '2026-12-31',
          exclusive: true,
          federationUploadedOn: null,
        }),
      ],
      playerContracts: [contract('2027-03-31')],
      documents: [document('passport', '2026-12-01'), document('other', '2026-12-01')],
      pitches: [pitch('sent', '2026-10-01')],
    });
    expect(kinds(reminders)).toEqual([
      'agreementEnding',
      'exclusiveEnding',
      'uploadOverdue',
      'playerContractEnding',
      'documentExpiring',
      'pitchNotOpened',
      'pitchNoFeedback',
    ]);
    for (const reminder of reminders) {
      const event = { ...reminder.event, forYou: true };
      expect(reminderEventSchema.parse(event)).toEqual(event);
    }
    expect(
      kinds(
        remind(day, {
          agreements: [
            agreement({ startDate: '2026-11-10', endDate: '2027-06-30', federationUploadedOn: null }),
          ],
        }),
      ),
    ).toEqual(['uploadDue']);
  });

  it('is nothing without facts, and the same twice for the same day', () => {
    expect(remind('2026-11-15', {})).toEqual([]);
    const facts = {
      agreements: [agreement({ endDate: '2026-12-31' })],
      pitches: [pitch('sent', '2026-10-01')],
    };
    expect(remind('2026-11-15', facts)).toEqual(remind('2026-11-15', facts));
  });
});
