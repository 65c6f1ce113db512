import {
  type Club,
  type ClubContact,
  type ClubCreate,
  type ClubSortProperty,
  type ClubUpdate,
  MESSAGES,
  type Paginated,
  sortKey,
} from '@transferdesk/shared';
import { and, asc, eq, gt, inArray, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { clubs, contacts, leagues, teams, tenants } from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import { contactKeys } from '../../lib/contact-keys.ts';
import type { CsvImport } from '../../lib/csv-import-rules.ts';
import { DomainError } from '../../lib/errors.ts';
import { replaceStoredImage } from '../../lib/images.ts';
import { importInBatches } from '../../lib/import-batches.ts';
import { type Caller, escapeLike, listRows, type ResourceListQuery } from '../../lib/resource-list.ts';
import { clubSearchKey } from '../../lib/search-keys.ts';
import type { Storage } from '../../lib/storage.ts';
import {
  assertRowAccess,
  assertTenantAccess,
  listTenantIds,
  scoped,
  tenantListScope,
  tenantScope,
  WRITERS,
} from '../../lib/tenant-access.ts';
import { CLUB_SEARCH_LIMIT, type ClubCsvRow, type ClubOption, MAX_CAMPAIGN_ID } from './schemas.ts';

const IMAGE_FOLDER = 'clubs';
const VALIDATION_FAILED = 'Validation failed';
/** Rows per query of an export and per UPDATE of contacts' search keys. */
const BATCH = 500;

export const CLUB_MESSAGES = {
  teamOfOtherSport: 'Choose a team of this sport',
  noSport: 'Choose the sport to import into',
  campaignTooLarge: 'The number is too large',
} as const;

/** Contacts of the club that count for "Contacts: N": not deleted, not players (D8). */
const ofClubCounting = sql`${contacts.clubId} = ${clubs.id} and ${contacts.deletedAt} is null and ${contacts.isPlayer} = false`;

const clubColumns = {
  id: clubs.id,
  tenantId: clubs.tenantId,
  tenantName: sql<string>`(select ${tenants.name} from ${tenants} where ${tenants.id} = ${clubs.tenantId})`,
  name: clubs.name,
  teamId: clubs.teamId,
  logoPath: clubs.logoPath,
  description: clubs.description,
  activeCampaignId: clubs.activeCampaignId,
  owner: clubs.owner,
  city: clubs.city,
  state: clubs.state,
  address1: clubs.address1,
  address2: clubs.address2,
  annualRevenue: clubs.annualRevenue,
  industry: clubs.industry,
  email: clubs.email,
  fax: clubs.fax,
  twitter: clubs.twitter,
  instagram: clubs.instagram,
  url: clubs.url,
  contactsCount: sql<number>`(select count(*) from ${contacts} where ${ofClubCounting})`.mapWith(Number),
  deletedAt: clubs.deletedAt,
  createdAt: clubs.createdAt,
  updatedAt: clubs.updatedAt,
};
type ClubRow = Omit<typeof clubs.$inferSelect, 'nameSort' | 'tenantName' | 'contactsCount'> & {
  tenantName: string;
  contactsCount: number;
};

const SORTS: Record<ClubSortProperty, SQL | AnyPgColumn> = {
  name: clubs.nameSort,
  createdAt: clubs.createdAt,
};

/** The fields of a create or full import row, as columns. */
function clubValues(input: Omit<ClubCreate, 'tenantId' | 'teamId'>) {
  return {
    name: input.name,
    nameSort: sortKey(input.name),
    searchKey: clubSearchKey(input),
    description: input.description,
    activeCampaignId: input.activeCampaignId,
    owner: input.owner,
    city: input.city,
    state: input.state,
    address1: input.address1,
    address2: input.address2,
    annualRevenue: input.annualRevenue,
    industry: input.industry,
    email: input.email,
    fax: input.fax,
    twitter: input.twitter,
    instagram: input.instagram,
    url: input.url,
  };
}

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

  async function toDtos(rows: ClubRow[]): Promise<Club[]> {
    const teamIds = [...new Set(rows.flatMap((row) => (row.teamId ? [row.teamId] : [])))];
    const teamRows =
      teamIds.length === 0
        ? []
        : await db
            .select({
              id: teams.id,
              name: teams.name,
              leagueName: leagues.name,
              countryName: leagues.countryName,
            })
            .from(teams)
            .innerJoin(leagues, eq(leagues.id, teams.leagueId))
            .where(inArray(teams.id, teamIds));
    const teamsById = new Map(teamRows.map((team) => [team.id, team]));
    return rows.map(({ logoPath, deletedAt, createdAt, updatedAt, ...row }) => {
      const team = row.teamId ? teamsById.get(row.teamId) : undefined;
      return {
        ...row,
        team: team
          ? { name: team.name, league: { name: team.leagueName, countryName: team.countryName } }
          : null,
        clubLogoUrl: logoPath,
        contacts: [],
        deletedAt: deletedAt?.toISOString() ?? null,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      };
    });
  }

  async function load(id: string): Promise<ClubRow | undefined> {
    const [row] = (await db.select(clubColumns).from(clubs).where(eq(clubs.id, id))) as ClubRow[];
    return row;
  }

  /** One club with its contacts (the detail page's list), deleted or not. */
  async function detail(id: string): Promise<Club> {
    const row = await load(id);
    if (!row) throw notFound();
    const [club] = await toDtos([row]);
    if (!club) throw notFound();
    const people: ClubContact[] = await db
      .select({
        id: contacts.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        role: contacts.role,
        email: contacts.email,
        phoneNumber: contacts.phoneNumber,
      })
      .from(contacts)
      .where(and(eq(contacts.clubId, id), isNull(contacts.deletedAt), eq(contacts.isPlayer, false)))
      .orderBy(asc(contacts.nameSort), asc(contacts.id));
    return { ...club, contacts: people };
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

  /** Name or city containing the term, ignoring case and accents. */
  const textFilter = (term: string | undefined): SQL | undefined => {
    const key = term ? sortKey(term) : '';
    if (!key) return undefined;
    return like(clubs.searchKey, `%${escapeLike(key)}%`);
  };

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

  /** The export's rows in name order, a batch per query (keyset pagination: stable, no OFFSET scans). */
  async function* exportBatches(where: SQL): AsyncGenerator<Record<string, string>> {
    let after: { nameSort: string; id: string } | null = null;
    for (;;) {
      const page = await db
        .select({
          id: clubs.id,
          nameSort: clubs.nameSort,
          name: clubs.name,
          team: teams.name,
          city: clubs.city,
          state: clubs.state,
          address1: clubs.address1,
          address2: clubs.address2,
          email: clubs.email,
          url: clubs.url,
          owner: clubs.owner,
          industry: clubs.industry,
          annualRevenue: clubs.annualRevenue,
          fax: clubs.fax,
          twitter: clubs.twitter,
          instagram: clubs.instagram,
          description: clubs.description,
          activeCampaignId: clubs.activeCampaignId,
        })
        .from(clubs)
        .leftJoin(teams, eq(teams.id, clubs.teamId))
        .where(
          and(
            where,
            after
              ? gt(sql`(${clubs.nameSort}, ${clubs.id})`, sql`(${after.nameSort}, ${after.id}::uuid)`)
              : undefined,
          ),
        )
        .orderBy(asc(clubs.nameSort), asc(clubs.id))
        .limit(BATCH);
      for (const { id: _id, nameSort: _nameSort, team, activeCampaignId, ...row } of page) {
        yield { ...row, team: team ?? '', activeCampaignId: activeCampaignId?.toString() ?? '' };
      }
      const last = page.at(-1);
      if (!last || page.length < BATCH) return;
      after = { nameSort: last.nameSort, id: last.id };
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
          toDtos,
          counted: { list: 'clubs', tenantIds },
        },
        query as ResourceListQuery<ClubSortProperty>,
        scoped(tenantScope(clubs.tenantId, tenantIds), isNull(clubs.deletedAt)),
      );
    },

    /** One club with its contacts; a deleted one too (with deletedAt), so references resolve. */
    async get(caller: Caller, id: string): Promise<Club> {
      const row = await load(id);
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
      await replaceStoredImage({
        storage,
        folder: IMAGE_FOLDER,
        bytes,
        pointAt: (newPath) =>
          db.transaction(async (tx) => {
            const [current] = await tx
              .select({ logoPath: clubs.logoPath })
              .from(clubs)
              .where(and(eq(clubs.id, id), isNull(clubs.deletedAt)))
              .for('update');
            if (!current) throw notFound();
            await tx.update(clubs).set({ logoPath: newPath, updatedAt: new Date() }).where(eq(clubs.id, id));
            return current.logoPath;
          }),
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
        .where(scoped(scope, isNull(clubs.deletedAt), textFilter(term)))
        .orderBy(asc(clubs.nameSort), asc(clubs.id))
        .limit(CLUB_SEARCH_LIMIT)) as ClubRow[];
      return toDtos(rows);
    },

    /** Like the list (TenantAdmin sports only): the clubs that are not deleted, by name. */
    async exportRows(
      caller: Caller,
      query: Pick<ResourceListQuery, 'tenantId' | 'filter'>,
    ): Promise<AsyncIterable<Record<string, string>>> {
      const scope = await tenantListScope(db, caller, clubs.tenantId, query.tenantId, WRITERS);
      return exportBatches(scoped(scope, isNull(clubs.deletedAt), textFilter(query.filter)));
    },

    /** Into the sport of `?tenantId`; teams by name within that sport; all rows or none. */
    async importRows(
      caller: Caller,
      csv: CsvImport<ClubCsvRow>,
      target: { tenantId?: string | undefined },
    ): Promise<number> {
      const { tenantId } = target;
      if (!tenantId) throw invalid('tenantId', CLUB_MESSAGES.noSport);
      await assertTenantAccess(db, caller, tenantId);
      const sportTeams = await db
        .select({ id: teams.id, nameSort: teams.nameSort })
        .from(teams)
        .where(eq(teams.tenantId, tenantId));
      const teamIds = new Map(sportTeams.map((team) => [team.nameSort, team.id]));
      return importInBatches(db, csv, { analyze: [clubs] }, async (tx, batch) => {
        const values = batch.map(({ rowNumber, value: { team, ...row } }) => {
          const teamId = team ? teamIds.get(sortKey(team)) : null;
          if (teamId === undefined) csv.rowError(rowNumber, 'team', `No team named "${team}" in this sport`);
          return { ...clubValues(row), tenantId, teamId: teamId ?? null };
        });
        if (!csv.failed) await bulkInsert(tx, clubs, values);
      });
    },
  };
}
