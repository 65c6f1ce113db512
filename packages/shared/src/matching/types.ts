/**
 * What the matching engine (D27) reads and answers. Plain data: the API fills it from the database,
 * tests from generators; the engine does no I/O.
 */

export type Footing = 'Right' | 'Left' | 'Both';
export type PinsLetter = 'A' | 'B' | 'C' | 'D' | 'E';

export interface MatchRequirement {
  tenantId: string;
  positionIds: string[];
  /** Empty: any level. */
  playerLevelIds: string[];
  /** Empty: any contract status. */
  contractStatusIds: string[];
  /** D26: a no-need requirement has no candidates. */
  isNoNeed: boolean;
  /** In the requirement's currency; 0 means no limit. */
  maxNetto: number;
  maxBrutto: number;
  maxTransferSum: number;
  /** null: EUR. */
  valutaId: string | null;
  /** The advanced criteria below count only when this is on (the form's Advanced toggle). */
  isAdvancedSearch: boolean;
  minAge: number | null;
  maxAge: number | null;
  minHeight: number | null;
  maxHeight: number | null;
  minWeight: number | null;
  maxWeight: number | null;
  rightyLefty: Footing | null;
  maritalStatus: 'Married' | 'Single' | null;
  /** The nationality asked for, by country name (players keep nationality as names). */
  nationality: string | null;
  contractType: 'PinsPlayer' | 'Mandate' | null;
  /** At this letter or better (A is best). */
  pinsPriority: PinsLetter | null;
  /** The transfer window, yyyy-MM-dd. */
  window: { fromDate: string; toDate: string };
  /** The requesting club's team, that team's league and the league's country (null when unknown). */
  club: { name: string; teamId: string | null; leagueId: string | null; countryId: string | null };
}

export interface MatchContract {
  startDate: string | null;
  endDate: string | null;
  buyOut: boolean;
  buyOutDate: string | null;
}

export interface MatchPlayer {
  id: string;
  tenantId: string;
  firstName: string;
  lastName: string;
  deleted: boolean;
  includeInApp: boolean;
  positionIds: string[];
  playerLevelId: string | null;
  contractStatusId: string | null;
  /** The currency of the player's amounts; null: EUR. */
  valutaId: string | null;
  minSalaryNetto: number;
  minSalaryBrutto: number;
  estTransfer: number;
  /** yyyy-MM-dd or null (unknown). */
  dateOfBirth: string | null;
  /** 0 means unknown. */
  height: number;
  weight: number;
  rightyLefty: Footing | null;
  maritalStatus: 'Married' | 'Single' | null;
  /** Country names; the CRM's '||' separators already split. */
  nationalities: string[];
  contractType: 'PinsPlayer' | 'Mandate' | null;
  pinsPriority: PinsLetter | null;
  mandate: boolean;
  /** Only the player's PlayerContract rows. */
  playerContracts: MatchContract[];
  priorities: { countryIds: string[]; leagueIds: string[]; teamIds: string[] };
  exclusions: { countryIds: string[]; leagueIds: string[]; teamIds: string[] };
}

/**
 * The sport's currencies by id: the name reasons show and the price of 1 EUR in it (spec 2,
 * Currency: `value`; EUR itself is 1). A currency id missing here counts as EUR.
 */
export type Currencies = Readonly<Record<string, { name: string; value: number }>>;

/** What the engine needs besides the requirement and the players. */
export interface MatchContext {
  currencies: Currencies;
  /** Names of the ids the reasons mention (positions, levels, statuses, teams, leagues, countries). */
  names: Readonly<Record<string, string>>;
}

/** Every hard constraint of D27, in the order the reasons list them. */
export const HARD_CONSTRAINTS = [
  'otherSport',
  'deleted',
  'notInApp',
  'noNeed',
  'position',
  'playerLevel',
  'contractStatus',
  'excludesTeam',
  'excludesLeague',
  'excludesCountry',
  'age',
  'height',
  'weight',
  'footing',
  'maritalStatus',
  'nationality',
  'contractType',
  'pinsPriority',
  'netto',
  'brutto',
  'transferFee',
] as const;
export type HardConstraint = (typeof HARD_CONSTRAINTS)[number];

export const MARK_NAMES = ['contract', 'finance', 'personal', 'playerPlan'] as const;
export type MarkName = (typeof MARK_NAMES)[number];

export interface Broken {
  constraint: HardConstraint;
  /** A sentence a person can check against the data. */
  reason: string;
}

export interface Candidate {
  playerId: string;
  contractMark: number;
  financeMark: number;
  personalMark: number;
  playerPlanMark: number;
  /** The four marks added. */
  sum: number;
  /** Spec 2, section 9: the rounded sum divided by 4. */
  average: number;
  /** Per mark, the sentences that made it. */
  reasons: Record<MarkName, string[]>;
}

export interface Excluded {
  playerId: string;
  broken: Broken[];
}

export interface MatchResult {
  /** Ranked: average, then sum, then full name, then id (only the best when asked to keep a few). */
  candidates: Candidate[];
  /** Every player who meets the hard constraints, answered or not. */
  candidateCount: number;
  excluded: Excluded[];
  /** How many players each hard constraint left out (a player breaking two counts in both). */
  excludedBy: Partial<Record<HardConstraint, number>>;
}
