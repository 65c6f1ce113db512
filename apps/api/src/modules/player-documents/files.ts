import {
  MESSAGES,
  PLAYER_FILE_MESSAGES,
  PLAYER_FILE_TYPES,
  type Role,
  type StoredFile,
} from '@transferdesk/shared';
import { and, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { Db, Tx } from '../../db/client.ts';
import { agreements, contacts, playerDocuments, playerFiles } from '../../db/schema/index.ts';
import { DomainError, erasedPersonError } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { assertRowAccess, type Caller, READERS } from '../../lib/tenant-access.ts';

/**
 * Issue 30: a player's files (signed agreements, guardian consents, passports ...). The bytes are
 * kept under `private/` in storage, which `/core/resources` never serves; the sport's members read
 * them through `GET /players/{playerId}/files/{fileId}`. Also the player every route of agreements
 * and documents addresses, checked against the caller's sports.
 */

/** The storage folder of players' files (`resources/private/player-files/<uuid>.<ext>`). */
export const PLAYER_FILE_FOLDER = 'private/player-files';
/** A file's name is kept as uploaded, up to this many characters. */
const MAX_NAME_LENGTH = 200;

type PlayerFileType = keyof typeof PLAYER_FILE_TYPES;

/** The player a route addresses: a contact with is_player that is not deleted. */
export interface PlayerRef {
  id: string;
  tenantId: string;
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
}

const notFound = () => new DomainError('notFound', MESSAGES.notFound);

/**
 * The player `playerId` names, when the caller may do this (`roles`) in his sport: another sport's
 * player, a deleted one and a contact who is no player all read as absent (404); a User who may
 * read the player but not do this gets 403 (assertRowAccess). D48: an erased player's files,
 * documents and (restricted) agreements read as absent too, and a write (`intent`, by default) is
 * refused with the erased message, so that a change queued offline before the erasure says why.
 */
export async function playerInScope(
  db: Db,
  caller: Caller,
  playerId: string,
  roles: readonly Role[] = READERS,
  intent: 'read' | 'write' = 'write',
): Promise<PlayerRef> {
  const [row] = await db
    .select({
      id: contacts.id,
      tenantId: contacts.tenantId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      dateOfBirth: contacts.dateOfBirth,
      deletedAt: contacts.deletedAt,
      erasedAt: contacts.erasedAt,
    })
    .from(contacts)
    .where(and(eq(contacts.id, playerId), eq(contacts.isPlayer, true)));
  await assertRowAccess(db, caller, row?.tenantId, roles);
  if (row?.erasedAt && intent === 'write') throw erasedPersonError();
  if (!row || row.deletedAt) throw notFound();
  const { deletedAt: _deletedAt, erasedAt: _erasedAt, ...player } = row;
  return player;
}

/**
 * Locks the player's row for the rest of the transaction, so that two writes for one player (two
 * agreements checked for overlap) run one after the other; a player deleted meanwhile is 404.
 */
export async function lockPlayer(tx: Tx, playerId: string): Promise<void> {
  const [row] = await tx
    .select({ id: contacts.id })
    .from(contacts)
    .where(and(eq(contacts.id, playerId), isNull(contacts.deletedAt)))
    .for('update');
  if (!row) throw notFound();
}

export type PlayerFileRow = typeof playerFiles.$inferSelect;

export function toStoredFile(
  row: Pick<PlayerFileRow, 'id' | 'name' | 'contentType' | 'size' | 'uploadedAt'>,
) {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    uploadedAt: row.uploadedAt.toISOString(),
  } satisfies StoredFile;
}

/** Of `ids`, those that are files of the player. */
export async function filesOfPlayer(
  db: Db | Tx,
  playerId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: playerFiles.id })
    .from(playerFiles)
    .where(and(eq(playerFiles.contactId, playerId), inArray(playerFiles.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** The player's files by id, for answers that name them. */
export async function storedFilesById(db: Db | Tx, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, StoredFile>();
  const rows = await db.select().from(playerFiles).where(inArray(playerFiles.id, wanted));
  return new Map(rows.map((row) => [row.id, toStoredFile(row)]));
}

/**
 * The type read from the bytes themselves (a name and a declared type can lie). A Word 97-2003
 * file is a compound file, which the bytes alone cannot tell from Excel's: its name decides.
 */
async function detectPlayerFile(bytes: Uint8Array, filename: string): Promise<PlayerFileType | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type) return null;
  if (type.mime === 'application/x-cfb') {
    return filename.toLowerCase().endsWith('.doc') ? 'application/msword' : null;
  }
  return type.mime in PLAYER_FILE_TYPES ? (type.mime as PlayerFileType) : null;
}

/** The uploaded name without folders or control characters; the type's extension when none is left. */
function cleanName(filename: string, type: PlayerFileType): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/\p{Cc}/gu, '')
    .trim()
    .slice(-MAX_NAME_LENGTH);
  return clean || `file.${PLAYER_FILE_TYPES[type]}`;
}

