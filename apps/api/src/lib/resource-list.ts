import {
  DEFAULT_PAGE_SIZE,
  lastPageOf,
  MAX_PAGE_SIZE,
  MAX_UNPAGED_ROWS,
  type Paginated,
  type SortDirection,
  sortKey,
} from '@transferdesk/shared';
import { and, asc, count, desc, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { CsvImport } from './csv-import-rules.ts';
import { COMPACT_ABOVE, type CountedScope, countedTotal, countedTotalColumns } from './list-counts.ts';
import type { Caller } from './tenant-access.ts';

/**
 * The generic resource kit's service side (spec 1, section 7, Generic resources): what a resource
 * service implements and the one list query they all share. plugins/resource-routes.ts turns a
 * ResourceService into the HTTP endpoints.
 */

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

/**
 * What a resource offers; each method present becomes an endpoint. Services throw DomainError for
 * refusals (404 for what the caller may not see, 403 for what they may see but not do).
 */
/** `ListDto`: what lists and searches answer per row, when it is lighter than one record (players). */
export interface ResourceService<Dto, Create = never, Update = never, CsvRow = never, ListDto = Dto> {
  list(caller: Caller, query: ResourceListQuery): Promise<Paginated<ListDto>>;
  get(caller: Caller, id: string): Promise<Dto>;
  /** The selectors' search within one sport: a short list, not a page. */
  search?(caller: Caller, tenantId: string, term: string): Promise<ListDto[]>;
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
   * CSV import: reads `csv` to its end inside one transaction, checking each batch against the
   * database (recording refusals with `csv.rowError`) and writing it while `csv.failed` is false.
   * The end of `csv` throws when any row was bad, which rolls the transaction back: all or none.
   * `tenantId` is the `?tenantId` of the upload: the sport a tenant-scoped import writes into.
   * lib/import-batches.ts does the reading, the transaction and the statistics afterwards.
   */
  importRows?(
    caller: Caller,
    csv: CsvImport<CsvRow>,
    target: { tenantId?: string | undefined },
  ): Promise<number>;
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

/**
 * Text search ignoring case and accents: the rows whose sort-key `column` (ADR 001) holds the
 * term's sort key; undefined (no condition) when the term has none.
 */
export function textFilter(column: SQL | AnyPgColumn, term: string | undefined): SQL | undefined {
  const key = term ? sortKey(term) : '';
  return key ? like(column, `%${escapeLike(key)}%`) : undefined;
}

export interface ListDefinition<S extends string, Row, Dto> {
  db: Db;
  table: PgTable;
  /** What each row selects; `Row` is its shape (Drizzle cannot name it for a generic table). */
  columns: SelectedFields;
  /** Sort name → what to order by; text sorts name a sort-key column (ADR 001). */
  sorts: Record<S, SQL | AnyPgColumn>;
  /**
   * Ordered after the chosen sort (in its direction, so that one index read forwards or backwards
   * serves the whole order), ending with the table's unique id, so pages never shift. A term equal
   * to the chosen sort is left out.
   */
  tieBreakers: [...(SQL | AnyPgColumn)[], AnyPgColumn];
  /** Sort-key columns the text filter searches (the term goes through sortKey too). */
  filterColumns: (SQL | AnyPgColumn)[];
  /** Rows to DTOs, in one go so that related data loads with one query per page. */
  toDtos: (rows: Row[]) => Promise<Dto[]>;
  /**
   * The list and sports whose trigger-kept total is exactly the scope's row count (lib/list-counts.ts):
   * given only when the scope is exactly a counted list. The text filter always counts.
   */
  counted?: CountedScope;
}

/**
 * Counting stops here (issue 10): a scope or filter holding more rows answers the planner's
 * estimate, flagged `totalIsEstimate`, unless the page itself shows where the rows end.
 */
export const EXACT_COUNT_LIMIT = 2000;
/**
 * Offsets beyond this read the page's ids from the index first, then only those rows: skipped rows
 * then cost an index entry each, not a table row with its select list's sub-queries.
 */
const DEFERRED_JOIN_OFFSET = 30;

/**
 * The shared list query (issue 10): scope, text filter, sort with tie-breakers and the pagination
 * math, built so that a page costs about the same at row 10 and at row 400,000:
 * - the total comes from a trigger-kept counter, or a count that stops at EXACT_COUNT_LIMIT (then
 *   the planner's estimate, flagged), never from counting a whole sport per page;
 * - with an exact total, a page in the back half is read from the end of the order (the last page is
 *   as cheap as the first); other deep pages skip their offset on the index alone (deferred join);
 * - the text filter is a LIKE the pg_trgm indexes answer for terms of 3+ characters.
 */
export async function listRows<S extends string, Row, Dto>(
  definition: ListDefinition<S, Row, Dto>,
  query: ResourceListQuery<S>,
  /** The resource's own restriction (tenant scoping, D9); undefined for none. */
  scope: SQL | undefined,
): Promise<Paginated<Dto>> {
  const term = query.filter ? sortKey(query.filter) : '';
  const filter =
    term && definition.filterColumns.length > 0
      ? or(...definition.filterColumns.map((column) => like(column, `%${escapeLike(term)}%`)))
      : undefined;
  const where = and(scope, filter);
  const sort = definition.sorts[query.sort];
  const terms = [sort, ...definition.tieBreakers.filter((column) => column !== sort)];
  // Without a page, `take` is already the unpaged cap (withListTake), so both are page `page ?? 1`.
  const page = query.page ?? 1;
  const offset = (page - 1) * query.take;
  const read = (descending: boolean, limit: number, skip: number) =>
    readPage(definition, where, terms, descending, limit, skip);
  const descending = query.direction === 'desc';

  let total: number | undefined;
  let totalIsEstimate = false;
  let rows: Row[];
  if (!filter && definition.counted && offset === 0) {
    // The first page, the one every visit opens, reads its total in the same query.
    const first = await readFirstPageCounted(
      definition,
      definition.counted,
      where,
      terms,
      descending,
      query.take,
    );
    rows = first.rows;
    total = first.total;
  } else if (!filter && definition.counted) {
    total = await countedTotal(definition.db, definition.counted);
    const fromEnd = total - offset - query.take;
    if (fromEnd < offset) {
      // The back half: the same rows, read backwards from the end of the order.
      const limit = Math.min(query.take, total - offset);
      rows = limit > 0 ? (await read(!descending, limit, Math.max(0, fromEnd))).reverse() : [];
    } else rows = await read(descending, query.take, offset);
  } else {
    rows = await read(descending, query.take, offset);
    if (rows.length > 0 && rows.length < query.take) total = offset + rows.length;
    else if (rows.length === 0 && page === 1) total = 0;
    else {
      const limit = offset + query.take + EXACT_COUNT_LIMIT;
      const counted = await countUpTo(definition, where, limit);
      if (counted <= limit) total = counted;
      else {
        total = Math.max(await estimateRows(definition, where), limit + 1);
        totalIsEstimate = true;
      }
    }
  }
  return {
    data: await definition.toDtos(rows),
    currentPage: page,
    lastPage: lastPageOf(total, query.take),
    perPage: query.take,
    total,
    ...(totalIsEstimate ? { totalIsEstimate } : {}),
  };
}

async function readPage<Row>(
  definition: ListDefinition<string, Row, unknown>,
  where: SQL | undefined,
  terms: (SQL | AnyPgColumn)[],
  descending: boolean,
  limit: number,
  offset: number,
): Promise<Row[]> {
  const { db, table, columns } = definition;
  const ordering = terms.map((term) => (descending ? desc(term) : asc(term)));
  if (offset <= DEFERRED_JOIN_OFFSET) {
    return (await db
      .select(columns)
      .from(table)
      .where(where)
      .orderBy(...ordering)
      .limit(limit)
      .offset(offset)) as Row[];
  }
  // Skipping many rows costs less on the index alone (an index-only scan over the sort index) than
  // fetching every skipped row; only the page's rows are then read from the table.
  const id = definition.tieBreakers.at(-1) as AnyPgColumn;
  const pageIds = db
    .select({ id })
    .from(table)
    .where(where)
    .orderBy(...ordering)
    .limit(limit)
    .offset(offset);
  return (await db
    .select(columns)
    .from(table)
    .where(inArray(id, pageIds))
    .orderBy(...ordering)) as Row[];
}

/**
 * Page 1 of a counted list with its total, in one round trip: the total and the number of delta rows
 * behind it ride along as two scalar sub-queries. An empty page holds no total; it is then 0 (the
 * scope has no rows), or read on its own when a write came in between.
 */
async function readFirstPageCounted<Row>(
  definition: ListDefinition<string, Row, unknown>,
  counted: CountedScope,
  where: SQL | undefined,
  terms: (SQL | AnyPgColumn)[],
  descending: boolean,
  limit: number,
): Promise<{ rows: Row[]; total: number }> {
  const { db, table, columns } = definition;
  const tally = countedTotalColumns(counted);
  const found = (await db
    .select({ ...columns, [TOTAL_KEY]: tally.total, [PARTS_KEY]: tally.parts })
    .from(table)
    .where(where)
    .orderBy(...terms.map((term) => (descending ? desc(term) : asc(term))))
    .limit(limit)) as (Row & Record<typeof TOTAL_KEY | typeof PARTS_KEY, number>)[];
  const [head] = found;
  if (!head) return { rows: [], total: await countedTotal(db, counted) };
  // Folding piled-up deltas is countedTotal's side job; it runs when they pass the mark.
  const total = head[PARTS_KEY] > COMPACT_ABOVE ? await countedTotal(db, counted) : head[TOTAL_KEY];
  const rows = found.map(({ [TOTAL_KEY]: _total, [PARTS_KEY]: _parts, ...row }) => row as unknown as Row);
  return { rows, total };
}

const TOTAL_KEY = '__listTotal';
const PARTS_KEY = '__listTotalParts';

/** The rows in `where`, counted up to `limit + 1` at most. */
async function countUpTo(
  definition: Pick<ListDefinition<string, unknown, unknown>, 'db' | 'table'>,
  where: SQL | undefined,
  limit: number,
): Promise<number> {
  const { db, table } = definition;
  const capped = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(limit + 1)
    .as('capped');
  const [row] = await db.select({ total: count() }).from(capped);
  return row?.total ?? 0;
}

/** The planner's estimate of the rows in `where` (EXPLAIN: no row is read). */
async function estimateRows(
  definition: Pick<ListDefinition<string, unknown, unknown>, 'db' | 'table'>,
  where: SQL | undefined,
): Promise<number> {
  const { db, table } = definition;
  const result = await db.execute(
    sql`explain (format json) ${db.select({ one: sql`1` }).from(table).where(where)}`,
  );
  // Both drivers answer `{ rows }`; Drizzle types the raw result per driver only.
  return planRows(z.object({ rows: z.array(z.unknown()) }).parse(result).rows[0]);
}

const explainSchema = z.object({
  'QUERY PLAN': z.tuple([z.object({ Plan: z.object({ 'Plan Rows': z.number() }) })]),
});

/** `Plan Rows` of an EXPLAIN (FORMAT JSON) row; the drivers answer the JSON parsed or as text. */
export function planRows(row: unknown): number {
  const parsed = z
    .object({ 'QUERY PLAN': z.unknown() })
    .transform((value) =>
      typeof value['QUERY PLAN'] === 'string' ? { 'QUERY PLAN': JSON.parse(value['QUERY PLAN']) } : value,
    )
    .pipe(explainSchema)
    .parse(row);
  return Math.round(parsed['QUERY PLAN'][0].Plan['Plan Rows']);
}
