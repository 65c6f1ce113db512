import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Issue 25: the limits strangers and busy users meet (public pages, CV PDFs, matching, mail,
 * imports), counted in the database so that they hold across restarts and API processes. One row
 * per limit and key (an address or a user): how many points it used in the window that ends at
 * `resetsAt`. A row whose window has passed counts as empty and is swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    /** `<limit name>:<address or user id>`. */
    key: text('key').primaryKey(),
    points: integer('points').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_resets_at_idx').on(table.resetsAt)],
);
