import type { FormErrors } from '@mantine/form';
import { randomId } from '@mantine/hooks';
import {
  type Contract,
  type ContractForm,
  type ContractName,
  checkPlayerLists,
  hasAName,
  MAX_CONTRACTS,
  MAX_VIDEOS,
  PLAYER_MESSAGES,
  type Player,
  playerFormSchema,
  type VideoInfo,
  type VideoInfoForm,
} from '@transferdesk/shared';
import type { ParseKeys } from 'i18next';
import type { ReactNode } from 'react';
import { z } from 'zod';
import { CONTACT_CHOICE_FIELDS, CONTACT_TEXT_FIELDS } from '../../../lib/contact-fields.ts';
import { schemaValidator } from '../../../lib/forms.ts';
import { i18n } from '../../../lib/i18n.ts';
import type { PlayerPayload } from '../api.ts';

/** The player form's state and what it sends (spec 2, section 5; PATCH /api/players/{id}). */

export const TEXT_FIELDS = [...CONTACT_TEXT_FIELDS, 'formerClub', 'internationalLevel'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const CHOICE_FIELDS = CONTACT_CHOICE_FIELDS;
export type ChoiceField = (typeof CHOICE_FIELDS)[number];
/** One record chosen from a list of the sport; '' for none. */
export const ID_FIELDS = ['clubId', 'valutaId', 'playerLevelId', 'contractStatusId'] as const;
export type IdField = (typeof ID_FIELDS)[number];
export const NUMBER_FIELDS = [
  'numberOfKids',
  'height',
  'weight',
  'minSalaryNetto',
  'minSalaryBrutto',
  'estTransfer',
] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];
export const LIST_FIELDS = [
  'positionContactIds',
  'countryPriorityContactIds',
  'countryExclusionContactIds',
  'leaguePriorityContactIds',
  'leagueExclusionContactIds',
  'teamPriorityContactIds',
  'teamExclusionContactIds',
] as const;
export type ListField = (typeof LIST_FIELDS)[number];
/** The rich-text fields live in their editors, not in the form values. */
export const RICH_TEXT_FIELDS = ['description', 'statistics', 'playerReferences'] as const;
export type RichTextFieldName = (typeof RICH_TEXT_FIELDS)[number];

/** A video row; `key` names the row for React while rows come and go. */
export interface VideoValues {
  key: string;
  title: string;
  videoUrl: string;
  isPrimary: boolean;
  isFullMatch: boolean;
}

export interface ContractValues {
  key: string;
  /** An existing contract keeps its identity when edited in place. */
  id?: string;
  contractName: ContractName;
  clubName: string;
  contractType: string;
  startDate: string | null;
  endDate: string | null;
  link: string;
  /** Months; '' while empty. */
  termination: number | string;
  comment: string;
  contractPartner: string;
  type: string;
  buyOut: boolean;
  buyOutDate: string | null;
  buyOutComment: string;
  /** D38: '' while empty (saved as 0). */
  buyOutAmount: number | string;
  /** One of the sport's currencies; '' for none (the player's own). */
  buyOutValutaId: string;
  option: boolean;
  optionDate: string | null;
  optionComment: string;
  relegationOrPromotion: boolean;
  relegationComment: string;
}

export type PlayerValues = Record<TextField, string> &
  Record<ChoiceField | IdField, string> &
  /** What a number input holds: '' while empty (saved as 0). */
  Record<NumberField, number | string> &
  Record<ListField, string[]> & {
    mandate: boolean;
    includeInApp: boolean;
    /** yyyy-MM-dd */
    dateOfBirth: string | null;
    videoInfos: VideoValues[];
    contracts: ContractValues[];
  };

/** A contract's fields, each an input of its side panel. */
const CONTRACT_INPUTS = [
  'contractName',
  'clubName',
  'contractType',
  'type',
  'startDate',
  'endDate',
  'link',
  'termination',
  'contractPartner',
  'comment',
  'buyOut',
  'buyOutDate',
  'buyOutAmount',
  'buyOutValutaId',
  'buyOutComment',
  'option',
  'optionDate',
  'optionComment',
  'relegationOrPromotion',
  'relegationComment',
] as const satisfies readonly (keyof ContractValues)[];

const indexes = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * The paths of the form's inputs, every video's and contract's among them ("contracts.0.endDate"):
 * the server's refusal of one shows at it (issue 26, item 9).
 */
