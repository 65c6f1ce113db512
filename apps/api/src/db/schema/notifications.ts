import type { NotificationEvent } from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * The in-app notification centre (issue 29; reminders of issue 30 join it): one row per user and
 * event, read or not. A notification of a sport the user has left is not shown.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    event: jsonb('event').$type<NotificationEvent>().notNull(),
    link: text('link').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
    /** A reminder's key (D46): the same reminder never reaches a user twice. */
    dedupeKey: text('dedupe_key'),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt),
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
    uniqueIndex('notifications_user_dedupe_key').on(table.userId, table.dedupeKey),
  ],
);
