import {
  cvLinkPath,
  ERASED_CONTACT_NAME,
  ERASED_PLAYER_NAME,
  fullName,
  type PITCH_SORTS,
  type Pitch,
  type PitchFilter,
  type PitchStage,
  wholeDaysBetween,
} from '@transferdesk/shared';
import { and, asc, desc, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  clubs,
  contacts,
  pitches,
  positions,
  requirementPositions,
  requirements,
  tenants,
  transfers,
  users,
} from '../../db/schema/index.ts';

const player = alias(contacts, 'pitch_player');
const contact = alias(contacts, 'pitch_contact');

/** The sorts of the list (PITCH_SORTS), each with a tie-break that makes pages stable. */
const ORDER: Record<(typeof PITCH_SORTS)[number], (direction: 'asc' | 'desc') => SQL[]> = {
  updatedAt: (d) => [d === 'asc' ? asc(pitches.updatedAt) : desc(pitches.updatedAt)],
  stageChangedAt: (d) => [d === 'asc' ? asc(pitches.stageChangedAt) : desc(pitches.stageChangedAt)],
  player: (d) => [d === 'asc' ? asc(player.nameSort) : desc(player.nameSort)],
  club: (d) => [d === 'asc' ? sql`${clubs.nameSort} asc nulls last` : sql`${clubs.nameSort} desc nulls last`],
};

/**
 * A pitch's player and contact are listed while not deleted (a deleted person's pitches leave the
 * lists as he leaves every other); D48: an erased person's stay, named as erased.
 */
const listedPeople = and(
  or(isNull(player.deletedAt), isNotNull(player.erasedAt)),
  or(isNull(contact.deletedAt), isNotNull(contact.erasedAt)),
) as SQL;

/** The pitches a filter names, in one sport, of listed people. `transferId` is the requirement's. */
export function pitchWhere(filter: PitchFilter & { stage?: PitchStage | undefined }): SQL {
  return and(
    eq(pitches.tenantId, filter.tenantId),
    filter.stage ? eq(pitches.stage, filter.stage) : undefined,
    filter.agentId ? eq(pitches.agentId, filter.agentId) : undefined,
    filter.playerId ? eq(pitches.playerId, filter.playerId) : undefined,
    filter.contactId ? eq(pitches.contactId, filter.contactId) : undefined,
    filter.requirementId ? eq(pitches.requirementId, filter.requirementId) : undefined,
    filter.clubId ? eq(contact.clubId, filter.clubId) : undefined,
    filter.transferId ? eq(requirements.transferId, filter.transferId) : undefined,
    listedPeople,
  ) as SQL;
}

const opens = sql<number>`(select count(*)::int from player_clicks pc where pc.player_id = ${pitches.playerId} and pc.contact_id = ${pitches.contactId})`;
const lastOpenedAt = sql<
  string | null
>`(select max(pc.clicked_at) from player_clicks pc where pc.player_id = ${pitches.playerId} and pc.contact_id = ${pitches.contactId})`;

const columns = {
  pitch: pitches,
  player: {
    id: player.id,
    firstName: player.firstName,
    lastName: player.lastName,
    erasedAt: player.erasedAt,
  },
  contact: {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    email: contact.email,
    erasedAt: contact.erasedAt,
  },
  clubId: clubs.id,
  clubName: clubs.name,
  clubDeletedAt: clubs.deletedAt,
  transferId: transfers.id,
  transferName: transfers.name,
  agentName: users.name,
  agentSurname: users.surname,
  agentEmail: users.email,
  sport: tenants.name,
  opens: opens.mapWith(Number),
  lastOpenedAt,
};

type Person = { id: string; firstName: string; lastName: string; erasedAt: Date | null };

/** A person as a pitch names him: D48, an erased one by `erasedName`, with when he was erased. */
function shownPerson<P extends Person>({ erasedAt, ...person }: P, erasedName: string) {
  if (!erasedAt) return person;
  return { ...person, firstName: erasedName, lastName: '', erasedAt: erasedAt.toISOString() };
}

type PitchRow = {
  pitch: typeof pitches.$inferSelect;
  player: Person;
  contact: Person & { email: string };
  clubId: string | null;
  clubName: string | null;
  clubDeletedAt: Date | null;
  transferId: string | null;
  transferName: string | null;
  agentName: string | null;
  agentSurname: string | null;
  agentEmail: string | null;
  sport: string;
  opens: number;
  lastOpenedAt: string | Date | null;
};

/** The select every read of pitches starts from: the people, club, window, agent and opens. */
function selectPitches(db: Db | Tx) {
  return db
    .select(columns)
    .from(pitches)
    .innerJoin(player, eq(player.id, pitches.playerId))
    .innerJoin(contact, eq(contact.id, pitches.contactId))
    .innerJoin(tenants, eq(tenants.id, pitches.tenantId))
    .leftJoin(clubs, eq(clubs.id, contact.clubId))
    .leftJoin(requirements, eq(requirements.id, pitches.requirementId))
    .leftJoin(transfers, eq(transfers.id, requirements.transferId))
    .leftJoin(users, eq(users.id, pitches.agentId))
    .$dynamic();
}

/** The positions of each requirement, by name, for the cards' "what was asked". */
async function positionsOf(db: Db | Tx, requirementIds: string[]): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  if (requirementIds.length === 0) return found;
  const rows = await db
    .select({ requirementId: requirementPositions.requirementId, name: positions.name })
    .from(requirementPositions)
    .innerJoin(positions, eq(positions.id, requirementPositions.positionId))
    .where(inArray(requirementPositions.requirementId, requirementIds))
    .orderBy(asc(positions.nameSort));
  for (const row of rows) found.set(row.requirementId, [...(found.get(row.requirementId) ?? []), row.name]);
  return found;
}

