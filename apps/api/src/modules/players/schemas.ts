import {
  type Contract,
  contactFields,
  contractFormSchema,
  hasAName,
  nameRequired,
} from '@transferdesk/shared';
import { z } from 'zod';
import { CONTACT_CELL_KINDS, CONTACT_PROFILE_CSV_COLUMNS } from '../../lib/contact-csv.ts';
import { cellsToForm } from '../../lib/csv-cells.ts';

/** The contract's player search answers at most this many. */
export const PLAYER_SEARCH_LIMIT = 20;

/** Lists of names in one cell (positions) are separated by this. */
export const CELL_LIST_SEPARATOR = '|';

/** The contact's columns, then the player's own; related records by name. */
const PLAYER_COLUMNS = [
  'firstName',
  'lastName',
  'club',
  'positions',
  'playerLevel',
  'contractStatus',
  'currency',
  'minSalaryNetto',
  'minSalaryBrutto',
  'estTransfer',
  'email',
  'phoneNumber',
  'whatsapp',
  'accountName',
  'jobTitle',
  'role',
  ...CONTACT_PROFILE_CSV_COLUMNS,
  'formerClub',
  'statistics',
  'internationalLevel',
  'playerReferences',
] as const;

/**
 * D25: the older flat contract layout of spec 2, section 3. An import turns each group into a
 * contract row; the export fills them from the player's latest contract of each kind.
 */
const FLAT_CONTRACT_COLUMNS = [
  'playerContract',
  'playerContractStartDate',
  'playerContractEndDate',
  'playerContractRentalClause',
  'playerContractRentalDescription',
  'playerContractBuyOutActive',
  'playerContractBuyOutActiveFromDate',
  'playerContractBuyOutAmount',
  'playerContractBuyOutDescription',
  'playerContractRelegationClause',
  'playerContractRelegationDescription',
  'playerContractOptionClause',
  'playerContractDescription',
  'repContract',
  'repContractStartDate',
  'repContractEndDate',
  'repContractNoticeOfTermination',
  'repContractRemuneration',
  'otherContact',
  'otherContractStartDate',
  'otherContractEndDate',
  'otherContractDescription',
] as const;

export const PLAYER_CSV_COLUMNS = [...PLAYER_COLUMNS, ...FLAT_CONTRACT_COLUMNS] as const;

const BOOLEAN_COLUMNS = new Set([
  ...CONTACT_CELL_KINDS.booleans,
  'playerContractRentalClause',
  'playerContractBuyOutActive',
  'playerContractRelegationClause',
  'playerContractOptionClause',
]);
const NUMBER_COLUMNS = new Set([
  ...CONTACT_CELL_KINDS.numbers,
  'minSalaryNetto',
  'minSalaryBrutto',
  'estTransfer',
  'repContractNoticeOfTermination',
]);
const CONTRACT_DATE_COLUMNS = [
  'playerContractStartDate',
  'playerContractEndDate',
  'playerContractBuyOutActiveFromDate',
  'repContractStartDate',
  'repContractEndDate',
  'otherContractStartDate',
  'otherContractEndDate',
];
const playerCells = cellsToForm({
  booleans: BOOLEAN_COLUMNS,
  numbers: NUMBER_COLUMNS,
  optional: new Set([...CONTACT_CELL_KINDS.optional, ...CONTRACT_DATE_COLUMNS, 'playerContractBuyOutAmount']),
});

const cell = z
  .string()
  .trim()
  .nullish()
  .transform((value) => value ?? '');
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);
const date = contractFormSchema.shape.startDate;

/** Digits, with thousands separated by commas or not, and decimals after a point: `1,500,000.50`. */
const AMOUNT_TEXT = /^(\d{1,3}(,\d{3})+|\d+)(\.\d+)?$/;
/**
 * D38: the buy-out amount as the flat layout writes it. Anything else ("1.5m", "-5", "2 MEUR") stays
 * text, so that the rule names the cell instead of reading it as 0; an empty cell is 0.
 */
const amountCell = z.preprocess(
  (cell) => (typeof cell === 'string' && AMOUNT_TEXT.test(cell) ? Number(cell.replaceAll(',', '')) : cell),
  z
    .number({ message: 'Enter a number' })
    .nullish()
    .transform((value) => value ?? 0),
);

const flatContractFields = z.object({
  playerContract: cell,
  playerContractStartDate: date,
  playerContractEndDate: date,
  playerContractRentalClause: flag,
  playerContractRentalDescription: cell,
  playerContractBuyOutActive: flag,
  playerContractBuyOutActiveFromDate: date,
  playerContractBuyOutAmount: amountCell,
  playerContractBuyOutDescription: cell,
  playerContractRelegationClause: flag,
  playerContractRelegationDescription: cell,
  playerContractOptionClause: flag,
  playerContractDescription: cell,
  repContract: cell,
  repContractStartDate: date,
  repContractEndDate: date,
  repContractNoticeOfTermination: contractFormSchema.shape.termination,
  repContractRemuneration: cell,
  otherContact: cell,
  otherContractStartDate: date,
  otherContractEndDate: date,
  otherContractDescription: cell,
});
type FlatContract = z.output<typeof flatContractFields>;

const lines = (...parts: [string, string][]) =>
  parts
    .filter(([, text]) => text !== '')
    .map(([label, text]) => (label ? `${label}: ${text}` : text))
    .join('\n');

