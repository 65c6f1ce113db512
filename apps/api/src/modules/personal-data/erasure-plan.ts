import { type ErasureDeletedKind, fullName, RESTRICTION_YEARS } from '@transferdesk/shared';
import { and, asc, eq, inArray, isNull, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  agreements,
  clubs,
  contactMatches,
  contacts,
  matches,
  pitches,
  playerClicks,
  playerContracts,
  playerDocuments,
  playerFiles,
  requirements,
  videoInfos,
} from '../../db/schema/index.ts';
import type { PersonRow } from './person.ts';

/** A club contact who received the player's CV, with the first day he did (for the notice). */
export interface Recipient {
  contactId: string;
  name: string;
  email: string;
  club: string;
  /** yyyy-MM-dd. */
  sentOn: string;
}

/** What erasing the person deletes and keeps, as the confirmation and the erasure count it. */
export interface ErasurePlan {
  deleted: Record<ErasureDeletedKind, number>;
  agreements: number;
  /** The player's files an agreement names (signed or consent): kept, restricted. */
  keptFileIds: string[];
  recipients: Recipient[];
}

const count = sql<number>`count(*)::int`.mapWith(Number);

async function counted(db: Db | Tx, table: PgTable, where: SQL): Promise<number> {
  const [row] = await db.select({ count }).from(table).where(where);
  return row?.count ?? 0;
}

/** The day `years` after today (UTC), yyyy-MM-dd: how long an erased player's agreements are kept. */
export function restrictedUntil(now = new Date()): string {
  const until = new Date(now);
  until.setUTCFullYear(until.getUTCFullYear() + RESTRICTION_YEARS);
  return until.toISOString().slice(0, 10);
}

/** The files of the player that his agreements name: the records kept with them. */
export async function agreementFileIds(db: Db | Tx, personId: string): Promise<string[]> {
  const rows = await db
    .select({ signed: agreements.signedFileId, consent: agreements.guardianConsentFileId })
    .from(agreements)
    .where(eq(agreements.contactId, personId));
  return [...new Set(rows.flatMap((row) => [row.signed, row.consent]).filter((id) => id !== null))];
}

/** The player's files erasure deletes: every one but those his agreements name. */
export function erasedFiles(personId: string, keptFileIds: string[]): SQL {
  return and(
    eq(playerFiles.contactId, personId),
    keptFileIds.length > 0 ? notInArray(playerFiles.id, keptFileIds) : undefined,
  ) as SQL;
}

/** The clicks on the player's page, or those the contact made. */
export const clicksOf = (personId: string): SQL =>
  or(eq(playerClicks.playerId, personId), eq(playerClicks.contactId, personId)) as SQL;

/**
 * The club contacts who received the player's CV: every pitch of his (a match send or a link copied
 * for a contact) and every match send, to the contact the version's requirement named then. Deleted
 * contacts are left out (an erased one is deleted too); by name.
 */
export async function recipientsOf(db: Db | Tx, playerId: string): Promise<Recipient[]> {
  const versionContact = sql<string>`coalesce(${matches.requirement} ->> 'contactId', ${requirements.contactId}::text)`;
  const pitched = await db
    .select({ contactId: pitches.contactId, at: pitches.createdAt })
    .from(pitches)
    .where(eq(pitches.playerId, playerId));
  const matchSends = await db
    .select({ contactId: versionContact, at: contactMatches.sentAt })
    .from(contactMatches)
    .innerJoin(matches, eq(matches.id, contactMatches.matchId))
    .innerJoin(requirements, eq(requirements.id, matches.requirementId))
    .where(and(eq(contactMatches.contactId, playerId), eq(contactMatches.hasBeenSent, true)));
  const firstSent = new Map<string, Date>();
  for (const { contactId, at } of [...pitched, ...matchSends]) {
    const when = at ?? new Date();
    const known = firstSent.get(contactId);
    if (!known || when < known) firstSent.set(contactId, when);
  }
  if (firstSent.size === 0) return [];
  const rows = await db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      email: contacts.email,
      club: clubs.name,
    })
    .from(contacts)
    .leftJoin(clubs, eq(clubs.id, contacts.clubId))
    .where(and(inArray(contacts.id, [...firstSent.keys()]), isNull(contacts.deletedAt)))
    .orderBy(asc(contacts.nameSort), asc(contacts.id));
  return rows.map((row) => ({
    contactId: row.id,
    name: fullName(row),
    email: row.email,
    club: row.club ?? '',
    sentOn: (firstSent.get(row.id) as Date).toISOString().slice(0, 10),
  }));
}

/** What erasing `person` would delete, keep restricted and whom it would tell, as of now. */
export async function erasurePlan(db: Db | Tx, person: PersonRow): Promise<ErasurePlan> {
  const id = person.id;
  const keptFileIds = await agreementFileIds(db, id);
  // One query after another: in the erasure's transaction they share one connection.
  const videos = await counted(db, videoInfos, eq(videoInfos.contactId, id));
  const contracts = await counted(db, playerContracts, eq(playerContracts.contactId, id));
  const documents = await counted(db, playerDocuments, eq(playerDocuments.contactId, id));
  const files = await counted(db, playerFiles, erasedFiles(id, keptFileIds));
  const clicks = await counted(db, playerClicks, clicksOf(id));
  const agreementCount = await counted(db, agreements, eq(agreements.contactId, id));
  const recipients = person.isPlayer ? await recipientsOf(db, id) : [];
  return {
    deleted: { pictures: person.picturePath ? 1 : 0, videos, contracts, documents, files, clicks },
    agreements: agreementCount,
    keptFileIds,
    recipients,
  };
}
