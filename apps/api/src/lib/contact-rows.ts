import type { ContactSortProperty, Paginated, Role } from '@transferdesk/shared';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { contacts } from '../db/schema/index.ts';
import { erasedPersonError } from './errors.ts';
import { replaceRowImage } from './images.ts';
import { listRows, type ResourceListQuery, textFilter } from './resource-list.ts';
import type { Storage } from './storage.ts';
import {
  assertRowAccess,
  type Caller,
  listTenantIds,
  scoped,
  tenantListScope,
  tenantScope,
  WRITERS,
} from './tenant-access.ts';

/**
 * What contacts and players (D8: one table) share: the scalar fields every contact DTO carries, as
 * columns, and the operations below.
 */
export const contactFieldColumns = {
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  phoneNumber: contacts.phoneNumber,
  accountName: contacts.accountName,
  jobTitle: contacts.jobTitle,
  role: contacts.role,
  whatsapp: contacts.whatsapp,
  twitter: contacts.twitter,
  instagram: contacts.instagram,
  facebook: contacts.facebook,
  tikTok: contacts.tikTok,
  agent1: contacts.agent1,
  agent2: contacts.agent2,
  playerCvLink: contacts.playerCvLink,
  description: contacts.description,
  mandate: contacts.mandate,
  pinsPriority: contacts.pinsPriority,
  includeInApp: contacts.includeInApp,
  contractType: contacts.contractType,
  transferMarket: contacts.transferMarket,
  dateOfBirth: contacts.dateOfBirth,
  nationality: contacts.nationality,
  maritalStatus: contacts.maritalStatus,
  numberOfKids: contacts.numberOfKids,
  rightyLefty: contacts.rightyLefty,
  height: contacts.height,
  weight: contacts.weight,
  eliteProspects: contacts.eliteProspects,
};

/** The sorts of contacts and of players (the same four). */
const CONTACT_SORTS: Record<ContactSortProperty, SQL | AnyPgColumn> = {
  firstName: contacts.nameSort,
  height: contacts.height,
  weight: contacts.weight,
  dateOfBirth: contacts.dateOfBirth,
};

/**
 * The operations contacts and players (D8: one table, told apart by `kind`) share: the list, the
 * row a write addresses, soft deletion, the picture, the selectors' search and the CSV export.
 * Each service adds its own reads, creates, updates and imports.
 */
export function contactRowOperations<Dto, Item, Row>(options: {
  db: Db;
  storage: Storage;
  /** The storage folder of the pictures. */
  folder: string;
  /** Which rows of the table the service serves (is_player). */
  kind: SQL;
  /** Who may change a row and its picture; deleting is for WRITERS. */
  editors: readonly Role[];
  notFound: () => Error;
  /** A row's answer, read after a write. */
  detail: (id: string) => Promise<Dto>;
  /** The list whose total the triggers keep (lib/list-counts.ts). */
  counted: 'contacts' | 'players';
  /** What lists and searches read per row (`Row`), and each row as they answer it. */
  columns: SelectedFields;
  toItem: (row: Row) => Item;
  searchLimit: number;
  /** The export's cells, read in batches from the rows `where` selects. */
  exportBatches: (where: SQL) => AsyncIterable<Record<string, string>>;
}) {
  const { db, kind, notFound } = options;

  /**
   * The row a write addresses: 404 unless the caller can read it, 403 unless they may do this, 409
   * when the person was erased (D48: a stale form, or an offline change queued before the erasure).
   */
  async function writable(caller: Caller, id: string, roles: readonly Role[] = options.editors) {
    const [row] = await db
      .select({
        tenantId: contacts.tenantId,
        clubId: contacts.clubId,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        email: contacts.email,
        role: contacts.role,
        deletedAt: contacts.deletedAt,
        erasedAt: contacts.erasedAt,
      })
      .from(contacts)
      .where(and(eq(contacts.id, id), kind));
    await assertRowAccess(db, caller, row?.tenantId, roles);
    if (row?.erasedAt) throw erasedPersonError();
    if (!row || row.deletedAt) throw notFound();
    return row;
  }

  /** Where lists, searches and exports look: the scope's rows of this kind that are not deleted. */
  const listed = (scope: SQL, ...more: (SQL | undefined)[]) =>
    scoped(scope, kind, isNull(contacts.deletedAt), ...more);

  /** The service operations, the same for both. */
  const operations = {
    /** A page of the sport's rows of this kind that are not deleted, of one club with `clubId`. */
    async list(caller: Caller, query: ResourceListQuery & { clubId?: string }): Promise<Paginated<Item>> {
      const tenantIds = await listTenantIds(db, caller, query.tenantId);
      const ofClub = query.clubId ? eq(contacts.clubId, query.clubId) : undefined;
      return listRows<ContactSortProperty, Row, Item>(
        {
          db,
          table: contacts,
          columns: options.columns,
          sorts: CONTACT_SORTS,
          tieBreakers: [contacts.nameSort, contacts.id],
          filterColumns: [contacts.searchKey],
          toDtos: async (rows) => rows.map(options.toItem),
          ...(ofClub ? {} : { counted: { list: options.counted, tenantIds } }),
        },
        query as ResourceListQuery<ContactSortProperty>,
        listed(tenantScope(contacts.tenantId, tenantIds), ofClub),
      );
    },

    /** Soft delete (ADR 004): TenantAdmins only. */
    async remove(caller: Caller, id: string): Promise<void> {
      await writable(caller, id, WRITERS);
      await db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, id));
    },

    /** The new picture; the old file goes once the new path is committed. */
    async replaceImage(caller: Caller, id: string, bytes: Uint8Array): Promise<Dto> {
      await writable(caller, id);
      await replaceRowImage({
        db,
        storage: options.storage,
        folder: options.folder,
        bytes,
        table: contacts,
        // A row deleted meanwhile is not found.
        row: scoped(eq(contacts.id, id), isNull(contacts.deletedAt)),
        path: contacts.picturePath,
        set: (newPath) => ({ picturePath: newPath, updatedAt: new Date() }),
        notFound,
      });
      return options.detail(id);
    },

    /** At most `searchLimit` rows of the sport by name, e-mail, role or club. */
    async search(caller: Caller, tenantId: string, term: string): Promise<Item[]> {
      const scope = await tenantListScope(db, caller, contacts.tenantId, tenantId);
      const rows = (await db
        .select(options.columns)
        .from(contacts)
        .where(listed(scope, textFilter(contacts.searchKey, term)))
        .orderBy(asc(contacts.nameSort), asc(contacts.id))
        .limit(options.searchLimit)) as Row[];
      return rows.map(options.toItem);
    },

    /** Like the list (TenantAdmin sports only), by name. */
    async exportRows(
      caller: Caller,
      query: Pick<ResourceListQuery, 'tenantId' | 'filter'>,
    ): Promise<AsyncIterable<Record<string, string>>> {
      const scope = await tenantListScope(db, caller, contacts.tenantId, query.tenantId, WRITERS);
      return options.exportBatches(listed(scope, textFilter(contacts.searchKey, query.filter)));
    },
  };

  return { writable, operations };
}
