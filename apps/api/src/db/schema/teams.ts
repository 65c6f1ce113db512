import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { leagues } from './reference.ts';
import { tenants } from './tenants.ts';

/** A team plays in a league of the same sport; clubs (and later players' priorities) point at it. */
export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameSort: text('name_sort').notNull(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'restrict' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('teams_tenant_name_key').on(table.tenantId, table.nameSort),
    index('teams_tenant_created_at_idx').on(table.tenantId, table.createdAt),
    index('teams_league_id_idx').on(table.leagueId),
  ],
);
