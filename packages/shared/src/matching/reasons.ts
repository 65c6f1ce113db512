/**
 * Reasons are stored as a code with parameters, never as a sentence, so that the match page can
 * say them in the reader's language (en-gb and da: `matches.reasons.<code>` in the web's locales)
 * and a version stored today reads right in either language tomorrow. A parameter is data the
 * sentence names: a name from the agency's lists (shown as it is), a number, an amount, a currency
 * conversion, a date, a range or a term the interface translates.
 */

/** An amount in a currency, to the cent. */
export interface MoneyParam {
  money: number;
  currency: string;
}

/**
 * An amount in the player's currency and the same amount in the requirement's, with the price
 * used: "60,000 EUR = 447,600 DKK at 7.46" (1 EUR = 7.46 DKK). `rate` is the price of one unit
 * of `from` in `to`; the same currency needs no conversion and shows the amount alone.
 */
export interface ConversionParam {
  conversion: { amount: number; from: string; converted: number; to: string; rate: number };
}

/** yyyy-MM-dd, shown in the reader's date format. */
export interface DateParam {
  date: string;
}

/** An advanced criterion's range ("20-28 years", "at least 180 cm"). */
export interface RangeParam {
  range: { min: number | null; max: number | null; unit: 'years' | 'cm' | 'kg' };
}

/** A word of the interface (a footing, a marital status, an amount's name), translated. */
export interface TermParam {
  term: ReasonTerm;
}

export const REASON_TERMS = [
  'Right',
  'Left',
  'Both',
  'Married',
  'Single',
  'PinsPlayer',
  'Mandate',
  'netto',
  'brutto',
  'transferFee',
  'team',
  'league',
  'country',
  'age',
  'height',
  'weight',
] as const;
export type ReasonTerm = (typeof REASON_TERMS)[number];

export type ReasonParam = string | number | MoneyParam | ConversionParam | DateParam | RangeParam | TermParam;

/** Every sentence the engine can say. The web's locales hold one text per code (and plural forms). */
export const REASON_CODES = [
  // Hard constraints (Broken.reason)
  'otherSport',
  'deleted',
  'notInApp',
  'noNeed',
  'currentClub',
  'position',
  'positionNone',
  'playerLevel',
  'playerLevelNone',
  'contractStatus',
  'contractStatusNone',
  'excludesTeam',
  'excludesLeague',
  'excludesCountry',
  'outsideRange',
  'footing',
  'maritalStatus',
  'nationality',
  'contractType',
  'contractTypeNone',
  'pinsPriority',
  'pinsPriorityNone',
  'overBudget',
  // Contract mark
  'contractFree',
  'contractFreeAgent',
  'contractUnknown',
  'contractSigned',
  'contractEndsInWindow',
  'contractRunsPast',
  'contractNoEnd',
  'buyOutCovered',
  'buyOutNoLimit',
  'buyOutOverBudget',
  'buyOutAmountUnknown',
  'buyOutOpensLater',
  // Finance mark
  'financeNoLimit',
  'financeShare',
  'financeUnknown',
  'financeNoFee',
  // Personal mark
  'personalNothingAsked',
  'rangeFits',
  'rangeUnknown',
  'footingFits',
  'footingUnknown',
  'nationalityFits',
  'nationalityUnknown',
  'maritalStatusFits',
  'maritalStatusUnknown',
  // Player-plan mark
  'planTeam',
  'planLeague',
  'planCountry',
  'planOpen',
  'planClubUnknown',
  'planElsewhere',
  'planMandate',
  'planPins',
  // Near misses: the smallest change that would make a player fit
  'changePosition',
  'changePlayerLevel',
  'changeContractStatus',
  'changeLiftExclusion',
  'changeRange',
  'changeFooting',
  'changeMaritalStatus',
  'changeNationality',
  'changeContractType',
  'changePinsPriority',
  'changeBudget',
] as const;
export type ReasonCode = (typeof REASON_CODES)[number];

export interface Reason {
  code: ReasonCode;
  params?: Record<string, ReasonParam>;
}

export const reason = (code: ReasonCode, params?: Record<string, ReasonParam>): Reason =>
  params ? { code, params } : { code };

export const term = (value: ReasonTerm): TermParam => ({ term: value });
export const dateParam = (date: string): DateParam => ({ date });
export const moneyParam = (money: number, currency: string): MoneyParam => ({ money, currency });
