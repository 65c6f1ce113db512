import { AUDIT_KINDS, type AuditKind, ISO_DATE_PATTERN, isRealDate, isUuid } from '@transferdesk/shared';
import { useSearchParams } from 'react-router';
import type { AuditFilter } from './api.ts';

/** The audit page's filters besides the sport (which is in the path), and its page. */
export interface AuditParams {
  filter: Omit<AuditFilter, 'tenantId'>;
  /** 1-based. */
  page: number;
}

/** A day that exists, written yyyy-MM-dd. */
export const isDay = (text: string | null): text is string =>
  text !== null && ISO_DATE_PATTERN.test(text) && isRealDate(text);

/** The page's state from the address; anything that is not a valid value is left out. */
export function readAuditParams(params: URLSearchParams): AuditParams {
  const filter: AuditParams['filter'] = {};
  const actorId = params.get('actorId');
  if (actorId && isUuid(actorId)) filter.actorId = actorId;
  const kind = params.get('kind');
  if ((AUDIT_KINDS as readonly (string | null)[]).includes(kind)) filter.kind = kind as AuditKind;
  const recordId = params.get('recordId');
  if (recordId && isUuid(recordId)) filter.recordId = recordId;
  const from = params.get('from');
  if (isDay(from)) filter.from = from;
  const to = params.get('to');
  if (isDay(to)) filter.to = to;
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { filter, page: Number.isFinite(page) && page > 0 ? page : 1 };
}

/** The address form: the filters set, and the page past the first. */
export function auditSearch({ filter, page }: AuditParams): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['actorId', 'kind', 'recordId', 'from', 'to'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** A start after the end names no day at all: the API refuses it, so the page does not ask. */
export const isBackwards = (filter: AuditParams['filter']) =>
  Boolean(filter.from && filter.to && filter.from > filter.to);

/**
 * The filters and page live in the address, so that back, forward, a shared link and the History
 * section's "See in the audit trail" show the same changes. A new filter starts at the first page.
 */
export function useAuditParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = readAuditParams(searchParams);
  const update = (changes: Partial<AuditParams['filter']> | { page: number }) => {
    const next: AuditParams =
      'page' in changes
        ? { ...state, page: changes.page }
        : {
            page: 1,
            filter: Object.fromEntries(
              Object.entries({ ...state.filter, ...changes }).filter(([, value]) => value !== undefined),
            ),
          };
    setSearchParams(auditSearch(next));
  };
  return [state, update] as const;
}
