import { randomUUID } from 'node:crypto';
import {
  ageOn,
  brokenConstraints,
  type Currencies,
  convertCurrency,
  type MatchPlayer,
  type MatchRequirement,
  NO_NEED_POSITION,
  sortKey,
} from '@transferdesk/shared';
import { and, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import {
  clubs,
  contacts,
  contractStatuses,
  countries,
  leagues,
  playerCountries,
  playerLeagues,
  playerLevels,
  playerPositions,
  playerTeams,
  positions,
  requirementContractStatuses,
  requirementPlayerLevels,
  requirementPositions,
  requirements,
  teams,
  tenants,
  transfers,
  valutas,
} from '../db/schema/index.ts';
import {
  CLUB_CURRENCY,
  type Level,
  OTHER_CURRENCIES,
  POSITION_PROFILES,
  SALARY_BANDS,
  SECOND_TIER_LEAGUES,
  type Status,
} from './demo-players-data.ts';
import {
  ADVANCED_CRITERIA,
  ADVANCED_SHARE,
  BROAD_CANDIDATES,
  BROAD_REQUIREMENTS,
  type ClubTier,
  EXTRA_STATUS_WEIGHTS,
  FEWEST_CANDIDATES,
  FOOTING_WORDS,
  FREE_NOTE,
  LOAN_NOTE,
  MIN_CANDIDATES,
  NO_NEED_TEXTS,
  NOTES,
  OPENINGS,
  POSITION_WORDS,
  RELATED_LEVELS,
  REQUIREMENT_ROLES,
  TIER_LEVELS,
  TIGHT_MOST_CANDIDATES,
  TIGHT_NOTE,
  TIGHT_REQUIREMENTS,
  WINDOW_PLAN,
  type WindowKey,
} from './demo-requirements-data.ts';
import { DEMO_TEAMS, type DemoSport } from './demo-sports-data.ts';
import { insertMany } from './insert-many.ts';
import { generator, type Random } from './random.ts';

/**
 * The demo's requirements (issue 12): per sport some twenty requests of its clubs over the last,
 * the open and the next transfer window, each sent by one of the club's own contacts, some with
 * advanced criteria, budgets mostly in EUR, and a few clubs registering no need (D26). Each
 * requirement is built around a player of the sport the club could sign (that player's position,
 * level, status and demands), judged by the matching engine itself (D27: `brokenConstraints`, what
 * `matchPlayers` keeps a candidate by, over the sport's players as read back) and widened step by
 * step (a neighbouring level or status, a second position, a looser advanced criterion, one
 * criterion less) until it finds enough candidates: every one finds three or more (issue 13), two
 * per sport are tight and find three or four, three are broad and find eight or more where the
 * sport's players allow. The plan follows from the sport's name and the rows read (seeded
 * generators, no Math.random).
 */

const SPORTS = Object.keys(DEMO_TEAMS) as DemoSport[];
const DAY_MS = 24 * 60 * 60 * 1000;
/** No requirement is older than this. */
const HISTORY_DAYS = 400;
/** Tries at a requirement that finds enough candidates before the best one is kept. */
const ATTEMPTS = 8;
/** Tries at one that finds fewer than three: more clubs and players, until one does. */
const MOST_ATTEMPTS = 16;
const NO_NEED_KEY = sortKey(NO_NEED_POSITION);
/** Positions no player holds, so no requirement for a player asks for them. */
const NOT_FOR_PLAYERS = new Set([NO_NEED_KEY, sortKey('Coach')]);
const PINS = ['A', 'B', 'C', 'D', 'E'] as const;

// Deterministic helpers (as in demo-players.ts) -----------------------------------------------------

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const chance = (random: Random, probability: number) => random() < probability;
function pick<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}
function weightedIndex(random: Random, weights: readonly number[]): number {
  let target = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < weights.length; index += 1) {
    target -= weights[index] ?? 0;
    if (target < 0) return index;
  }
  return weights.length - 1;
}
function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
/** Rounded up to two and a half significant digits (183 456 → 185 000): a budget demands fit under. */
function ceilMoney(amount: number): number {
  if (amount <= 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(amount)) - 1) / 2;
  return Math.max(step, Math.ceil(amount / step) * step);
}
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const utcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

// What the database holds ------------------------------------------------------------------------

/** Whether `a` comes before `b`, compared number by number. */
function before(a: readonly number[], b: readonly number[]): boolean {
  for (let at = 0; at < a.length; at += 1) {
    if (a[at] !== b[at]) return (a[at] ?? 0) < (b[at] ?? 0);
  }
  return false;
}

/** `sortKey`, remembered: the plan looks the same few names up thousands of times. */
const keys = new Map<string, string>();
function keyOf(name: string): string {
  let key = keys.get(name);
  if (key === undefined) {
    key = sortKey(name);
    keys.set(name, key);
  }
  return key;
}

interface Named {
  id: string;
  name: string;
  nameSort: string;
}

/** A sport's rows of one lookup, found by id or by name (accents and case ignored). */
class Lookup<T extends Named> {
  readonly rows: readonly T[];
  private readonly byId: Map<string, T>;
  private readonly byKey: Map<string, T>;
  constructor(rows: readonly T[]) {
    this.rows = rows;
    this.byId = new Map(rows.map((row) => [row.id, row]));
    this.byKey = new Map(rows.map((row) => [row.nameSort, row]));
  }
  id(id: string | null | undefined): T | undefined {
    return id ? this.byId.get(id) : undefined;
  }
  named(name: string): T | undefined {
    return this.byKey.get(keyOf(name));
  }
}

interface Currency extends Named {
  value: number;
}
interface Window {
  id: string;
  name: string;
  fromDate: string;
  toDate: string;
}
interface Club {
  id: string;
  teamId: string | null;
  leagueId: string | null;
  league: string | null;
  /** The country of the club's team's league (D26), null for a club without a team. */
  country: string | null;
  countryId: string | null;
  tier: ClubTier;
  /** The contact its requirements come from. */
  contactId: string;
}
interface Player {
  id: string;
  /** The club he plays for: never its candidate (D37). */
  clubId: string | null;
  levelId: string;
  statusId: string;
  valutaId: string | null;
  netto: number;
  brutto: number;
  transfer: number;
  dateOfBirth: string | null;
  height: number;
  weight: number;
  rightyLefty: string | null;
  maritalStatus: string | null;
  /** Country names, the first nationality first. */
  nationalities: string[];
  pinsPriority: string | null;
  contractType: string | null;
  positionIds: string[];
  /** Teams, leagues and countries the player rules out. */
  excluded: Set<string>;
  /** Age on the first day of a window, by window id. */
  ages: Map<string, number | null>;
  /** The player as matching reads it (what the hard constraints look at; no contracts or priorities). */
  match: MatchPlayer;
}

