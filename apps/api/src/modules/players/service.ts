import {
  hasAName,
  MESSAGES,
  NAME_REQUIRED_MESSAGE,
  PLAYER_MESSAGES,
  type Player,
  type PlayerCreate,
  type PlayerListItem,
  type PlayerUpdate,
  PREFERENCE_PAIRS,
} from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts } from '../../db/schema/index.ts';
import { contactKeys } from '../../lib/contact-keys.ts';
import { contactRowOperations } from '../../lib/contact-rows.ts';
import type { CsvImport } from '../../lib/csv-import-rules.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import {
  assertRowAccess,
  assertTenantAccess,
  type Caller,
  importTenantId,
  READERS,
} from '../../lib/tenant-access.ts';
import { storedPreferences, writePlayerLists } from './lists.ts';
import { exportBatches, importPlayerRows } from './player-csv.ts';
import { scalarValues } from './player-values.ts';
import { loadPlayer, type PlayerRow, playerColumns, toListItem } from './queries.ts';
import { PLAYER_SEARCH_LIMIT, type PlayerCsvRow } from './schemas.ts';
import { clubName, sportIdProblems } from './sport-ids.ts';

const IMAGE_FOLDER = 'players';
const VALIDATION_FAILED = 'Validation failed';

export type PlayerService = ReturnType<typeof createPlayerService>;

/**
 * Players (spec 2; D8: contacts with is_player; D24 contract status; D25 contracts). The sport's
 * TenantAdmins and Users read, create and edit players (an agent keeps his own players current);
 * deleting, CSV export and import are for TenantAdmins. Deletion is soft, as for contacts.
 */
export function createPlayerService({ db, storage }: { db: Db; storage: Storage }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);
  const invalid = (problems: string[]) => new DomainError('invalid', VALIDATION_FAILED, problems);
  const isPlayer = eq(contacts.isPlayer, true);

  async function detail(id: string): Promise<Player> {
    const player = await loadPlayer(db, id);
    if (!player) throw notFound();
    return player;
  }

  /**
   * Each priority/exclusion pair the write touches, merged with the side it leaves out, checked for
   * an item on both sides (a PATCH may send one side only).
   */
  async function mergedPairs(playerId: string | null, input: PlayerUpdate) {
    const pairs: Parameters<typeof writePlayerLists>[1]['pairs'] = {};
    const problems: string[] = [];
    for (const pair of PREFERENCE_PAIRS) {
      const sentPriority = input[pair.priority];
      const sentExclusion = input[pair.exclusion];
      if (sentPriority === undefined && sentExclusion === undefined) continue;
      const stored =
        playerId && (sentPriority === undefined || sentExclusion === undefined)
          ? await storedPreferences(db, playerId, pair.what)
          : { priority: [], exclusion: [] };
      const merged = {
        priority: sentPriority ?? stored.priority,
        exclusion: sentExclusion ?? stored.exclusion,
      };
      const priorities = new Set(merged.priority);
      if (merged.exclusion.some((id) => priorities.has(id))) {
        problems.push(`${pair.exclusion}: ${PLAYER_MESSAGES.bothPriorityAndExclusion(pair.what)}`);
      }
      pairs[pair.what] = merged;
    }
    return { pairs, problems };
  }

  const { writable, operations } = contactRowOperations<Player, PlayerListItem, PlayerRow>({
    db,
    storage,
    folder: IMAGE_FOLDER,
    kind: isPlayer,
    editors: READERS,
    notFound,
    detail,
    columns: playerColumns,
    toItem: toListItem,
    counted: 'players',
    searchLimit: PLAYER_SEARCH_LIMIT,
    exportBatches: (where) => exportBatches(db, where),
  });

  return {
    // list, remove, replaceImage, search and exportRows: lib/contact-rows.ts
    ...operations,

    /** A deleted player is still answered, so that what points at it (matches) resolves. */
    async get(caller: Caller, id: string): Promise<Player> {
      const player = await loadPlayer(db, id);
      await assertRowAccess(db, caller, player?.tenantId);
      if (!player) throw notFound();
      return player;
    },

    async create(caller: Caller, input: PlayerCreate): Promise<Player> {
      await assertTenantAccess(db, caller, input.tenantId, READERS);
      const { tenantId, clubId } = input;
      const problems = await sportIdProblems(db, tenantId, input, clubId);
      if (problems.length > 0) throw invalid(problems);
      const { pairs } = await mergedPairs(null, input);
      const keys = contactKeys(input, await clubName(db, clubId));
      const id = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(contacts)
          .values({ ...scalarValues(input), ...keys, tenantId, clubId, isPlayer: true })
          .returning({ id: contacts.id });
        if (!created) throw new Error('The player row was not written');
        await writePlayerLists(tx, { tenantId, playerId: created.id, input, pairs });
        return created.id;
      });
      return detail(id);
    },

    /** Changes the fields sent; a list sent replaces the stored one; all in one transaction. */
    async update(caller: Caller, id: string, input: PlayerUpdate): Promise<Player> {
      const current = await writable(caller, id);
      const merged = {
        firstName: input.firstName ?? current.firstName,
        lastName: input.lastName ?? current.lastName,
        email: input.email ?? current.email,
        role: input.role ?? current.role,
      };
      const clubId = input.clubId === undefined ? current.clubId : input.clubId;
      const [idProblems, { pairs, problems: pairProblems }] = await Promise.all([
        // Keeping a club that was deleted meanwhile is allowed: the form sends the club it shows.
        sportIdProblems(db, current.tenantId, input, clubId !== current.clubId ? clubId : undefined),
        mergedPairs(id, input),
      ]);
      const problems = [...idProblems, ...pairProblems];
      if (!hasAName(merged)) problems.push(`firstName: ${NAME_REQUIRED_MESSAGE}`);
      if (problems.length > 0) throw invalid(problems);
      const keys = contactKeys(merged, await clubName(db, clubId));
      await db.transaction(async (tx) => {
        // Drizzle leaves keys whose value is undefined out of the SET: only the fields sent change.
        await tx
          .update(contacts)
          .set({ ...scalarValues(input), clubId, ...keys, updatedAt: new Date() })
          .where(eq(contacts.id, id));
        await writePlayerLists(tx, { tenantId: current.tenantId, playerId: id, input, pairs });
      });
      return detail(id);
    },

    /**
     * Into the sport of `?tenantId`. The club, positions, level, contract status and currency are
     * names of the sport's records; the flat contract columns become contracts (D25).
     */
    async importRows(
      caller: Caller,
      csv: CsvImport<PlayerCsvRow>,
      target: { tenantId?: string | undefined },
    ): Promise<number> {
      return importPlayerRows(db, csv, await importTenantId(db, caller, target));
    },
  };
}
