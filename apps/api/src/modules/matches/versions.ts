import {
  type ContactMatch,
  cvLinkPath,
  fullName,
  type Match,
  type MatchPlayerPreview,
  MESSAGES,
  type NearMissPreview,
  type PitchStage,
  type Requirement,
} from '@transferdesk/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactMatches, type matches, pitches, tenants } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { loadListItems } from '../players/queries.ts';
import { requirementOf } from './engine-input.ts';
import { splitNationalities } from './match-players.ts';

/**
 * A match version as the page reads it. D28: the requirement and each candidate as they were when
 * the version was made (versions made before issue 24 stored only marks, and show today's data).
 */

export type MatchVersionRow = typeof matches.$inferSelect;

/** The players as a match card shows them, today. */
export async function previews(db: Db, ids: string[]): Promise<Map<string, MatchPlayerPreview>> {
  const items = await loadListItems(db, ids);
  return new Map(
    items.map((item) => [
      item.id,
      {
        id: item.id,
        tenantId: item.tenantId,
        firstName: item.firstName,
        lastName: item.lastName,
        pictureUrl: item.pictureUrl,
        positions: item.positionContacts,
        playerLevel: item.playerLevel,
        club: item.club,
        dateOfBirth: item.dateOfBirth,
        nationality: splitNationalities(item.nationality).join(', '),
        rightyLefty: item.rightyLefty,
        height: item.height,
        weight: item.weight,
        valuta: item.valuta,
        minSalaryNetto: item.minSalaryNetto,
        minSalaryBrutto: item.minSalaryBrutto,
        estTransfer: item.estTransfer,
        mandate: item.mandate,
        deleted: item.deletedAt !== null,
      },
    ]),
  );
}

/**
 * The stored preview, with today's picture and deleted flag: a picture replaced since is a file
 * that no longer exists, and a deleted player must say so.
 */
function shownPlayer(stored: unknown, today: MatchPlayerPreview | undefined): MatchPlayerPreview | undefined {
  if (!stored) return today;
  const preview = stored as MatchPlayerPreview;
  return today ? { ...preview, pictureUrl: today.pictureUrl, deleted: today.deleted } : preview;
}

/** Issue 29: the stage of each player's pitch to the requirement's contact. */
async function pitchStagesOf(
  db: Db,
  contactId: string,
  playerIds: string[],
): Promise<Map<string, PitchStage>> {
  if (playerIds.length === 0) return new Map();
  const rows = await db
    .select({ playerId: pitches.playerId, stage: pitches.stage })
    .from(pitches)
    .where(and(eq(pitches.contactId, contactId), inArray(pitches.playerId, playerIds)));
  return new Map(rows.map((row) => [row.playerId, row.stage]));
}

export async function answerVersion(db: Db, version: MatchVersionRow): Promise<Match> {
  const today = await requirementOf(db, version.requirementId);
  if (!today) throw new DomainError('notFound', MESSAGES.notFound);
  // New fields of a requirement read today's value in a version stored before they existed.
  const requirement: Requirement = version.requirement
    ? { ...today, ...(version.requirement as Requirement) }
    : today;
  const rows = await db
    .select()
    .from(contactMatches)
    .where(eq(contactMatches.matchId, version.id))
    .orderBy(asc(contactMatches.rank));
  const [tenant] = await db
    .select({ name: tenants.name })
    .from(tenants)
    .where(eq(tenants.id, version.tenantId));
  const sport = tenant?.name ?? '';
  const nearMisses = version.nearMisses as NearMissPreview[];
  const players = await previews(db, [
    ...rows.map((row) => row.contactId),
    ...nearMisses.map((miss) => miss.player.id),
  ]);
  const stages = await pitchStagesOf(
    db,
    requirement.contactId,
    rows.map((row) => row.contactId),
  );
  const contactMatchRows: ContactMatch[] = rows.flatMap((row) => {
    const contact = shownPlayer(row.preview, players.get(row.contactId));
    if (!contact) return [];
    return [
      {
        contactId: row.contactId,
        contact,
        tenant: { name: sport },
        rank: row.rank,
        contractMark: row.contractMark,
        financeMark: row.financeMark,
        personalMark: row.personalMark,
        playerPlanMark: row.playerPlanMark,
        average: Number(row.average),
        reasons: row.reasons as ContactMatch['reasons'],
        hasBeenSent: row.hasBeenSent,
        sentToACMatch: row.sentToAcMatch,
        isForEmail: row.isForEmail,
        cvLink: cvLinkPath(
          sport,
          fullName(contact),
          row.isForEmail === false ? 'cv' : requirement.contactId,
          row.contactId,
        ),
        pitchStage: stages.get(row.contactId) ?? null,
      },
    ];
  });
  return {
    id: version.id,
    tenantId: version.tenantId,
    requirementId: version.requirementId,
    createdAt: version.createdAt.toISOString(),
    notes: version.notes,
    requirement,
    contactMatches: contactMatchRows,
    excludedBy: version.excludedBy as Match['excludedBy'],
    unjudged: version.unjudged as Match['unjudged'],
    playersConsidered: version.playersConsidered,
    candidateCount: version.candidateCount,
    nearMisses: nearMisses.flatMap((miss) => {
      const player = shownPlayer(miss.player, players.get(miss.player.id));
      return player ? [{ ...miss, player }] : [];
    }),
    sent: rows.some((row) => row.hasBeenSent),
  };
}
