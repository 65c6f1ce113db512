import type { FormErrors } from '@mantine/form';
import {
  activeTransfer,
  CONTRACT_TYPES,
  checkRequirementRanges,
  DEFAULT_CURRENCY,
  levelAndStatusProblems,
  MARITAL_STATUSES,
  NO_NEED_POSITION,
  PINS_PRIORITIES,
  REQUIREMENT_MESSAGES,
  type Requirement,
  RIGHTY_LEFTY,
  requirementFormSchemaFor,
} from '@transferdesk/shared';
import dayjs from 'dayjs';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { schemaValidator } from '../../../lib/forms.ts';
import { i18n } from '../../../lib/i18n.ts';
import type { RequirementPayload } from '../api.ts';

/** The requirement form's state and what it sends (spec 2, Requirement; sections 4 and 5). */

/** One record chosen from a list of the sport; '' for none. */
export const ID_FIELDS = ['transferId', 'clubId', 'contactId', 'valutaId', 'countryId'] as const;
export type IdField = (typeof ID_FIELDS)[number];
export const LIST_FIELDS = [
  'positionRequirementIds',
  'playerLevelRequirementIds',
  'contractStatusRequirementIds',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];
export const AMOUNT_FIELDS = ['maxNetto', 'maxBrutto', 'maxTransferSum'] as const;
export type AmountField = (typeof AMOUNT_FIELDS)[number];
export const RANGE_FIELDS = ['minAge', 'maxAge', 'minHeight', 'maxHeight', 'minWeight', 'maxWeight'] as const;
export type RangeField = (typeof RANGE_FIELDS)[number];
export const CHOICES = {
  contractType: CONTRACT_TYPES,
  maritalStatus: MARITAL_STATUSES,
  pinsPriority: PINS_PRIORITIES,
  rightyLefty: RIGHTY_LEFTY,
} as const;
export type ChoiceField = keyof typeof CHOICES;

export type RequirementValues = Record<IdField | ChoiceField, string> &
  Record<ListField, string[]> &
  /** What a number input holds: '' while empty (an amount is then 0, a range bound none). */
  Record<AmountField | RangeField, number | string> & { isAdvancedSearch: boolean };

const pick = <K extends string, V>(fields: readonly K[], read: (field: K) => V) =>
  Object.fromEntries(fields.map((field) => [field, read(field)])) as Record<K, V>;

/** What a new requirement starts with besides empty fields. */
export interface NewRequirementDefaults {
  transfers: readonly { id: string; fromDate: string; toDate: string }[];
  valutas: readonly { id: string; name: string }[];
  /** The no-need shortcut (spec 2, section 4), already narrowed to ids the sport knows. */
  shortcut: { clubId: string; transferId: string };
  /** yyyy-MM-dd */
  today?: string;
}

/**
 * The form's start: the requirement's values, or a new one's: the shortcut's club and transfer,
 * otherwise the window open today, and EUR (spec 2, section 5).
 */
export function valuesOf(
  requirement: Requirement | undefined,
  defaults?: NewRequirementDefaults,
): RequirementValues {
  if (requirement) {
    const ids = (items: readonly { id: string }[]) => items.map((item) => item.id);
    return {
      ...pick(ID_FIELDS, (field) => requirement[field] ?? ''),
      ...pick(Object.keys(CHOICES) as ChoiceField[], (field) => requirement[field] ?? ''),
      ...pick(AMOUNT_FIELDS, (field) => requirement[field]),
      ...pick(RANGE_FIELDS, (field) => requirement[field] ?? ''),
      positionRequirementIds: ids(requirement.positionRequirements),
      playerLevelRequirementIds: ids(requirement.playerLevelRequirements),
      contractStatusRequirementIds: ids(requirement.contractStatusRequirements),
      isAdvancedSearch: requirement.isAdvancedSearch,
    };
  }
  const today = defaults?.today ?? dayjs().format('YYYY-MM-DD');
  const open = defaults ? activeTransfer(defaults.transfers, today) : undefined;
  return {
    ...pick(ID_FIELDS, () => ''),
    ...pick(Object.keys(CHOICES) as ChoiceField[], () => ''),
    ...pick(AMOUNT_FIELDS, () => 0),
    ...pick(RANGE_FIELDS, () => ''),
    positionRequirementIds: [],
    playerLevelRequirementIds: [],
    contractStatusRequirementIds: [],
    isAdvancedSearch: false,
    transferId: defaults?.shortcut.transferId || open?.id || '',
    clubId: defaults?.shortcut.clubId ?? '',
    valutaId: defaults?.valutas.find((valuta) => valuta.name === DEFAULT_CURRENCY)?.id ?? '',
  };
}

