import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * D32: each CRM sync with ActiveCampaign, its state and its report (counts, conflicts, errors), so
 * that the last outcome outlives a restart. `state`: syncing, done or failed.
 */
export const crmSyncs = pgTable('crm_syncs', {
  id: uuid('id').primaryKey().defaultRandom(),
  state: text('state').notNull(),
  startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
  report: jsonb('report').notNull(),
});