/** One demo sport as the database holds it now. */
interface SportRows {
  sport: DemoSport;
  tenantId: string;
  windows: Partial<Record<WindowKey, Window>>;
  /** The positions players hold (neither `No need` nor the coach's). */
  positions: Lookup<Named>;
  noNeedId: string | null;
  levels: Lookup<Named>;
  statuses: Lookup<Named>;
  valutas: Lookup<Currency>;
  /** Clubs that are not deleted and have a contact who is not. */
  clubs: Club[];
  /** Players matching can propose: not deleted, shown in the app, with a position, level and status. */
  players: Player[];
  countryIds: ReadonlyMap<string, string>;
  /** Country names by id: a requirement asks for a nationality by name. */
  countryNames: ReadonlyMap<string, string>;
  /** The sport's currencies as matching converts with them. */
  currencies: Currencies;
  /** The holders of a list of positions, by the list. */
  holders: Map<string, Player[]>;
}

/** The last, the open (holding `today`, else the latest started) and the next window, by start date. */
function windowsAround(rows: Window[], today: Date): Partial<Record<WindowKey, Window>> {
  const sorted = [...rows].sort(
    (a, b) => a.fromDate.localeCompare(b.fromDate) || a.name.localeCompare(b.name),
  );
  const day = today.toISOString().slice(0, 10);
  let open = 0;
  sorted.forEach((window, index) => {
    if (window.fromDate <= day) open = index;
  });
  const holding = sorted.findIndex((window) => window.fromDate <= day && day <= window.toDate);
  if (holding >= 0) open = holding;
  return { last: sorted[open - 1], open: sorted[open], next: sorted[open + 1] };
}

const tierOf = (league: string | null): ClubTier =>
  league === null ? 'lower' : SECOND_TIER_LEAGUES.has(league) ? 'second' : 'top';

type ExclusionKind = keyof MatchPlayer['exclusions'];

/** A text array from a subquery, the same on PGlite and node-postgres. */
const textArray = (query: SQL) => sql<string[]>`array(${query})::text[]`;

/** Reads what the requirements of `sports` are built from, in a few queries for all of them. */
async function readSports(
  executor: Db | Tx,
  sports: { id: string; name: string }[],
  today: Date,
): Promise<SportRows[]> {
  const ids = sports.map((sport) => sport.id);
  const windowRows = await executor
    .select({
      id: transfers.id,
      tenantId: transfers.tenantId,
      name: transfers.name,
      fromDate: transfers.fromDate,
      toDate: transfers.toDate,
    })
    .from(transfers)
    .where(inArray(transfers.tenantId, ids));
  const lookup = async (table: typeof positions | typeof playerLevels | typeof contractStatuses) =>
    executor
      .select({ id: table.id, name: table.name, nameSort: table.nameSort, tenantId: table.tenantId })
      .from(table)
      .where(inArray(table.tenantId, ids))
      .orderBy(table.nameSort);
  const positionRows = await lookup(positions);
  const levelRows = await lookup(playerLevels);
  const statusRows = await lookup(contractStatuses);
  const valutaRows = await executor
    .select({
      id: valutas.id,
      name: valutas.name,
      nameSort: valutas.nameSort,
      value: valutas.value,
      tenantId: valutas.tenantId,
    })
    .from(valutas)
    .where(inArray(valutas.tenantId, ids))
    .orderBy(valutas.nameSort);
  const countryRows = await executor.select({ id: countries.id, name: countries.name }).from(countries);

  const clubRows = await executor
    .select({
      id: clubs.id,
      tenantId: clubs.tenantId,
      teamId: clubs.teamId,
      leagueId: leagues.id,
      league: leagues.name,
      country: leagues.countryName,
      // As matching finds it (matches/service.ts): the country whose sort key the league names.
      countryId: countries.id,
    })
    .from(clubs)
    .leftJoin(teams, eq(teams.id, clubs.teamId))
    .leftJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(countries, eq(countries.nameSort, leagues.countryNameSort))
    .where(and(inArray(clubs.tenantId, ids), isNull(clubs.deletedAt)))
    .orderBy(clubs.nameSort, clubs.id);
  const staffRows = await executor
    .select({ id: contacts.id, clubId: contacts.clubId, role: contacts.role })
    .from(contacts)
    .where(
      and(
        inArray(contacts.tenantId, ids),
        eq(contacts.isPlayer, false),
        isNull(contacts.deletedAt),
        isNotNull(contacts.clubId),
      ),
    )
    .orderBy(contacts.nameSort, contacts.id);
  // Each club's requirements come from one contact: a sporting role first, then the first by name.
  const rank = (role: string) => {
    const at = REQUIREMENT_ROLES.indexOf(role);
    return at < 0 ? REQUIREMENT_ROLES.length : at;
  };
  const contactOf = new Map<string, { id: string; rank: number }>();
  for (const staff of staffRows) {
    const best = contactOf.get(staff.clubId ?? '');
    if (!best || rank(staff.role) < best.rank)
      contactOf.set(staff.clubId ?? '', { id: staff.id, rank: rank(staff.role) });
  }

  // Players with their positions and the teams, leagues and countries they rule out (each id
  // tagged with its kind: matching tells a team from a league and a country).
  const excluded = (
    kind: ExclusionKind,
    table: typeof playerTeams | typeof playerLeagues | typeof playerCountries,
    column: AnyPgColumn,
  ) =>
    sql`select ${`${kind}:`} || ${column}::text from ${table} where ${table.contactId} = ${contacts.id} and ${table.preference} = 'exclusion'`;
  const playerRows = await executor
    .select({
      id: contacts.id,
      tenantId: contacts.tenantId,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      clubId: contacts.clubId,
      mandate: contacts.mandate,
      levelId: contacts.playerLevelId,
      statusId: contacts.contractStatusId,
      valutaId: contacts.valutaId,
      netto: contacts.minSalaryNetto,
      brutto: contacts.minSalaryBrutto,
      transfer: contacts.estTransfer,
      dateOfBirth: contacts.dateOfBirth,
      height: contacts.height,
      weight: contacts.weight,
      rightyLefty: contacts.rightyLefty,
      maritalStatus: contacts.maritalStatus,
      nationality: contacts.nationality,
      pinsPriority: contacts.pinsPriority,
      contractType: contacts.contractType,
      positionIds: textArray(
        sql`select ${playerPositions.positionId} from ${playerPositions} where ${playerPositions.contactId} = ${contacts.id}`,
      ),
      excluded: textArray(
        sql`${excluded('teamIds', playerTeams, playerTeams.teamId)} union all ${excluded('leagueIds', playerLeagues, playerLeagues.leagueId)}
          union all ${excluded('countryIds', playerCountries, playerCountries.countryId)}`,
      ),
    })
    .from(contacts)
    .where(
      and(
        inArray(contacts.tenantId, ids),
        eq(contacts.isPlayer, true),
        eq(contacts.includeInApp, true),
        isNull(contacts.deletedAt),
      ),
    )
    .orderBy(contacts.nameSort, contacts.id);

  const countryIds = new Map(countryRows.map((row) => [row.name, row.id]));
  const countryNames = new Map(countryRows.map((row) => [row.id, row.name]));
  const playerPositionKeys = new Map(positionRows.map((row) => [row.id, row.nameSort]));
  return sports.map(({ id: tenantId, name }) => {
    const mine = <T extends { tenantId: string }>(rows: T[]) =>
      rows.filter((row) => row.tenantId === tenantId);
    const sportPositions = mine(positionRows);
    return {
      sport: name as DemoSport,
      tenantId,
      windows: windowsAround(mine(windowRows), today),
      positions: new Lookup(sportPositions.filter((row) => !NOT_FOR_PLAYERS.has(row.nameSort))),
      noNeedId: sportPositions.find((row) => row.nameSort === NO_NEED_KEY)?.id ?? null,
      levels: new Lookup(mine(levelRows)),
      statuses: new Lookup(mine(statusRows)),
      valutas: new Lookup(mine(valutaRows)),
      clubs: mine(clubRows).flatMap((club): Club[] => {
        const contact = contactOf.get(club.id);
        if (!contact) return [];
        return [{ ...club, tier: tierOf(club.teamId ? club.league : null), contactId: contact.id }];
      }),
      players: mine(playerRows).flatMap(
        ({ levelId, statusId, nationality, firstName, lastName, mandate, excluded, ...player }): Player[] => {
          if (!levelId || !statusId || player.positionIds.length === 0) return [];
          // By name, so that the plan does not depend on the ids drawn at this install.
          const positionIds = player.positionIds.sort((a, b) =>
            (playerPositionKeys.get(a) ?? '').localeCompare(playerPositionKeys.get(b) ?? ''),
          );
          const exclusions: MatchPlayer['exclusions'] = { countryIds: [], leagueIds: [], teamIds: [] };
          for (const tagged of excluded) {
            const at = tagged.indexOf(':');
            exclusions[tagged.slice(0, at) as ExclusionKind].push(tagged.slice(at + 1));
          }
          const nationalities = nationality
            .split('||')
            .map((part) => part.trim())
            .filter(Boolean);
          return [
            {
              ...player,
              positionIds,
              levelId,
              statusId,
              nationalities,
              excluded: new Set(Object.values(exclusions).flat()),
              ages: new Map(),
              // As matches/match-players.ts loads a player for the engine.
              match: {
                id: player.id,
                tenantId,
                firstName,
                lastName,
                deleted: false,
                includeInApp: true,
                clubId: player.clubId,
                positionIds,
                playerLevelId: levelId,
                contractStatusId: statusId,
                // Marks only; the seed asks the engine who meets a draft, not how well.
                freeAgent: false,
                valutaId: player.valutaId,
                minSalaryNetto: Number(player.netto),
                minSalaryBrutto: Number(player.brutto),
                estTransfer: Number(player.transfer),
                dateOfBirth: player.dateOfBirth,
                height: Number(player.height),
                weight: Number(player.weight),
                rightyLefty: player.rightyLefty as MatchPlayer['rightyLefty'],
                maritalStatus: player.maritalStatus as MatchPlayer['maritalStatus'],
                nationalities,
                contractType: player.contractType as MatchPlayer['contractType'],
                pinsPriority: player.pinsPriority as MatchPlayer['pinsPriority'],
                mandate,
                playerContracts: [],
                priorities: { countryIds: [], leagueIds: [], teamIds: [] },
                exclusions,
              },
            },
          ];
        },
      ),
      countryIds,
      countryNames,
      holders: new Map(),
      currencies: Object.fromEntries(
        mine(valutaRows).map((row) => [row.id, { name: row.name, value: Number(row.value) }]),
      ),
    };
  });
}

