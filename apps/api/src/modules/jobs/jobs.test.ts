import {
  type AppNotification,
  calendarDayIn,
  type JobList,
  type JobRun,
  type NotificationList,
  type StoredFile,
} from '@transferdesk/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agreements, contacts, playerFiles, users } from '../../db/schema/index.ts';
import { expectRefusal, useTestContext } from '../../test/context.ts';
import { decodeQuotedPrintable, startSmtpServer, type TestSmtpServer } from '../../test/mail.ts';
import { uploadPlayerFile } from '../../test/player-files.ts';

const smtp: TestSmtpServer = await startSmtpServer();
const context = useTestContext({
  env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://desk.example.test' },
  jobs: { start: true, tuning: { pollingIntervalSeconds: 0.5 } },
});
const { get, send, tokens, sport } = context;
afterAll(() => smtp.close());

const END = '2031-03-01';
/** 60 days before END. */
const SIXTY_BEFORE = '2030-12-31';
let playerId = '';
let adminId = '';

beforeAll(async () => {
  const { db } = context.t.database;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
  adminId = admin?.id ?? '';
  const [player] = await db
    .select({ id: contacts.id, tenantId: contacts.tenantId })
    .from(contacts)
    .where(and(eq(contacts.tenantId, sport.Football ?? ''), eq(contacts.isPlayer, true)))
    .limit(1);
  playerId = player?.id ?? '';
  await db.insert(agreements).values({
    tenantId: sport.Football ?? '',
    contactId: playerId,
    startDate: '2029-03-02',
    endDate: END,
    exclusive: true,
    agentUserId: adminId,
    federationUploadedOn: '2029-03-05',
  });
});

const run = (date: string, token = tokens.superadmin) => send('POST', '/jobs/reminders/run', token, { date });

/** The reminders about the test's agreement in a user's bell. */
async function agreementReminders(token: string): Promise<AppNotification[]> {
  const response = await get('/notifications', token);
  return response
    .json<NotificationList>()
    .data.filter(
      (notification) => notification.event.kind === 'reminder' && notification.event.player.id === playerId,
    );
}

