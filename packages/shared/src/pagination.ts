import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_BUTTONS, MAX_PAGE_SIZE } from './constants.ts';

export const sortDirectionSchema = z.enum(['asc', 'desc']);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/**
 * Rows a list answers without `page` and without `take`: enough for every option list (a sport's
 * teams or leagues), bounded so that no request reads and serialises a whole table.
 */
export const MAX_UNPAGED_ROWS = 1000;

/**
 * Query of every list endpoint: `?page&take&sort&direction&tenantId`. Without `page` the API answers
 * the first `take` rows, or the first MAX_UNPAGED_ROWS when `take` is absent too.
 */
export const listQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional(),
  take: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  sort: z.string().optional(),
  direction: sortDirectionSchema.default('asc'),
  tenantId: z.uuid().optional(),
  filter: z.string().optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

export interface Paginated<T> {
  data: T[];
  currentPage: number;
  lastPage: number;
  perPage: number;
  total: number;
  /**
   * Present (true) when `total` is the database's estimate: the filter matches more rows than the
   * API counts exactly (issue 10). `lastPage` follows it; a page past the real end answers no rows.
   */
  totalIsEstimate?: boolean;
}

export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/** The page numbers to show as buttons: at most MAX_PAGE_BUTTONS, centred on the current page. */
export function visiblePageNumbers(currentPage: number, lastPage: number): number[] {
  const count = Math.min(MAX_PAGE_BUTTONS, lastPage);
  let start = Math.max(1, currentPage - Math.floor(count / 2));
  start = Math.min(start, lastPage - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

export interface SortOption {
  /** i18n key of the label */
  label: string;
  property: string;
}
