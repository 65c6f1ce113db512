import {
  isUuid,
  NO_NEED_CLUB_KEY,
  NO_NEED_TRANSFER_KEY,
  type REQUIREMENT_FILTER_STORAGE_KEYS,
} from '@transferdesk/shared';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';

/**
 * What the requirement pages keep in browser storage (spec 2, section 4): the list's filters and the
 * no-need page's choices per sport, and the no-need shortcut keys the requirement form reads once.
 */

type FilterStorageKey = (typeof REQUIREMENT_FILTER_STORAGE_KEYS)[number];

/** The requirement list's filter panel; '' and [] filter nothing. */
export interface RequirementFilterValues {
  transferId: string;
  clubIds: string[];
  positionIds: string[];
  countryIds: string[];
  playerLevelIds: string[];
  contractStatusIds: string[];
}

export const EMPTY_FILTER: RequirementFilterValues = {
  transferId: '',
  clubIds: [],
  positionIds: [],
  countryIds: [],
  playerLevelIds: [],
  contractStatusIds: [],
};

type ListFilter = Exclude<keyof RequirementFilterValues, 'transferId'>;

/** The spec's storage key of each list of the panel (`contractId` holds the contract statuses). */
const LIST_KEYS: Record<ListFilter, FilterStorageKey> = {
  clubIds: 'clubIds',
  positionIds: 'positionIds',
  countryIds: 'countryIds',
  playerLevelIds: 'playerLevelIds',
  contractStatusIds: 'contractId',
};
const LIST_FILTERS = Object.keys(LIST_KEYS) as ListFilter[];

/** One spec key of one sport, e.g. `clubIds:{tenantId}`. */
export const filterStorageKey = (key: FilterStorageKey, tenantId: string) => `${key}:${tenantId}`;

function readIds(key: string): string[] {
  const stored = readStored(key);
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed)
      ? parsed.filter((id): id is string => typeof id === 'string' && isUuid(id))
      : [];
  } catch {
    return [];
  }
}

/** The sport's stored filters, each narrowed to the ids `known` still offers (a removed club drops out). */
export function restoreRequirementFilter(
  tenantId: string,
  known: Record<keyof RequirementFilterValues, ReadonlySet<string>>,
): RequirementFilterValues {
  const transferId = readStored(filterStorageKey('transferId', tenantId)) ?? '';
  const restored: RequirementFilterValues = {
    ...EMPTY_FILTER,
    transferId: known.transferId.has(transferId) ? transferId : '',
  };
  for (const filter of LIST_FILTERS) {
    restored[filter] = readIds(filterStorageKey(LIST_KEYS[filter], tenantId)).filter((id) =>
      known[filter].has(id),
    );
  }
  return restored;
}

/** Keeps the sport's filters; an empty one leaves no entry behind. */
export function storeRequirementFilter(tenantId: string, filter: RequirementFilterValues): void {
  const transferKey = filterStorageKey('transferId', tenantId);
  if (filter.transferId) writeStored(transferKey, filter.transferId);
  else removeStored(transferKey);
  for (const name of LIST_FILTERS) {
    const key = filterStorageKey(LIST_KEYS[name], tenantId);
    if (filter[name].length > 0) writeStored(key, JSON.stringify(filter[name]));
    else removeStored(key);
  }
}

/** The no-need page's last Search, per sport. */
export interface NoNeedChoices {
  transferId: string;
  countryId: string;
  filter: string;
}

const noNeedKey = (what: keyof NoNeedChoices, tenantId: string) => `noNeed.${what}:${tenantId}`;

export function restoreNoNeedChoices(tenantId: string): NoNeedChoices {
  return {
    transferId: readStored(noNeedKey('transferId', tenantId)) ?? '',
    countryId: readStored(noNeedKey('countryId', tenantId)) ?? '',
    filter: readStored(noNeedKey('filter', tenantId)) ?? '',
  };
}

/**
 * Keeps the Search per sport; the transfer also under the general no-need entry, which the
 * requirement form reads (spec 2, section 4). A cleared country or text leaves no entry.
 */
export function storeNoNeedChoices(tenantId: string, choices: NoNeedChoices): void {
  for (const what of ['transferId', 'countryId', 'filter'] as const) {
    if (choices[what]) writeStored(noNeedKey(what, tenantId), choices[what]);
    else removeStored(noNeedKey(what, tenantId));
  }
  if (choices.transferId) writeStored(NO_NEED_TRANSFER_KEY, choices.transferId);
}

/** The no-need shortcut: the club (a club card's New Requirement) and transfer (the no-need page) left for the form. */
export function readNoNeedShortcut(): { clubId: string; transferId: string } {
  return { clubId: readStored(NO_NEED_CLUB_KEY) ?? '', transferId: readStored(NO_NEED_TRANSFER_KEY) ?? '' };
}

/** Spec 2, section 4: the shortcut keys are used once. */
export function clearNoNeedShortcut(): void {
  removeStored(NO_NEED_CLUB_KEY);
  removeStored(NO_NEED_TRANSFER_KEY);
}