/**
 * Keeps an uploaded file of the player: only PLAYER_FILE_TYPES (judged by content; 415 otherwise),
 * in storage under PLAYER_FILE_FOLDER. The row is what agreements and documents name afterwards.
 */
export async function savePlayerFile(
  db: Db,
  storage: Storage,
  owner: { player: PlayerRef; uploadedBy: string },
  file: { bytes: Uint8Array; filename: string },
): Promise<StoredFile> {
  const type = await detectPlayerFile(file.bytes, file.filename);
  if (!type) throw new DomainError('unsupportedType', PLAYER_FILE_MESSAGES.wrongType);
  const path = await storage.save(PLAYER_FILE_FOLDER, file.bytes, PLAYER_FILE_TYPES[type]);
  try {
    const [row] = await db
      .insert(playerFiles)
      .values({
        tenantId: owner.player.tenantId,
        contactId: owner.player.id,
        path,
        name: cleanName(file.filename, type),
        contentType: type,
        size: file.bytes.byteLength,
        uploadedBy: owner.uploadedBy,
      })
      .returning();
    if (!row) throw new Error('The file row was not written');
    return toStoredFile(row);
  } catch (error) {
    await storage.remove(path).catch(() => undefined);
    throw error;
  }
}

/** A file of the player with its bytes; 404 when it is another player's or its bytes are gone. */
export async function readPlayerFile(
  db: Db,
  storage: Storage,
  playerId: string,
  fileId: string,
): Promise<{ file: StoredFile; bytes: Buffer }> {
  const [row] = await db
    .select()
    .from(playerFiles)
    .where(and(eq(playerFiles.id, fileId), eq(playerFiles.contactId, playerId)));
  const fileNotFound = () => new DomainError('notFound', PLAYER_FILE_MESSAGES.notFound);
  if (!row) throw fileNotFound();
  const bytes = await storage.read(row.path);
  if (!bytes) throw fileNotFound();
  return { file: toStoredFile(row), bytes };
}

/**
 * The file row in a sub-query, qualified: Drizzle leaves columns unqualified in a one-table
 * statement, where `id` inside the sub-query would mean the inner table's own id.
 */
const fileRowId = sql.raw('"player_files"."id"');

/** No agreement (signed or consent) and no document names the file. */
const unreferenced = notExists(
  sql`(select 1 from ${agreements} a where a.signed_file_id = ${fileRowId} or a.guardian_consent_file_id = ${fileRowId}
      union all select 1 from ${playerDocuments} d where d.file_id = ${fileRowId})`,
);

/**
 * For the `file-cleanup` job: the players' files that no agreement and no document names, uploaded
 * before `olderThan` (a file is uploaded before the form that names it is saved).
 */
export async function unreferencedPlayerFiles(
  db: Db,
  olderThan: Date,
): Promise<{ id: string; path: string }[]> {
  return db
    .select({ id: playerFiles.id, path: playerFiles.path })
    .from(playerFiles)
    .where(and(lt(playerFiles.uploadedAt, olderThan), unreferenced))
    .orderBy(playerFiles.uploadedAt, playerFiles.id);
}

/**
 * Deletes those of `rows` that are still unreferenced (a form may have named one meanwhile), then
 * their bytes once the rows are gone; answers how many were deleted.
 */
export async function deletePlayerFiles(
  db: Db,
  storage: Storage,
  rows: readonly { id: string; path?: string }[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const deleted = await db
    .delete(playerFiles)
    .where(and(inArray(playerFiles.id, [...new Set(rows.map((row) => row.id))]), unreferenced))
    .returning({ path: playerFiles.path });
  for (const { path } of deleted) await storage.remove(path).catch(() => undefined);
  return deleted.length;
}