export const INPUT_PATHS: readonly string[] = [
  ...TEXT_FIELDS,
  ...CHOICE_FIELDS,
  ...ID_FIELDS,
  ...NUMBER_FIELDS,
  ...LIST_FIELDS,
  'mandate',
  'includeInApp',
  'dateOfBirth',
  ...indexes(MAX_VIDEOS).flatMap((index) => [`videoInfos.${index}.title`, `videoInfos.${index}.videoUrl`]),
  ...indexes(MAX_CONTRACTS).flatMap((index) => CONTRACT_INPUTS.map((field) => `contracts.${index}.${field}`)),
];

/**
 * What the alert calls what the server refuses at no input: the rich text (in its editors), the
 * picture (its upload's `file`), and a video's or contract's field by the part it is in.
 */
export function refusalLabels(): Record<string, string> {
  return {
    ...Object.fromEntries(RICH_TEXT_FIELDS.map((field) => [field, i18n.t(`players.fields.${field}`)])),
    file: i18n.t('players.fields.picture'),
    videoInfos: i18n.t('players.sections.videos'),
    contracts: i18n.t('players.sections.contracts'),
  };
}

const pick = <K extends string, V>(fields: readonly K[], read: (field: K) => V) =>
  Object.fromEntries(fields.map((field) => [field, read(field)])) as Record<K, V>;

export function videoValues(video?: VideoInfo): VideoValues {
  return {
    key: randomId(),
    title: video?.title ?? '',
    videoUrl: video?.videoUrl ?? '',
    isPrimary: video?.isPrimary ?? false,
    isFullMatch: video?.isFullMatch ?? false,
  };
}

export function contractValues(
  contract?: Contract,
  contractName: ContractName = 'PlayerContract',
): ContractValues {
  return {
    key: randomId(),
    ...(contract ? { id: contract.id } : {}),
    contractName: contract?.contractName ?? contractName,
    clubName: contract?.clubName ?? '',
    contractType: contract?.contractType ?? '',
    startDate: contract?.startDate ?? null,
    endDate: contract?.endDate ?? null,
    link: contract?.link ?? '',
    termination: contract?.termination ?? '',
    comment: contract?.comment ?? '',
    contractPartner: contract?.contractPartner ?? '',
    type: contract?.type ?? '',
    buyOut: contract?.buyOut ?? false,
    buyOutDate: contract?.buyOutDate ?? null,
    buyOutComment: contract?.buyOutComment ?? '',
    buyOutAmount: contract?.buyOutAmount ?? 0,
    buyOutValutaId: contract?.buyOutValutaId ?? '',
    option: contract?.option ?? false,
    optionDate: contract?.optionDate ?? null,
    optionComment: contract?.optionComment ?? '',
    relegationOrPromotion: contract?.relegationOrPromotion ?? false,
    relegationComment: contract?.relegationComment ?? '',
  };
}

/** The form's start: the player's values, or a new player's defaults (numbers 0, text empty). */
export function valuesOf(player: Player | undefined): PlayerValues {
  const ids = (items: readonly { id: string }[] | undefined) => items?.map((item) => item.id) ?? [];
  return {
    ...pick(TEXT_FIELDS, (field) => player?.[field] ?? ''),
    ...pick(CHOICE_FIELDS, (field) => player?.[field] ?? ''),
    ...pick(ID_FIELDS, (field) => player?.[field] ?? ''),
    ...pick(NUMBER_FIELDS, (field) => player?.[field] ?? 0),
    positionContactIds: ids(player?.positionContacts),
    countryPriorityContactIds: ids(player?.countryPriorityContacts),
    countryExclusionContactIds: ids(player?.countryExclusionContacts),
    leaguePriorityContactIds: ids(player?.leaguePriorityContacts),
    leagueExclusionContactIds: ids(player?.leagueExclusionContacts),
    teamPriorityContactIds: ids(player?.teamPriorityContacts),
    teamExclusionContactIds: ids(player?.teamExclusionContacts),
    mandate: player?.mandate ?? false,
    includeInApp: player?.includeInApp ?? true,
    dateOfBirth: player?.dateOfBirth ?? null,
    videoInfos: player?.videoInfos.map(videoValues) ?? [],
    contracts: player?.contracts.map((contract) => contractValues(contract)) ?? [],
  };
}

const numberOf = (value: number | string) => (value === '' ? 0 : Number(value));

export function videoPayload({ title, videoUrl, isPrimary, isFullMatch }: VideoValues): VideoInfoForm {
  return { title: title.trim(), videoUrl: videoUrl.trim(), isPrimary, isFullMatch };
}

