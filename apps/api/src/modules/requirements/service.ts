import {
  MESSAGES,
  type NoNeedClub,
  type noNeedFilterSchema,
  type Paginated,
  type Requirement,
  type RequirementCreate,
  type RequirementFormValues,
  type RequirementSortProperty,
  type RequirementUpdate,
  type requirementFilterSchema,
  requirementFormSchemaFor,
  sortKey,
} from '@transferdesk/shared';
import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  requirementContractStatuses,
  requirementPlayerLevels,
  requirementPositions,
  requirements,
  valutas,
} from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { escapeLike, listRows, type ResourceListQuery } from '../../lib/resource-list.ts';
import {
  assertRowAccess,
  assertTenantAccess,
  type Caller,
  listTenantIds,
  READERS,
  scoped,
  tenantScope,
} from '../../lib/tenant-access.ts';
import { requirementProblems } from './id-checks.ts';
import { assertNoNeedOnce } from './no-need-once.ts';
import {
  asksForAny,
  clubIn,
  clubInCountries,
  clubInCountry,
  clubListed,
  clubNameSort,
  latestNoNeedOfClub,
  type NoNeedRow,
  noNeedColumns,
  type RequirementRow,
  requirementColumns,
  toNoNeedClub,
  toRequirement,
} from './queries.ts';
import { requirementColumnsOf, writeRequirementLists } from './requirement-rows.ts';

const VALIDATION_FAILED = 'Validation failed';

export { REQUIREMENT_ID_MESSAGES } from './id-checks.ts';

const SORTS: Record<RequirementSortProperty, SQL | AnyPgColumn> = {
  createdAt: requirements.createdAt,
  club: clubNameSort,
};
const NO_NEED_SORTS = { name: clubNameSort, createdAt: requirements.createdAt };

type RequirementFilterQuery = z.output<typeof requirementFilterSchema>;
type NoNeedQuery = z.output<typeof noNeedFilterSchema>;

export type RequirementService = ReturnType<typeof createRequirementService>;

/**
 * Requirements (spec 2; D10: the sport's TenantAdmins and Users read and write them; D26: a
 * requirement whose positions include `No need` registers that the club needs nobody in that
 * window). Deleting one removes it and its lists.
 */