// Planning -----------------------------------------------------------------------------------------

type RequirementRow = Omit<typeof requirements.$inferInsert, 'id' | 'tenantId'>;

interface PlannedRequirement {
  row: RequirementRow;
  positionIds: string[];
  levelIds: string[];
  statusIds: string[];
}

const CRITERIA = [
  'age',
  'height',
  'weight',
  'footing',
  'maritalStatus',
  'nationality',
  'pinsPriority',
  'contractType',
] as const;
type Criterion = (typeof CRITERIA)[number];

type Criteria = Required<
  Pick<
    RequirementRow,
    | 'minAge'
    | 'maxAge'
    | 'minHeight'
    | 'maxHeight'
    | 'minWeight'
    | 'maxWeight'
    | 'rightyLefty'
    | 'maritalStatus'
    | 'countryId'
    | 'pinsPriority'
    | 'contractType'
  >
>;
const NO_CRITERIA: Criteria = {
  minAge: null,
  maxAge: null,
  minHeight: null,
  maxHeight: null,
  minWeight: null,
  maxWeight: null,
  rightyLefty: null,
  maritalStatus: null,
  countryId: null,
  pinsPriority: null,
  contractType: null,
};

/** What a requirement is planned to be: tight (three or four candidates), broad (many) or neither. */
interface Plan {
  tight: boolean;
  broad: boolean;
  advanced: boolean;
  /** The advanced criteria in the order to try them. */
  criteria: readonly Criterion[];
  /**
   * How many candidates it is widened for: three when tight, three to five when advanced (the
   * criteria narrow the list by design), eight when broad, else four to seven.
   */
  wanted: number;
}

interface Draft {
  club: Club;
  window: Window;
  /** The player the requirement was built around, when the sport has players. */
  anchor: Player | null;
  level: Level;
  positionIds: string[];
  /** Positions that go with the main one, for a second. */
  alsoPlayed: string[];
  levelIds: string[];
  statusIds: string[];
  valuta: Currency | undefined;
  maxNetto: number;
  maxBrutto: number;
  maxTransferSum: number;
  criteria: Criteria;
  /** The players matching proposes for it: the engine's candidates, budget included. */
  candidates: Player[];
}

function ageIn(player: Player, window: Window): number | null {
  let age = player.ages.get(window.id);
  if (age === undefined) {
    age = ageOn(player.dateOfBirth, new Date(`${window.fromDate}T00:00:00Z`));
    player.ages.set(window.id, age);
  }
  return age;
}

/**
 * Whether the player cannot be the club's candidate: he plays for it (D37), or he rules out its
 * team, its league or the league's country.
 */
const rules = ({ excluded, clubId }: Player, club: Club) =>
  clubId === club.id ||
  (club.teamId !== null && excluded.has(club.teamId)) ||
  (club.leagueId !== null && excluded.has(club.leagueId)) ||
  (club.countryId !== null && excluded.has(club.countryId));

/** Whether criteria set any advanced criterion (a requirement with one is an advanced search). */
const isAdvanced = (criteria: Criteria) => Object.values(criteria).some((value) => value !== null);

const NO_NAMES: Readonly<Record<string, string>> = {};

/** The requirement a draft makes, as matches/service.ts hands a stored one to the engine. */
function matchRequirementOf(rows: SportRows, draft: Draft): MatchRequirement {
  const { criteria, club, window } = draft;
  return {
    tenantId: rows.tenantId,
    positionIds: draft.positionIds,
    playerLevelIds: draft.levelIds,
    contractStatusIds: draft.statusIds,
    isNoNeed: false,
    maxNetto: draft.maxNetto,
    maxBrutto: draft.maxBrutto,
    maxTransferSum: draft.maxTransferSum,
    valutaId: draft.valuta?.id ?? null,
    isAdvancedSearch: isAdvanced(criteria),
    minAge: criteria.minAge,
    maxAge: criteria.maxAge,
    minHeight: criteria.minHeight,
    maxHeight: criteria.maxHeight,
    minWeight: criteria.minWeight,
    maxWeight: criteria.maxWeight,
    rightyLefty: criteria.rightyLefty as MatchRequirement['rightyLefty'],
    maritalStatus: criteria.maritalStatus as MatchRequirement['maritalStatus'],
    nationality: criteria.countryId ? (rows.countryNames.get(criteria.countryId) ?? null) : null,
    contractType: criteria.contractType as MatchRequirement['contractType'],
    pinsPriority: criteria.pinsPriority as MatchRequirement['pinsPriority'],
    window: { fromDate: window.fromDate, toDate: window.toDate },
    club: { id: club.id, name: '', teamId: club.teamId, leagueId: club.leagueId, countryId: club.countryId },
  };
}

