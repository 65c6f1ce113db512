import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * D32: each CRM sync with ActiveCampaign, its state and its report (counts, conflicts, errors), so
 * that the last outcome outlives a restart. `state`: syncing, done or failed.
 */
export const crmSyncs = pgTable(
  'crm_syncs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    state: text('state').notNull(),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    report: jsonb('report').notNull(),
    /**
     * Issue 17: when the process running this sync last said it still does (every 30 s). A
     * `syncing` row whose heartbeat has stopped was cut off with its process.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
  },
  (table) => [
    // One sync at a time across every API process sharing the database.
    uniqueIndex('crm_syncs_one_running_idx').on(sql`(true)`).where(sql`${table.state} = 'syncing'`),
  ],
);