export function createRequirementService({ db }: { db: Db }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);
  const invalid = (problems: string[]) => new DomainError('invalid', VALIDATION_FAILED, problems);

  async function load(id: string): Promise<Requirement | undefined> {
    const [row] = (await db
      .select(requirementColumns)
      .from(requirements)
      .where(eq(requirements.id, id))) as RequirementRow[];
    return row ? toRequirement(row) : undefined;
  }

  async function detail(id: string): Promise<Requirement> {
    const requirement = await load(id);
    if (!requirement) throw notFound();
    return requirement;
  }

  /** The sport's EUR, which a requirement without a currency is in (spec 2, section 4). */
  async function euroOf(tenantId: string): Promise<string | null> {
    const [row] = await db
      .select({ id: valutas.id })
      .from(valutas)
      .where(and(eq(valutas.tenantId, tenantId), eq(valutas.nameSort, sortKey('EUR'))));
    return row?.id ?? null;
  }

  /** The sport's `No need` position id once the requirement passed every check; 400 otherwise. */
  async function validated(
    tenantId: string,
    value: RequirementFormValues,
    changed: (field: keyof RequirementFormValues) => boolean,
  ) {
    const { problems, noNeedId } = await requirementProblems(db, tenantId, value, changed);
    if (problems.length > 0) throw invalid(problems);
    return noNeedId;
  }

  /** The page of requirements in `tenantIds` that `where` keeps, sorted as asked. */
  const page = (query: ResourceListQuery<RequirementSortProperty>, where: SQL) =>
    listRows<RequirementSortProperty, RequirementRow, Requirement>(
      {
        db,
        table: requirements,
        columns: requirementColumns,
        sorts: SORTS,
        tieBreakers: [requirements.createdAt, requirements.id],
        filterColumns: [clubNameSort],
        toDtos: async (rows) => rows.map(toRequirement),
      },
      query,
      where,
    );

  return {
    /** The generic list (`GET /requirements?tenantId…`): the caller's sports, newest first by default. */
    async list(caller: Caller, query: ResourceListQuery): Promise<Paginated<Requirement>> {
      const tenantIds = await listTenantIds(db, caller, query.tenantId);
      return page(
        query as ResourceListQuery<RequirementSortProperty>,
        tenantScope(requirements.tenantId, tenantIds),
      );
    },

    /** `POST /requirements/filter`: every filter narrows; an empty list filters nothing. */
    async filter(caller: Caller, query: RequirementFilterQuery): Promise<Paginated<Requirement>> {
      const tenantIds = await listTenantIds(db, caller, query.tenantId);
      const where = scoped(
        tenantScope(requirements.tenantId, tenantIds),
        query.transferId ? eq(requirements.transferId, query.transferId) : undefined,
        query.clubIds.length > 0 ? clubIn(query.clubIds) : undefined,
        query.positionIds.length > 0
          ? asksForAny(requirementPositions, 'position_id', query.positionIds)
          : undefined,
        query.playerLevelIds.length > 0
          ? asksForAny(requirementPlayerLevels, 'player_level_id', query.playerLevelIds)
          : undefined,
        query.contractStatusIds.length > 0
          ? asksForAny(requirementContractStatuses, 'contract_status_id', query.contractStatusIds)
          : undefined,
        query.countryIds.length > 0 ? clubInCountries(query.countryIds) : undefined,
      );
      return page(
        { page: query.page, take: query.take, sort: query.sort, direction: query.direction },
        where,
      );
    },

    async get(caller: Caller, id: string): Promise<Requirement> {
      const requirement = await load(id);
      await assertRowAccess(db, caller, requirement?.tenantId);
      if (!requirement) throw notFound();
      return requirement;
    },

    async create(caller: Caller, input: RequirementCreate): Promise<Requirement> {
      const { tenantId, ...value } = input;
      await assertTenantAccess(db, caller, tenantId, READERS);
      const noNeedId = await validated(tenantId, value, () => true);
      const valutaId = value.valutaId ?? (await euroOf(tenantId));
      const columns = requirementColumnsOf({ ...value, valutaId }, noNeedId);
      const id = await db.transaction(async (tx) => {
        if (columns.isNoNeed) await assertNoNeedOnce(tx, value);
        const [created] = await tx
          .insert(requirements)
          .values({ ...columns, tenantId })
          .returning({ id: requirements.id });
        if (!created) throw new Error('The requirement row was not written');
        await writeRequirementLists(tx, created.id, value);
        return created.id;
      });
      return detail(id);
    },

    /** Changes the fields sent; the merged requirement is checked whole, in one transaction. */
    async update(caller: Caller, id: string, input: RequirementUpdate): Promise<Requirement> {
      const current = await load(id);
      await assertRowAccess(db, caller, current?.tenantId, READERS);
      if (!current) throw notFound();
      const stored: RequirementFormValues = {
        clubId: current.clubId,
        transferId: current.transferId,
        contactId: current.contactId,
        positionRequirementIds: current.positionRequirements.map((item) => item.id),
        playerLevelRequirementIds: current.playerLevelRequirements.map((item) => item.id),
        contractStatusRequirementIds: current.contractStatusRequirements.map((item) => item.id),
        maxNetto: current.maxNetto,
        maxBrutto: current.maxBrutto,
        maxTransferSum: current.maxTransferSum,
        valutaId: current.valutaId,
        description: current.description,
        isAdvancedSearch: current.isAdvancedSearch,
        minAge: current.minAge,
        maxAge: current.maxAge,
        maritalStatus: current.maritalStatus,
        countryId: current.countryId,
        rightyLefty: current.rightyLefty,
        pinsPriority: current.pinsPriority,
        contractType: current.contractType,
        minHeight: current.minHeight,
        maxHeight: current.maxHeight,
        minWeight: current.minWeight,
        maxWeight: current.maxWeight,
      };
      const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
      // Ranges are checked on the merged values; the level and status rule in `validated`.
      const merged = requirementFormSchemaFor(undefined).safeParse({ ...stored, ...sent });
      if (!merged.success) {
        const problems = merged.error.issues
          .filter(
            (issue) =>
              !['playerLevelRequirementIds', 'contractStatusRequirementIds'].includes(String(issue.path[0])),
          )
          .map((issue) => `${issue.path.join('.')}: ${issue.message}`);
        if (problems.length > 0) throw invalid(problems);
      }
      const value = { ...stored, ...(sent as Partial<RequirementFormValues>) };
      const noNeedId = await validated(current.tenantId, value, (field) => field in sent);
      const columns = requirementColumnsOf(value, noNeedId);
      // A registration kept in its club and window is not checked again (one made before the rule stays editable).
      const registers =
        columns.isNoNeed &&
        (!current.isNoNeed || value.clubId !== current.clubId || value.transferId !== current.transferId);
      await db.transaction(async (tx) => {
        if (registers) await assertNoNeedOnce(tx, { ...value, exceptId: id });
        await tx
          .update(requirements)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(requirements.id, id));
        await writeRequirementLists(tx, id, value);
      });
      return detail(id);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const [row] = await db
        .select({ tenantId: requirements.tenantId })
        .from(requirements)
        .where(eq(requirements.id, id));
      await assertRowAccess(db, caller, row?.tenantId, READERS);
      await db.delete(requirements).where(eq(requirements.id, id));
    },

    /** `PUT /clubs/noneed` (D26): the clubs that registered no need for the window, latest first per club. */
    async noNeedClubs(caller: Caller, query: NoNeedQuery): Promise<Paginated<NoNeedClub>> {
      const tenantIds = await listTenantIds(db, caller, query.tenantId);
      const searchKey = query.filter ? escapeLike(sortKey(query.filter)) : null;
      return listRows<'name' | 'createdAt', NoNeedRow, NoNeedClub>(
        {
          db,
          table: requirements,
          columns: noNeedColumns,
          sorts: NO_NEED_SORTS,
          tieBreakers: [clubNameSort, requirements.id],
          filterColumns: [],
          toDtos: async (rows) => rows.map(toNoNeedClub),
        },
        { page: query.page, take: query.take, sort: query.sort, direction: query.direction },
        scoped(
          tenantScope(requirements.tenantId, tenantIds),
          eq(requirements.transferId, query.transferId),
          eq(requirements.isNoNeed, true),
          latestNoNeedOfClub,
          clubListed(searchKey || null),
          query.countryId ? clubInCountry(query.countryId) : undefined,
        ),
      );
    },
  };
}
