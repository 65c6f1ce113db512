import { randomUUID } from 'node:crypto';
import { fullName, NO_NEED_POSITION, type PitchAnswer, type PitchStage } from '@transferdesk/shared';
import { and, asc, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  clubs,
  contacts,
  notifications,
  pitchEvents,
  pitches,
  playerClicks,
  positions,
  requirementPositions,
  requirements,
  tenants,
  users,
  userTenants,
} from '../db/schema/index.ts';
import { DEMO_TEAMS, type DemoSport } from './demo-sports-data.ts';
import { insertMany } from './insert-many.ts';
import { generator } from './random.ts';

/**
 * The demo's pitches (issue 29, D44): per sport, players sent to the club contacts of its
 * requirements and found in every stage, with the views of their links, the clubs' answers and
 * the agent's moves, so that the board, "Who to call today" and the player's Pitches tab are alive
 * on a fresh start. The agent is agent@demo.test where he works, otherwise admin@demo.test.
 */

const SPORTS = Object.keys(DEMO_TEAMS) as DemoSport[];
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

interface PlannedPitch {
  stage: PitchStage;
  /** Days since it was sent. */
  sentDaysAgo: number;
  /** Views of the link, in days ago (none: never opened). */
  opens: number[];
  answer?: { answer: PitchAnswer; daysAgo: number; message: string };
  /** The agent's move and when (in talks, signed, declined). */
  move?: { daysAgo: number; note: string };
}

/** Every stage, some fresh and some left standing: what an agency's board looks like. */
const PLAN: PlannedPitch[] = [
  { stage: 'sent', sentDaysAgo: 1, opens: [] },
  { stage: 'sent', sentDaysAgo: 3, opens: [] },
  { stage: 'sent', sentDaysAgo: 9, opens: [] },
  { stage: 'sent', sentDaysAgo: 12, opens: [] },
  { stage: 'opened', sentDaysAgo: 4, opens: [3, 1, 0] },
  { stage: 'opened', sentDaysAgo: 6, opens: [5, 2] },
  { stage: 'opened', sentDaysAgo: 2, opens: [1] },
  { stage: 'opened', sentDaysAgo: 15, opens: [13] },
  {
    stage: 'feedback',
    sentDaysAgo: 5,
    opens: [4, 1],
    answer: {
      answer: 'interested',
      daysAgo: 1,
      message: 'We like him. Can you send his latest match videos and his salary expectations?',
    },
  },
  {
    stage: 'feedback',
    sentDaysAgo: 8,
    opens: [7, 6],
    answer: { answer: 'interested', daysAgo: 4, message: '' },
  },
  {
    stage: 'feedback',
    sentDaysAgo: 10,
    opens: [9],
    answer: {
      answer: 'notNow',
      daysAgo: 7,
      message: 'Our budget is set until the winter window. Try us again in December.',
    },
  },
  {
    stage: 'feedback',
    sentDaysAgo: 6,
    opens: [5],
    answer: { answer: 'notInterested', daysAgo: 3, message: 'We are looking for a younger profile.' },
  },
  {
    stage: 'in talks',
    sentDaysAgo: 20,
    opens: [19, 18, 15],
    answer: { answer: 'interested', daysAgo: 16, message: 'Please call our sporting director.' },
    move: { daysAgo: 12, note: 'First call with the sporting director; they want a medical in two weeks.' },
  },
  {
    stage: 'in talks',
    sentDaysAgo: 9,
    opens: [8, 7],
    answer: { answer: 'interested', daysAgo: 6, message: '' },
    move: { daysAgo: 2, note: 'Offer expected by Friday.' },
  },
  {
    stage: 'signed',
    sentDaysAgo: 40,
    opens: [39, 35],
    answer: { answer: 'interested', daysAgo: 33, message: 'We would like to meet him.' },
    move: { daysAgo: 10, note: 'Two-year contract signed.' },
  },
  {
    stage: 'declined',
    sentDaysAgo: 30,
    opens: [29],
    answer: { answer: 'notInterested', daysAgo: 27, message: 'He does not fit our system.' },
    move: { daysAgo: 26, note: 'Club chose another player.' },
  },
  {
    stage: 'declined',
    sentDaysAgo: 25,
    opens: [],
    move: { daysAgo: 5, note: 'No reaction after three reminders.' },
  },
];

