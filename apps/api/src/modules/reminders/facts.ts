import {
  calendarDayIn,
  fullName,
  type PlayerDocumentKind,
  REMINDED_DOCUMENT_KINDS,
  type ReminderFacts,
  SPORT_READER_ROLES,
} from '@transferdesk/shared';
import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  agreements,
  clubs,
  contacts,
  pitchEvents,
  pitches,
  playerContracts,
  playerDocuments,
  userRoles,
  users,
  userTenants,
} from '../../db/schema/index.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** D42: `agent1` names a user by id when chosen in the form; free text names nobody. */
const agentOf = (agent1: string): string | null =>
  UUID.test(agent1.trim()) ? agent1.trim().toLowerCase() : null;

const playerColumns = {
  tenantId: contacts.tenantId,
  playerId: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  agent1: contacts.agent1,
};
/** Players that count: not deleted. */
const livePlayer = and(eq(contacts.isPlayer, true), isNull(contacts.deletedAt));

function ref(row: {
  tenantId: string;
  playerId: string;
  firstName: string;
  lastName: string;
  agent1: string;
}) {
  return {
    tenantId: row.tenantId,
    playerId: row.playerId,
    playerName: fullName(row),
    agentUserId: agentOf(row.agent1),
  };
}

/**
 * D46: what the reminders of a day are computed from, for every sport: agreements not ended before
 * the day, player contracts, dated documents of the reminded kinds, and open pitches with their last
 * send. Only what could be due is read (bounded by dates), so a big agency's run stays small.
 */
export async function readReminderFacts(db: Db, day: string, timeZone: string): Promise<ReminderFacts> {
  const [agreementRows, contractRows, documentRows, pitchRows] = await Promise.all([
    db
      .select({
        ...playerColumns,
        id: agreements.id,
        startDate: agreements.startDate,
        endDate: agreements.endDate,
        exclusive: agreements.exclusive,
        federationUploadedOn: agreements.federationUploadedOn,
        agreementAgent: agreements.agentUserId,
      })
      .from(agreements)
      .innerJoin(contacts, eq(contacts.id, agreements.contactId))
      .where(and(livePlayer, sql`${agreements.endDate} >= ${day}`)),
    db
      .select({
        ...playerColumns,
        id: playerContracts.id,
        clubName: playerContracts.clubName,
        endDate: playerContracts.endDate,
      })
      .from(playerContracts)
      .innerJoin(contacts, eq(contacts.id, playerContracts.contactId))
      .where(
        and(
          livePlayer,
          eq(playerContracts.contractName, 'PlayerContract'),
          isNotNull(playerContracts.endDate),
          sql`${playerContracts.endDate} >= ${day}`,
        ),
      ),
    db
      .select({
        ...playerColumns,
        id: playerDocuments.id,
        kind: playerDocuments.kind,
        expiresOn: playerDocuments.expiresOn,
      })
      .from(playerDocuments)
      .innerJoin(contacts, eq(contacts.id, playerDocuments.contactId))
      .where(
        and(
          livePlayer,
          inArray(playerDocuments.kind, [...REMINDED_DOCUMENT_KINDS]),
          sql`${playerDocuments.expiresOn} >= ${day}`,
        ),
      ),
    readOpenPitches(db),
  ]);
  return {
    agreements: agreementRows.map((row) => ({
      ...ref(row),
      // The agreement's agent is the one in charge; the player's agent otherwise.
      agentUserId: row.agreementAgent ?? agentOf(row.agent1),
      id: row.id,
      startDate: row.startDate,
      endDate: row.endDate,
      exclusive: row.exclusive,
      federationUploadedOn: row.federationUploadedOn,
    })),
    playerContracts: contractRows.flatMap((row) =>
      row.endDate ? [{ ...ref(row), id: row.id, clubName: row.clubName, endDate: row.endDate }] : [],
    ),
    documents: documentRows.flatMap((row) =>
      row.expiresOn
        ? [{ ...ref(row), id: row.id, kind: row.kind as PlayerDocumentKind, expiresOn: row.expiresOn }]
        : [],
    ),
    pitches: pitchRows.map((row) => ({
      tenantId: row.tenantId,
      playerId: row.playerId,
      playerName: fullName({ firstName: row.firstName, lastName: row.lastName }),
      agentUserId: row.agentId,
      id: row.id,
      stage: row.stage,
      sentOn: calendarDayIn(row.sentAt ?? row.stageChangedAt, timeZone),
      contactName: fullName({ firstName: row.contactFirstName, lastName: row.contactLastName }),
      clubName: row.clubName,
    })),
  };
}

async function readOpenPitches(db: Db) {
  const player = alias(contacts, 'player');
  const lastSend = db
    .select({ pitchId: pitchEvents.pitchId, sentAt: sql<Date>`max(${pitchEvents.at})`.as('sent_at') })
    .from(pitchEvents)
    .where(inArray(pitchEvents.kind, ['sent', 'resent', 'linkCopied']))
    .groupBy(pitchEvents.pitchId)
    .as('last_send');
  const rows = await db
    .select({
      id: pitches.id,
      tenantId: pitches.tenantId,
      playerId: pitches.playerId,
      stage: pitches.stage,
      stageChangedAt: pitches.stageChangedAt,
      agentId: pitches.agentId,
      sentAt: lastSend.sentAt,
      firstName: player.firstName,
      lastName: player.lastName,
      contactFirstName: contacts.firstName,
      contactLastName: contacts.lastName,
      clubName: clubs.name,
    })
    .from(pitches)
    .innerJoin(player, and(eq(player.id, pitches.playerId), isNull(player.deletedAt)))
    .innerJoin(contacts, eq(contacts.id, pitches.contactId))
    .leftJoin(clubs, eq(clubs.id, contacts.clubId))
    .leftJoin(lastSend, eq(lastSend.pitchId, pitches.id))
    .where(inArray(pitches.stage, ['sent', 'opened']));
  return rows.map((row) => ({ ...row, sentAt: row.sentAt ? new Date(row.sentAt) : null }));
}

/** The people a sport's reminders go to: its active TenantAdmins and Users. */
export async function readSportMembers(db: Db) {
  const rows = await db
    .selectDistinct({
      tenantId: userTenants.tenantId,
      userId: users.id,
      email: users.email,
      name: users.name,
      locale: users.locale,
      reminderDigest: users.reminderDigest,
    })
    .from(userTenants)
    .innerJoin(users, and(eq(users.id, userTenants.userId), eq(users.isActive, true)))
    .innerJoin(
      userRoles,
      and(eq(userRoles.userId, users.id), inArray(userRoles.role, [...SPORT_READER_ROLES])),
    );
  return rows;
}
