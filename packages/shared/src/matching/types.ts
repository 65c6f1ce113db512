import type { Reason } from './reasons.ts';

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
  /**
   * The requesting club (D37), its team, that team's league and the league's country (null when
   * the agency has not recorded it).
   */
  club: {
    id: string;
    name: string;
    teamId: string | null;
    leagueId: string | null;
    countryId: string | null;
  };
}

export interface MatchContract {
  /** The club the contract is with (D36 names it). */
  clubName: string;
  startDate: string | null;
  endDate: string | null;
  buyOut: boolean;
  buyOutDate: string | null;
  /** D38: 0 when not recorded. */
  buyOutAmount: number;
  /** The buy-out's currency; null: the player's own. */
  buyOutValutaId: string | null;
}

export interface MatchPlayer {
  id: string;
  tenantId: string;
  firstName: string;
  lastName: string;
  deleted: boolean;
  includeInApp: boolean;
  /** The club he plays for now (D37). */
  clubId: string | null;
  positionIds: string[];
  playerLevelId: string | null;
  contractStatusId: string | null;
  /**
   * His contract status is the sport's "Free agent" (D35): no contract on record is then known to
   * be none, and a fee of 0 is known to be no fee.
   */
  freeAgent: boolean;
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
  'currentClub',
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
  /** What a person can check against the data, said in the reader's language. */
  reason: Reason;
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
  /** Per mark, the reasons that made it. */
  reasons: Record<MarkName, Reason[]>;
}

export interface Excluded {
  playerId: string;
  broken: Broken[];
}

/** A player left out by one constraint that can change, the change, and his marks with it made. */
export interface NearMiss {
  playerId: string;
  broken: Broken;
  change: Reason;
  candidate: Candidate;
}

export interface MatchResult {
  /** Ranked: average, then sum, then full name, then id (only the best when asked to keep a few). */
  candidates: Candidate[];
  /** Every player who meets the hard constraints, answered or not. */
  candidateCount: number;
  excluded: Excluded[];
  /** How many players each hard constraint left out (a player breaking two counts in both). */
  excludedBy: Partial<Record<HardConstraint, number>>;
  /**
   * Players whose exclusions of a team, league or country could not be judged because the club's
   * team, league or country is not on record (they stay candidates).
   */
  unjudged: Partial<Record<ExclusionConstraint, number>>;
  /** The best players left out by one constraint that can change (only when asked). */
  nearMisses: NearMiss[];
}

export const EXCLUSION_CONSTRAINTS = ['excludesTeam', 'excludesLeague', 'excludesCountry'] as const;
export type ExclusionConstraint = (typeof EXCLUSION_CONSTRAINTS)[number];
