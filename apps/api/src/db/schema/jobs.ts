import type { JobName, JobOutcome } from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Issue 30: each run of a background job, so the jobs page shows the last runs with their outcome
 * across restarts. The queue itself is pg-boss's (ADR 008); this is what the product reports.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    job: text('job').$type<JobName>().notNull(),
    forDate: date('for_date'),
    trigger: text('trigger').$type<'schedule' | 'manual'>().notNull(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome').$type<JobOutcome>().notNull(),
    summary: jsonb('summary').$type<Record<string, number>>().notNull().default({}),
    error: text('error'),
    /** The pg-boss job this run serves: a retry after a restart finds the run it replaces. */
    queueJobId: text('queue_job_id'),
  },
  (table) => [
    index('job_runs_job_started_idx').on(table.job, table.startedAt),
    // The schedule's run of a day happens once, whatever the number of processes.
    uniqueIndex('job_runs_scheduled_day_key')
      .on(table.job, table.forDate)
      .where(sql`${table.trigger} = 'schedule' and ${table.outcome} <> 'failed'`),
  ],
);

/** D46: the morning digest a user got for a day, so a rerun or a retry never mails it twice. */
export const reminderDigests = pgTable(
  'reminder_digests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    forDate: date('for_date').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.forDate] })],
);
