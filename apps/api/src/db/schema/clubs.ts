import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { teams } from './teams.ts';
import { tenants } from './tenants.ts';

/** A club an agency works with (spec 1, section 3, Club; D7: owned here, all fields editable). */
export const clubs = pgTable(
  'clubs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameSort: text('name_sort').notNull(),
    /** sortKey of name and city: what the text filter searches (a pg_trgm index, migration 0007). */
    searchKey: text('search_key').notNull().default(''),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'set null' }),
    /** `resources/...` path of the uploaded logo. */
    logoPath: text('logo_path'),
    description: text('description').notNull().default(''),
    activeCampaignId: integer('active_campaign_id'),
    /** D32: the CRM's values of the synced fields at the last sync, to tell app edits from CRM edits. */
    crmValues: jsonb('crm_values').$type<Record<string, string>>(),
    owner: text('owner').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    address1: text('address1').notNull().default(''),
    address2: text('address2').notNull().default(''),
    annualRevenue: text('annual_revenue').notNull().default(''),
    industry: text('industry').notNull().default(''),
    email: text('email').notNull().default(''),
    fax: text('fax').notNull().default(''),
    twitter: text('twitter').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    url: text('url').notNull().default(''),
    /** Soft delete: requirements and contacts keep pointing at a deleted club ("[Deleted record]"). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    // The list's scope, order and tie-breaker in one index (issue 10): pages are read in index order.
    index('clubs_listed_name_idx')
      .on(table.tenantId, table.nameSort, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('clubs_listed_created_at_idx')
      .on(table.tenantId, table.createdAt, table.id)
      .where(sql`${table.deletedAt} is null`),
    index('clubs_team_id_idx').on(table.teamId),
    // D32: a sync finds the sport's club of a CRM account.
    index('clubs_campaign_idx')
      .on(table.tenantId, table.activeCampaignId)
      .where(sql`${table.activeCampaignId} is not null`),
  ],
);
