import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { timestamps } from './columns.ts';
import { contacts } from './contacts.ts';
import { contractStatuses, countries, playerLevels, positions, valutas } from './reference.ts';
import { tenants } from './tenants.ts';
import { transfers } from './transfers.ts';

const money = (name: string) =>
  numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);
const atMostOther = (name: string, min: AnyPgColumn, max: AnyPgColumn) =>
  check(name, sql`${min} is null or ${max} is null or ${min} <= ${max}`);

/**
 * Spec 2, Requirement: a club's request for a player in a transfer window, the input of matching
 * (D27). Amounts are in `valuta_id`'s currency; 0 means no limit. The advanced criteria are null
 * when not asked for.
 */
export const requirements = pgTable(
  'requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    clubId: uuid('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'restrict' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'restrict' }),
    maxNetto: money('max_netto'),
    maxBrutto: money('max_brutto'),
    maxTransferSum: money('max_transfer_sum'),
    valutaId: uuid('valuta_id').references(() => valutas.id, { onDelete: 'set null' }),
    /** HTML, sanitised on every write. */
    description: text('description').notNull().default(''),
    isAdvancedSearch: boolean('is_advanced_search').notNull().default(false),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    maritalStatus: text('marital_status'),
    /** Nationality asked for. */
    countryId: uuid('country_id').references(() => countries.id, { onDelete: 'set null' }),
    rightyLefty: text('righty_lefty'),
    pinsPriority: text('pins_priority'),
    contractType: text('contract_type'),
    minHeight: integer('min_height'),
    maxHeight: integer('max_height'),
    minWeight: integer('min_weight'),
    maxWeight: integer('max_weight'),
    /** D26: one of its positions is `No need` (kept with the positions, so filters need no join). */
    isNoNeed: boolean('is_no_need').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('requirements_tenant_created_idx').on(table.tenantId, table.createdAt, table.id),
    index('requirements_tenant_transfer_idx').on(table.tenantId, table.transferId, table.isNoNeed),
    index('requirements_club_idx').on(table.clubId),
    index('requirements_contact_idx').on(table.contactId),
    check(
      'requirements_amounts_check',
      sql`${table.maxNetto} >= 0 and ${table.maxBrutto} >= 0 and ${table.maxTransferSum} >= 0`,
    ),
    atMostOther('requirements_age_check', table.minAge, table.maxAge),
    atMostOther('requirements_height_check', table.minHeight, table.maxHeight),
    atMostOther('requirements_weight_check', table.minWeight, table.maxWeight),
    check('requirements_righty_lefty_check', sql`${table.rightyLefty} in ('Right', 'Left', 'Both')`),
    check('requirements_marital_status_check', sql`${table.maritalStatus} in ('Married', 'Single')`),
    check('requirements_pins_priority_check', sql`${table.pinsPriority} in ('A', 'B', 'C', 'D', 'E')`),
    check('requirements_contract_type_check', sql`${table.contractType} in ('PinsPlayer', 'Mandate')`),
  ],
);

const requirementId = () =>
  uuid('requirement_id')
    .notNull()
    .references(() => requirements.id, { onDelete: 'cascade' });

export const requirementPositions = pgTable(
  'requirement_positions',
  {
    requirementId: requirementId(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.requirementId, table.positionId] }),
    index('requirement_positions_position_idx').on(table.positionId, table.requirementId),
  ],
);

export const requirementPlayerLevels = pgTable(
  'requirement_player_levels',
  {
    requirementId: requirementId(),
    playerLevelId: uuid('player_level_id')
      .notNull()
      .references(() => playerLevels.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.requirementId, table.playerLevelId] }),
    index('requirement_player_levels_level_idx').on(table.playerLevelId, table.requirementId),
  ],
);

export const requirementContractStatuses = pgTable(
  'requirement_contract_statuses',
  {
    requirementId: requirementId(),
    contractStatusId: uuid('contract_status_id')
      .notNull()
      .references(() => contractStatuses.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.requirementId, table.contractStatusId] }),
    index('requirement_contract_statuses_status_idx').on(table.contractStatusId, table.requirementId),
  ],
);
