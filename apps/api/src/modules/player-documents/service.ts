import {
  calendarDayIn,
  daysBetween,
  PLAYER_DOCUMENT_KINDS,
  PLAYER_DOCUMENT_MESSAGES,
  PLAYER_FILE_MESSAGES,
  type PlayerDocument,
  type PlayerDocumentInput,
  playerDocumentInputSchema,
  type StoredFile,
} from '@transferdesk/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { countries, playerDocuments } from '../../db/schema/index.ts';
import { DomainError, VALIDATION_FAILED } from '../../lib/errors.ts';
import type { Storage } from '../../lib/storage.ts';
import { type Caller, READERS, WRITERS } from '../../lib/tenant-access.ts';
import {
  filesOfPlayer,
  type PlayerRef,
  playerInScope,
  readPlayerFile,
  savePlayerFile,
  storedFilesById,
} from './files.ts';

// The `file-cleanup` job's side of the players' files (written with the rest of them in files.ts).
export { deletePlayerFiles, unreferencedPlayerFiles } from './files.ts';

export type PlayerDocumentService = ReturnType<typeof createPlayerDocumentService>;

export interface PlayerDocumentDeps {
  db: Db;
  storage: Storage;
  /** The instant whose server day `daysLeft` counts from; tests move it. */
  now?: () => Date;
}

/** The kinds in their order on the page (PLAYER_DOCUMENT_KINDS), as SQL. */
const KIND_ORDER = sql`case ${playerDocuments.kind} ${sql.join(
  PLAYER_DOCUMENT_KINDS.map((kind, place) => sql`when ${kind} then ${sql.raw(String(place))}`),
  sql` `,
)} end`;

/**
 * Issue 30: a player's files and his documents (passport, work permit, medical, other). The sport's
 * TenantAdmins and Users upload and read files, and keep the documents; deleting a document is
 * for TenantAdmins. A deleted document leaves its file to the `file-cleanup` job.
 */
export function createPlayerDocumentService({ db, storage, now = () => new Date() }: PlayerDocumentDeps) {
  const notFound = () => new DomainError('notFound', PLAYER_DOCUMENT_MESSAGES.notFound);

  async function read(player: PlayerRef, id?: string): Promise<PlayerDocument[]> {
    const rows = await db
      .select({ document: playerDocuments, countryName: countries.name })
      .from(playerDocuments)
      .leftJoin(countries, eq(countries.id, playerDocuments.issuingCountryId))
      .where(
        and(
          eq(playerDocuments.contactId, player.id),
          id === undefined ? undefined : eq(playerDocuments.id, id),
        ),
      )
      .orderBy(
        KIND_ORDER,
        sql`${playerDocuments.expiresOn} asc nulls last`,
        asc(playerDocuments.createdAt),
        asc(playerDocuments.id),
      );
    const files = await storedFilesById(
      db,
      rows.map((row) => row.document.fileId),
    );
    const today = calendarDayIn(now());
    return rows.map(({ document, countryName }) => ({
      id: document.id,
      tenantId: document.tenantId,
      playerId: document.contactId,
      kind: document.kind,
      number: document.number,
      issuingCountry:
        document.issuingCountryId && countryName !== null
          ? { id: document.issuingCountryId, name: countryName }
          : null,
      expiresOn: document.expiresOn,
      daysLeft: document.expiresOn === null ? null : daysBetween(today, document.expiresOn),
      file: (document.fileId && files.get(document.fileId)) || null,
      note: document.note,
      createdAt: document.createdAt.toISOString(),
      updatedAt: document.updatedAt.toISOString(),
    }));
  }

  async function one(player: PlayerRef, id: string): Promise<PlayerDocument> {
    const [document] = await read(player, id);
    if (!document) throw notFound();
    return document;
  }

  /** The country must be one of the list and the file one of this player's: 400 naming each. */
  async function checked(player: PlayerRef, input: PlayerDocumentInput): Promise<PlayerDocumentInput> {
    const document = playerDocumentInputSchema.parse(input);
    const problems: string[] = [];
    if (document.issuingCountryId) {
      const [country] = await db
        .select({ id: countries.id })
        .from(countries)
        .where(eq(countries.id, document.issuingCountryId));
      if (!country) problems.push(`issuingCountryId: ${PLAYER_DOCUMENT_MESSAGES.countryNotFound}`);
    }
    if (document.fileId && !(await filesOfPlayer(db, player.id, [document.fileId])).has(document.fileId)) {
      problems.push(`fileId: ${PLAYER_FILE_MESSAGES.notFound}`);
    }
    if (problems.length > 0) throw new DomainError('invalid', VALIDATION_FAILED, problems);
    return document;
  }

  const values = (document: PlayerDocumentInput) => ({
    kind: document.kind,
    number: document.number,
    issuingCountryId: document.issuingCountryId,
    expiresOn: document.expiresOn,
    fileId: document.fileId,
    note: document.note,
  });

  return {
    /** Uploads a file of the player (PDF, Word, JPEG or PNG by content) for an agreement or document. */
    async uploadFile(
      caller: Caller,
      playerId: string,
      file: { bytes: Uint8Array; filename: string },
    ): Promise<StoredFile> {
      const player = await playerInScope(db, caller, playerId, READERS);
      return savePlayerFile(db, storage, { player, uploadedBy: caller.id }, file);
    },

    /** A file of the player with its bytes (404 for another player's). */
    async file(caller: Caller, playerId: string, fileId: string) {
      const player = await playerInScope(db, caller, playerId, READERS, 'read');
      return readPlayerFile(db, storage, player.id, fileId);
    },

    async list(caller: Caller, playerId: string): Promise<PlayerDocument[]> {
      return read(await playerInScope(db, caller, playerId, READERS, 'read'));
    },

    async create(caller: Caller, playerId: string, input: PlayerDocumentInput): Promise<PlayerDocument> {
      const player = await playerInScope(db, caller, playerId, READERS);
      const document = await checked(player, input);
      const [row] = await db
        .insert(playerDocuments)
        .values({ tenantId: player.tenantId, contactId: player.id, ...values(document) })
        .returning({ id: playerDocuments.id });
      if (!row) throw new Error('The document row was not written');
      return one(player, row.id);
    },

    async update(
      caller: Caller,
      playerId: string,
      id: string,
      input: PlayerDocumentInput,
    ): Promise<PlayerDocument> {
      const player = await playerInScope(db, caller, playerId, READERS);
      await one(player, id);
      const document = await checked(player, input);
      const [row] = await db
        .update(playerDocuments)
        .set({ ...values(document), updatedAt: new Date() })
        .where(and(eq(playerDocuments.id, id), eq(playerDocuments.contactId, player.id)))
        .returning({ id: playerDocuments.id });
      if (!row) throw notFound();
      return one(player, id);
    },

    /** TenantAdmins only; the file stays for the `file-cleanup` job. */
    async remove(caller: Caller, playerId: string, id: string): Promise<void> {
      const player = await playerInScope(db, caller, playerId, WRITERS);
      const deleted = await db
        .delete(playerDocuments)
        .where(and(eq(playerDocuments.id, id), eq(playerDocuments.contactId, player.id)))
        .returning({ id: playerDocuments.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}
