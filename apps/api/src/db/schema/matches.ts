import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contacts } from './contacts.ts';
import { requirements } from './requirements.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

/**
 * D28: a match version, the ranked candidates computed when someone pressed Matching, stored with
 * the marks and reasons as they were and never recomputed, so that what was sent stays what was seen.
 */
export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    requirementId: uuid('requirement_id')
      .notNull()
      .references(() => requirements.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    notes: text('notes').notNull().default(''),
    candidateCount: integer('candidate_count').notNull(),
    playersConsidered: integer('players_considered').notNull(),
    /** How many players each hard constraint left out: `{ "netto": 14, ... }`. */
    excludedBy: jsonb('excluded_by').$type<Record<string, number>>().notNull(),
    /** Players whose team, league or country exclusions could not be judged: `{ "excludesLeague": 3 }`. */
    unjudged: jsonb('unjudged').$type<Record<string, number>>().notNull().default({}),
    /** The best near misses as they were: player preview, broken constraint, change, marks. */
    nearMisses: jsonb('near_misses').$type<unknown[]>().notNull().default([]),
    /** D28: the requirement as it was when the version was made (null for versions made before). */
    requirement: jsonb('requirement'),
    /**
     * What the version was computed from (the requirement, its club and window, the sport's players
     * and prices, by their last change): Matching with nothing changed opens this version again.
     */
    fingerprint: text('fingerprint'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('matches_requirement_created_idx').on(table.requirementId, table.createdAt, table.id)],
);

/** Spec 2, ContactMatch: one candidate of a version, in rank order. */
export const contactMatches = pgTable(
  'contact_matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    contractMark: smallint('contract_mark').notNull(),
    financeMark: smallint('finance_mark').notNull(),
    personalMark: smallint('personal_mark').notNull(),
    playerPlanMark: smallint('player_plan_mark').notNull(),
    average: numeric('average', { precision: 4, scale: 2, mode: 'number' }).notNull(),
    /** Reason codes and their parameters per mark (sentences, in versions made before issue 24). */
    reasons: jsonb('reasons')
      .$type<Record<'contract' | 'finance' | 'personal' | 'playerPlan', unknown[]>>()
      .notNull(),
    /** D28: the player as the version showed him (name, club, age, amounts); null before issue 24. */
    preview: jsonb('preview'),
    hasBeenSent: boolean('has_been_sent').notNull().default(false),
    sentToAcMatch: boolean('sent_to_ac_match').notNull().default(false),
    isForEmail: boolean('is_for_email'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('contact_matches_match_contact_key').on(table.matchId, table.contactId),
    index('contact_matches_match_rank_idx').on(table.matchId, table.rank),
    index('contact_matches_contact_idx').on(table.contactId),
    check(
      'contact_matches_marks_check',
      sql`${table.contractMark} between 0 and 10 and ${table.financeMark} between 0 and 10 and ${table.personalMark} between 0 and 10 and ${table.playerPlanMark} between 0 and 10`,
    ),
  ],
);