type Rows = {
  pitches: (typeof pitches.$inferInsert)[];
  events: (typeof pitchEvents.$inferInsert)[];
  clicks: (typeof playerClicks.$inferInsert)[];
};

/** The sport's requirements (with their club contact) and players with a public page, in a fixed order. */
async function readSport(executor: Db | Tx, tenantId: string) {
  const sportRequirements = await executor
    .select({ id: requirements.id, contactId: requirements.contactId })
    .from(requirements)
    .innerJoin(contacts, and(eq(contacts.id, requirements.contactId), isNull(contacts.deletedAt)))
    // D26: a club that registered no need is asked for nobody.
    .where(
      and(
        eq(requirements.tenantId, tenantId),
        notExists(
          executor
            .select({ one: sql`1` })
            .from(requirementPositions)
            .innerJoin(positions, eq(positions.id, requirementPositions.positionId))
            .where(
              and(
                eq(requirementPositions.requirementId, requirements.id),
                eq(positions.name, NO_NEED_POSITION),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(requirements.createdAt), asc(requirements.id));
  const players = await executor
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        eq(contacts.isPlayer, true),
        eq(contacts.includeInApp, true),
        isNull(contacts.deletedAt),
      ),
    )
    .orderBy(asc(contacts.nameSort), asc(contacts.id));
  return { sportRequirements, playerIds: players.map((row) => row.id) };
}

/** Demo agent of the sport: agent@demo.test where he is a member, otherwise admin@demo.test. */
async function agentOf(executor: Db | Tx, tenantId: string): Promise<string | undefined> {
  const members = await executor
    .select({ id: users.id, email: users.email })
    .from(users)
    .innerJoin(userTenants, and(eq(userTenants.userId, users.id), eq(userTenants.tenantId, tenantId)))
    .where(inArray(users.email, ['agent@demo.test', 'admin@demo.test']));
  return (members.find((row) => row.email === 'agent@demo.test') ?? members[0])?.id;
}

function planSport(
  sport: string,
  tenantId: string,
  agentId: string,
  sportRequirements: { id: string; contactId: string }[],
  playerIds: string[],
  today: Date,
): Rows {
  const random = generator(`pitches ${sport}`);
  const rows: Rows = { pitches: [], events: [], clicks: [] };
  const used = new Set<string>();
  const at = (daysAgo: number) =>
    new Date(today.getTime() - daysAgo * DAY_MS - Math.floor(random() * 8) * HOUR_MS);
  PLAN.forEach((plan, index) => {
    const requirement = sportRequirements[index % sportRequirements.length];
    const playerId = playerIds[(index * 5 + Math.floor(random() * 3)) % playerIds.length];
    if (!requirement || !playerId || used.has(`${requirement.contactId} ${playerId}`)) return;
    used.add(`${requirement.contactId} ${playerId}`);
    const id = randomUUID();
    const sentAt = at(plan.sentDaysAgo);
    const event = (
      values: Partial<typeof pitchEvents.$inferInsert> &
        Pick<typeof pitchEvents.$inferInsert, 'at' | 'kind' | 'actor'>,
    ) =>
      rows.events.push({
        tenantId,
        pitchId: id,
        userId: null,
        fromStage: null,
        toStage: null,
        answer: null,
        note: '',
        address: null,
        requirementId: null,
        ...values,
      });
    event({
      at: sentAt,
      kind: 'sent',
      actor: 'agent',
      userId: agentId,
      toStage: 'sent',
      requirementId: requirement.id,
    });
    let stage: PitchStage = 'sent';
    let stageChangedAt = sentAt;
    const opens = plan.opens.map(
      (daysAgo) => new Date(Math.max(sentAt.getTime() + HOUR_MS, at(daysAgo).getTime())),
    );
    opens.sort((a, b) => a.getTime() - b.getTime());
    for (const clickedAt of opens)
      rows.clicks.push({ tenantId, contactId: requirement.contactId, playerId, clickedAt });
    const [firstOpen] = opens;
    if (firstOpen) {
      event({ at: firstOpen, kind: 'opened', actor: 'contact', fromStage: 'sent', toStage: 'opened' });
      stage = 'opened';
      stageChangedAt = firstOpen;
    }
    const answeredAt = plan.answer
      ? new Date(Math.max(stageChangedAt.getTime() + HOUR_MS, at(plan.answer.daysAgo).getTime()))
      : null;
    if (plan.answer && answeredAt) {
      event({
        at: answeredAt,
        kind: 'answered',
        actor: 'contact',
        fromStage: stage,
        toStage: 'feedback',
        answer: plan.answer.answer,
        note: plan.answer.message,
        address: '192.0.2.10',
      });
      stage = 'feedback';
      stageChangedAt = answeredAt;
    }
    if (plan.move) {
      const movedAt = new Date(Math.max(stageChangedAt.getTime() + HOUR_MS, at(plan.move.daysAgo).getTime()));
      event({
        at: movedAt,
        kind: 'moved',
        actor: 'agent',
        userId: agentId,
        fromStage: stage,
        toStage: plan.stage,
        note: plan.move.note,
      });
      stage = plan.stage;
      stageChangedAt = movedAt;
    }
    rows.pitches.push({
      id,
      tenantId,
      playerId,
      contactId: requirement.contactId,
      requirementId: requirement.id,
      matchId: null,
      agentId,
      stage,
      stageChangedAt,
      answer: plan.answer?.answer ?? null,
      answerMessage: plan.answer?.message ?? '',
      answeredAt,
      createdAt: sentAt,
      updatedAt: stageChangedAt,
    });
  });
  return rows;
}

/** The answers of the last week, unread in the agents' bells (issue 29), as a club's answer puts them there. */
async function answerNotifications(
  executor: Db | Tx,
  rows: readonly (typeof pitches.$inferInsert)[],
  today: Date,
): Promise<(typeof notifications.$inferInsert)[]> {
  const recent = rows.filter(
    (row) => row.answer && row.answeredAt && today.getTime() - row.answeredAt.getTime() < 7 * DAY_MS,
  );
  if (recent.length === 0) return [];
  const people = await executor
    .select({ id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, club: clubs.name })
    .from(contacts)
    .leftJoin(clubs, eq(clubs.id, contacts.clubId))
    .where(inArray(contacts.id, [...new Set(recent.flatMap((row) => [row.playerId, row.contactId]))]));
  const byId = new Map(people.map((person) => [person.id, person]));
  return recent.flatMap((row) => {
    const contact = byId.get(row.contactId);
    const player = byId.get(row.playerId);
    if (!row.id || !row.agentId || !row.answer || !row.answeredAt || !contact || !player) return [];
    return [
      {
        userId: row.agentId,
        tenantId: row.tenantId,
        link: `pitches/${row.tenantId}?view=list&pitch=${row.id}`,
        createdAt: row.answeredAt,
        event: {
          kind: 'pitchAnswered' as const,
          pitchId: row.id,
          contactName: fullName(contact),
          clubName: contact.club ?? '',
          playerName: fullName(player),
          answer: row.answer,
          message: row.answerMessage ?? '',
          changed: false,
        },
      },
    ];
  });
}

/**
 * Seeds the pitches of every demo sport that has none yet (a second start adds nothing). Call it
 * after the requirements and players; the views of the pitches' links join the demo's clicks.
 */
export async function seedDemoPitches(
  executor: Db | Tx,
  today: Date = new Date(),
): Promise<{ pitches: number }> {
  const sports = await executor
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.name, SPORTS))
    .orderBy(tenants.name);
  if (sports.length === 0) return { pitches: 0 };
  const seeded = await executor
    .selectDistinct({ tenantId: pitches.tenantId })
    .from(pitches)
    .where(
      inArray(
        pitches.tenantId,
        sports.map((sport) => sport.id),
      ),
    );
  const withPitches = new Set(seeded.map((row) => row.tenantId));
  const all: Rows = { pitches: [], events: [], clicks: [] };
  for (const sport of sports.filter((candidate) => !withPitches.has(candidate.id))) {
    const agentId = await agentOf(executor, sport.id);
    const { sportRequirements, playerIds } = await readSport(executor, sport.id);
    if (!agentId || sportRequirements.length === 0 || playerIds.length === 0) continue;
    const rows = planSport(sport.name, sport.id, agentId, sportRequirements, playerIds, today);
    all.pitches.push(...rows.pitches);
    all.events.push(...rows.events);
    all.clicks.push(...rows.clicks);
  }
  await insertMany(executor, pitches, all.pitches);
  await insertMany(executor, pitchEvents, all.events);
  await insertMany(executor, playerClicks, all.clicks);
  await insertMany(executor, notifications, await answerNotifications(executor, all.pitches, today));
  return { pitches: all.pitches.length };
}
