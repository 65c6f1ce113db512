import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { contacts } from './contacts.ts';
import { countries, leagues, positions, valutas } from './reference.ts';
import { teams } from './teams.ts';
import { tenants } from './tenants.ts';

/**
 * What only players have (D8: a player is a contact with is_player): positions, priorities and
 * exclusions, videos and contracts. Each list is its own table with foreign keys, so that matching
 * can narrow candidates with indexes (D27) and a deleted league or team leaves no dangling id.
 */

const playerId = () =>
  uuid('contact_id')
    .notNull()
    .references(() => contacts.id, { onDelete: 'cascade' });

/** Whether a country, league or team is one the player wants, or one he rules out. */
const preference = () => text('preference').$type<'priority' | 'exclusion'>().notNull();
const preferenceCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('priority', 'exclusion')`);

export const playerPositions = pgTable(
  'player_positions',
  {
    contactId: playerId(),
    positionId: uuid('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.contactId, table.positionId] }),
    index('player_positions_position_idx').on(table.positionId, table.contactId),
  ],
);

/**
 * The primary key is (player, country): one country cannot be both a priority and an exclusion
 * (spec 2, section 4), whatever a client sends.
 */
export const playerCountries = pgTable(
  'player_countries',
  {
    contactId: playerId(),
    countryId: uuid('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    preference: preference(),
  },
  (table) => [
    primaryKey({ columns: [table.contactId, table.countryId] }),
    index('player_countries_country_idx').on(table.countryId, table.preference),
    preferenceCheck('player_countries_preference_check', table.preference),
  ],
);

export const playerLeagues = pgTable(
  'player_leagues',
  {
    contactId: playerId(),
    leagueId: uuid('league_id')
      .notNull()
      .references(() => leagues.id, { onDelete: 'cascade' }),
    preference: preference(),
  },
  (table) => [
    primaryKey({ columns: [table.contactId, table.leagueId] }),
    index('player_leagues_league_idx').on(table.leagueId, table.preference),
    preferenceCheck('player_leagues_preference_check', table.preference),
  ],
);

export const playerTeams = pgTable(
  'player_teams',
  {
    contactId: playerId(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    preference: preference(),
  },
  (table) => [
    primaryKey({ columns: [table.contactId, table.teamId] }),
    index('player_teams_team_idx').on(table.teamId, table.preference),
    preferenceCheck('player_teams_preference_check', table.preference),
  ],
);

/** Spec 2, VideoInfo. `ordinal` keeps the order the agent gave them (public pages list them so). */
export const videoInfos = pgTable(
  'video_infos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    contactId: playerId(),
    ordinal: integer('ordinal').notNull(),
    title: text('title').notNull(),
    videoUrl: text('video_url').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    isFullMatch: boolean('is_full_match').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('video_infos_contact_idx').on(table.contactId, table.ordinal),
    // Spec 2, section 4: one primary video per player, and a primary video is never a full match.
    uniqueIndex('video_infos_one_primary_key').on(table.contactId).where(sql`${table.isPrimary}`),
    check('video_infos_primary_not_full_match', sql`not (${table.isPrimary} and ${table.isFullMatch})`),
  ],
);

/** Spec 2, Contract (D25): the player's, his representation's, and any other contract. */
export const playerContracts = pgTable(
  'player_contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    contactId: playerId(),
    contractName: text('contract_name').$type<'PlayerContract' | 'RepContract' | 'OtherContract'>().notNull(),
    clubName: text('club_name').notNull().default(''),
    contractType: text('contract_type').notNull().default(''),
    startDate: date('start_date'),
    endDate: date('end_date'),
    link: text('link').notNull().default(''),
    /** Notice of termination, in months. */
    termination: integer('termination'),
    comment: text('comment').notNull().default(''),
    contractPartner: text('contract_partner').notNull().default(''),
    type: text('type').notNull().default(''),
    buyOut: boolean('buy_out').notNull().default(false),
    buyOutDate: date('buy_out_date'),
    buyOutComment: text('buy_out_comment').notNull().default(''),
    /** D38: the buy-out sum, 0 when not recorded; in `buyOutValutaId`, or the player's currency when null. */
    buyOutAmount: numeric('buy_out_amount', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    buyOutValutaId: uuid('buy_out_valuta_id').references(() => valutas.id, { onDelete: 'set null' }),
    option: boolean('option').notNull().default(false),
    optionDate: date('option_date'),
    optionComment: text('option_comment').notNull().default(''),
    relegationOrPromotion: boolean('relegation_or_promotion').notNull().default(false),
    relegationComment: text('relegation_comment').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('player_contracts_contact_idx').on(table.contactId, table.contractName, table.endDate),
    check(
      'player_contracts_name_check',
      sql`${table.contractName} in ('PlayerContract', 'RepContract', 'OtherContract')`,
    ),
    check(
      'player_contracts_dates_check',
      sql`${table.endDate} is null or ${table.startDate} is null or ${table.startDate} <= ${table.endDate}`,
    ),
    check(
      'player_contracts_termination_check',
      sql`${table.termination} is null or ${table.termination} >= 0`,
    ),
    check('player_contracts_buy_out_amount_check', sql`${table.buyOutAmount} >= 0`),
  ],
);