/** The players who hold one of `positionIds`, in the sport's order (remembered per list). */
function holdersOf(rows: SportRows, positionIds: readonly string[]): Player[] {
  const key = positionIds.join('+');
  let holders = rows.holders.get(key);
  if (!holders) {
    holders = rows.players.filter((player) => player.positionIds.some((id) => positionIds.includes(id)));
    rows.holders.set(key, holders);
  }
  return holders;
}

/**
 * Who holds a position, a level and a status the draft asks for, in the sport's order: the only
 * players the engine can keep (it turns every other down on its first checks).
 */
const askedOf = (rows: SportRows, draft: Draft) =>
  holdersOf(rows, draft.positionIds).filter(
    (player) =>
      (draft.levelIds.length === 0 || draft.levelIds.includes(player.levelId)) &&
      (draft.statusIds.length === 0 || draft.statusIds.includes(player.statusId)),
  );

/**
 * The candidates of `draft` as the matching engine judges them (`brokenConstraints`: what
 * `matchPlayers` keeps a candidate by, without marking anyone), in the sport's order. Only who holds
 * an asked position, level and status is judged (as the API hands the engine what its SQL
 * narrowed to): the engine turns every other player down on those.
 */
function candidatesOf(rows: SportRows, draft: Draft): Player[] {
  const requirement = matchRequirementOf(rows, draft);
  const context = { currencies: rows.currencies, names: NO_NAMES };
  return askedOf(rows, draft).filter(
    (player) => brokenConstraints(requirement, player.match, context).length === 0,
  );
}

/**
 * Whether a player who holds the position, level and status asked meets the rest of a draft, as
 * the engine answered, by the draft's criteria: a draft's criteria are its own (made for its club
 * and window, replaced when widening changes them), and widening asks again for the same players.
 */
const VERDICTS = new WeakMap<Criteria, Map<Player, boolean>>();

/** Who meets everything the draft asks but the budget, as the engine judges them. */
function fittingOf(rows: SportRows, draft: Draft): Player[] {
  let requirement: MatchRequirement | undefined;
  const context = { currencies: rows.currencies, names: NO_NAMES };
  let verdicts = VERDICTS.get(draft.criteria);
  if (!verdicts) {
    verdicts = new Map();
    VERDICTS.set(draft.criteria, verdicts);
  }
  return askedOf(rows, draft).filter((player) => {
    let meets = verdicts.get(player);
    if (meets === undefined) {
      requirement ??= matchRequirementOf(rows, { ...draft, maxNetto: 0, maxBrutto: 0, maxTransferSum: 0 });
      meets = brokenConstraints(requirement, player.match, context).length === 0;
      verdicts.set(player, meets);
    }
    return meets;
  });
}

/** Criteria without `criterion`. */
function without(criteria: Criteria, criterion: Criterion): Criteria {
  const fields: Record<Criterion, (keyof Criteria)[]> = {
    age: ['minAge', 'maxAge'],
    height: ['minHeight', 'maxHeight'],
    weight: ['minWeight', 'maxWeight'],
    footing: ['rightyLefty'],
    maritalStatus: ['maritalStatus'],
    nationality: ['countryId'],
    pinsPriority: ['pinsPriority'],
    contractType: ['contractType'],
  };
  const next = { ...criteria };
  for (const field of fields[criterion]) next[field] = null;
  return next;
}

/** Criteria with `criterion` asked more loosely (a wider range, one PINS letter lower), null when it cannot be. */
function loosened(criteria: Criteria, criterion: Criterion): Criteria | null {
  const next = { ...criteria };
  const wider = (value: number | null, by: number, bound: number) =>
    value === null ? null : by < 0 ? Math.max(bound, value + by) : Math.min(bound, value + by);
  switch (criterion) {
    case 'age':
      next.minAge = wider(criteria.minAge, -2, 16);
      next.maxAge = wider(criteria.maxAge, 2, 40);
      break;
    case 'height':
      next.minHeight = wider(criteria.minHeight, -5, 0);
      next.maxHeight = wider(criteria.maxHeight, 5, 250);
      break;
    case 'weight':
      next.minWeight = wider(criteria.minWeight, -5, 0);
      next.maxWeight = wider(criteria.maxWeight, 5, 250);
      break;
    case 'pinsPriority': {
      // Down to "D or better", as askFor goes.
      const at = PINS.indexOf(criteria.pinsPriority as (typeof PINS)[number]);
      next.pinsPriority = at >= 0 && at < 3 ? (PINS[at + 1] ?? null) : criteria.pinsPriority;
      break;
    }
    default:
      return null;
  }
  const changed = (Object.keys(next) as (keyof Criteria)[]).some((key) => next[key] !== criteria[key]);
  return changed ? next : null;
}

type Widening = 'level' | 'status' | 'position' | 'loosen' | 'criterion';
/**
 * How a requirement that finds too few is widened, one step at a time: what a club would concede
 * first (a neighbouring level or status, a second position), then a looser advanced criterion, and
 * dropping one last.
 */
const WIDENINGS: readonly Widening[] = [
  'level',
  'status',
  'position',
  'level',
  'status',
  'loosen',
  'loosen',
  'loosen',
  'criterion',
  'criterion',
];
const STATUSES_BY_WEIGHT = (Object.keys(EXTRA_STATUS_WEIGHTS) as Status[]).sort(
  (a, b) => EXTRA_STATUS_WEIGHTS[b] - EXTRA_STATUS_WEIGHTS[a],
);

/** The drafts one widening step can make of `draft`, the likeliest first. */
function widened(rows: SportRows, draft: Draft, step: Widening): Draft[] {
  switch (step) {
    case 'level':
      if (draft.levelIds.length >= 3) return [];
      return (RELATED_LEVELS[draft.level] ?? []).flatMap((name) => {
        const id = rows.levels.named(name)?.id;
        return id && !draft.levelIds.includes(id) ? [{ ...draft, levelIds: [...draft.levelIds, id] }] : [];
      });
    case 'status':
      if (draft.statusIds.length >= 3) return [];
      return STATUSES_BY_WEIGHT.flatMap((name) => {
        const id = rows.statuses.named(name)?.id;
        return id && !draft.statusIds.includes(id) ? [{ ...draft, statusIds: [...draft.statusIds, id] }] : [];
      });
    case 'position':
      if (draft.positionIds.length >= 2) return [];
      return draft.alsoPlayed
        .filter((id) => !draft.positionIds.includes(id))
        .map((id) => ({ ...draft, positionIds: [...draft.positionIds, id] }));
    case 'loosen':
      return CRITERIA.flatMap((criterion) => {
        const criteria = asks(draft.criteria, criterion) ? loosened(draft.criteria, criterion) : null;
        return criteria ? [{ ...draft, criteria }] : [];
      });
    case 'criterion':
      return CRITERIA.filter((criterion) => asks(draft.criteria, criterion)).map((criterion) => ({
        ...draft,
        criteria: without(draft.criteria, criterion),
      }));
  }
}

