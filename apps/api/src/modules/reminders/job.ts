import { computeReminders, type ReminderEvent } from '@transferdesk/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notifications, reminderDigests } from '../../db/schema/index.ts';
import type { Mailer } from '../../lib/mail.ts';
import { reminderDigestMail } from '../../lib/mail-templates/reminder-digest.ts';
import type { JobDefinition } from '../jobs/runner.ts';
import { readReminderFacts, readSportMembers } from './facts.ts';

export interface RemindersJobDeps {
  db: Db;
  mailer: Mailer;
  /** The app's address, for the digest's links. */
  publicUrl: string;
  companyName: string;
  timeZone: string;
  log: { warn(details: object, message: string): void };
}

/** Every morning at 06:00 in the runner's zone, before the agency's day starts. */
export const REMINDERS_CRON = '0 6 * * *';
const INSERT_BATCH = 500;

/**
 * D46: the daily reminders. Each reminder of the day goes to every active TenantAdmin and User of
 * its sport (marked `forYou` for the agent in charge) as a notification whose key makes a rerun, a
 * retry after a restart or a second process add nothing. Then each member who keeps the digest on
 * gets one mail with that day's reminders, his own players first, at most once per day.
 */
export function remindersJob(deps: RemindersJobDeps): JobDefinition {
  const { db } = deps;

  async function sendDigests(forDate: string, members: Awaited<ReturnType<typeof readSportMembers>>) {
    let digests = 0;
    let digestsFailed = 0;
    const readers = new Map(
      members.filter((member) => member.reminderDigest && member.email).map((m) => [m.userId, m]),
    );
    for (const member of readers.values()) {
      const rows = await db
        .select({ event: notifications.event, link: notifications.link })
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, member.userId),
            sql`${notifications.event}->>'kind' = 'reminder'`,
            sql`${notifications.event}->>'forDate' = ${forDate}`,
          ),
        )
        .orderBy(
          sql`(${notifications.event}->>'forYou')::boolean desc`,
          asc(notifications.createdAt),
          desc(notifications.id),
        );
      if (rows.length === 0) continue;
      const [claimed] = await db
        .insert(reminderDigests)
        .values({ userId: member.userId, forDate })
        .onConflictDoNothing()
        .returning({ userId: reminderDigests.userId });
      if (!claimed) continue;
      const mail = reminderDigestMail({
        locale: member.locale,
        userName: member.name,
        forDate,
        reminders: rows.map((row) => ({ event: row.event as ReminderEvent, link: row.link })),
        appUrl: deps.publicUrl,
        companyName: deps.companyName,
      });
      try {
        await deps.mailer.send({ to: member.email, ...mail });
        digests += 1;
      } catch (error) {
        // Not sent: the claim goes, so the next run for this day tries again.
        digestsFailed += 1;
        deps.log.warn({ err: error, userId: member.userId, forDate }, 'the morning digest could not be sent');
        await db
          .delete(reminderDigests)
          .where(and(eq(reminderDigests.userId, member.userId), eq(reminderDigests.forDate, forDate)));
      }
    }
    return { digests, digestsFailed };
  }

  return {
    name: 'reminders',
    cron: REMINDERS_CRON,
    catchUp: true,
    async run(forDate) {
      const reminders = computeReminders(forDate, await readReminderFacts(db, forDate, deps.timeZone));
      const members = await readSportMembers(db);
      const membersOf = new Map<string, typeof members>();
      for (const member of members)
        membersOf.set(member.tenantId, [...(membersOf.get(member.tenantId) ?? []), member]);
      const rows = reminders.flatMap((reminder) =>
        (membersOf.get(reminder.tenantId) ?? []).map((member) => ({
          userId: member.userId,
          tenantId: reminder.tenantId,
          event: { ...reminder.event, forYou: member.userId === reminder.agentUserId },
          link: reminder.link,
          dedupeKey: reminder.key,
        })),
      );
      let added = 0;
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        const inserted = await db
          .insert(notifications)
          .values(rows.slice(start, start + INSERT_BATCH))
          .onConflictDoNothing({ target: [notifications.userId, notifications.dedupeKey] })
          .returning({ id: notifications.id });
        added += inserted.length;
      }
      return { reminders: reminders.length, notifications: added, ...(await sendDigests(forDate, members)) };
    },
  };
}
