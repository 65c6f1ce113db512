import { fullName } from '@transferdesk/shared';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import {
  agreements,
  clubs,
  contactMatches,
  contacts,
  contractStatuses,
  countries,
  leagues,
  matches,
  pitchEvents,
  pitches,
  playerClicks,
  playerContracts,
  playerCountries,
  playerDocuments,
  playerFiles,
  playerLeagues,
  playerLevels,
  playerPositions,
  playerTeams,
  positions,
  requirements,
  teams,
  tenants,
  transfers,
  valutas,
  videoInfos,
} from '../../db/schema/index.ts';
import type { PersonRow } from './person.ts';

/**
 * D48: everything the app holds about one person, as the ZIP's JSON documents: `person.json` (his
 * row and every row that is his), `sends.json` (every send of his CV, or every CV sent to him) and
 * `clicks.json` (every click on his page, or every click he made). The files come separately.
 */

const other = alias(contacts, 'other_person');
const otherClub = alias(clubs, 'other_club');

/** A person other than the subject as the documents name him: id, name, e-mail and club. */
const otherPerson = {
  id: other.id,
  firstName: other.firstName,
  lastName: other.lastName,
  email: other.email,
  erasedAt: other.erasedAt,
  club: otherClub.name,
};
type OtherRow = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  erasedAt: Date | null;
  club: string | null;
};
const named = (row: OtherRow) => ({
  id: row.id,
  name: row.erasedAt ? '' : fullName(row),
  email: row.email,
  club: row.club ?? '',
  erased: row.erasedAt !== null,
});

/** A reference-list name by id, or null. */
async function nameById(
  db: Db,
  table: typeof valutas | typeof playerLevels | typeof contractStatuses,
  id: string | null,
) {
  if (!id) return null;
  const [row] = await db.select({ name: table.name }).from(table).where(eq(table.id, id));
  return row?.name ?? null;
}

/** A player file as person.json lists it; `zipPath` is where its bytes are in the ZIP. */
export interface ExportedFile {
  id: string;
  name: string;
  contentType: string;
  size: number;
  uploadedAt: Date;
  /** The storage path, read for the bytes (not written to the documents). */
  path: string;
}

/** `person.json`: the contact row and every row of his, by kind, with names for the ids. */
export async function personDocument(db: Db, person: PersonRow) {
  const id = person.id;
  const [sport] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, person.tenantId));
  const club = person.clubId
    ? (await db.select().from(clubs).where(eq(clubs.id, person.clubId)))[0]
    : undefined;
  const [
    positionRows,
    countryRows,
    leagueRows,
    teamRows,
    videos,
    contracts,
    agreementRows,
    documents,
    files,
  ] = await Promise.all([
    db
      .select({ id: positions.id, name: positions.name })
      .from(playerPositions)
      .innerJoin(positions, eq(positions.id, playerPositions.positionId))
      .where(eq(playerPositions.contactId, id))
      .orderBy(asc(positions.nameSort)),
    db
      .select({ id: countries.id, name: countries.name, preference: playerCountries.preference })
      .from(playerCountries)
      .innerJoin(countries, eq(countries.id, playerCountries.countryId))
      .where(eq(playerCountries.contactId, id))
      .orderBy(asc(countries.nameSort)),
    db
      .select({ id: leagues.id, name: leagues.name, preference: playerLeagues.preference })
      .from(playerLeagues)
      .innerJoin(leagues, eq(leagues.id, playerLeagues.leagueId))
      .where(eq(playerLeagues.contactId, id))
      .orderBy(asc(leagues.nameSort)),
    db
      .select({ id: teams.id, name: teams.name, preference: playerTeams.preference })
      .from(playerTeams)
      .innerJoin(teams, eq(teams.id, playerTeams.teamId))
      .where(eq(playerTeams.contactId, id))
      .orderBy(asc(teams.nameSort)),
    db.select().from(videoInfos).where(eq(videoInfos.contactId, id)).orderBy(asc(videoInfos.ordinal)),
    db
      .select()
      .from(playerContracts)
      .where(eq(playerContracts.contactId, id))
      .orderBy(asc(playerContracts.createdAt)),
    db.select().from(agreements).where(eq(agreements.contactId, id)).orderBy(asc(agreements.startDate)),
    db
      .select({ document: playerDocuments, issuingCountry: countries.name })
      .from(playerDocuments)
      .leftJoin(countries, eq(countries.id, playerDocuments.issuingCountryId))
      .where(eq(playerDocuments.contactId, id))
      .orderBy(asc(playerDocuments.createdAt)),
    db.select().from(playerFiles).where(eq(playerFiles.contactId, id)).orderBy(asc(playerFiles.uploadedAt)),
  ]);
  const document = {
    exportedAt: new Date().toISOString(),
    kind: person.isPlayer ? 'player' : 'contact',
    sport: sport?.name ?? '',
    contact: person,
    club: club ?? null,
    valuta: await nameById(db, valutas, person.valutaId),
    playerLevel: await nameById(db, playerLevels, person.playerLevelId),
    contractStatus: await nameById(db, contractStatuses, person.contractStatusId),
    positions: positionRows,
    countries: countryRows,
    leagues: leagueRows,
    teams: teamRows,
    videos,
    contracts,
    agreements: agreementRows,
    documents: documents.map((row) => ({ ...row.document, issuingCountry: row.issuingCountry })),
    files: files.map(({ path: _path, ...file }) => ({ ...file, zipPath: `files/${fileEntryName(file)}` })),
  };
  return { document, files: files as ExportedFile[] };
}