/**
 * D25: each group of the flat layout that holds anything becomes a contract. The buy-out amount is
 * in the player's currency (`valutaId`), as the layout has no column for its own (D38).
 */
export function flatToContracts(
  flat: FlatContract,
  valutaId: string | null,
): z.input<typeof contractFormSchema>[] {
  const contracts: z.input<typeof contractFormSchema>[] = [];
  const any = (...values: unknown[]) =>
    values.some((value) => value !== '' && value !== null && value !== false);
  if (
    any(
      flat.playerContract,
      flat.playerContractStartDate,
      flat.playerContractEndDate,
      flat.playerContractDescription,
      flat.playerContractBuyOutActive,
      // An amount of 0 is what an empty cell reads as: nothing.
      flat.playerContractBuyOutAmount || '',
      flat.playerContractOptionClause,
      flat.playerContractRelegationClause,
      flat.playerContractRentalClause,
    )
  ) {
    contracts.push({
      contractName: 'PlayerContract',
      clubName: flat.playerContract,
      startDate: flat.playerContractStartDate,
      endDate: flat.playerContractEndDate,
      comment: lines(
        ['', flat.playerContractDescription],
        [flat.playerContractRentalClause ? 'Rental clause' : 'Rental', flat.playerContractRentalDescription],
      ),
      type: flat.playerContractRentalClause ? 'Rental' : '',
      buyOut: flat.playerContractBuyOutActive,
      buyOutDate: flat.playerContractBuyOutActiveFromDate,
      buyOutComment: flat.playerContractBuyOutDescription,
      buyOutAmount: flat.playerContractBuyOutAmount,
      buyOutValutaId: flat.playerContractBuyOutAmount > 0 ? valutaId : null,
      option: flat.playerContractOptionClause,
      relegationOrPromotion: flat.playerContractRelegationClause,
      relegationComment: flat.playerContractRelegationDescription,
    });
  }
  if (
    any(flat.repContract, flat.repContractStartDate, flat.repContractEndDate, flat.repContractRemuneration)
  ) {
    contracts.push({
      contractName: 'RepContract',
      contractPartner: flat.repContract,
      startDate: flat.repContractStartDate,
      endDate: flat.repContractEndDate,
      termination: flat.repContractNoticeOfTermination,
      comment: flat.repContractRemuneration,
    });
  }
  if (
    any(
      flat.otherContact,
      flat.otherContractStartDate,
      flat.otherContractEndDate,
      flat.otherContractDescription,
    )
  ) {
    contracts.push({
      contractName: 'OtherContract',
      clubName: flat.otherContact,
      startDate: flat.otherContractStartDate,
      endDate: flat.otherContractEndDate,
      comment: flat.otherContractDescription,
    });
  }
  return contracts;
}

/** The export's flat cells from the latest contract of each kind (an import reads them back). */
export function contractsToFlat(contracts: Omit<Contract, 'buyOutValuta'>[]): Record<string, string> {
  const latest = (name: Contract['contractName']) =>
    contracts
      .filter((contract) => contract.contractName === name)
      .sort((a, b) => (b.endDate ?? '').localeCompare(a.endDate ?? ''))[0];
  const text = (value: string | number | boolean | null | undefined) =>
    value === null || value === undefined || value === false ? '' : String(value);
  const player = latest('PlayerContract');
  const rep = latest('RepContract');
  const other = latest('OtherContract');
  return {
    playerContract: text(player?.clubName),
    playerContractStartDate: text(player?.startDate),
    playerContractEndDate: text(player?.endDate),
    playerContractBuyOutActive: text(player?.buyOut),
    playerContractBuyOutActiveFromDate: text(player?.buyOutDate),
    playerContractBuyOutAmount: text(player?.buyOutAmount),
    playerContractBuyOutDescription: text(player?.buyOutComment),
    playerContractRelegationClause: text(player?.relegationOrPromotion),
    playerContractRelegationDescription: text(player?.relegationComment),
    playerContractOptionClause: text(player?.option),
    playerContractDescription: text(player?.comment),
    repContract: text(rep?.contractPartner),
    repContractStartDate: text(rep?.startDate),
    repContractEndDate: text(rep?.endDate),
    repContractNoticeOfTermination: text(rep?.termination),
    repContractRemuneration: text(rep?.comment),
    otherContact: text(other?.clubName),
    otherContractStartDate: text(other?.startDate),
    otherContractEndDate: text(other?.endDate),
    otherContractDescription: text(other?.comment),
  };
}

const moneyCell = z
  .number({ message: 'Enter a number' })
  .min(0, { message: 'Cannot be negative' })
  .nullish()
  .transform((value) => value ?? 0);

/**
 * One CSV row: the contact's rules, the player's scalar fields, related records by name (checked
 * against the sport by the import), and the flat contract layout.
 */
export const playerCsvRowSchema = z.preprocess(
  playerCells,
  contactFields
    .extend({
      club: cell,
      positions: cell,
      playerLevel: cell,
      contractStatus: cell,
      currency: cell,
      minSalaryNetto: moneyCell,
      minSalaryBrutto: moneyCell,
      estTransfer: moneyCell,
      formerClub: cell,
      statistics: cell,
      internationalLevel: cell,
      playerReferences: cell,
    })
    .extend(flatContractFields.shape)
    .refine(hasAName, nameRequired()),
);
export type PlayerCsvRow = z.output<typeof playerCsvRowSchema>;
