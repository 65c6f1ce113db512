import {
  type contractFormSchema,
  type PlayerUpdate,
  PREFERENCE_PAIRS,
  type videoInfoFormSchema,
} from '@transferdesk/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  playerContracts,
  playerCountries,
  playerLeagues,
  playerPositions,
  playerTeams,
  videoInfos,
} from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';

/**
 * A player's lists as a write replaces them: a list sent replaces the stored one, a list left out is
 * kept. Runs inside the write's transaction, so that a failure leaves the player as it was.
 */

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type ContractValues = z.output<typeof contractFormSchema>;
type VideoValues = z.output<typeof videoInfoFormSchema>;

const preferenceTables = {
  country: { table: playerCountries, column: 'countryId' },
  league: { table: playerLeagues, column: 'leagueId' },
  team: { table: playerTeams, column: 'teamId' },
} as const;

/** The stored ids of one priority/exclusion pair, for a write that sends only one side of it. */
export async function storedPreferences(db: Db | Tx, playerId: string, what: keyof typeof preferenceTables) {
  const { table, column } = preferenceTables[what];
  const rows: { id: string; preference: 'priority' | 'exclusion' }[] = await db
    .select({ id: sql<string>`${sql.identifier(snakeCase(column))}`, preference: table.preference })
    .from(table)
    .where(eq(table.contactId, playerId));
  return {
    priority: rows.filter((row) => row.preference === 'priority').map((row) => row.id),
    exclusion: rows.filter((row) => row.preference === 'exclusion').map((row) => row.id),
  };
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

export interface PlayerListsWrite {
  tenantId: string;
  playerId: string;
  input: PlayerUpdate;
  /** Each pair as it will be stored once merged with what is kept; only pairs the write touches. */
  pairs: Partial<Record<keyof typeof preferenceTables, { priority: string[]; exclusion: string[] }>>;
}

export async function writePlayerLists(tx: Tx, { tenantId, playerId, input, pairs }: PlayerListsWrite) {
  if (input.positionContactIds) {
    await tx.delete(playerPositions).where(eq(playerPositions.contactId, playerId));
    await tx
      .insert(playerPositions)
      .values(input.positionContactIds.map((positionId) => ({ contactId: playerId, positionId })));
  }
  for (const pair of PREFERENCE_PAIRS) {
    const lists = pairs[pair.what];
    if (!lists) continue;
    const { table, column } = preferenceTables[pair.what];
    await tx.delete(table).where(eq(table.contactId, playerId));
    const rows = [
      ...lists.priority.map((id) => ({ contactId: playerId, [column]: id, preference: 'priority' as const })),
      ...lists.exclusion.map((id) => ({
        contactId: playerId,
        [column]: id,
        preference: 'exclusion' as const,
      })),
    ];
    // biome-ignore lint/suspicious/noExplicitAny: the row's id column differs per table (country, league, team).
    if (rows.length > 0) await tx.insert(table).values(rows as any);
  }
  if (input.videoInfos) await replaceVideos(tx, tenantId, playerId, input.videoInfos);
  if (input.contracts) await replaceContracts(tx, tenantId, playerId, input.contracts);
}

async function replaceVideos(tx: Tx, tenantId: string, playerId: string, videos: VideoValues[]) {
  await tx.delete(videoInfos).where(eq(videoInfos.contactId, playerId));
  if (videos.length === 0) return;
  await tx.insert(videoInfos).values(
    videos.map((video, ordinal) => ({
      tenantId,
      contactId: playerId,
      ordinal,
      title: video.title,
      videoUrl: video.videoUrl,
      isPrimary: video.isPrimary,
      isFullMatch: video.isFullMatch,
    })),
  );
}

/**
 * Contracts edited in place: one sent with the id of one of this player's contracts keeps that id
 * (and its creation time); any other is new; stored ones not sent are removed.
 */
async function replaceContracts(tx: Tx, tenantId: string, playerId: string, contracts: ContractValues[]) {
  const stored = await tx
    .select({ id: playerContracts.id, createdAt: playerContracts.createdAt })
    .from(playerContracts)
    .where(eq(playerContracts.contactId, playerId));
  const createdAt = new Map(stored.map((row) => [row.id, row.createdAt]));
  const kept = contracts.flatMap((contract) =>
    contract.id && createdAt.has(contract.id) ? [contract.id] : [],
  );
  await tx.delete(playerContracts).where(eq(playerContracts.contactId, playerId));
  if (contracts.length === 0) return;
  const keptIds = new Set(kept);
  await tx.insert(playerContracts).values(
    contracts.map(({ id, ...contract }) => {
      const keep = id !== undefined && keptIds.has(id);
      // A contract sent twice with one id keeps it once.
      if (keep) keptIds.delete(id);
      return {
        ...contract,
        ...(keep ? { id, createdAt: createdAt.get(id) } : {}),
        tenantId,
        contactId: playerId,
        updatedAt: new Date(),
      };
    }),
  );
}

/** Every list row of the given players (a CSV import writes its contracts through here). */
export async function insertImportedContracts(
  tx: Tx,
  tenantId: string,
  rows: { playerId: string; contracts: ContractValues[] }[],
) {
  const values = rows.flatMap(({ playerId, contracts }) =>
    contracts.map(({ id: _id, ...contract }) => ({ ...contract, tenantId, contactId: playerId })),
  );
  await bulkInsert(tx, playerContracts, values);
}

/** Positions of many new players in one insert. */
export async function insertImportedPositions(tx: Tx, rows: { playerId: string; positionIds: string[] }[]) {
  const values = rows.flatMap(({ playerId, positionIds }) =>
    positionIds.map((positionId) => ({ contactId: playerId, positionId })),
  );
  await bulkInsert(tx, playerPositions, values);
}

/** The contracts of many players, for the export's flat columns. */
export async function contractsOfPlayers(db: Db, playerIds: string[]) {
  if (playerIds.length === 0) return [];
  return db.select().from(playerContracts).where(inArray(playerContracts.contactId, playerIds));
}