function toPitch(row: PitchRow, positionsByRequirement: Map<string, string[]>, now: Date): Pitch {
  const { pitch } = row;
  const lastOpened = row.lastOpenedAt === null ? null : new Date(row.lastOpenedAt);
  return {
    id: pitch.id,
    tenantId: pitch.tenantId,
    stage: pitch.stage,
    stageChangedAt: pitch.stageChangedAt.toISOString(),
    daysInStage: wholeDaysBetween(pitch.stageChangedAt, now),
    player: shownPerson(row.player, ERASED_PLAYER_NAME),
    contact: shownPerson(row.contact, ERASED_CONTACT_NAME),
    club:
      row.clubId && row.clubName !== null && !row.clubDeletedAt
        ? { id: row.clubId, name: row.clubName }
        : null,
    requirement:
      pitch.requirementId && row.transferId && row.transferName !== null
        ? {
            id: pitch.requirementId,
            transfer: { id: row.transferId, name: row.transferName },
            positions: positionsByRequirement.get(pitch.requirementId) ?? [],
          }
        : null,
    matchId: pitch.matchId,
    agent:
      pitch.agentId && row.agentEmail !== null
        ? {
            id: pitch.agentId,
            name: `${row.agentName ?? ''} ${row.agentSurname ?? ''}`.trim() || row.agentEmail,
          }
        : null,
    answer: pitch.answer,
    answerMessage: pitch.answerMessage,
    answeredAt: pitch.answeredAt?.toISOString() ?? null,
    opens: row.opens,
    lastOpenedAt: lastOpened?.toISOString() ?? null,
    cvLink: cvLinkPath(row.sport, fullName(row.player), pitch.contactId, pitch.playerId),
    createdAt: pitch.createdAt.toISOString(),
    updatedAt: pitch.updatedAt.toISOString(),
  };
}

async function toPitches(db: Db | Tx, rows: PitchRow[]): Promise<Pitch[]> {
  const requirementIds = [...new Set(rows.flatMap((row) => row.pitch.requirementId ?? []))];
  const byRequirement = await positionsOf(db, requirementIds);
  const now = new Date();
  return rows.map((row) => toPitch(row, byRequirement, now));
}

/** One page of the list (or every row, for the export, when `limit` is undefined). */
export async function pitchPage(
  db: Db,
  where: SQL,
  order: { sort: (typeof PITCH_SORTS)[number]; direction: 'asc' | 'desc' },
  window: { limit: number; offset: number },
): Promise<Pitch[]> {
  const rows = await selectPitches(db)
    .where(where)
    .orderBy(...ORDER[order.sort](order.direction), asc(pitches.id))
    .limit(window.limit)
    .offset(window.offset);
  return toPitches(db, rows);
}

/** How many pitches the filter names (the list's total). */
export async function pitchCount(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(pitches)
    .innerJoin(player, eq(player.id, pitches.playerId))
    .innerJoin(contact, eq(contact.id, pitches.contactId))
    .leftJoin(requirements, eq(requirements.id, pitches.requirementId))
    .where(where);
  return row?.count ?? 0;
}

/** The count of every stage under a filter. */
export async function stageCounts(db: Db, where: SQL): Promise<Record<PitchStage, number>> {
  const rows = await db
    .select({ stage: pitches.stage, count: sql<number>`count(*)::int`.mapWith(Number) })
    .from(pitches)
    .innerJoin(player, eq(player.id, pitches.playerId))
    .innerJoin(contact, eq(contact.id, pitches.contactId))
    .leftJoin(requirements, eq(requirements.id, pitches.requirementId))
    .where(where)
    .groupBy(pitches.stage);
  const counts = { sent: 0, opened: 0, feedback: 0, 'in talks': 0, signed: 0, declined: 0 };
  for (const row of rows) counts[row.stage] = row.count;
  return counts;
}

/**
 * The board's cards: of every stage, the `perStage` pitches moved most recently, in one pass (a
 * window over the filter's rows), so that a sport's thousands of pitches cost one query.
 */
export async function boardColumns(db: Db, where: SQL, perStage: number): Promise<Pitch[]> {
  const ranked = db
    .select({
      id: pitches.id,
      place:
        sql<number>`row_number() over (partition by ${pitches.stage} order by ${pitches.stageChangedAt} desc, ${pitches.id})`.as(
          'place',
        ),
    })
    .from(pitches)
    .innerJoin(player, eq(player.id, pitches.playerId))
    .innerJoin(contact, eq(contact.id, pitches.contactId))
    .leftJoin(requirements, eq(requirements.id, pitches.requirementId))
    .where(where)
    .as('ranked');
  const rows = await selectPitches(db)
    .innerJoin(ranked, and(eq(ranked.id, pitches.id), sql`${ranked.place} <= ${perStage}`))
    .orderBy(desc(pitches.stageChangedAt), asc(pitches.id));
  return toPitches(db, rows);
}

/** One pitch by id, with its sport, or undefined (a deleted player's or contact's pitch too). */
export async function pitchById(db: Db | Tx, id: string): Promise<Pitch | undefined> {
  const rows = await selectPitches(db)
    .where(and(eq(pitches.id, id), listedPeople))
    .limit(1);
  return (await toPitches(db, rows))[0];
}

/** Pitches by id, in the order given (the "Who to call today" ranking reads them so). */
export async function pitchesByIds(db: Db, ids: string[]): Promise<Pitch[]> {
  if (ids.length === 0) return [];
  const rows = await selectPitches(db).where(inArray(pitches.id, ids));
  const found = new Map((await toPitches(db, rows)).map((pitch) => [pitch.id, pitch]));
  return ids.flatMap((id) => found.get(id) ?? []);
}
