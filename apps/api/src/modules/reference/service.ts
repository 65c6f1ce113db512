import {
  type ContractStatus,
  type Country,
  LEAGUE_NAME_TAKEN,
  type League,
  type LeagueCreate,
  MESSAGES,
  type Paginated,
  type PlayerLevel,
  type Position,
  type PositionCategory,
  sortKey,
} from '@transferdesk/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { contractStatuses, countries, leagues, playerLevels, positions } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { listRows, type ResourceListQuery } from '../../lib/resource-list.ts';
import {
  assertRowAccess,
  assertTenantAccess,
  type Caller,
  READERS,
  tenantListScope,
  WRITERS,
} from '../../lib/tenant-access.ts';

/**
 * The lookup lists of spec 2 (section 3): countries, shared by every sport (ADR 004), and each
 * sport's positions, player levels, contract statuses and leagues. They are read-only over HTTP,
 * except that a TenantAdmin adds leagues (a team needs one, and D7 makes the agency own its data):
 * the sport's defaults come with the sport and the demo seeds the rest.
 */

export const LEAGUE_MESSAGES = { unknownCountry: 'Choose a country from the list' } as const;

interface CountryRow {
  id: string;
  code: string;
  name: string;
}

const countryColumns = { id: countries.id, code: countries.code, name: countries.name };

export type CountryService = ReturnType<typeof createCountryService>;

export function createCountryService({ db }: { db: Db }) {
  return {
    async list(_caller: Caller, query: ResourceListQuery): Promise<Paginated<Country>> {
      return listRows<'name', CountryRow, Country>(
        {
          db,
          table: countries,
          columns: countryColumns,
          sorts: { name: countries.nameSort },
          tieBreakers: [countries.code],
          filterColumns: [countries.nameSort],
          toDtos: async (rows) => rows,
        },
        query as ResourceListQuery<'name'>,
        undefined,
      );
    },

    async get(_caller: Caller, id: string): Promise<Country> {
      const [row] = await db.select(countryColumns).from(countries).where(eq(countries.id, id));
      if (!row) throw new DomainError('notFound', MESSAGES.notFound);
      return row;
    },

    /**
     * `{ id, name }` of every country by name, for the selectors of a sport's forms. Countries are
     * global, but naming a sport the caller does not belong to is still refused (403), as for the
     * sport's own lookups.
     */
    async forSearch(caller: Caller, tenantId: string | undefined): Promise<{ id: string; name: string }[]> {
      if (tenantId !== undefined) await assertTenantAccess(db, caller, tenantId, READERS);
      return db
        .select({ id: countries.id, name: countries.name })
        .from(countries)
        .orderBy(countries.nameSort, countries.code);
    },
  };
}

/** What differs between the tenant-scoped lookups; the list, get and scoping are the same. */
interface LookupDefinition<S extends string, Row extends { tenantId: string }, Dto> {
  table: typeof positions | typeof playerLevels | typeof contractStatuses | typeof leagues;
  columns: Record<keyof Row, AnyPgColumn>;
  sorts: Record<S, SQL | AnyPgColumn>;
  filterColumns: AnyPgColumn[];
  toDto: (row: Row) => Dto;
}

export type LookupService<Dto> = {
  list(caller: Caller, query: ResourceListQuery): Promise<Paginated<Dto>>;
  get(caller: Caller, id: string): Promise<Dto>;
};

/** A sport's lookup list: D10 scoping (members with TenantAdmin or User read), list and get. */
function createLookupService<S extends string, Row extends { tenantId: string }, Dto>(
  db: Db,
  definition: LookupDefinition<S, Row, Dto>,
): LookupService<Dto> {
  const { table } = definition;
  return {
    async list(caller, query) {
      const scope = await tenantListScope(db, caller, table.tenantId, query.tenantId, READERS);
      return listRows<S, Row, Dto>(
        {
          db,
          table,
          columns: definition.columns,
          sorts: definition.sorts,
          tieBreakers: [table.nameSort, table.id],
          filterColumns: definition.filterColumns,
          toDtos: async (rows) => rows.map(definition.toDto),
        },
        query as ResourceListQuery<S>,
        scope,
      );
    },

    async get(caller, id) {
      const [row] = (await db.select(definition.columns).from(table).where(eq(table.id, id))) as Row[];
      await assertRowAccess(db, caller, row?.tenantId, READERS);
      if (!row) throw new DomainError('notFound', MESSAGES.notFound);
      return definition.toDto(row);
    },
  };
}

interface PositionRow {
  id: string;
  tenantId: string;
  name: string;
  category: PositionCategory | null;
}

interface NamedRow {
  id: string;
  tenantId: string;
  name: string;
}

interface LeagueRow extends NamedRow {
  countryName: string;
}

const namedColumns = <T extends typeof playerLevels | typeof contractStatuses>(table: T) => ({
  id: table.id,
  tenantId: table.tenantId,
  name: table.name,
});

export function createLookupServices({ db }: { db: Db }) {
  return {
    positions: createLookupService<'name', PositionRow, Position>(db, {
      table: positions,
      columns: {
        id: positions.id,
        tenantId: positions.tenantId,
        name: positions.name,
        category: positions.category,
      },
      sorts: { name: positions.nameSort },
      filterColumns: [positions.nameSort],
      toDto: (row) => row,
    }),
    playerLevels: createLookupService<'name', NamedRow, PlayerLevel>(db, {
      table: playerLevels,
      columns: namedColumns(playerLevels),
      sorts: { name: playerLevels.nameSort },
      filterColumns: [playerLevels.nameSort],
      toDto: (row) => row,
    }),
    contractStatuses: createLookupService<'name', NamedRow, ContractStatus>(db, {
      table: contractStatuses,
      columns: namedColumns(contractStatuses),
      sorts: { name: contractStatuses.nameSort },
      filterColumns: [contractStatuses.nameSort],
      toDto: (row) => row,
    }),
    leagues: createLeagueService(db),
  };
}

function createLeagueService(db: Db) {
  const columns = {
    id: leagues.id,
    tenantId: leagues.tenantId,
    name: leagues.name,
    countryName: leagues.countryName,
  };
  const lookup = createLookupService<'name' | 'countryName', LeagueRow, League>(db, {
    table: leagues,
    columns,
    sorts: { name: leagues.nameSort, countryName: leagues.countryNameSort },
    filterColumns: [leagues.nameSort, leagues.countryNameSort],
    toDto: (row) => row,
  });
  return {
    ...lookup,

    /** A new league of the sport; its country, when named, is one of the country list's. */
    async create(caller: Caller, input: LeagueCreate): Promise<League> {
      await assertTenantAccess(db, caller, input.tenantId, WRITERS);
      let countryName = '';
      if (input.countryName !== '') {
        const [country] = await db
          .select({ name: countries.name })
          .from(countries)
          .where(eq(countries.nameSort, sortKey(input.countryName)));
        if (!country) {
          throw new DomainError('invalid', 'Validation failed', [
            `countryName: ${LEAGUE_MESSAGES.unknownCountry}`,
          ]);
        }
        countryName = country.name;
      }
      try {
        const [created] = await db
          .insert(leagues)
          .values({
            tenantId: input.tenantId,
            name: input.name,
            nameSort: sortKey(input.name),
            countryName,
            countryNameSort: sortKey(countryName),
          })
          .returning(columns);
        if (!created) throw new Error('The league row was not written');
        return created;
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new DomainError('conflict', LEAGUE_NAME_TAKEN, [`name: ${LEAGUE_NAME_TAKEN}`]);
        }
        throw error;
      }
    },
  };
}

export type LookupServices = ReturnType<typeof createLookupServices>;
