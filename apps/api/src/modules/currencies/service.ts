import {
  type Currency,
  type CurrencySortProperty,
  type CurrencyUpdate,
  MESSAGES,
  type Paginated,
} from '@transferdesk/shared';
import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { valutas } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { listRows, type ResourceListQuery } from '../../lib/resource-list.ts';
import { assertRowAccess, type Caller, READERS, tenantListScope, WRITERS } from '../../lib/tenant-access.ts';

const currencyColumns = {
  id: valutas.id,
  tenantId: valutas.tenantId,
  name: valutas.name,
  value: valutas.value,
  updatedAt: valutas.updatedAt,
};

interface CurrencyRow {
  id: string;
  tenantId: string;
  name: string;
  value: number;
  updatedAt: Date;
}

const SORTS: Record<CurrencySortProperty, SQL | AnyPgColumn> = {
  name: valutas.nameSort,
  value: valutas.value,
};

const toCurrency = (row: CurrencyRow): Currency => ({
  ...row,
  // numeric(18,6) in "number" mode; Number() also covers a driver that answers the text form.
  value: Number(row.value),
  updatedAt: row.updatedAt.toISOString(),
});

export type CurrencyService = ReturnType<typeof createCurrencyService>;

/**
 * Currencies (spec 2, Currencies): each sport's prices of 1 EUR. They come with the sport (ADR 004)
 * and are only re-priced over HTTP: no create or delete, as the spec's page has no Add and requirements
 * and players point at them.
 */
export function createCurrencyService({ db }: { db: Db }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);

  async function loadRow(id: string): Promise<CurrencyRow | undefined> {
    const [row] = await db.select(currencyColumns).from(valutas).where(eq(valutas.id, id));
    return row;
  }

  return {
    async list(caller: Caller, query: ResourceListQuery): Promise<Paginated<Currency>> {
      const scope = await tenantListScope(db, caller, valutas.tenantId, query.tenantId, READERS);
      return listRows<CurrencySortProperty, CurrencyRow, Currency>(
        {
          db,
          table: valutas,
          columns: currencyColumns,
          sorts: SORTS,
          tieBreakers: [valutas.nameSort, valutas.id],
          filterColumns: [valutas.nameSort],
          toDtos: async (rows) => rows.map(toCurrency),
        },
        query as ResourceListQuery<CurrencySortProperty>,
        scope,
      );
    },

    async get(caller: Caller, id: string): Promise<Currency> {
      const row = await loadRow(id);
      await assertRowAccess(db, caller, row?.tenantId, READERS);
      if (!row) throw notFound();
      return toCurrency(row);
    },

    async update(caller: Caller, id: string, input: CurrencyUpdate): Promise<Currency> {
      const row = await loadRow(id);
      await assertRowAccess(db, caller, row?.tenantId, WRITERS);
      const [updated] = await db
        .update(valutas)
        .set({ value: input.value, updatedAt: new Date() })
        .where(eq(valutas.id, id))
        .returning(currencyColumns);
      if (!updated) throw notFound();
      return toCurrency(updated);
    },
  };
}