export function contractPayload({
  key: _key,
  id,
  termination,
  buyOutAmount,
  buyOutValutaId,
  ...contract
}: ContractValues): ContractForm {
  return {
    ...(id ? { id } : {}),
    ...contract,
    termination: termination === '' ? null : Number(termination),
    buyOutAmount: numberOf(buyOutAmount),
    buyOutValutaId: buyOutValutaId || null,
  };
}

/** Every field but the rich text (read from the editors at submit) and the two object lists. */
export function payloadOf(values: PlayerValues): Omit<PlayerPayload, RichTextFieldName> {
  return {
    ...pick(TEXT_FIELDS, (field) => values[field].trim()),
    ...pick(CHOICE_FIELDS, (field) => values[field] || null),
    ...pick(ID_FIELDS, (field) => values[field] || null),
    ...pick(NUMBER_FIELDS, (field) => numberOf(values[field])),
    ...pick(LIST_FIELDS, (field) => values[field]),
    mandate: values.mandate,
    includeInApp: values.includeInApp,
    dateOfBirth: values.dateOfBirth || null,
  } as Omit<PlayerPayload, RichTextFieldName>;
}

/** The lists of objects as sent: a list sent replaces the stored one (so it goes only when changed). */
export function listsOf(values: PlayerValues): { videoInfos: VideoInfoForm[]; contracts: ContractForm[] } {
  return {
    videoInfos: values.videoInfos.map(videoPayload),
    contracts: values.contracts.map(contractPayload),
  };
}

type PlayerLists = ReturnType<typeof listsOf>;

/** The lists that differ from `before` (order counts: the first primary video, the contracts' order). */
export function changedListsOf(now: PlayerLists, before: PlayerLists): Partial<PlayerLists> {
  return Object.fromEntries(
    (Object.keys(now) as (keyof PlayerLists)[])
      .filter((list) => JSON.stringify(now[list]) !== JSON.stringify(before[list]))
      .map((list) => [list, now[list]]),
  );
}

const validatePayload = schemaValidator(playerFormSchema);
/**
 * The schema's rules across fields (a name; one primary video; nothing both a priority and an
 * exclusion) on their own: zod skips an object's refinements while a field is missing (the level,
 * say), and the form should name every problem at once.
 */
const validateCrossFields = schemaValidator(
  z.custom<Record<string, unknown>>().superRefine((value, context) => {
    const player = value as Parameters<typeof hasAName>[0] & Parameters<typeof checkPlayerLists>[0];
    if (!hasAName(player)) {
      context.addIssue({
        code: 'custom',
        path: ['firstName'],
        message: i18n.t('validation.contactNameRequired'),
      });
    }
    checkPlayerLists(player, context);
  }),
);

/** The player schema's own messages, which the shared locale groups do not hold, in the chosen language. */
const playerMessageKeys = new Map<string, ParseKeys>([
  [PLAYER_MESSAGES.noNeedPosition, 'players.validation.noNeedPosition'],
  [PLAYER_MESSAGES.primaryFullMatch, 'players.validation.primaryFullMatch'],
  [PLAYER_MESSAGES.onePrimary, 'players.validation.onePrimary'],
  [PLAYER_MESSAGES.endBeforeStart, 'players.validation.endBeforeStart'],
  [PLAYER_MESSAGES.duplicate, 'players.validation.duplicate'],
  [PLAYER_MESSAGES.bothPriorityAndExclusion('country'), 'players.validation.countryInBoth'],
  [PLAYER_MESSAGES.bothPriorityAndExclusion('league'), 'players.validation.leagueInBoth'],
  [PLAYER_MESSAGES.bothPriorityAndExclusion('team'), 'players.validation.teamInBoth'],
  ['Enter a smaller amount', 'players.validation.amountTooLarge'],
]);

function translatePlayerMessage(message: ReactNode): ReactNode {
  if (typeof message !== 'string') return message;
  const key = playerMessageKeys.get(message);
  if (key) return i18n.t(key);
  const months = /^At most (\d+) months$/.exec(message)?.[1];
  return months ? i18n.t('players.validation.atMostMonths', { max: months }) : message;
}

/** The shared schema's rule on what the form would send (the API applies the same). */
export function validatePlayer(values: PlayerValues): FormErrors {
  const sent = { ...payloadOf(values), ...listsOf(values) };
  const errors = { ...validateCrossFields(sent), ...validatePayload(sent) };
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translatePlayerMessage(message)]),
  );
}
