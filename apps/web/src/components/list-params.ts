import { type SortDirection, sortDirectionSchema } from '@transferdesk/shared';
import { useSearchParams } from 'react-router';

export interface ListParams<S extends string> {
  /** 1-based. */
  page: number;
  sort: S;
  direction: SortDirection;
  /** The text search; empty for none. */
  filter: string;
}

export interface ListDefaults<S extends string> {
  sort: S;
  direction: SortDirection;
}

/** A list's state from the address (`?page&sort&direction&filter`), falling back to its defaults. */
export function readListParams<S extends string>(
  params: URLSearchParams,
  sorts: readonly S[],
  defaults: ListDefaults<S>,
): ListParams<S> {
  const sort = params.get('sort') ?? '';
  const direction = sortDirectionSchema.safeParse(params.get('direction'));
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    sort: (sorts as readonly string[]).includes(sort) ? (sort as S) : defaults.sort,
    direction: direction.success ? direction.data : defaults.direction,
    filter: params.get('filter')?.trim() ?? '',
  };
}

/** The address form of a list's state: the order always, the page past 1, the search when given. */
export function listSearch<S extends string>(state: ListParams<S>): URLSearchParams {
  const params = new URLSearchParams({ sort: state.sort, direction: state.direction });
  if (state.filter) params.set('filter', state.filter);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The list state lives in the address, so that back, forward and shared links show the same page.
 * Every change is a new history entry.
 */
export function useListParams<S extends string>(sorts: readonly S[], defaults: ListDefaults<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readListParams(searchParams, sorts, defaults);
  const update = (changes: Partial<ListParams<S>>) => setSearchParams(listSearch({ ...state, ...changes }));
  return [state, update] as const;
}
