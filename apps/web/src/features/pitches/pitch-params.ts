import {
  isUuid,
  PITCH_SORTS,
  PITCH_STAGES,
  type PitchFilter,
  type PitchStage,
  type SortDirection,
  sortDirectionSchema,
} from '@transferdesk/shared';
import { useSearchParams } from 'react-router';

export const PITCH_VIEWS = ['board', 'list', 'today'] as const;
export type PitchView = (typeof PITCH_VIEWS)[number];

type PitchSort = (typeof PITCH_SORTS)[number];

/** The filters all three views share; the sport comes from the address's path. */
const PITCH_FILTER_KEYS = ['agentId', 'clubId', 'playerId', 'requirementId', 'transferId'] as const;
export type PitchFilterKey = (typeof PITCH_FILTER_KEYS)[number];
export type PitchFilterValues = Pick<PitchFilter, PitchFilterKey>;

export interface PitchParams {
  view: PitchView;
  filter: PitchFilterValues;
  /** The list's stage filter (the board shows every stage in its own column). */
  stage: PitchStage | undefined;
  /** 1-based page of the list. */
  page: number;
  sort: PitchSort;
  direction: SortDirection;
  /** The pitch whose detail is open (the link of a club's answer in the bell and the e-mail, issue 29). */
  pitch: string | undefined;
}

const DEFAULT_SORT: PitchSort = 'updatedAt';
const DEFAULT_DIRECTION: SortDirection = 'desc';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  (values as readonly string[]).includes(value ?? '') ? (value as T) : undefined;

/** The page's state from the address; anything that is not a valid value is left out. */
function readPitchParams(params: URLSearchParams): PitchParams {
  const filter: PitchFilterValues = {};
  for (const key of PITCH_FILTER_KEYS) {
    const value = params.get(key);
    if (value && isUuid(value)) filter[key] = value;
  }
  const page = Number.parseInt(params.get('page') ?? '', 10);
  const direction = sortDirectionSchema.safeParse(params.get('direction'));
  const pitch = params.get('pitch');
  return {
    view: oneOf(PITCH_VIEWS, params.get('view')) ?? 'board',
    filter,
    stage: oneOf(PITCH_STAGES, params.get('stage')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
    sort: oneOf(PITCH_SORTS, params.get('sort')) ?? DEFAULT_SORT,
    direction: direction.success ? direction.data : DEFAULT_DIRECTION,
    pitch: pitch && isUuid(pitch) ? pitch : undefined,
  };
}

/** The address form: the view always, the rest only when it differs from the default. */
function pitchSearch(state: PitchParams): URLSearchParams {
  const params = new URLSearchParams({ view: state.view });
  for (const key of PITCH_FILTER_KEYS) {
    const value = state.filter[key];
    if (value) params.set(key, value);
  }
  if (state.stage) params.set('stage', state.stage);
  if (state.sort !== DEFAULT_SORT || state.direction !== DEFAULT_DIRECTION) {
    params.set('sort', state.sort);
    params.set('direction', state.direction);
  }
  if (state.page > 1) params.set('page', String(state.page));
  if (state.pitch) params.set('pitch', state.pitch);
  return params;
}

/**
 * The view, the filters, the list's order and page and the open pitch live in the address, so that
 * back, forward and a shared link show the same pitches. A new filter starts the list at its first page.
 */
export function usePitchParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readPitchParams(searchParams);
  const update = (changes: Partial<PitchParams>) => {
    const next = { ...state, ...changes };
    if ('filter' in changes || 'stage' in changes) next.page = changes.page ?? 1;
    setSearchParams(pitchSearch(next));
  };
  return [state, update] as const;
}