/** A file's name in the ZIP: its id (names repeat) and its name without folders or controls. */
export function fileEntryName(file: { id: string; name: string }): string {
  const clean = file.name
    .replace(/[\\/]/g, '_')
    .replace(/\p{Cc}/gu, '')
    .trim();
  return `${file.id}-${clean || 'file'}`;
}

/** The events of pitches, by pitch, oldest first. */
async function eventsOf(db: Db, pitchIds: string[]) {
  if (pitchIds.length === 0) return new Map<string, unknown[]>();
  const rows = await db
    .select()
    .from(pitchEvents)
    .where(inArray(pitchEvents.pitchId, pitchIds))
    .orderBy(asc(pitchEvents.at), asc(pitchEvents.id));
  const byPitch = new Map<string, unknown[]>();
  for (const { pitchId, tenantId: _tenantId, ...event } of rows) {
    byPitch.set(pitchId, [...(byPitch.get(pitchId) ?? []), event]);
  }
  return byPitch;
}

/**
 * `sends.json`. A player's: every pitch of his CV with the club contact, his e-mail and club and
 * when it was first sent, with its history; and every match send, from the match versions, with
 * the requirement's contact and when it was sent. A contact's: the same, received.
 */
export async function sendsDocument(db: Db, person: PersonRow) {
  const id = person.id;
  const side = person.isPlayer ? pitches.playerId : pitches.contactId;
  const counterpart = person.isPlayer ? pitches.contactId : pitches.playerId;
  const pitchRows = await db
    .select({ pitch: pitches, other: otherPerson, transfer: transfers.name })
    .from(pitches)
    .innerJoin(other, eq(other.id, counterpart))
    .leftJoin(otherClub, eq(otherClub.id, other.clubId))
    .leftJoin(requirements, eq(requirements.id, pitches.requirementId))
    .leftJoin(transfers, eq(transfers.id, requirements.transferId))
    .where(eq(side, id))
    .orderBy(asc(pitches.createdAt), asc(pitches.id));
  const events = await eventsOf(
    db,
    pitchRows.map((row) => row.pitch.id),
  );
  const pitchesOut = pitchRows.map(({ pitch, other: person2, transfer }) => ({
    id: pitch.id,
    [person.isPlayer ? 'contact' : 'player']: named(person2),
    firstSentAt: pitch.createdAt,
    requirementId: pitch.requirementId,
    transferWindow: transfer,
    matchId: pitch.matchId,
    stage: pitch.stage,
    stageChangedAt: pitch.stageChangedAt,
    answer: pitch.answer,
    answerMessage: pitch.answerMessage,
    answeredAt: pitch.answeredAt,
    events: events.get(pitch.id) ?? [],
  }));
  // The contact a version was sent to is the one its requirement named then (stored with it).
  const versionContact = sql<string>`coalesce(${matches.requirement} ->> 'contactId', ${requirements.contactId}::text)`;
  const sends = await db
    .select({
      matchId: matches.id,
      requirementId: matches.requirementId,
      playerId: contactMatches.contactId,
      contactId: versionContact,
      rank: contactMatches.rank,
      average: contactMatches.average,
      hasBeenSent: contactMatches.hasBeenSent,
      isForEmail: contactMatches.isForEmail,
      sentAt: contactMatches.sentAt,
    })
    .from(contactMatches)
    .innerJoin(matches, eq(matches.id, contactMatches.matchId))
    .innerJoin(requirements, eq(requirements.id, matches.requirementId))
    .where(
      person.isPlayer
        ? eq(contactMatches.contactId, id)
        : and(eq(contactMatches.hasBeenSent, true), sql`${versionContact} = ${id}`),
    )
    .orderBy(asc(matches.createdAt), asc(contactMatches.rank));
  const others = await peopleById(
    db,
    sends.map((send) => (person.isPlayer ? send.contactId : send.playerId)),
  );
  const matchSends = sends.map(({ playerId, contactId, ...send }) => {
    const who = others.get(person.isPlayer ? contactId : playerId);
    return {
      ...send,
      average: Number(send.average),
      [person.isPlayer ? 'contact' : 'player']: who ? named(who) : null,
    };
  });
  return person.isPlayer
    ? { pitches: pitchesOut, matchSends }
    : { pitchesReceived: pitchesOut, matchSendsReceived: matchSends };
}

async function peopleById(db: Db, ids: string[]): Promise<Map<string, OtherRow>> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select(otherPerson)
    .from(other)
    .leftJoin(otherClub, eq(otherClub.id, other.clubId))
    .where(inArray(other.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** `clicks.json`: every click on the player's page with the club contact it was made for, or every click the contact made. */
export async function clicksDocument(db: Db, person: PersonRow) {
  const counterpart = person.isPlayer ? playerClicks.contactId : playerClicks.playerId;
  const rows = await db
    .select({ clickedAt: playerClicks.clickedAt, other: otherPerson })
    .from(playerClicks)
    .innerJoin(other, eq(other.id, counterpart))
    .leftJoin(otherClub, eq(otherClub.id, other.clubId))
    .where(eq(person.isPlayer ? playerClicks.playerId : playerClicks.contactId, person.id))
    .orderBy(asc(playerClicks.clickedAt), asc(playerClicks.id));
  return {
    clicks: rows.map((row) => ({
      clickedAt: row.clickedAt,
      [person.isPlayer ? 'contact' : 'player']: named(row.other),
    })),
  };
}