/**
 * Widens `draft` until `wanted` players meet all it asks but the budget (or no step helps): each
 * step takes the change that adds the most of them (the likeliest on a tie), none that adds none.
 * Answers the widened draft and those players.
 */
function widen(rows: SportRows, draft: Draft, wanted: number): { draft: Draft; fitting: Player[] } {
  let current = { draft, fitting: fittingOf(rows, draft) };
  for (const step of WIDENINGS) {
    if (current.fitting.length >= wanted) break;
    // A criterion is dropped only for the third candidate.
    if (step === 'criterion' && current.fitting.length >= FEWEST_CANDIDATES) break;
    let best = current;
    for (const option of widened(rows, current.draft, step)) {
      const fitting = fittingOf(rows, option);
      if (fitting.length > best.fitting.length) best = { draft: option, fitting };
    }
    current = best;
  }
  return current;
}

/** An office-hours moment some weeks before or during `window`, yesterday at the latest. */
function createdFor(random: Random, window: Window, today: Date): Date {
  const midnight = utcDay(today).getTime();
  const from = Date.parse(`${window.fromDate}T00:00:00Z`);
  const to = Date.parse(`${window.toDate}T00:00:00Z`);
  const latest = Math.min(to - 30 * DAY_MS, midnight - DAY_MS);
  let earliest = Math.max(from - 100 * DAY_MS, midnight - HISTORY_DAYS * DAY_MS);
  if (earliest > latest) earliest = latest - 45 * DAY_MS;
  const day = earliest + between(random, 0, Math.floor((latest - earliest) / DAY_MS)) * DAY_MS;
  return new Date(day + between(random, 8 * 60, 17 * 60) * 60 * 1000);
}

/** A requirement's or no-need's row; the criteria and budget default to none. */
function requirementRow(
  club: Club,
  window: Window,
  fields: Partial<RequirementRow> & Pick<RequirementRow, 'description' | 'createdAt' | 'updatedAt'>,
): RequirementRow {
  return {
    clubId: club.id,
    transferId: window.id,
    contactId: club.contactId,
    maxNetto: 0,
    maxBrutto: 0,
    maxTransferSum: 0,
    valutaId: null,
    isAdvancedSearch: false,
    ...NO_CRITERIA,
    isNoNeed: false,
    ...fields,
  };
}

/** The word for a position in a sentence: "left back", "central defender". */
const positionWord = (sport: DemoSport, name: string) => POSITION_WORDS[sport][name] ?? name.toLowerCase();

/** What the club writes: who it looks for and why, then what it asks for in words (HTML). */
function description(random: Random, rows: SportRows, draft: Draft, tight: boolean): string {
  const { sport } = rows;
  const pos = draft.positionIds
    .map((id) => positionWord(sport, rows.positions.id(id)?.name ?? ''))
    .join(' or ');
  const group =
    draft.level === 'Youth talent'
      ? 'young'
      : ['National team', 'International', 'Top league'].includes(draft.level)
        ? 'senior'
        : 'squad';
  const opening = pick(random, OPENINGS[group])
    .replace('{pos}', pos)
    .replace('{aPos}', `${/^[aeiou]/i.test(pos) ? 'an' : 'a'} ${pos}`)
    .replace('{league}', draft.club.league ?? 'our division');
  const { criteria } = draft;
  const said: string[] = [];
  if (criteria.minAge !== null && criteria.maxAge !== null) {
    said.push(`Age ${criteria.minAge} to ${criteria.maxAge}.`);
  }
  if (criteria.minHeight !== null) {
    said.push(
      criteria.maxHeight === null
        ? `At least ${criteria.minHeight} cm tall.`
        : `Between ${criteria.minHeight} and ${criteria.maxHeight} cm tall.`,
    );
  }
  if (criteria.minWeight !== null) {
    said.push(
      criteria.maxWeight === null
        ? `At least ${criteria.minWeight} kg.`
        : `Weight ${criteria.minWeight} to ${criteria.maxWeight} kg.`,
    );
  }
  if (criteria.rightyLefty === 'Left' || criteria.rightyLefty === 'Right') {
    said.push(FOOTING_WORDS[sport][criteria.rightyLefty]);
  }
  if (criteria.maritalStatus === 'Married') said.push('A settled player with a family is preferred.');
  if (criteria.maritalStatus === 'Single') {
    said.push('Single players preferred; the club offers a shared flat.');
  }
  const nation = draft.anchor?.nationalities.find((name) => rows.countryIds.get(name) === criteria.countryId);
  if (nation) {
    said.push(
      nation === draft.club.country
        ? `${nation} passport required for the homegrown quota.`
        : `Nationality: ${nation}.`,
    );
  }
  if (criteria.pinsPriority) {
    said.push(`Only the agency’s priority players (PINS ${criteria.pinsPriority} or better).`);
  }
  if (criteria.contractType === 'Mandate') said.push('Only players the agency holds a mandate for.');
  if (criteria.contractType === 'PinsPlayer') said.push('Only PINS players.');
  const statuses = draft.statusIds.map((id) => rows.statuses.id(id)?.name);
  if (statuses.includes('On loan')) said.push(LOAN_NOTE);
  else if (statuses.every((status) => status === 'Free agent' || status === 'Contract expiring')) {
    said.push(FREE_NOTE);
  }
  said.push(tight ? TIGHT_NOTE : pick(random, NOTES));
  return `<p>${escapeHtml(opening)}</p><p>${escapeHtml(said.join(' '))}</p>`;
}

/**
 * A requirement of `club` built around `anchor`: the anchor's position (and for some a second the
 * anchor's position goes with), level and status and for some their neighbours, and advanced
 * criteria the anchor meets; widened until enough players meet all that (`widen`); then a budget
 * over the converted demands of the anchor and of the cheapest of those players (just at the
 * demands of three of them when tight, so that matching finds three or four). Without an anchor
 * (a sport without players) the level's salary band sets the budget.
 */
