// A sport's players as CSV: the export read in batches and the import's rows written; access is decided in service.ts.
import { randomUUID } from 'node:crypto';
import {
  contractFormSchema,
  NO_NEED_POSITION,
  PLAYER_MESSAGES,
  type PlayerListItem,
  type PlayerUpdate,
  sortKey,
} from '@transferdesk/shared';
import { and, eq, isNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  clubs,
  contacts,
  contractStatuses,
  playerContracts,
  playerLevels,
  playerPositions,
  positions,
  valutas,
} from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import { contactNameOrder, contactPagesByName } from '../../lib/contact-batches.ts';
import { contactKeys } from '../../lib/contact-keys.ts';
import type { CsvImport, ImportRow } from '../../lib/csv-import-rules.ts';
import { importInBatches } from '../../lib/import-batches.ts';
import { contractsOfPlayers, insertImportedContracts, insertImportedPositions } from './lists.ts';
import { scalarValues } from './player-values.ts';
import { fieldColumns, type PlayerRow, playerColumns, toListItem } from './queries.ts';
import { CELL_LIST_SEPARATOR, contractsToFlat, flatToContracts, type PlayerCsvRow } from './schemas.ts';
/** The export's rows in name order, a batch per query. */
export async function* exportBatches(db: Db, where: SQL): AsyncGenerator<Record<string, string>> {
  const pages = contactPagesByName(
    (after, limit) =>
      db
        .select({ ...playerColumns, nameSort: contacts.nameSort })
        .from(contacts)
        .where(and(where, after))
        .orderBy(...contactNameOrder)
        .limit(limit) as Promise<(PlayerRow & { nameSort: string })[]>,
  );
  for await (const page of pages) {
    const contracts = await contractsOfPlayers(
      db,
      page.map((row) => row.id),
    );
    for (const row of page) {
      const player = toListItem(row);
      const flat = contractsToFlat(contracts.filter((contract) => contract.contactId === row.id));
      yield toCells(player, flat);
    }
  }
}

/**
 * Into the sport `tenantId`. The club, positions, level, contract status and currency are names of
 * the sport's records; the flat contract columns become contracts (D25).
 */
