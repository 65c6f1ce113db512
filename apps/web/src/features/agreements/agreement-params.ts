import { AGREEMENT_SORT_PROPERTIES, type SortDirection, sortDirectionSchema } from '@transferdesk/shared';
import { useSearchParams } from 'react-router';

/** The "Ending within" choices, in days. */
export const ENDING_WITHIN_DAYS = [30, 60, 90, 180] as const;

export type AgreementSort = (typeof AGREEMENT_SORT_PROPERTIES)[number];

/** The list's filters as `GET /agreements` takes them; a switch that is off is left out. */
export interface AgreementFilter {
  endingWithin?: number;
  missingUpload?: true;
  exclusive?: true;
  includeEnded?: true;
  search?: string;
}

export interface AgreementListState {
  /** 1-based. */
  page: number;
  sort: AgreementSort;
  direction: SortDirection;
}

export interface AgreementParams extends AgreementListState {
  filter: AgreementFilter;
}

const DEFAULT_SORT: AgreementSort = 'endDate';
const DEFAULT_DIRECTION: SortDirection = 'asc';
const SWITCHES = ['missingUpload', 'exclusive', 'includeEnded'] as const;

/** The page's state from the address; anything that is not a valid value is left out. */
function readAgreementParams(params: URLSearchParams): AgreementParams {
  const filter: AgreementFilter = {};
  const within = Number(params.get('endingWithin'));
  if ((ENDING_WITHIN_DAYS as readonly number[]).includes(within)) filter.endingWithin = within;
  for (const key of SWITCHES) if (params.get(key) === 'true') filter[key] = true;
  const search = params.get('search')?.trim();
  if (search) filter.search = search;
  const sort = params.get('sort') ?? '';
  const direction = sortDirectionSchema.safeParse(params.get('direction'));
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    filter,
    page: Number.isFinite(page) && page > 0 ? page : 1,
    sort: (AGREEMENT_SORT_PROPERTIES as readonly string[]).includes(sort)
      ? (sort as AgreementSort)
      : DEFAULT_SORT,
    direction: direction.success ? direction.data : DEFAULT_DIRECTION,
  };
}

/** The address form: only what differs from the defaults. */
function agreementSearch(state: AgreementParams): URLSearchParams {
  const params = new URLSearchParams();
  const { endingWithin, search } = state.filter;
  if (endingWithin !== undefined) params.set('endingWithin', String(endingWithin));
  for (const key of SWITCHES) if (state.filter[key]) params.set(key, 'true');
  if (search) params.set('search', search);
  if (state.sort !== DEFAULT_SORT || state.direction !== DEFAULT_DIRECTION) {
    params.set('sort', state.sort);
    params.set('direction', state.direction);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The filters, order and page live in the address, so that back, forward and a shared link show
 * the same agreements. A new filter or order starts at the first page.
 */
export function useAgreementParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readAgreementParams(searchParams);
  const update = (changes: Partial<AgreementParams>) => {
    const next = { ...state, ...changes };
    if (!('page' in changes)) next.page = 1;
    setSearchParams(agreementSearch(next));
  };
  return [state, update] as const;
}
