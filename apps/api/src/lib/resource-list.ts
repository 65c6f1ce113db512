import {
  DEFAULT_PAGE_SIZE,
  lastPageOf,
  MAX_PAGE_SIZE,
  MAX_UNPAGED_ROWS,
  type Paginated,
  type Role,
  type SortDirection,
  sortKey,
} from '@transferdesk/shared';
import { and, asc, count, desc, like, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { DomainError } from './errors.ts';

/**
 * The generic resource kit's service side (spec 1, section 7, Generic resources): what a resource
 * service implements and the one list query they all share. plugins/resource-routes.ts turns a
 * ResourceService into the HTTP endpoints.
 */

/** Who is asking, as services need it (the routes pass the signed-in user). */
export interface Caller {
  id: string;
  roles: Role[];
  /** The client address (D14: a password typed to prove who one is counts toward sign-in limits). */
  ip?: string;
}

/** `?page&take&sort&direction&tenantId&filter` after validation. */
export interface ResourceListQuery<S extends string = string> {
  /** Without a page the first `take` rows are answered, as page 1 (selectors). */
  page?: number | undefined;
  /** Resolved by `withListTake`: the page size, or without `page` how many rows at most. */
  take: number;
  sort: S;
  direction: SortDirection;
  tenantId?: string | undefined;
  /** Text search, ignoring case and accents. */
  filter?: string | undefined;
  /** Accepted for the contract; resources without soft deletion ignore it. */
  filterDeleted?: boolean | undefined;
}

/** A named option list entry (`GET {base}/options/{name}`). */
export interface ResourceOption {
  id: string;
  name: string;
}

/** One CSV data row after the resource's zod schema accepted it. */
export interface ImportRow<R> {
  rowNumber: number;
  value: R;
}

/**
 * What a resource offers; each method present becomes an endpoint. Services throw DomainError for
 * refusals (404 for what the caller may not see, 403 for what they may see but not do).
 */
export interface ResourceService<Dto, Create = never, Update = never, CsvRow = never> {
  list(caller: Caller, query: ResourceListQuery): Promise<Paginated<Dto>>;
  get(caller: Caller, id: string): Promise<Dto>;
  /** The selectors' search within one sport: a short list, not a page. */
  search?(caller: Caller, tenantId: string, term: string): Promise<Dto[]>;
  create?(caller: Caller, input: Create): Promise<Dto>;
  update?(caller: Caller, id: string, input: Update): Promise<Dto>;
  remove?(caller: Caller, id: string): Promise<void>;
  options?(caller: Caller, name: string): Promise<ResourceOption[]>;
  replaceImage?(caller: Caller, id: string, bytes: Uint8Array): Promise<Dto>;
  /**
   * CSV export: the rows as column → text, read in batches so that a large export never sits in
   * memory. Refusals are thrown before the iterable is answered, while a status can still be sent.
   */
  exportRows?(
    caller: Caller,
    query: Pick<ResourceListQuery, 'tenantId' | 'filter'>,
  ): Promise<AsyncIterable<Record<string, string>>>;
  /**
   * CSV import of rows that passed the row schema: all in one transaction, or none (throws).
   * `tenantId` is the `?tenantId` of the upload: the sport a tenant-scoped import writes into.
   */
  importRows?(
    caller: Caller,
    rows: ImportRow<CsvRow>[],
    target: { tenantId?: string | undefined },
  ): Promise<number>;
}

export const IMPORT_FAILED = 'The file has errors; nothing was imported';
/** An import answers at most this many row errors; a file that bad needs fixing at the source. */
export const MAX_IMPORT_ERRORS = 100;
/**
 * Data rows one import may hold. Every row is validated and written in one transaction, which
 * takes seconds at this size; larger files are split by whoever exports them.
 */
export const MAX_IMPORT_ROWS = 50_000;

export const tooManyImportRows = (rows: number) =>
  `The file has ${rows.toLocaleString('en-GB')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} can be imported at once. Split it into smaller files.`;

/** The 400 of a failed CSV import; `errors` as the generic error display reads them (spec 8). */
export function importFailed(errors: { description: string }[]): DomainError {
  const shown = errors.slice(0, MAX_IMPORT_ERRORS);
  if (errors.length > shown.length) {
    shown.push({ description: `… and ${errors.length - shown.length} more errors` });
  }
  return new DomainError('invalid', IMPORT_FAILED, shown);
}

/** `?take`: optional, because its absence means a different default with and without `page`. */
export const takeQuerySchema = z.coerce
  .number()
  .int()
  .min(1)
  .max(MAX_PAGE_SIZE, { message: `At most ${MAX_PAGE_SIZE}` })
  .optional()
  .describe(
    `The page size with \`page\` (default ${DEFAULT_PAGE_SIZE}); without \`page\`, how many rows at most (default ${MAX_UNPAGED_ROWS.toLocaleString('en-GB')}).`,
  );

/**
 * The list rule (issue 8): with `page`, pages of `take` rows (DEFAULT_PAGE_SIZE by default); without
 * `page`, the first `take` rows, or the first MAX_UNPAGED_ROWS when `take` is absent too, answered as
 * page 1 of that size. `total` always counts every row, so a caller sees when there is more.
 */
export const LIST_RULE =
  `With \`page\`, pages of \`take\` rows (default ${DEFAULT_PAGE_SIZE}, at most ${MAX_PAGE_SIZE}). Without \`page\`, ` +
  `the first \`take\` rows, or the first ${MAX_UNPAGED_ROWS.toLocaleString('en-GB')} when \`take\` is absent too (option lists), ` +
  'as page 1 of that size; `total` always counts every row.';

export function withListTake<Q extends { page?: number | undefined; take?: number | undefined }>(
  query: Q,
): Q & { take: number } {
  return {
    ...query,
    take: query.take ?? (query.page === undefined ? MAX_UNPAGED_ROWS : DEFAULT_PAGE_SIZE),
  };
}

/** LIKE's wildcards and its escape character, taken literally. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (character) => `\\${character}`);

export interface ListDefinition<S extends string, Row, Dto> {
  db: Db;
  table: PgTable;
  /** What each row selects; `Row` is its shape (Drizzle cannot name it for a generic table). */
  columns: SelectedFields;
  /** Sort name → what to order by; text sorts name a sort-key column (ADR 001). */
  sorts: Record<S, SQL | AnyPgColumn>;
  /** Appended ascending after the chosen sort, ending with a unique column, so pages never shift. */
  tieBreakers: (SQL | AnyPgColumn)[];
  /** Sort-key columns the text filter searches (the term goes through sortKey too). */
  filterColumns: (SQL | AnyPgColumn)[];
  /** Rows to DTOs, in one go so that related data loads with one query per page. */
  toDtos: (rows: Row[]) => Promise<Dto[]>;
}