function draftFor(
  random: Random,
  rows: SportRows,
  club: Club,
  window: Window,
  anchor: Player | null,
  plan: Plan,
): Draft | null {
  const { sport } = rows;
  // The anchor's main position (handball: the court position rather than the defensive one).
  const profileOf = (id: string) =>
    POSITION_PROFILES[sport].find((entry) => keyOf(entry.position) === rows.positions.id(id)?.nameSort);
  const held = anchor?.positionIds.filter((id) => rows.positions.id(id)) ?? [];
  const mains = held.filter((id) => profileOf(id));
  const chosen = mains.length > 0 ? mains : held;
  const main =
    rows.positions.id(chosen.length > 0 ? pick(random, chosen) : undefined) ?? rows.positions.rows[0];
  if (!main) return null;
  const positionIds = [main.id];
  const profile = profileOf(main.id);
  const alsoPlayed = [...(profile?.also ?? []), ...(profile?.defensive ?? [])].flatMap(
    (name) => rows.positions.named(name)?.id ?? [],
  );
  if (alsoPlayed.length > 0 && (plan.broad || chance(random, 0.5))) {
    positionIds.push(pick(random, alsoPlayed));
  }

  const level = (rows.levels.id(anchor?.levelId)?.name ?? pick(random, TIER_LEVELS[club.tier])) as Level;
  const levelIds = [anchor?.levelId ?? rows.levels.named(level)?.id].filter((id): id is string => !!id);
  for (const name of (RELATED_LEVELS[level] ?? []).slice(0, weightedIndex(random, [15, 50, 35]))) {
    const id = rows.levels.named(name)?.id;
    if (id && !levelIds.includes(id)) levelIds.push(id);
  }
  const status =
    anchor?.statusId ?? rows.statuses.named(pick(random, ['Free agent', 'Contract expiring']))?.id;
  const statusIds = status ? [status] : [];
  for (let extra = weightedIndex(random, [15, 45, 40]); extra > 0; extra -= 1) {
    const left = (Object.keys(EXTRA_STATUS_WEIGHTS) as Status[]).filter(
      (name) => !statusIds.includes(rows.statuses.named(name)?.id ?? ''),
    );
    if (left.length === 0) break;
    const name =
      left[
        weightedIndex(
          random,
          left.map((key) => EXTRA_STATUS_WEIGHTS[key]),
        )
      ] ?? 'Free agent';
    const id = rows.statuses.named(name)?.id;
    if (id) statusIds.push(id);
  }
  if (levelIds.length === 0 || statusIds.length === 0) return null;

  const criteria = { ...NO_CRITERIA };
  if (plan.advanced && anchor) {
    let set = 0;
    for (const criterion of plan.criteria) {
      if (set === ADVANCED_CRITERIA) break;
      if (askFor(random, rows, criteria, criterion, anchor, window)) set += 1;
    }
  }

  // Mostly EUR, else the club country's currency or another the sport's players are paid in.
  const home = club.country ? CLUB_CURRENCY[club.country] : undefined;
  const currencies = ['EUR', home ?? 'EUR', pick(random, OTHER_CURRENCIES[sport])];
  const currency = currencies[weightedIndex(random, [60, home && home !== 'EUR' ? 28 : 0, 12])] ?? 'EUR';
  const valuta = rows.valutas.named(currency) ?? rows.valutas.named('EUR') ?? rows.valutas.rows[0];
  const price = valuta?.value || 1;
  const band = SALARY_BANDS[sport][level] ?? SALARY_BANDS[sport]['Top league'];
  const draft: Draft = {
    club,
    window,
    anchor,
    level,
    positionIds,
    alsoPlayed,
    levelIds,
    statusIds,
    valuta,
    maxNetto: 0,
    maxBrutto: 0,
    maxTransferSum: 0,
    criteria,
    candidates: [],
  };
  if (!anchor) {
    draft.maxNetto = ceilMoney(band.netto[1] * price);
    draft.maxTransferSum = ceilMoney(band.transfer[1] * price);
    draft.candidates = candidatesOf(rows, draft);
    return draft;
  }

  const { wanted } = plan;
  const { draft: wide, fitting } = widen(rows, draft, wanted);

  // Demands in the budget's currency, converted as matching converts them (to the cent).
  type Amount = 'minSalaryNetto' | 'minSalaryBrutto' | 'estTransfer';
  const costs = new Map<Player, Record<Amount, number>>();
  const cost = (player: Player, amount: Amount) => {
    let converted = costs.get(player);
    if (!converted) {
      const to = valuta?.id ?? null;
      const { minSalaryNetto, minSalaryBrutto, estTransfer } = player.match;
      converted = {
        minSalaryNetto: convertCurrency(rows.currencies, minSalaryNetto, player.valutaId, to),
        minSalaryBrutto: convertCurrency(rows.currencies, minSalaryBrutto, player.valutaId, to),
        estTransfer: convertCurrency(rows.currencies, estTransfer, player.valutaId, to),
      };
      costs.set(player, converted);
    }
    return converted[amount];
  };
  const byNetto = [...fitting].sort((a, b) => cost(a, 'minSalaryNetto') - cost(b, 'minSalaryNetto'));
  /** Budgets a little above what `covered` ask (so that each of them fits), rounded up. */
  const budgetFor = (covered: Player[], slack: number, brutto: boolean, transfer: boolean) => {
    const most = (amount: Amount) => Math.max(0, ...covered.map((player) => cost(player, amount)));
    return {
      maxNetto: ceilMoney(most('minSalaryNetto') * slack),
      maxBrutto: brutto ? ceilMoney(most('minSalaryBrutto') * slack) : 0,
      maxTransferSum: transfer
        ? ceilMoney(Math.max(most('estTransfer'), band.transfer[0] * price) * slack)
        : 0,
    };
  };
  const within = (player: Player, budget: ReturnType<typeof budgetFor>) =>
    (budget.maxNetto <= 0 || cost(player, 'minSalaryNetto') <= budget.maxNetto) &&
    (budget.maxBrutto <= 0 || cost(player, 'minSalaryBrutto') <= budget.maxBrutto) &&
    (budget.maxTransferSum <= 0 || cost(player, 'estTransfer') <= budget.maxTransferSum);

  if (plan.tight) {
    // Net, gross and fee just over those of three who fit: of the three that leave the fewest others
    // in (four at most), the cheapest.
    const pool = byNetto.slice(0, 10);
    let best: { budget: ReturnType<typeof budgetFor>; rank: number[] } | null = null;
    for (let a = 0; a < pool.length; a += 1) {
      for (let b = a + 1; b < pool.length; b += 1) {
        for (let c = b + 1; c < pool.length; c += 1) {
          const budget = budgetFor([pool[a], pool[b], pool[c]] as Player[], 1.001, true, true);
          const count = fitting.filter((player) => within(player, budget)).length;
          const rank = [count <= TIGHT_MOST_CANDIDATES ? 0 : count, budget.maxNetto, budget.maxTransferSum];
          if (!best || before(rank, best.rank)) best = { budget, rank };
        }
      }
    }
    Object.assign(
      wide,
      best?.budget ?? budgetFor(byNetto.length > 0 ? byNetto : [anchor], 1.001, true, true),
    );
  } else {
    // Over the anchor's demands and those of some more of the cheapest who fit.
    const size = between(random, wanted, Math.max(wanted, Math.ceil(fitting.length * 0.8)));
    const covered = [
      ...(fitting.includes(anchor) || fitting.length === 0 ? [anchor] : []),
      ...byNetto.filter((player) => player !== anchor),
    ].slice(0, size);
    const slack = 1.02 + random() * 0.3;
    Object.assign(wide, budgetFor(covered, slack, chance(random, 0.55), chance(random, 0.55)));
    // Some clubs only give a gross budget.
    if (wide.maxBrutto > 0 && chance(random, 0.15)) wide.maxNetto = 0;
  }
  // Converted as the engine converts; the requirement kept is judged by the engine in full.
  wide.candidates = fitting.filter((player) => within(player, wide));
  return wide;
}