/** What the form sends, the description aside. */
export type SentValues = Omit<RequirementPayload, 'description' | ListField> & Record<ListField, string[]>;

const amountOf = (value: number | string) => (value === '' ? 0 : Number(value));
const boundOf = (value: number | string) => (value === '' ? null : Number(value));

/**
 * Every field but the description (read from its editor at submit). The advanced criteria go only
 * while Advanced search is on: switching it off clears them rather than keeping hidden limits.
 */
export function payloadOf(values: RequirementValues): SentValues {
  const advanced = values.isAdvancedSearch;
  return {
    transferId: values.transferId,
    clubId: values.clubId,
    contactId: values.contactId,
    valutaId: values.valutaId || null,
    ...pick(LIST_FIELDS, (field) => values[field]),
    ...pick(AMOUNT_FIELDS, (field) => amountOf(values[field])),
    isAdvancedSearch: advanced,
    countryId: (advanced && values.countryId) || null,
    ...pick(RANGE_FIELDS, (field) => (advanced ? boundOf(values[field]) : null)),
    contractType: (advanced && (values.contractType as RequirementPayload['contractType'])) || null,
    maritalStatus: (advanced && (values.maritalStatus as RequirementPayload['maritalStatus'])) || null,
    pinsPriority: (advanced && (values.pinsPriority as RequirementPayload['pinsPriority'])) || null,
    rightyLefty: (advanced && (values.rightyLefty as RequirementPayload['rightyLefty'])) || null,
  };
}

/** The id of the sport's position named `No need` (D26), if it has one. */
export function noNeedPositionId(positions: readonly { id: string; name: string }[]): string | undefined {
  return positions.find((position) => position.name === NO_NEED_POSITION)?.id;
}

/** The schema's own messages, which the shared locale groups do not hold, in the chosen language. */
const messageKeys = new Map<string, ParseKeys>([
  [REQUIREMENT_MESSAGES.contactNotAtClub, 'requirements.validation.contactNotAtClub'],
  [REQUIREMENT_MESSAGES.maxBelowMin, 'requirements.validation.maxBelowMin'],
  [REQUIREMENT_MESSAGES.duplicate, 'requirements.validation.duplicate'],
  ['Enter a smaller amount', 'requirements.validation.amountTooLarge'],
]);

function translate(message: ReactNode): ReactNode {
  if (typeof message !== 'string') return message;
  const key = messageKeys.get(message);
  if (key) return i18n.t(key);
  const years = /^At most (\d+) years$/.exec(message)?.[1];
  return years ? i18n.t('requirements.validation.atMostYears', { max: years }) : message;
}

/**
 * The rules across fields on their own: zod skips an object's refinements while a field fails,
 * and the form should name every problem at once (a missing club and a missing level alike).
 */
function crossFieldErrors(sent: SentValues, noNeedId: string | undefined) {
  return schemaValidator(
    z.custom<Record<string, unknown>>().superRefine((value, context) => {
      checkRequirementRanges(value as Parameters<typeof checkRequirementRanges>[0], context);
      for (const problem of levelAndStatusProblems(sent, noNeedId)) {
        context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
      }
    }),
  )(sent);
}

/**
 * The shared schema for the sport's `No need` position (spec 2, section 5): with it among the
 * positions, player levels and contract statuses are no longer required.
 */
export function requirementValidator(noNeedId: string | undefined) {
  const validatePayload = schemaValidator(requirementFormSchemaFor(noNeedId));
  return (values: RequirementValues): FormErrors => {
    const sent = payloadOf(values);
    const errors = { ...crossFieldErrors(sent, noNeedId), ...validatePayload({ ...sent, description: '' }) };
    return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, translate(message)]));
  };
}
