// A sport's clubs: access, validation and writes; the reads are in queries.ts and the CSV in club-csv.ts.
import {
  type Club,
  type ClubCreate,
  type ClubSortProperty,
  type ClubUpdate,
  MESSAGES,
  type Paginated,
  sortKey,
} from '@transferdesk/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clubs, contacts, teams } from '../../db/schema/index.ts';
import { contactKeys } from '../../lib/contact-keys.ts';
import type { CsvImport } from '../../lib/csv-import-rules.ts';
import { DomainError } from '../../lib/errors.ts';
import { replaceRowImage } from '../../lib/images.ts';
import { listRows, type ResourceListQuery } from '../../lib/resource-list.ts';
import { clubSearchKey } from '../../lib/search-keys.ts';
import type { Storage } from '../../lib/storage.ts';
import {
  assertRowAccess,
  assertTenantAccess,
  type Caller,
  IMPORT_NO_SPORT,
  importTenantId,
  listTenantIds,
  scoped,
  tenantListScope,
  tenantScope,
  WRITERS,
} from '../../lib/tenant-access.ts';
import { exportBatches, importClubRows } from './club-csv.ts';
import { clubValues } from './club-values.ts';
import {
  type ClubRow,
  clubColumns,
  clubContacts,
  clubTextFilter,
  loadClub,
  SORTS,
  toDtos,
} from './queries.ts';
import { CLUB_SEARCH_LIMIT, type ClubCsvRow, type ClubOption, MAX_CAMPAIGN_ID } from './schemas.ts';

const IMAGE_FOLDER = 'clubs';
const VALIDATION_FAILED = 'Validation failed';
/** Contacts per UPDATE of their search keys. */
const BATCH = 500;

export const CLUB_MESSAGES = {
  teamOfOtherSport: 'Choose a team of this sport',
  noSport: IMPORT_NO_SPORT,
  campaignTooLarge: 'The number is too large',
} as const;

export type ClubService = ReturnType<typeof createClubService>;

/**
 * Clubs of a sport (spec 1, section 3; D7: every field editable; D10: TenantAdmin and User members
 * read, TenantAdmin members write). Deletion is soft (ADR 004): a deleted club leaves lists,
 * searches and selectors for new records, but stays readable by id so that what points at it
 * still resolves, and it can no longer be changed.
 */