/** Whether the player's value for `criterion` is known, so that a requirement can ask for it. */
function knows(rows: SportRows, player: Player, criterion: Criterion): boolean {
  switch (criterion) {
    case 'age':
      return player.dateOfBirth !== null;
    case 'height':
      return player.height > 0;
    case 'weight':
      return player.weight > 0;
    case 'footing':
      return player.rightyLefty !== null;
    case 'maritalStatus':
      return player.maritalStatus !== null;
    case 'nationality':
      return rows.countryIds.has(player.nationalities[0] ?? '');
    case 'pinsPriority':
      return PINS.includes(player.pinsPriority as (typeof PINS)[number]);
    case 'contractType':
      return player.contractType !== null;
  }
}

/** Whether `criteria` ask for `criterion`. */
function asks(criteria: Criteria, criterion: Criterion): boolean {
  switch (criterion) {
    case 'age':
      return criteria.minAge !== null || criteria.maxAge !== null;
    case 'height':
      return criteria.minHeight !== null || criteria.maxHeight !== null;
    case 'weight':
      return criteria.minWeight !== null || criteria.maxWeight !== null;
    case 'footing':
      return criteria.rightyLefty !== null;
    case 'maritalStatus':
      return criteria.maritalStatus !== null;
    case 'nationality':
      return criteria.countryId !== null;
    case 'pinsPriority':
      return criteria.pinsPriority !== null;
    case 'contractType':
      return criteria.contractType !== null;
  }
}

/** Sets `criterion` so that `anchor` meets it, when the anchor's value is known; answers whether it did. */
function askFor(
  random: Random,
  rows: SportRows,
  criteria: Criteria,
  criterion: Criterion,
  anchor: Player,
  window: Window,
): boolean {
  if (!knows(rows, anchor, criterion)) return false;
  switch (criterion) {
    case 'age': {
      const age = ageIn(anchor, window) ?? 0;
      criteria.minAge = Math.max(16, age - between(random, 2, 6));
      criteria.maxAge = Math.min(40, age + between(random, 2, 6));
      break;
    }
    case 'height':
      criteria.minHeight = anchor.height - between(random, 4, 12);
      criteria.maxHeight = chance(random, 0.25) ? null : anchor.height + between(random, 4, 12);
      break;
    case 'weight':
      criteria.minWeight = anchor.weight - between(random, 4, 12);
      criteria.maxWeight = chance(random, 0.25) ? null : anchor.weight + between(random, 4, 12);
      break;
    case 'footing':
      criteria.rightyLefty =
        anchor.rightyLefty === 'Both' ? pick(random, ['Left', 'Right']) : anchor.rightyLefty;
      break;
    case 'maritalStatus':
      criteria.maritalStatus = anchor.maritalStatus;
      break;
    case 'nationality':
      criteria.countryId = rows.countryIds.get(anchor.nationalities[0] ?? '') ?? null;
      break;
    case 'pinsPriority': {
      // The anchor's priority or, up to D, the one below: "C or better" finds the Bs as well.
      const at = PINS.indexOf(anchor.pinsPriority as (typeof PINS)[number]);
      criteria.pinsPriority = PINS[Math.max(at, Math.min(3, at + between(random, 0, 1)))] ?? null;
      break;
    }
    case 'contractType':
      criteria.contractType = anchor.contractType;
      break;
  }
  return true;
}

/**
 * The requirements of one sport as of `today`: the same rows and day always give the same plan.
 * No-needs come from clubs of a league, the next country in turn; needs from any club with a contact.
 */