export async function importPlayerRows(
  db: Db,
  csv: CsvImport<PlayerCsvRow>,
  tenantId: string,
): Promise<number> {
  const names = await sportNames(db, tenantId);
  const rowError = (rowNumber: number, field: string, message: string) =>
    csv.rowError(rowNumber, field, message);
  const prepare = ({ rowNumber, value }: ImportRow<PlayerCsvRow>) => {
    const one = (field: string, map: Map<string, string[]>, name: string, what: string) => {
      if (!name) return null;
      const ids = map.get(sortKey(name)) ?? [];
      if (ids.length !== 1) {
        rowError(
          rowNumber,
          field,
          ids.length === 0
            ? `No ${what} named "${name}" in this sport`
            : `${ids.length} ${what}s are named "${name}"`,
        );
      }
      return ids[0] ?? null;
    };
    const clubId = one('club', names.clubs, value.club, 'club');
    const valutaId = one('currency', names.valutas, value.currency || 'EUR', 'currency');
    const playerLevelId = one('playerLevel', names.playerLevels, value.playerLevel, 'player level');
    const contractStatusId = one(
      'contractStatus',
      names.contractStatuses,
      value.contractStatus,
      'contract status',
    );
    if (!value.playerLevel) rowError(rowNumber, 'playerLevel', 'Field is mandatory');
    const positionNames = value.positions
      .split(CELL_LIST_SEPARATOR)
      .map((name) => name.trim())
      .filter(Boolean);
    if (positionNames.length === 0) rowError(rowNumber, 'positions', 'Field is mandatory');
    if (positionNames.some((name) => sortKey(name) === sortKey(NO_NEED_POSITION))) {
      rowError(rowNumber, 'positions', PLAYER_MESSAGES.noNeedPosition);
    }
    const positionIds = [
      ...new Set(positionNames.map((name) => one('positions', names.positions, name, 'position'))),
    ].filter((positionId): positionId is string => positionId !== null);
    const contracts = flatToContracts(value, valutaId).flatMap((contract) => {
      const parsed = contractFormSchema.safeParse(contract);
      if (parsed.success) return [parsed.data];
      for (const issue of parsed.error.issues) {
        rowError(rowNumber, `${contract.contractName}.${issue.path.join('.')}`, issue.message);
      }
      return [];
    });
    const {
      club: _club,
      positions: _positions,
      playerLevel: _level,
      contractStatus: _status,
      currency: _currency,
      ...fields
    } = value;
    const scalars = Object.fromEntries(
      Object.entries(fields).filter(
        ([column]) =>
          !column.startsWith('playerContract') &&
          !column.startsWith('repContract') &&
          !column.startsWith('otherCont'),
      ),
    ) as PlayerUpdate;
    return {
      values: {
        ...scalarValues(scalars),
        ...contactKeys(value, value.club || null),
        tenantId,
        clubId,
        valutaId,
        playerLevelId,
        contractStatusId,
        isPlayer: true,
      },
      positionIds,
      contracts,
    };
  };
  return importInBatches(
    db,
    csv,
    { analyze: [contacts, playerPositions, playerContracts] },
    async (tx, batch) => {
      const prepared = batch.map(prepare);
      if (csv.failed) return;
      // Ids made here, so that positions and contracts need no answer from the insert.
      const withIds = prepared.map((row) => ({ ...row, playerId: randomUUID() }));
      await bulkInsert(
        tx,
        contacts,
        withIds.map((row) => ({ ...row.values, id: row.playerId })),
      );
      await insertImportedPositions(tx, withIds);
      await insertImportedContracts(tx, tenantId, withIds);
    },
  );
}

/** The export's cells: text as it is, related records by name, positions joined by `|`. */
function toCells(player: PlayerListItem, flat: Record<string, string>): Record<string, string> {
  const cells: Record<string, string> = {};
  for (const column of Object.keys(fieldColumns)) {
    const key = column === 'playerCvLink' ? 'playerCVLink' : column;
    const value = player[key as keyof PlayerListItem];
    cells[key] = value === null || value === undefined ? '' : String(value);
  }
  return {
    ...cells,
    // A deleted club cannot be given anew, so an import could not read it back.
    club: player.club && !player.club.deleted ? player.club.name : '',
    positions: player.positionContacts.map((position) => position.name).join(CELL_LIST_SEPARATOR),
    playerLevel: player.playerLevel?.name ?? '',
    contractStatus: player.contractStatus?.name ?? '',
    currency: player.valuta?.name ?? '',
    ...flat,
  };
}

/** A sport's record ids by sortKey(name), for an import to look names up. */
async function sportNames(db: Db, tenantId: string) {
  const byName = (rows: { id: string; name: string }[]) => {
    const map = new Map<string, string[]>();
    for (const row of rows) map.set(sortKey(row.name), [...(map.get(sortKey(row.name)) ?? []), row.id]);
    return map;
  };
  const named = (table: typeof positions | typeof playerLevels | typeof contractStatuses | typeof valutas) =>
    db
      .select({ id: table.id, name: table.name })
      .from(table as typeof positions)
      .where(eq(table.tenantId, tenantId));
  const [positionRows, levelRows, statusRows, valutaRows, clubRows] = await Promise.all([
    named(positions),
    named(playerLevels),
    named(contractStatuses),
    named(valutas),
    db
      .select({ id: clubs.id, name: clubs.name })
      .from(clubs)
      .where(and(eq(clubs.tenantId, tenantId), isNull(clubs.deletedAt))),
  ]);
  return {
    positions: byName(positionRows),
    playerLevels: byName(levelRows),
    contractStatuses: byName(statusRows),
    valutas: byName(valutaRows),
    clubs: byName(clubRows),
  };
}