export function createClubService({ db, storage }: { db: Db; storage: Storage }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);
  const invalid = (field: string, message: string) =>
    new DomainError('invalid', VALIDATION_FAILED, [`${field}: ${message}`]);

  /** One club with its contacts (the detail page's list), deleted or not. */
  async function detail(id: string): Promise<Club> {
    const row = await loadClub(db, id);
    if (!row) throw notFound();
    const [club] = await toDtos(db, [row]);
    if (!club) throw notFound();
    return { ...club, contacts: await clubContacts(db, id) };
  }

  /** The club a write addresses: 404 unless the caller can read it, 403 unless they can write it. */
  async function writable(caller: Caller, id: string, executor: Db | Tx = db) {
    const [row] = await executor
      .select({
        tenantId: clubs.tenantId,
        teamId: clubs.teamId,
        name: clubs.name,
        city: clubs.city,
        deletedAt: clubs.deletedAt,
      })
      .from(clubs)
      .where(eq(clubs.id, id));
    await assertRowAccess(db, caller, row?.tenantId, WRITERS);
    // A deleted club exists only so that references resolve; it is as good as gone for writes.
    if (!row || row.deletedAt) throw notFound();
    return row;
  }

  /** A club's team plays in the club's sport (the selector offers no other); 400 naming teamId. */
  async function assertTeamInSport(executor: Db | Tx, teamId: string, tenantId: string) {
    const [team] = await executor
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.id, teamId), eq(teams.tenantId, tenantId)));
    if (!team) throw invalid('teamId', CLUB_MESSAGES.teamOfOtherSport);
  }

  function assertCampaignId(value: number | null | undefined) {
    if (value !== null && value !== undefined && value > MAX_CAMPAIGN_ID) {
      throw invalid('activeCampaignId', CLUB_MESSAGES.campaignTooLarge);
    }
  }

  /** The contacts of a renamed club are found by its new name (their search_key names the club). */
  async function refreshContactKeys(tx: Tx, clubId: string, clubName: string) {
    const members = await tx
      .select({
        id: contacts.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        email: contacts.email,
        role: contacts.role,
      })
      .from(contacts)
      .where(eq(contacts.clubId, clubId));
    for (let start = 0; start < members.length; start += BATCH) {
      const values = members
        .slice(start, start + BATCH)
        .map((member) => sql`(${member.id}::uuid, ${contactKeys(member, clubName).searchKey})`);
      await tx.execute(
        sql`update ${contacts} set search_key = v.key from (values ${sql.join(values, sql`, `)}) as v(id, key) where ${contacts.id} = v.id`,
      );
    }
  }

  return {
    /** Deleted clubs are left out; `tenantId` narrows to one sport (403 for one the caller cannot read). */
    async list(caller: Caller, query: ResourceListQuery): Promise<Paginated<Club>> {
      const tenantIds = await listTenantIds(db, caller, query.tenantId);
      return listRows<ClubSortProperty, ClubRow, Club>(
        {
          db,
          table: clubs,
          columns: clubColumns,
          sorts: SORTS,
          tieBreakers: [clubs.nameSort, clubs.id],
          filterColumns: [clubs.searchKey],
          toDtos: (rows) => toDtos(db, rows),
          counted: { list: 'clubs', tenantIds },
        },
        query as ResourceListQuery<ClubSortProperty>,
        scoped(tenantScope(clubs.tenantId, tenantIds), isNull(clubs.deletedAt)),
      );
    },

    /** One club with its contacts; a deleted one too (with deletedAt), so references resolve. */
    async get(caller: Caller, id: string): Promise<Club> {
      const row = await loadClub(db, id);
      await assertRowAccess(db, caller, row?.tenantId);
      return detail(id);
    },

    async create(caller: Caller, input: ClubCreate): Promise<Club> {
      await assertTenantAccess(db, caller, input.tenantId);
      if (input.teamId) await assertTeamInSport(db, input.teamId, input.tenantId);
      assertCampaignId(input.activeCampaignId);
      const [created] = await db
        .insert(clubs)
        .values({ ...clubValues(input), tenantId: input.tenantId, teamId: input.teamId })
        .returning({ id: clubs.id });
      if (!created) throw new Error('The club row was not written');
      return detail(created.id);
    },

    /** Changes the fields sent; a rename also renews its contacts' search keys. */
    async update(caller: Caller, id: string, input: ClubUpdate): Promise<Club> {
      const current = await writable(caller, id);
      if (input.teamId && input.teamId !== current.teamId) {
        await assertTeamInSport(db, input.teamId, current.tenantId);
      }
      assertCampaignId(input.activeCampaignId);
      // Drizzle leaves keys whose value is undefined out of the SET: only the fields sent change.
      const { name, ...changes } = input;
      const searchKey = clubSearchKey({ name: name ?? current.name, city: input.city ?? current.city });
      await db.transaction(async (tx) => {
        await tx
          .update(clubs)
          .set({
            ...changes,
            ...(name !== undefined ? { name, nameSort: sortKey(name) } : {}),
            searchKey,
            updatedAt: new Date(),
          })
          .where(eq(clubs.id, id));
        if (name !== undefined && name !== current.name) await refreshContactKeys(tx, id, name);
      });
      return detail(id);
    },

    /** Soft delete (ADR 004): the club leaves lists and selectors; its contacts keep pointing at it. */
    async remove(caller: Caller, id: string): Promise<void> {
      await writable(caller, id);
      await db.update(clubs).set({ deletedAt: new Date() }).where(eq(clubs.id, id));
    },

    async replaceImage(caller: Caller, id: string, bytes: Uint8Array): Promise<Club> {
      await writable(caller, id);
      await replaceRowImage({
        db,
        storage,
        folder: IMAGE_FOLDER,
        bytes,
        table: clubs,
        row: scoped(eq(clubs.id, id), isNull(clubs.deletedAt)),
        path: clubs.logoPath,
        set: (newPath) => ({ logoPath: newPath, updatedAt: new Date() }),
        notFound,
      });
      return detail(id);
    },

    /** `GET /clubs/forSearch`: `[{ id, name, deleted }]` by name; deleted clubs unless `filterDeleted`. */
    async forSearch(caller: Caller, tenantId: string, filterDeleted: boolean): Promise<ClubOption[]> {
      const scope = await tenantListScope(db, caller, clubs.tenantId, tenantId);
      const rows = await db
        .select({ id: clubs.id, name: clubs.name, deletedAt: clubs.deletedAt })
        .from(clubs)
        .where(scoped(scope, filterDeleted ? isNull(clubs.deletedAt) : undefined))
        .orderBy(asc(clubs.nameSort), asc(clubs.id));
      return rows.map(({ deletedAt, ...row }) => ({ ...row, deleted: deletedAt !== null }));
    },

    /** At most CLUB_SEARCH_LIMIT clubs of the sport whose name or city contains the term. */
    async search(caller: Caller, tenantId: string, term: string): Promise<Club[]> {
      const scope = await tenantListScope(db, caller, clubs.tenantId, tenantId);
      const rows = (await db
        .select(clubColumns)
        .from(clubs)
        .where(scoped(scope, isNull(clubs.deletedAt), clubTextFilter(term)))
        .orderBy(asc(clubs.nameSort), asc(clubs.id))
        .limit(CLUB_SEARCH_LIMIT)) as ClubRow[];
      return toDtos(db, rows);
    },

    /** Like the list (TenantAdmin sports only): the clubs that are not deleted, by name. */
    async exportRows(
      caller: Caller,
      query: Pick<ResourceListQuery, 'tenantId' | 'filter'>,
    ): Promise<AsyncIterable<Record<string, string>>> {
      const scope = await tenantListScope(db, caller, clubs.tenantId, query.tenantId, WRITERS);
      return exportBatches(db, scoped(scope, isNull(clubs.deletedAt), clubTextFilter(query.filter)));
    },

    /** Into the sport of `?tenantId`; teams by name within that sport; all rows or none. */
    async importRows(
      caller: Caller,
      csv: CsvImport<ClubCsvRow>,
      target: { tenantId?: string | undefined },
    ): Promise<number> {
      return importClubRows(db, csv, await importTenantId(db, caller, target));
    },
  };
}
