import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { tenants } from './tenants.ts';

/** A transfer window: `years` like "2025-2026", open from `from_date` to `to_date` inclusive. */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameSort: text('name_sort').notNull(),
    years: text('years').notNull(),
    fromDate: date('from_date').notNull(),
    toDate: date('to_date').notNull(),
    ...timestamps,
  },
  (table) => [
    index('transfers_tenant_name_idx').on(table.tenantId, table.nameSort),
    index('transfers_tenant_years_idx').on(table.tenantId, table.years),
    check('transfers_years_format', sql`${table.years} ~ '^[0-9]{4}-[0-9]{4}$'`),
    check('transfers_dates_order', sql`${table.fromDate} <= ${table.toDate}`),
  ],
);
