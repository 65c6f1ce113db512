import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.ts';
import { timestamps } from './columns.ts';
import { contractStatuses, playerLevels, valutas } from './reference.ts';
import { tenants } from './tenants.ts';

const sortIndexName = {
  nameSort: 'name',
  height: 'height',
  weight: 'weight',
  dateOfBirth: 'birth',
} as const;

/**
 * People at clubs and players in one table (D8: players are contacts with `is_player`), with every
 * field of spec 2, section 3, Contact / Player. `/api/contacts` serves the rows with is_player false.
 * Text fields default to '' so that forms and CSV files never meet null; numbers the spec defaults
 * to 0 are 0.
 */
export const contacts = pgTable(
  'contacts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    isPlayer: boolean('is_player').notNull().default(false),
    /** A deleted club stays referenced (soft delete) and shows as "[Deleted record]". */
    clubId: uuid('club_id').references(() => clubs.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    /** sortKey(firstName + ' ' + lastName): the firstName sort, ties broken by the last name. */
    nameSort: text('name_sort').notNull().default(''),
    /** sortKey of name, e-mail, role and club: what the text filter searches. */
    searchKey: text('search_key').notNull().default(''),
    email: text('email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    accountName: text('account_name').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    role: text('role').notNull().default(''),
    whatsapp: text('whatsapp').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    facebook: text('facebook').notNull().default(''),
    tikTok: text('tik_tok').notNull().default(''),
    /** Values may hold '||' separators from the CRM; the display removes them (spec 2, section 3). */
    agent1: text('agent1').notNull().default(''),
    agent2: text('agent2').notNull().default(''),
    playerCvLink: text('player_cv_link').notNull().default(''),
    /** HTML, sanitised on every write. */
    description: text('description').notNull().default(''),
    /** `resources/...` path of the uploaded picture. */
    picturePath: text('picture_path'),
    mandate: boolean('mandate').notNull().default(false),
    pinsPriority: text('pins_priority'),
    includeInApp: boolean('include_in_app').notNull().default(true),
    contractType: text('contract_type'),
    transferMarket: text('transfer_market').notNull().default(''),
    dateOfBirth: date('date_of_birth'),
    nationality: text('nationality').notNull().default(''),
    maritalStatus: text('marital_status'),
    numberOfKids: integer('number_of_kids').notNull().default(0),
    rightyLefty: text('righty_lefty'),
    /** Centimetres and kilograms; 0 when unknown (spec 2, section 5 defaults). */
    height: integer('height').notNull().default(0),
    weight: integer('weight').notNull().default(0),
    eliteProspects: text('elite_prospects').notNull().default(''),
    valutaId: uuid('valuta_id').references(() => valutas.id, { onDelete: 'set null' }),
    playerLevelId: uuid('player_level_id').references(() => playerLevels.id, { onDelete: 'set null' }),
    /** D24: one of the sport's contract statuses; requirement filters and matching read it. */
    contractStatusId: uuid('contract_status_id').references(() => contractStatuses.id, {
      onDelete: 'set null',
    }),
    minSalaryNetto: numeric('min_salary_netto', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    minSalaryBrutto: numeric('min_salary_brutto', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    estTransfer: numeric('est_transfer', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    formerClub: text('former_club').notNull().default(''),
    statistics: text('statistics').notNull().default(''),
    internationalLevel: text('international_level').notNull().default(''),
    playerReferences: text('player_references').notNull().default(''),
    /** D32: the contact's id in ActiveCampaign, set by the CRM sync. */
    activeCampaignId: integer('active_campaign_id'),
    /** D32: the CRM's values of the synced fields at the last sync, to tell app edits from CRM edits. */
    crmValues: jsonb('crm_values').$type<Record<string, string>>(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** D48: when a TenantAdmin erased the person; personal fields are blank from then on. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // One index per list order (issue 10): scope, sort key and tie-breakers, so that a page is read in
    // index order and the last pages are read backwards. The text filter's pg_trgm index on
    // search_key is in migration 0007 (drizzle-kit cannot name an operator class's schema), and the
    // sport's newest player change (contacts_player_changed_idx, read by matching) in migration 0016.
    ...(['nameSort', 'height', 'weight', 'dateOfBirth'] as const).map((sort) =>
      index(`contacts_listed_${sortIndexName[sort]}_idx`)
        .on(
          table.tenantId,
          table.isPlayer,
          table[sort],
          ...(sort === 'nameSort' ? [] : [table.nameSort]),
          table.id,
        )
        .where(sql`${table.deletedAt} is null`),
    ),
    index('contacts_club_id_idx').on(table.clubId),
    // D32: a sync finds the sport's contact of a CRM contact.
    index('contacts_campaign_idx')
      .on(table.tenantId, table.activeCampaignId)
      .where(sql`${table.activeCampaignId} is not null`),
    check('contacts_righty_lefty_check', sql`${table.rightyLefty} in ('Right', 'Left', 'Both')`),
    check('contacts_marital_status_check', sql`${table.maritalStatus} in ('Married', 'Single')`),
    check('contacts_pins_priority_check', sql`${table.pinsPriority} in ('A', 'B', 'C', 'D', 'E')`),
    check('contacts_contract_type_check', sql`${table.contractType} in ('PinsPlayer', 'Mandate')`),
    check('contacts_height_check', sql`${table.height} >= 0`),
    check('contacts_weight_check', sql`${table.weight} >= 0`),
  ],
);
