import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export type AuditAction = 'impersonation.start' | 'impersonation.stop';

/**
 * Who did what to whom. Rows outlive the accounts they name (the ids turn null), so the history of
 * an impersonation stays readable after either account is deleted.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    subjectId: uuid('subject_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').$type<AuditAction>().notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    index('audit_events_occurred_at_idx').on(table.occurredAt),
    index('audit_events_actor_id_idx').on(table.actorId),
    index('audit_events_subject_id_idx').on(table.subjectId),
  ],
);

/** D47: what happened to a record; D48's export and erasure are entries of their own. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'export', 'erase'] as const;
export type AuditEntryAction = (typeof AUDIT_ACTIONS)[number];

/**
 * D47: the history of every change. Rows are written by database triggers (migration 0022) in the
 * transaction of the write itself, so a rolled-back save leaves no entry; the actor comes from the
 * transaction's settings (db/audit-actor.ts). `changes` maps a column to [old, new] for an update (and
 * D48's entries), and holds the row's values for a create or a delete; secrets are never recorded
 * and a file column records only whether there is a file. Entries outlive the records and
 * accounts they name (no foreign keys) and are deleted after 2 years by the audit-retention job.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    /** One save is one transaction: its entries are shown as one change. */
    txId: bigint('tx_id', { mode: 'number' }).notNull().default(sql`txid_current()`),
    tenantId: uuid('tenant_id'),
    actorId: uuid('actor_id'),
    impersonatorId: uuid('impersonator_id'),
    action: text('action').$type<AuditEntryAction>().notNull(),
    tableName: text('table_name').notNull(),
    /** The row's id, or its key columns joined by `|` for a link table. */
    recordId: text('record_id').notNull(),
    /** The record whose History tab shows the entry: a player's positions show on the player. */
    subjectTable: text('subject_table').notNull(),
    subjectId: uuid('subject_id'),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
  },
  (table) => [
    index('audit_entries_subject_idx').on(table.subjectId, table.occurredAt),
    index('audit_entries_tenant_idx').on(table.tenantId, table.occurredAt),
    index('audit_entries_occurred_at_idx').on(table.occurredAt),
  ],
);
