import {
  MESSAGES,
  type Paginated,
  sortKey,
  type Transfer,
  type TransferCreate,
  type TransferSortProperty,
  type TransferUpdate,
  transferIntervalErrors,
} from '@transferdesk/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { requirements, transfers } from '../../db/schema/index.ts';
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

/** 409 when requirements are asked for the window. */
export const TRANSFER_IN_USE =
  'Requirements are registered for this transfer window, so it cannot be deleted.';

const transferColumns = {
  id: transfers.id,
  tenantId: transfers.tenantId,
  name: transfers.name,
  years: transfers.years,
  fromDate: transfers.fromDate,
  toDate: transfers.toDate,
  createdAt: transfers.createdAt,
};

interface TransferRow {
  id: string;
  tenantId: string;
  name: string;
  years: string;
  /** yyyy-MM-dd (Drizzle's `date` columns answer strings). */
  fromDate: string;
  toDate: string;
  createdAt: Date;
}

const SORTS: Record<TransferSortProperty, SQL | AnyPgColumn> = {
  name: transfers.nameSort,
  years: transfers.years,
  createdAt: transfers.createdAt,
};

const toTransfer = (row: TransferRow): Transfer => ({ ...row, createdAt: row.createdAt.toISOString() });

export type TransferService = ReturnType<typeof createTransferService>;

/**
 * Transfer windows (spec 2, Transfers): read by the sport's TenantAdmins and Users (requirements
 * pick one), written by its TenantAdmins (D10). The form's rules hold on every write: the body
 * schemas check what is sent, and a PATCH re-checks both interval rules on the merged row, so that
 * changing only `toDate` cannot put it before the stored `fromDate`.
 */
export function createTransferService({ db }: { db: Db }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);

  async function loadRow(id: string): Promise<TransferRow | undefined> {
    const [row] = await db.select(transferColumns).from(transfers).where(eq(transfers.id, id));
    return row;
  }

  async function get(id: string): Promise<Transfer> {
    const row = await loadRow(id);
    if (!row) throw notFound();
    return toTransfer(row);
  }

  return {
    async list(caller: Caller, query: ResourceListQuery): Promise<Paginated<Transfer>> {
      const scope = await tenantListScope(db, caller, transfers.tenantId, query.tenantId, READERS);
      return listRows<TransferSortProperty, TransferRow, Transfer>(
        {
          db,
          table: transfers,
          columns: transferColumns,
          sorts: SORTS,
          tieBreakers: [transfers.nameSort, transfers.id],
          filterColumns: [transfers.nameSort, transfers.years],
          toDtos: async (rows) => rows.map(toTransfer),
        },
        query as ResourceListQuery<TransferSortProperty>,
        scope,
      );
    },

    async get(caller: Caller, id: string): Promise<Transfer> {
      const row = await loadRow(id);
      await assertRowAccess(db, caller, row?.tenantId, READERS);
      return get(id);
    },

    async create(caller: Caller, input: TransferCreate): Promise<Transfer> {
      await assertTenantAccess(db, caller, input.tenantId, WRITERS);
      const [created] = await db
        .insert(transfers)
        .values({
          tenantId: input.tenantId,
          name: input.name,
          nameSort: sortKey(input.name),
          years: input.years,
          fromDate: input.fromDate,
          toDate: input.toDate,
        })
        .returning({ id: transfers.id });
      if (!created) throw new Error('The transfer row was not written');
      return get(created.id);
    },

    async update(caller: Caller, id: string, input: TransferUpdate): Promise<Transfer> {
      const row = await loadRow(id);
      await assertRowAccess(db, caller, row?.tenantId, WRITERS);
      if (!row) throw notFound();
      const merged = {
        name: input.name ?? row.name,
        years: input.years ?? row.years,
        fromDate: input.fromDate ?? row.fromDate,
        toDate: input.toDate ?? row.toDate,
      };
      const problems = transferIntervalErrors(merged);
      if (problems.length > 0) {
        throw new DomainError(
          'invalid',
          // The errors plugin's words for a 400 that names fields (services hold no HTTP).
          'Validation failed',
          problems.map((problem) => `${problem.field}: ${problem.message}`),
        );
      }
      await db
        .update(transfers)
        .set({ ...merged, nameSort: sortKey(merged.name), updatedAt: new Date() })
        .where(eq(transfers.id, id));
      return get(id);
    },

    async remove(caller: Caller, id: string): Promise<void> {
      const row = await loadRow(id);
      await assertRowAccess(db, caller, row?.tenantId, WRITERS);
      // Requirements are asked for a window; deleting it would leave them pointing at nothing.
      const [used] = await db
        .select({ id: requirements.id })
        .from(requirements)
        .where(eq(requirements.transferId, id))
        .limit(1);
      if (used) throw new DomainError('conflict', TRANSFER_IN_USE);
      const deleted = await db.delete(transfers).where(eq(transfers.id, id)).returning({ id: transfers.id });
      if (deleted.length === 0) throw notFound();
    },
  };
}