function planDemoRequirements(rows: SportRows, today: Date): PlannedRequirement[] {
  const { sport, windows } = rows;
  const open = windows.open;
  if (!open || rows.clubs.length === 0) return [];
  const random = generator(`${sport}/requirements`);
  const euro = rows.valutas.named('EUR') ?? rows.valutas.rows[0];

  // A window the sport lacks gives its requirements to the open one.
  const slots: { window: Window; noNeed: boolean; open: boolean }[] = [];
  for (const key of Object.keys(WINDOW_PLAN) as WindowKey[]) {
    const window = windows[key] ?? open;
    const { needs, noNeeds } = WINDOW_PLAN[key];
    for (let n = 0; n < noNeeds; n += 1) slots.push({ window, noNeed: true, open: window === open });
    for (let n = 0; n < needs; n += 1) slots.push({ window, noNeed: false, open: window === open });
  }
  const planned: PlannedRequirement[] = [];

  // No need, the open window's first: each from a club of the next country, so they spread.
  const byCountry = new Map<string, Club[]>();
  for (const club of rows.clubs) {
    if (club.country) byCountry.set(club.country, [...(byCountry.get(club.country) ?? []), club]);
  }
  const countryTurns = shuffled(random, [...byCountry.keys()].sort());
  const noNeedClubs = new Set<string>();
  const noNeeds = slots.filter((slot) => slot.noNeed).sort((a, b) => Number(b.open) - Number(a.open));
  noNeeds.forEach(({ window }, index) => {
    const country = countryTurns[index % Math.max(1, countryTurns.length)] ?? '';
    const pool = (byCountry.get(country) ?? []).filter((club) => !noNeedClubs.has(club.id));
    if (!rows.noNeedId || pool.length === 0) return;
    const club = pick(random, pool);
    noNeedClubs.add(club.id);
    const createdAt = createdFor(random, window, today);
    planned.push({
      row: requirementRow(club, window, {
        valutaId: euro?.id ?? null,
        description: pick(random, NO_NEED_TEXTS),
        isNoNeed: true,
        createdAt,
        updatedAt: createdAt,
      }),
      positionIds: [rows.noNeedId],
      levelIds: [],
      statusIds: [],
    });
  });

  // Needs. Which are tight, advanced and broad is settled first, so that every sport has each.
  const needs = slots.filter((slot) => !slot.noNeed);
  const order = shuffled(
    random,
    needs.map((_, index) => index),
  );
  const tight = new Set(order.slice(0, TIGHT_REQUIREMENTS));
  const advancedCount = Math.round(ADVANCED_SHARE * (needs.length - TIGHT_REQUIREMENTS));
  const advanced = new Set(order.slice(TIGHT_REQUIREMENTS, TIGHT_REQUIREMENTS + advancedCount));
  const broad = new Set(
    order.slice(TIGHT_REQUIREMENTS + advancedCount, TIGHT_REQUIREMENTS + advancedCount + BROAD_REQUIREMENTS),
  );
  const criteriaTurns = shuffled(random, CRITERIA);
  const criteriaUsed = new Map<Criterion, number>();
  const anchorsUsed = new Set<string>();
  const clubsFree = rows.clubs.filter((club) => !noNeedClubs.has(club.id));
  /** Club and window of the needs planned so far: a club seldom sends two for one window. */
  const asked = new Set<string>();

  needs.forEach(({ window }, index) => {
    const kind = { tight: tight.has(index), broad: broad.has(index), advanced: advanced.has(index) };
    const plan: Plan = {
      ...kind,
      // The criteria asked for least so far first, so that each shows up in the sport.
      criteria: [...criteriaTurns].sort((a, b) => (criteriaUsed.get(a) ?? 0) - (criteriaUsed.get(b) ?? 0)),
      wanted: kind.tight
        ? FEWEST_CANDIDATES
        : kind.broad
          ? BROAD_CANDIDATES
          : kind.advanced
            ? between(random, FEWEST_CANDIDATES, MIN_CANDIDATES + 1)
            : between(random, MIN_CANDIDATES, MIN_CANDIDATES + 3),
    };
    const suits = (list: Player[], criteria: readonly Criterion[]) =>
      plan.advanced
        ? list.filter((player) =>
            criteria.slice(0, ADVANCED_CRITERIA).every((criterion) => knows(rows, player, criterion)),
          )
        : [];
    // Best: three candidates or more above all, then the advanced criteria kept, then as many
    // candidates as planned (three or four when tight).
    const { wanted } = plan;
    const score = (draft: Draft) => {
      const count = draft.candidates.length;
      const kept = plan.advanced ? CRITERIA.filter((criterion) => asks(draft.criteria, criterion)).length : 0;
      const fit = plan.tight ? Number(count <= TIGHT_MOST_CANDIDATES) : Math.min(count, wanted);
      return Math.min(count, FEWEST_CANDIDATES) * 10_000 + kept * 100 + fit;
    };
    const enough =
      FEWEST_CANDIDATES * 10_000 + (plan.advanced ? ADVANCED_CRITERIA : 0) * 100 + (plan.tight ? 1 : wanted);
    // Below this, more tries: fewer than three candidates, or an advanced criterion dropped.
    const floor = FEWEST_CANDIDATES * 10_000 + (plan.advanced ? ADVANCED_CRITERIA : 0) * 100;
    let best: { draft: Draft; score: number } | null = null;
    for (
      let attempt = 0;
      attempt < MOST_ATTEMPTS &&
      (best?.score ?? 0) < enough &&
      (attempt < ATTEMPTS || (best?.score ?? 0) < floor);
      attempt += 1
    ) {
      // The least asked criterion first each time, its partner in turns: some pairs leave no one.
      const turn = attempt % Math.max(1, plan.criteria.length - 1);
      const criteria = [
        ...plan.criteria.slice(0, 1),
        ...plan.criteria.slice(1 + turn),
        ...plan.criteria.slice(1, 1 + turn),
      ];
      const notYet = clubsFree.filter((club) => !asked.has(`${club.id}/${window.id}`));
      const club = pick(random, notYet.length > 0 ? notYet : clubsFree.length > 0 ? clubsFree : rows.clubs);
      // A player the club could sign: of a level its tier goes after, not yet asked for if possible.
      const level = rows.levels.named(pick(random, TIER_LEVELS[club.tier]))?.id;
      const eligible = rows.players.filter((player) => !rules(player, club));
      const fresh = eligible.filter((player) => !anchorsUsed.has(player.id));
      const ofLevel = (list: Player[]) => list.filter((player) => player.levelId === level);
      const pool =
        [
          suits(ofLevel(fresh), criteria),
          suits(ofLevel(eligible), criteria),
          suits(fresh, criteria),
          ofLevel(fresh),
          ofLevel(eligible),
          fresh,
          eligible,
        ].find((list) => list.length > 0) ?? [];
      const anchor = pool.length > 0 ? pick(random, pool) : null;
      const draft = draftFor(random, rows, club, window, anchor, { ...plan, criteria });
      if (!draft) continue;
      if (best === null || score(draft) > best.score) best = { draft, score: score(draft) };
    }
    if (!best) return;
    const { draft } = best;
    if (draft.anchor) anchorsUsed.add(draft.anchor.id);
    asked.add(`${draft.club.id}/${window.id}`);
    for (const criterion of CRITERIA) {
      if (asks(draft.criteria, criterion)) {
        criteriaUsed.set(criterion, (criteriaUsed.get(criterion) ?? 0) + 1);
      }
    }
    const createdAt = createdFor(random, window, today);
    // Some were edited a few days or weeks later.
    const edited = chance(random, 0.3)
      ? new Date(Math.min(createdAt.getTime() + between(random, 1, 40) * DAY_MS, utcDay(today).getTime()))
      : createdAt;
    planned.push({
      row: requirementRow(draft.club, window, {
        maxNetto: draft.maxNetto,
        maxBrutto: draft.maxBrutto,
        maxTransferSum: draft.maxTransferSum,
        valutaId: draft.valuta?.id ?? null,
        description: description(random, rows, draft, plan.tight),
        isAdvancedSearch: plan.advanced && isAdvanced(draft.criteria),
        ...draft.criteria,
        createdAt,
        updatedAt: edited > createdAt ? edited : createdAt,
      }),
      positionIds: draft.positionIds,
      levelIds: draft.levelIds,
      statusIds: draft.statusIds,
    });
  });
  return planned;
}

// Writing ----------------------------------------------------------------------------------------

export interface DemoRequirementsResult {
  requirements: number;
}

/** The demo sports that have no requirement yet. */
async function sportsWithoutRequirements(executor: Db | Tx) {
  const sports = await executor
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.name, SPORTS))
    .orderBy(tenants.name);
  if (sports.length === 0) return [];
  const seeded = await executor
    .selectDistinct({ tenantId: requirements.tenantId })
    .from(requirements)
    .where(
      inArray(
        requirements.tenantId,
        sports.map((sport) => sport.id),
      ),
    );
  const withRequirements = new Set(seeded.map((row) => row.tenantId));
  return sports.filter((sport) => !withRequirements.has(sport.id));
}

/**
 * Seeds the requirements of every demo sport that has none yet, so that a second start adds
 * nothing and what people changed or removed stays. Call it after `seedDemoPlayers`: requirements
 * are built around the sport's clubs, contacts, players and transfer windows.
 */
export async function seedDemoRequirements(
  executor: Db | Tx,
  today: Date = new Date(),
): Promise<DemoRequirementsResult> {
  const todo = await sportsWithoutRequirements(executor);
  if (todo.length === 0) return { requirements: 0 };
  const rows = {
    requirements: [] as (typeof requirements.$inferInsert)[],
    positions: [] as (typeof requirementPositions.$inferInsert)[],
    levels: [] as (typeof requirementPlayerLevels.$inferInsert)[],
    statuses: [] as (typeof requirementContractStatuses.$inferInsert)[],
  };
  for (const sport of await readSports(executor, todo, today)) {
    for (const plan of planDemoRequirements(sport, today)) {
      const id = randomUUID();
      rows.requirements.push({ id, tenantId: sport.tenantId, ...plan.row });
      for (const positionId of plan.positionIds) rows.positions.push({ requirementId: id, positionId });
      for (const playerLevelId of plan.levelIds) rows.levels.push({ requirementId: id, playerLevelId });
      for (const contractStatusId of plan.statusIds) {
        rows.statuses.push({ requirementId: id, contractStatusId });
      }
    }
  }
  // One transaction: a requirement is never left without its positions.
  await executor.transaction(async (tx) => {
    await insertMany(tx, requirements, rows.requirements);
    await insertMany(tx, requirementPositions, rows.positions);
    await insertMany(tx, requirementPlayerLevels, rows.levels);
    await insertMany(tx, requirementContractStatuses, rows.statuses);
  });
  return { requirements: rows.requirements.length };
}