describe('the jobs page and running a job now (issue 30)', () => {
  it('lists the reminders job with its daily schedule for a Superadmin only', async () => {
    const response = await get('/jobs', tokens.superadmin);
    expect(response.statusCode).toBe(200);
    const list = response.json<JobList>();
    expect(list.running).toBe(true);
    expect(list.data.find((job) => job.name === 'reminders')).toMatchObject({ schedule: '0 6 * * *' });
    expectRefusal(await get('/jobs', tokens.admin), 403, 'You do not have permission to do this.');
    expect((await run(SIXTY_BEFORE, tokens.admin)).statusCode).toBe(403);
  });

  it("makes up today's run at start, as the schedule would have", async () => {
    const today = calendarDayIn(new Date());
    const deadline = Date.now() + 20_000;
    let runs: JobRun[] = [];
    while (Date.now() < deadline) {
      runs =
        (await get('/jobs', tokens.superadmin)).json<JobList>().data.find((job) => job.name === 'reminders')
          ?.lastRuns ?? [];
      if (runs.some((r) => r.trigger === 'schedule' && r.outcome === 'done')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(runs.filter((r) => r.trigger === 'schedule')).toEqual([
      expect.objectContaining({ forDate: today, outcome: 'done', startedBy: null }),
    ]);
    // The demo's agreements ending soon are in the bell of the admin at once.
    const bell = (await get('/notifications', tokens.admin)).json<NotificationList>();
    expect(bell.data.some((n) => n.event.kind === 'reminder' && n.event.reminder === 'agreementEnding')).toBe(
      true,
    );
  });

  it('refuses an impossible day and an unknown job', async () => {
    const impossible = await run('2030-02-30');
    expect(impossible.statusCode).toBe(400);
    expect(impossible.body).toContain('Not a valid date');
    expect((await send('POST', '/jobs/backup-everything/run', tokens.superadmin, {})).statusCode).toBe(400);
  });

  it('announces an agreement 60 days before its end to every member of the sport, the agent in charge first, and mails the digest once', async () => {
    await send('PUT', '/notifications/preferences', tokens.agent, { reminderDigest: false, locale: 'en-gb' });
    const before = smtp.received.length;
    const response = await run(SIXTY_BEFORE);
    expect(response.statusCode, response.body).toBe(200);
    const first = response.json<JobRun>();
    expect(first).toMatchObject({
      job: 'reminders',
      forDate: SIXTY_BEFORE,
      trigger: 'manual',
      outcome: 'done',
    });
    expect(first.startedBy?.id).toBeDefined();
    expect(first.summary.notifications).toBeGreaterThan(0);

    const mine = await agreementReminders(tokens.admin);
    expect(mine.map((notification) => notification.event)).toEqual([
      expect.objectContaining({ reminder: 'agreementEnding', step: 60, days: 60, date: END, forYou: true }),
    ]);
    expect(mine[0]?.link).toBe(`players/${sport.Football}/${playerId}#agreements`);
    // A User of Football hears of it too, not as the agent in charge; Icehockey's admin does not.
    expect((await agreementReminders(tokens.agent)).map((n) => n.event)).toEqual([
      expect.objectContaining({ reminder: 'agreementEnding', forYou: false }),
    ]);
    expect(await agreementReminders(tokens.hockeyAdmin)).toEqual([]);

    const digest = smtp.received.slice(before).find((mail) => mail.to.includes('admin@demo.test'));
    expect(digest).toBeDefined();
    const text = decodeQuotedPrintable(digest?.raw ?? '');
    expect(text).toContain(
      `The agreement with ${mine[0]?.event.kind === 'reminder' ? mine[0].event.player.name : ''} ends in 60 days (${END}). (your player)`,
    );
    expect(text).toContain(`https://desk.example.test/players/${sport.Football}/${playerId}#agreements`);
    // The agent switched the digest off.
    expect(smtp.received.slice(before).some((mail) => mail.to.includes('agent@demo.test'))).toBe(false);

    const received = smtp.received.length;
    const again = await run(SIXTY_BEFORE);
    expect(again.json<JobRun>()).toMatchObject({
      outcome: 'done',
      summary: { notifications: 0, digests: 0 },
    });
    expect(await agreementReminders(tokens.admin)).toHaveLength(1);
    expect(smtp.received.length).toBe(received);
  });

  it("announces the next step and the exclusive agreement's last 2 months on their own days", async () => {
    // 2031-01-02 is the first day of the last 2 months of an agreement ending 2031-03-01.
    expect((await run('2031-01-01')).statusCode).toBe(200);
    expect(
      (await agreementReminders(tokens.admin)).map((n) => n.event.kind === 'reminder' && n.event.reminder),
    ).toEqual(['agreementEnding']);
    expect((await run('2031-01-02')).statusCode).toBe(200);
    expect((await run('2031-01-30')).statusCode).toBe(200);
    const reminders = (await agreementReminders(tokens.admin)).map(
      (n) => n.event.kind === 'reminder' && [n.event.reminder, n.event.step],
    );
    expect(reminders).toEqual(
      expect.arrayContaining([
        ['agreementEnding', 60],
        ['exclusiveEnding', null],
        ['agreementEnding', 30],
      ]),
    );
    expect(reminders).toHaveLength(3);
  });

  it('lists the runs newest first on the jobs page', async () => {
    const reminders = (await get('/jobs', tokens.superadmin))
      .json<JobList>()
      .data.find((job) => job.name === 'reminders');
    expect(reminders?.lastRuns.map((r) => r.forDate).slice(0, 3)).toEqual([
      '2031-01-30',
      '2031-01-02',
      '2031-01-01',
    ]);
    expect(reminders?.lastRuns.every((r) => r.outcome === 'done')).toBe(true);
  });

  it("removes the players' files no agreement or document names a day after their upload", async () => {
    const orphan = (await uploadPlayerFile(context, playerId)).json<StoredFile>();
    const named = (await uploadPlayerFile(context, playerId)).json<StoredFile>();
    const fresh = (await uploadPlayerFile(context, playerId)).json<StoredFile>();
    await send('POST', `/players/${playerId}/documents`, tokens.agent, { kind: 'medical', fileId: named.id });
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000);
    await context.t.database.db
      .update(playerFiles)
      .set({ uploadedAt: twoDaysAgo })
      .where(inArray(playerFiles.id, [orphan.id, named.id]));

    const response = await send('POST', '/jobs/file-cleanup/run', tokens.superadmin, {});
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<JobRun>()).toMatchObject({
      job: 'file-cleanup',
      outcome: 'done',
      summary: { files: 1 },
    });
    expect((await get(`/players/${playerId}/files/${orphan.id}`, tokens.agent)).statusCode).toBe(404);
    expect((await get(`/players/${playerId}/files/${named.id}`, tokens.agent)).statusCode).toBe(200);
    // Uploaded just now: the form that will name it may still be open.
    expect((await get(`/players/${playerId}/files/${fresh.id}`, tokens.agent)).statusCode).toBe(200);
  });
});
