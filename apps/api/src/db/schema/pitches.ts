import type { PitchActor, PitchAnswer, PitchEventKind, PitchStage } from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { contacts } from './contacts.ts';
import { matches } from './matches.ts';
import { requirements } from './requirements.ts';
import { tenants } from './tenants.ts';
import { users } from './users.ts';

const STAGES = sql.raw(`'sent', 'opened', 'feedback', 'in talks', 'signed', 'declined'`);

/**
 * D44, issue 29: one player sent to one club contact, from a match send or a copied CV link. One
 * row per player and contact; a second send updates it and adds to its history (pitch_events).
 */
export const pitches = pgTable(
  'pitches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    playerId: uuid('player_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The club contact the player was sent to. */
    contactId: uuid('contact_id')
      .notNull()
      .references(() => contacts.id, { onDelete: 'cascade' }),
    /** The requirement and match version of the last send; null for a link copied on the player page. */
    requirementId: uuid('requirement_id').references(() => requirements.id, { onDelete: 'set null' }),
    matchId: uuid('match_id').references(() => matches.id, { onDelete: 'set null' }),
    /** The agent who sent it last: "Who to call today" is his list. */
    agentId: uuid('agent_id').references(() => users.id, { onDelete: 'set null' }),
    stage: text('stage').$type<PitchStage>().notNull().default('sent'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The club's latest answer on the public page (every answer is in pitch_events). */
    answer: text('answer').$type<PitchAnswer>(),
    answerMessage: text('answer_message').notNull().default(''),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('pitches_player_contact_key').on(table.playerId, table.contactId),
    // The board's columns and the list's default order, per sport.
    index('pitches_tenant_stage_changed_idx').on(table.tenantId, table.stage, table.stageChangedAt),
    index('pitches_tenant_updated_idx').on(table.tenantId, table.updatedAt),
    index('pitches_contact_idx').on(table.contactId),
    index('pitches_agent_idx').on(table.agentId),
    index('pitches_requirement_idx').on(table.requirementId),
    check('pitches_stage_check', sql`${table.stage} in (${STAGES})`),
    check(
      'pitches_answer_check',
      sql`${table.answer} is null or ${table.answer} in ('interested', 'notNow', 'notInterested')`,
    ),
  ],
);

/**
 * A pitch's history: every send, open, answer and move, with its time and who made it (D44). An
 * answer from the public page keeps the address it came from.
 */
export const pitchEvents = pgTable(
  'pitch_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    pitchId: uuid('pitch_id')
      .notNull()
      .references(() => pitches.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').$type<PitchEventKind>().notNull(),
    actor: text('actor').$type<PitchActor>().notNull(),
    /** The agent for the agent's events. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    fromStage: text('from_stage').$type<PitchStage>(),
    toStage: text('to_stage').$type<PitchStage>(),
    answer: text('answer').$type<PitchAnswer>(),
    /** The agent's note with a move, or the club's message with an answer. */
    note: text('note').notNull().default(''),
    /** The client address of a public answer (D41). */
    address: text('address'),
    /** The requirement of a send. */
    requirementId: uuid('requirement_id').references(() => requirements.id, { onDelete: 'set null' }),
  },
  (table) => [index('pitch_events_pitch_at_idx').on(table.pitchId, table.at)],
);
