import { sql } from 'drizzle-orm';
import { check, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { tenants } from './tenants.ts';

/**
 * Lookup lists (spec 2, section 3, Lookup lists). Countries are facts shared by every sport
 * (ADR 004); the others belong to one sport, because each sport names its own positions, levels,
 * leagues and the currencies its agents are paid in.
 */

const tenantId = () =>
  uuid('tenant_id')
    .notNull()
    .references(() => tenants.id, { onDelete: 'cascade' });

export const countries = pgTable(
  'countries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ISO 3166-1 alpha-2, the key the seed and CSV files match on. */
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** sortKey(name) (ADR 001). */
    nameSort: text('name_sort').notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('countries_code_key').on(table.code),
    index('countries_name_sort_idx').on(table.nameSort),
  ],
);

export const positions = pgTable(
  'positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    nameSort: text('name_sort').notNull(),
    /** Handball splits offensive and defensive positions (spec 2, section 9); other sports leave it null. */
    category: text('category').$type<'offensive' | 'defensive'>(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('positions_tenant_name_key').on(table.tenantId, table.nameSort),
    check('positions_category_check', sql`${table.category} in ('offensive', 'defensive')`),
  ],
);

export const playerLevels = pgTable(
  'player_levels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    nameSort: text('name_sort').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('player_levels_tenant_name_key').on(table.tenantId, table.nameSort)],
);

export const contractStatuses = pgTable(
  'contract_statuses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    nameSort: text('name_sort').notNull(),
    ...timestamps,
  },
  (table) => [uniqueIndex('contract_statuses_tenant_name_key').on(table.tenantId, table.nameSort)],
);

export const leagues = pgTable(
  'leagues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    nameSort: text('name_sort').notNull(),
    countryName: text('country_name').notNull().default(''),
    countryNameSort: text('country_name_sort').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('leagues_tenant_name_key').on(table.tenantId, table.nameSort),
    index('leagues_tenant_country_idx').on(table.tenantId, table.countryNameSort),
  ],
);

/** Currencies ("valutas"): `value` is the price of 1 EUR in this currency (EUR itself is 1). */
export const valutas = pgTable(
  'valutas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    nameSort: text('name_sort').notNull(),
    value: numeric('value', { precision: 18, scale: 6, mode: 'number' }).notNull(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('valutas_tenant_name_key').on(table.tenantId, table.nameSort),
    check('valutas_value_positive', sql`${table.value} > 0`),
  ],
);