/** The shared list query: scope, text filter, sort with tie-breakers, and the pagination math. */
export async function listRows<S extends string, Row, Dto>(
  definition: ListDefinition<S, Row, Dto>,
  query: ResourceListQuery<S>,
  /** The resource's own restriction (tenant scoping, D9); undefined for none. */
  scope: SQL | undefined,
): Promise<Paginated<Dto>> {
  const { db, table } = definition;
  const term = query.filter ? sortKey(query.filter) : '';
  const filter =
    term && definition.filterColumns.length > 0
      ? or(...definition.filterColumns.map((column) => like(column, `%${escapeLike(term)}%`)))
      : undefined;
  const where = and(scope, filter);
  const order = query.direction === 'desc' ? desc : asc;
  const ordering = [
    order(definition.sorts[query.sort]),
    ...definition.tieBreakers.map((column) => asc(column)),
  ];

  const [counted] = await db.select({ total: count() }).from(table).where(where);
  const total = counted?.total ?? 0;
  // Without a page, `take` is already the unpaged cap (withListTake), so both are page `page ?? 1`.
  const page = query.page ?? 1;
  const rows = (await db
    .select(definition.columns)
    .from(table)
    .where(where)
    .orderBy(...ordering)
    .limit(query.take)
    .offset((page - 1) * query.take)) as Row[];
  return {
    data: await definition.toDtos(rows),
    currentPage: page,
    lastPage: lastPageOf(total, query.take),
    perPage: query.take,
    total,
  };
}
