import { randomUUID } from 'node:crypto';
import { NO_NEED_POSITION, sortKey } from '@transferdesk/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  clubs,
  contacts,
  contractStatuses,
  countries,
  leagues,
  playerContracts,
  playerCountries,
  playerLeagues,
  playerLevels,
  playerPositions,
  playerTeams,
  positions,
  teams,
  tenants,
  valutas,
  videoInfos,
} from '../db/schema/index.ts';
import { DEFAULT_CURRENCIES } from '../db/seed/reference.ts';
import { contactKeys } from '../lib/contact-keys.ts';
import type { Storage } from '../lib/storage.ts';
import { COUNTRY_STYLES, DEMO_LOWER_CLUBS, type DemoCountry } from './demo-people-data.ts';
import {
  CLUB_CURRENCY,
  CONTRACT_NOTES,
  DEAL_QUOTAS,
  DEMO_AGENTS,
  FAMOUS_NAMES,
  FOREIGN_CLUBS,
  HIDDEN_PLAYERS,
  KIT_BRANDS,
  LEVEL_AGES,
  LEVEL_QUOTAS,
  LEVEL_TIERS,
  type Level,
  LOOKS,
  LOWER_LEAGUES,
  type Look,
  NATIONS,
  type NationCode,
  OTHER_CURRENCIES,
  PINS_BY_LEVEL,
  PLANS,
  POSITION_PROFILES,
  type PositionProfile,
  PREFERENCE_COUNTRIES,
  REFERENCE_QUOTES,
  SALARY_BANDS,
  SECOND_TIER_LEAGUES,
  SQUAD_NATIONS,
  SQUAD_SIZE,
  STATUS_QUOTAS,
  type Status,
  VIDEO_CLIPS,
  WOMEN_SPORTS,
} from './demo-players-data.ts';
import { DEMO_TEAMS, type DemoSport } from './demo-sports-data.ts';
import { insertMany } from './insert-many.ts';
import { drawPortrait, type HairColour, type HairStyle, type PortraitLook } from './portrait.ts';
import { generator, type Random } from './random.ts';

/**
 * The demo's players (issue 11): per sport a squad of 64 who look like an agency's own, with
 * positions, levels, contract statuses, money in the sport's currencies, contracts ending from last
 * month to four years out, buy-out and option clauses, videos, priorities and exclusions, and a
 * portrait drawn at seed time. `planDemoSquad` decides everything from the sport and the seed date
 * (seeded generators, no Math.random), by names; `seedDemoPlayers` finds the ids and writes in bulk.
 */

const SPORTS = Object.keys(DEMO_TEAMS) as DemoSport[];
const PICTURE_FOLDER = 'players';
const HISTORY_DAYS = 420;
const DAY_MS = 24 * 60 * 60 * 1000;

export type Preference = 'priority' | 'exclusion';

/** The contact columns a plan fills in itself; ids, keys and the picture come when it is written. */
export type PlayerFields = Required<
  Pick<
    typeof contacts.$inferInsert,
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phoneNumber'
    | 'whatsapp'
    | 'instagram'
    | 'agent1'
    | 'agent2'
    | 'description'
    | 'mandate'
    | 'pinsPriority'
    | 'includeInApp'
    | 'contractType'
    | 'transferMarket'
    | 'dateOfBirth'
    | 'nationality'
    | 'maritalStatus'
    | 'numberOfKids'
    | 'rightyLefty'
    | 'height'
    | 'weight'
    | 'eliteProspects'
    | 'minSalaryNetto'
    | 'minSalaryBrutto'
    | 'estTransfer'
    | 'formerClub'
    | 'statistics'
    | 'internationalLevel'
    | 'playerReferences'
  >
>;
export type PlannedVideo = Required<
  Pick<typeof videoInfos.$inferInsert, 'title' | 'videoUrl' | 'isPrimary' | 'isFullMatch'>
>;
/** The buy-out amount is in the player's currency; its id is the sport's, found when written. */
export type PlannedContract = Required<
  Omit<
    typeof playerContracts.$inferInsert,
    'id' | 'tenantId' | 'contactId' | 'buyOutValutaId' | 'createdAt' | 'updatedAt'
  >
>;

/** One player as the seed means him or her, by names (of positions, clubs, leagues …). */
export interface PlannedPlayer {
  fields: PlayerFields;
  female: boolean;
  /** The club the player is at now; null for a free agent. */
  clubName: string | null;
  /** Position names of the sport, the main one first. */
  positions: string[];
  level: Level;
  status: Status;
  currency: string;
  /** ISO alpha-2 codes. */
  countries: { code: string; preference: Preference }[];
  leagues: { name: string; preference: Preference }[];
  teams: { name: string; preference: Preference }[];
  videos: PlannedVideo[];
  contracts: PlannedContract[];
  look: PortraitLook;
  createdDaysAgo: number;
}

// Deterministic helpers ----------------------------------------------------------------------------

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
const chance = (random: Random, probability: number) => random() < probability;
function pick<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
}
/** An index of `weights`, each as likely as its weight. */
function weightedIndex(random: Random, weights: readonly number[]): number {
  let target = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < weights.length; index += 1) {
    target -= weights[index] ?? 0;
    if (target < 0) return index;
  }
  return weights.length - 1;
}
/** A key of `table`, each as likely as its weight. */
function weighted<K extends string>(random: Random, table: Partial<Record<K, number>>): K {
  const keys = Object.keys(table) as K[];
  const key =
    keys[
      weightedIndex(
        random,
        keys.map((name) => table[name] ?? 0),
      )
    ];
  if (key === undefined) throw new Error('Nothing to pick from');
  return key;
}
function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}
/** `count` distinct items of `list`, in random order. */
const sample = <T>(random: Random, list: readonly T[], count: number): T[] =>
  shuffled(random, list).slice(0, Math.max(0, count));
/**
 * `total` indices of `shares`, each as often as its share of the total (largest remainders get the
 * seats rounding leaves over), in random order: a squad's spread is certain, not left to chance.
 */
function quotas(random: Random, shares: readonly number[], total: number): number[] {
  const sum = shares.reduce((acc, share) => acc + share, 0);
  const exact = shares.map((share) => (share / sum) * total);
  const counts = exact.map(Math.floor);
  const byRemainder = exact
    .map((value, index) => ({ index, rest: value % 1 }))
    .sort((a, b) => b.rest - a.rest);
  let left = total - counts.reduce((acc, count) => acc + count, 0);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    counts[index] = (counts[index] ?? 0) + 1;
    left -= 1;
  }
  return shuffled(
    random,
    counts.flatMap((count, index) => Array.from({ length: count }, () => index)),
  );
}
function quotasOf<K extends string>(random: Random, table: Record<K, number>): K[] {
  const keys = Object.keys(table) as K[];
  return quotas(
    random,
    keys.map((key) => table[key]),
    SQUAD_SIZE,
  ).map((index) => keys[index] as K);
}
/** Evenly spread on a log scale: as many players per decade of money at the cheap end as the dear. */
const logBetween = (random: Random, [low, high]: readonly [number, number]) =>
  Math.exp(Math.log(low) + random() * (Math.log(high) - Math.log(low)));
/** Two and a half significant digits: 183 456 → 185 000, 42 318 → 42 500. */
function roundMoney(amount: number): number {
  if (amount <= 0) return 0;
  const step = 10 ** (Math.floor(Math.log10(amount)) - 1) / 2;
  return Math.max(step, Math.round(amount / step) * step);
}
const money = (currency: string, amount: number) =>
  `${currency} ${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const rate = (currency: string) => DEFAULT_CURRENCIES.find((entry) => entry.name === currency)?.value ?? 1;

/** Lower-case letters and digits joined by `separator`, with the letters sortKey keeps folded too. */
const ascii = (text: string, separator: string) =>
  sortKey(text)
    .replace(/þ/g, 'th')
    .replace(/ð/g, 'd')
    .replace(/ł/g, 'l')
    .replace(/đ/g, 'dj')
    .replace(/[^a-z0-9]+/g, separator)
    .replace(/^-|-$/g, '');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const randomId = (random: Random, length: number) =>
  Array.from(
    { length },
    () => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[Math.floor(random() * 64)],
  ).join('');

// Dates ------------------------------------------------------------------------------------------

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * DAY_MS);
const addMonths = (date: Date, months: number) => addDays(date, Math.round(months * 30.44));
const utcDay = (date: Date) =>
  new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
const earlier = (a: Date, b: Date) => (a < b ? a : b);
const later = (a: Date, b: Date) => (a > b ? a : b);

/** Where contracts usually end: the season's end (Swedish and Norwegian football play calendar years). */
function seasonEnd(sport: DemoSport, country: string | null, year: number): Date {
  if (sport === 'Icehockey') return new Date(Date.UTC(year, 3, 30));
  const calendar = sport === 'Football' && (country === 'Sweden' || country === 'Norway');
  return new Date(Date.UTC(year, calendar ? 11 : 5, calendar ? 31 : 30));
}

/** A season's end between `from` and `to` when there is one (60 %), otherwise any day in between. */
function contractEnd(random: Random, sport: DemoSport, country: string | null, from: Date, to: Date): Date {
  const ends: Date[] = [];
  for (let year = from.getUTCFullYear(); year <= to.getUTCFullYear(); year += 1) {
    const end = seasonEnd(sport, country, year);
    if (end >= from && end <= to) ends.push(end);
  }
  if (ends.length > 0 && chance(random, 0.6)) return pick(random, ends);
  return addDays(from, between(random, 0, Math.max(0, Math.round((to.getTime() - from.getTime()) / DAY_MS))));
}

/** The label of the last season played before `today`. */
function lastSeason(sport: DemoSport, country: string | null, today: Date): string {
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  if (sport === 'Football' && (country === 'Sweden' || country === 'Norway')) {
    return String(month >= 12 ? year : year - 1);
  }
  const start = month >= 6 ? year - 1 : year - 2;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

// Clubs ------------------------------------------------------------------------------------------

interface DemoClub {
  name: string;
  country: string;
  league: string | null;
  tier: 'top' | 'second' | 'lower';
}

/** The sport's clubs as demo-clubs.ts seeds them: one per catalogue team, then the lower ones. */
function clubsOf(sport: DemoSport): DemoClub[] {
  return [
    ...DEMO_TEAMS[sport].map((team): DemoClub => {
      const tier = SECOND_TIER_LEAGUES.has(team.league) ? 'second' : 'top';
      return { name: team.name, country: team.countryName, league: team.league, tier };
    }),
    ...DEMO_LOWER_CLUBS[sport].map(
      (club): DemoClub => ({ name: club.name, country: club.countryName, league: null, tier: 'lower' }),
    ),
  ];
}

/** A club of the level's tiers; players of a demo league's country play at home half the time. */
function chooseClub(random: Random, pool: readonly DemoClub[], level: Level, nation: string, not: string[]) {
  const tier = weighted(random, LEVEL_TIERS[level]);
  const open = pool.filter((club) => !not.includes(club.name));
  const inTier = open.filter((club) => club.tier === tier);
  const candidates = inTier.length > 0 ? inTier : open;
  const home = candidates.filter((club) => club.country === nation);
  return pick(random, home.length > 0 && chance(random, 0.55) ? home : candidates);
}

// Looks and text ---------------------------------------------------------------------------------

function lookOf(random: Random, look: Look, female: boolean, age: number, kit: string): PortraitLook {
  const { skin, hair } = LOOKS[look];
  const tone = weightedIndex(random, skin);
  const colour: HairColour = !female && age >= 32 && chance(random, 0.2) ? 'grey' : weighted(random, hair);
  const style = female
    ? weighted<HairStyle>(random, { long: 35, ponytail: 35, bun: 25, short: 5 })
    : weighted<HairStyle>(random, {
        short: 35,
        crop: 25,
        buzz: 15,
        curly: tone >= 4 ? 40 : 6,
        bald: age >= 28 ? 8 : 1,
      });
  return { skin: tone, hair: colour, style, beard: !female && chance(random, 0.35), kit };
}

const LEVEL_STRENGTH: Record<Level, number> = {
  'National team': 1.3,
  International: 1.15,
  'Top league': 1,
  'Second tier': 0.9,
  'Lower leagues': 0.85,
  'Youth talent': 0.7,
};
/** "1 goal", "2 goals". */
const counted = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** Goals and assists per match of football's outfield positions. */
const FOOTBALL_RATES: Record<string, readonly [number, number]> = {
  Striker: [0.45, 0.15],
  'Right winger': [0.25, 0.25],
  'Left winger': [0.25, 0.25],
  'Attacking midfielder': [0.22, 0.3],
  'Central midfielder': [0.1, 0.15],
  'Defensive midfielder': [0.05, 0.08],
};
/** Goals per match of handball's court positions. */
const HANDBALL_RATES: Record<string, number> = {
  'Left wing': 3.6,
  'Right wing': 3.6,
  'Left back': 4.5,
  'Right back': 4.5,
  'Central back': 3.8,
  'Line player': 3,
};

/** Last season's numbers, as an agent writes them into the CV (HTML). */
function statistics(
  random: Random,
  sport: DemoSport,
  profile: PositionProfile,
  level: Level,
  league: string,
  season: string,
) {
  const strength = LEVEL_STRENGTH[level];
  const head = `<strong>${season}</strong>${league ? ` (${escapeHtml(league)})` : ''}:`;
  if (sport === 'Football') {
    const matches = between(random, 12, 34);
    const career = matches + between(random, 15, 260);
    if (profile.keeper) {
      const clean = Math.min(matches, Math.round(matches * (0.2 + random() * 0.2) * strength));
      return `<p>${head} ${matches} matches, ${clean} clean sheets, ${between(random, 64, 79)} % saves.</p><p>Career: ${career} senior matches.</p>`;
    }
    const [goalRate, assistRate] = FOOTBALL_RATES[profile.position] ?? [0.04, 0.06];
    const goals = Math.round(matches * goalRate * strength * (0.5 + random()));
    const assists = Math.round(matches * assistRate * strength * (0.5 + random()));
    const careerGoals = goals + Math.round(career * goalRate * random());
    return `<p>${head} ${counted(matches, 'match', 'matches')}, ${counted(goals, 'goal')}, ${counted(assists, 'assist')}.</p><p>Career: ${counted(career, 'senior match', 'senior matches')}, ${counted(careerGoals, 'goal')}.</p>`;
  }
  if (sport === 'Icehockey') {
    const games = between(random, 28, 52);
    if (profile.keeper) {
      const gaa = (3.3 - 1.1 * random() * strength).toFixed(2);
      const saves = (0.895 + 0.03 * random() * strength).toFixed(3).slice(1);
      return `<p>${head} ${games} GP, GAA ${gaa}, SV% ${saves}, ${between(random, 0, 5)} shutouts.</p>`;
    }
    const defence = profile.position.includes('defense');
    const points = Math.round(games * (defence ? 0.15 + 0.35 * random() : 0.3 + 0.6 * random()) * strength);
    const goals = Math.round(points * (defence ? 0.25 : 0.45));
    const plusMinus = between(random, -10, 15);
    return `<p>${head} ${games} GP, ${goals} G, ${points - goals} A, ${points} PTS, ${plusMinus > 0 ? '+' : ''}${plusMinus}, ${between(random, 4, 40)} PIM.</p>`;
  }
  const matches = between(random, 18, 32);
  if (profile.keeper) {
    return `<p>${head} ${matches} matches, ${between(random, 28, 38)} % saves, ${between(random, 4, 24)} seven-metre saves.</p>`;
  }
  const goals = Math.round(
    matches * (HANDBALL_RATES[profile.position] ?? 3) * strength * (0.6 + 0.6 * random()),
  );
  const sevenMetres = profile.position.includes('wing') ? Math.round(goals * 0.3 * random()) : 0;
  const assists = Math.round(matches * (profile.position === 'Central back' ? 4 : 1.2) * random());
  const penalties = sevenMetres > 0 ? ` (${sevenMetres} from 7 m)` : '';
  return `<p>${head} ${matches} matches, ${goals} goals${penalties}, ${assists} assists.</p>`;
}

/** The European club competition a sport's good players have played in. */
const CLUB_COMPETITIONS: Record<DemoSport, string> = {
  Football: 'UEFA Conference League',
  'Handball - Men': 'EHF European League',
  'Handball - Women': 'EHF European League',
  Icehockey: 'Champions Hockey League',
};

function internationalLevel(random: Random, sport: DemoSport, level: Level, nation: string): string {
  const hockey = sport === 'Icehockey';
  if (level === 'National team') {
    return hockey
      ? `${nation} national team, ${between(random, 1, 6)} World Championships`
      : `${nation} national team (${between(random, 5, 80)} ${sport === 'Football' ? 'caps' : 'matches'})`;
  }
  if (level === 'International') {
    if (chance(random, 0.5)) return `${nation} ${hockey ? 'U20' : 'U21'} (${between(random, 4, 25)} matches)`;
    return CLUB_COMPETITIONS[sport];
  }
  if (level === 'Youth talent') {
    return chance(random, 0.6)
      ? `${nation} ${hockey ? 'U18' : 'U19'} (${between(random, 2, 18)} matches)`
      : '';
  }
  return chance(random, 0.25) ? `Former ${nation} youth international` : '';
}

function references(random: Random, firstName: string, club: DemoClub | null): string {
  if (!club || chance(random, 0.3)) return '';
  const style = COUNTRY_STYLES[(club.country in COUNTRY_STYLES ? club.country : 'Denmark') as DemoCountry];
  return sample(random, REFERENCE_QUOTES, between(random, 1, 2))
    .map((quote) => {
      const referee = `${pick(random, style.firstNames)} ${pick(random, style.lastNames)}`;
      const role = pick(random, ['head coach', 'sports director', 'assistant coach']);
      const said = escapeHtml(quote.replace('{name}', firstName));
      return `<p><strong>${escapeHtml(referee)}</strong>, ${role} at ${escapeHtml(club.name)}: “${said}”</p>`;
    })
    .join('');
}

/** A YouTube or Vimeo address the way agents paste them: with or without the scheme. */
function videoUrl(random: Random): string {
  // Eleven characters, the last of them one of the 16 that end a 64-bit id in YouTube's base64.
  const youtube = randomId(random, 10) + pick(random, [...'AEIMQUYcgkosw048']);
  const vimeo = between(random, 100_000_000, 999_999_999);
  const forms = [
    `https://www.youtube.com/watch?v=${youtube}`,
    `https://youtu.be/${youtube}`,
    `youtube.com/watch?v=${youtube}`,
    `www.youtube.com/watch?v=${youtube}`,
    `https://vimeo.com/${vimeo}`,
    `vimeo.com/${vimeo}`,
  ];
  return forms[weightedIndex(random, [40, 18, 14, 5, 14, 9])] ?? '';
}

function videos(
  random: Random,
  sport: DemoSport,
  keeper: boolean,
  club: DemoClub | null,
  pool: readonly DemoClub[],
  season: string,
): PlannedVideo[] {
  const count = weightedIndex(random, [12, 28, 30, 18, 12]);
  if (count === 0) return [];
  const video = (title: string) => ({
    title,
    videoUrl: videoUrl(random),
    isPrimary: false,
    isFullMatch: false,
  });
  const clips = VIDEO_CLIPS[keeper ? 'keeper' : sport].map((title) => title.replace('{season}', season));
  const list = [video(`Highlights ${season}`), ...sample(random, clips, count - 1).map(video)];
  // A full match for some; the primary video is the highlight reel, never a full match.
  const last = list[list.length - 1];
  if (last && club && list.length >= 2 && chance(random, 0.5)) {
    const rivals = pool.filter((other) => other.name !== club.name && other.league === club.league);
    last.title = `Full ${sport === 'Icehockey' ? 'game' : 'match'}: ${club.name} vs ${pick(random, rivals.length > 0 ? rivals : pool).name}`;
    last.isFullMatch = true;
  }
  const [reel] = list;
  if (reel && chance(random, 0.75)) reel.isPrimary = true;
  return list;
}

// Contracts --------------------------------------------------------------------------------------

interface ContractContext {
  random: Random;
  sport: DemoSport;
  today: Date;
  club: DemoClub | null;
  /** The club that lent an on-loan player out. */
  parent: DemoClub | null;
  previous: DemoClub;
  status: Status;
  level: Level;
  currency: string;
  estTransfer: number;
  minSalaryNetto: number;
  agent: string;
}

function contract(
  name: PlannedContract['contractName'],
  start: Date,
  end: Date,
  fields: Partial<PlannedContract>,
): PlannedContract {
  return {
    contractName: name,
    clubName: '',
    contractType: '',
    startDate: isoDate(start),
    endDate: isoDate(end),
    link: '',
    termination: null,
    comment: '',
    contractPartner: '',
    type: '',
    buyOut: false,
    buyOutDate: null,
    buyOutComment: '',
    buyOutAmount: 0,
    option: false,
    optionDate: null,
    optionComment: '',
    relegationOrPromotion: false,
    relegationComment: '',
    ...fields,
  };
}

function documentLink(random: Random, name: string): string {
  if (!chance(random, 0.4)) return '';
  return chance(random, 0.6)
    ? `https://drive.google.com/file/d/${randomId(random, 33)}/view`
    : `https://www.dropbox.com/s/${randomId(random, 15).toLowerCase()}/${name}.pdf`;
}

/** When the player contract ends, by status: "Contract expiring" always within the badge's six months. */
function playerContractEnds(status: Status, today: Date): readonly [Date, Date] {
  switch (status) {
    case 'Under contract':
      return [addMonths(today, 7), addMonths(today, 48)];
    case 'Contract expiring':
      return [addDays(today, 10), addMonths(today, 5.5)];
    case 'Option to extend':
      return [addMonths(today, 3), addMonths(today, 14)];
    case 'On loan':
      return [addMonths(today, 9), addMonths(today, 36)];
    case 'Free agent':
      return [addDays(today, -30), addDays(today, -2)];
  }
}

function playerContract(context: ContractContext): PlannedContract {
  const { random, sport, today, status, level } = context;
  const employer = status === 'On loan' ? context.parent : (context.club ?? context.previous);
  const [from, to] = playerContractEnds(status, today);
  const end = contractEnd(random, sport, employer?.country ?? null, from, to);
  const years = between(random, level === 'Youth talent' ? 1 : 2, 4);
  const start = earlier(
    addDays(end, between(random, -20, 20) - years * 365),
    addDays(today, -between(random, 30, 400)),
  );
  const clubName = employer?.name ?? '';
  const partTime = sport === 'Handball - Women' || level === 'Lower leagues';
  const running = status !== 'Free agent';
  const deal = contract('PlayerContract', start, end, {
    clubName,
    contractType:
      level === 'Youth talent'
        ? 'Youth contract'
        : partTime && chance(random, 0.5)
          ? 'Part-time professional'
          : 'Full-time professional',
    type: 'Employment',
    contractPartner: clubName,
    link: documentLink(random, `${ascii(clubName, '-')}-player-contract`),
    termination: partTime && chance(random, 0.4) ? pick(random, [1, 3]) : null,
    comment: running ? pick(random, CONTRACT_NOTES) : 'Expired; the club did not offer a new contract.',
  });
  if (running && status !== 'On loan' && status !== 'Option to extend' && chance(random, 0.3)) {
    // A release clause for clubs abroad, valid from the next transfer window before the end.
    const windowMonth = sport === 'Icehockey' ? 4 : 5;
    const window = [0, 1, 2, 3, 4]
      .map((offset) => new Date(Date.UTC(today.getUTCFullYear() + offset, windowMonth, 1)))
      .find((date) => date > today && date < end);
    const amount = roundMoney(Math.max(context.estTransfer, context.minSalaryNetto) * (1.2 + random()));
    deal.buyOut = true;
    deal.buyOutDate = isoDate(window ?? earlier(addDays(today, between(random, 5, 60)), end));
    deal.buyOutAmount = amount;
    deal.buyOutComment = 'Release clause for clubs abroad, valid for 15 days from this date.';
  }
  if (running && (status === 'Option to extend' || chance(random, 0.12))) {
    const optionDate = earlier(
      later(addDays(end, -between(random, 60, 120)), addDays(today, between(random, 5, 30))),
      end,
    );
    const extended = isoDate(addDays(end, 365));
    deal.option = true;
    deal.optionDate = isoDate(optionDate);
    deal.optionComment = chance(random, 0.75)
      ? `Club option for one more season until ${extended}; to be exercised by ${deal.optionDate}.`
      : `Player option to extend until ${extended} on the same terms.`;
  }
  if (running && employer && chance(random, 0.18)) {
    deal.relegationOrPromotion = true;
    deal.relegationComment =
      employer.tier === 'top'
        ? 'Salary reduced by 25 % on relegation; free to leave for a fixed fee.'
        : 'Salary raised by 20 % on promotion to the top flight.';
  }
  return deal;
}

function repContract({ random, today, sport, agent }: ContractContext): PlannedContract | null {
  if (!chance(random, 0.7)) return null;
  // Representation runs for at most two years (FIFA's rule; the agency keeps it in every sport).
  const end = addDays(today, between(random, -25, 700));
  return contract(
    'RepContract',
    earlier(addDays(end, -730), addDays(today, -between(random, 20, 300))),
    end,
    {
      contractType: chance(random, 0.8) ? 'Exclusive representation' : 'Non-exclusive representation',
      type: 'Representation',
      contractPartner: agent,
      termination: pick(random, [1, 3, 3, 6]),
      comment: `Commission ${pick(random, [3, 5, 8, 10])} % of the gross salary${sport === 'Football' ? ' and of any transfer fee' : ''}.`,
      link: documentLink(random, 'representation-agreement'),
    },
  );
}

function otherContract(context: ContractContext): PlannedContract | null {
  const { random, today, sport, status, club, parent } = context;
  if (status === 'On loan' && club) {
    // The loan itself, to the end of the season, for some with an option to buy.
    const end = contractEnd(random, sport, club.country, addDays(today, 40), addDays(today, 300));
    const loan = contract('OtherContract', addDays(today, -between(random, 30, 200)), end, {
      clubName: club.name,
      contractType: 'Loan',
      type: 'Loan agreement',
      contractPartner: parent?.name ?? '',
      comment: `Loan from ${parent?.name ?? 'the parent club'}; ${club.name} pays ${pick(random, [50, 75, 100])} % of the salary.`,
    });
    if (chance(random, 0.5)) {
      const price = roundMoney(Math.max(context.estTransfer, 10_000) * (0.8 + random() * 0.6));
      Object.assign(loan, {
        option: true,
        optionDate: isoDate(addDays(end, -30)),
        optionComment: `Option to buy for ${money(context.currency, price)}.`,
      });
    }
    return loan;
  }
  if (!chance(random, 0.3)) return null;
  const brand = pick(random, KIT_BRANDS[sport]);
  const end = addDays(today, between(random, -20, 1100));
  return contract('OtherContract', earlier(addDays(end, -between(random, 365, 1100)), today), end, {
    contractType: 'Sponsorship',
    type: sport === 'Football' ? 'Boot deal' : sport === 'Icehockey' ? 'Equipment deal' : 'Shoe deal',
    contractPartner: brand,
    comment: `${brand} equipment${chance(random, 0.5) ? ' and a bonus for national team matches' : ''}.`,
  });
}

// The squad --------------------------------------------------------------------------------------

function phoneNumber(random: Random, country: string): string {
  const style = COUNTRY_STYLES[(country in COUNTRY_STYLES ? country : 'Denmark') as DemoCountry];
  const { prefix, groups, leading } = style.phone;
  const start = pick(random, leading);
  const total = groups.reduce((sum, group) => sum + group, 0);
  let number = start;
  while (number.length < total) number += String(between(random, 0, 9));
  const parts: string[] = [];
  let offset = 0;
  for (const group of groups) {
    parts.push(number.slice(offset, offset + group));
    offset += group;
  }
  return `${prefix} ${parts.join(' ')}`;
}

const NATION_BY_NAME = new Map<string, string>(
  Object.values(NATIONS).map((nation) => [nation.name, nation.code]),
);

/** Priorities and exclusions: never both for one item, and never ruling out what the player aims for. */
function preferences(random: Random, sport: DemoSport, club: DemoClub | null) {
  const codeOf = (countryName: string) => NATION_BY_NAME.get(countryName) ?? '';
  const chosen = sample(random, PREFERENCE_COUNTRIES[sport], between(random, 0, 3) + between(random, 0, 2));
  const wantedCountries = chosen.slice(0, between(random, 0, Math.min(3, chosen.length)));
  const refusedCountries = chosen.filter((code) => !wantedCountries.includes(code));
  const leagueCountry = new Map(DEMO_TEAMS[sport].map((team) => [team.league, codeOf(team.countryName)]));
  const allLeagues = [...leagueCountry.keys()];
  const wantedLeagues = sample(
    random,
    allLeagues.filter((league) => !refusedCountries.includes(leagueCountry.get(league) ?? '')),
    between(random, 0, 2),
  );
  const refusedLeagues = sample(
    random,
    allLeagues.filter(
      (league) =>
        !wantedLeagues.includes(league) && !wantedCountries.includes(leagueCountry.get(league) ?? ''),
    ),
    chance(random, 0.3) ? 1 : 0,
  );
  const others = DEMO_TEAMS[sport].filter((team) => team.name !== club?.name);
  const wantedTeams = sample(
    random,
    others.filter(
      (team) => !refusedLeagues.includes(team.league) && !refusedCountries.includes(codeOf(team.countryName)),
    ),
    between(random, 0, 3),
  ).map((team) => team.name);
  const refusedTeams = sample(
    random,
    others.filter((team) => !wantedTeams.includes(team.name)),
    between(random, 0, 2),
  ).map((team) => team.name);
  const both = <T>(wanted: T[], refused: T[], as: (item: T) => { code: string } | { name: string }) => [
    ...wanted.map((item) => ({ ...as(item), preference: 'priority' as const })),
    ...refused.map((item) => ({ ...as(item), preference: 'exclusion' as const })),
  ];
  return {
    countries: both(wantedCountries, refusedCountries, (code) => ({ code })) as PlannedPlayer['countries'],
    leagues: both(wantedLeagues, refusedLeagues, (name) => ({ name })) as PlannedPlayer['leagues'],
    teams: both(wantedTeams, refusedTeams, (name) => ({ name })) as PlannedPlayer['teams'],
  };
}

/**
 * The squad of a demo sport as of `today` (its dates are relative to that day): the same sport and
 * day always give the same players.
 */
export function planDemoSquad(sport: DemoSport, today: Date = new Date()): PlannedPlayer[] {
  const day = utcDay(today);
  const random = generator(`${sport}/squad`);
  const profiles = POSITION_PROFILES[sport];
  const pool = clubsOf(sport);
  const female = WOMEN_SPORTS.has(sport);
  const mainPositions = quotas(
    random,
    profiles.map((profile) => profile.share),
    SQUAD_SIZE,
  );
  const levels = quotasOf(random, LEVEL_QUOTAS);
  const statuses = quotasOf(random, STATUS_QUOTAS);
  const deals = quotasOf(random, DEAL_QUOTAS);
  const hidden = quotasOf(random, { yes: HIDDEN_PLAYERS, no: SQUAD_SIZE - HIDDEN_PLAYERS });
  // National team players are seldom without a club: at most one is a free agent.
  let starsWithoutClub = 0;
  statuses.forEach((status, index) => {
    if (status !== 'Free agent' || levels[index] !== 'National team' || starsWithoutClub++ === 0) return;
    const swap = statuses.findIndex((other, at) => other !== 'Free agent' && levels[at] !== 'National team');
    if (swap >= 0) [statuses[index], statuses[swap]] = [statuses[swap] as Status, status];
  });
  const used = new Set<string>();

  return mainPositions.map((profileIndex, index): PlannedPlayer => {
    const r = generator(`${sport}/player/${index}`);
    const profile = profiles[profileIndex] as PositionProfile;
    const level = levels[index] ?? 'Top league';
    const status = statuses[index] ?? 'Under contract';
    const nationCode = weighted<NationCode>(r, SQUAD_NATIONS[sport]);
    const nation = NATIONS[nationCode];

    const firstNames = female && 'women' in nation ? nation.women : nation.men;
    const lastNames = female && 'womenSurnames' in nation ? nation.womenSurnames : nation.surnames;
    let firstName = pick(r, firstNames);
    let lastName = pick(r, lastNames);
    for (
      let attempt = 0;
      attempt < 30 && (used.has(`${firstName} ${lastName}`) || FAMOUS_NAMES.has(`${firstName} ${lastName}`));
      attempt += 1
    ) {
      firstName = pick(r, firstNames);
      lastName = pick(r, lastNames);
    }
    used.add(`${firstName} ${lastName}`);

    const [youngest, oldest] = LEVEL_AGES[level];
    const age = Math.round((between(r, youngest, oldest) + between(r, youngest, oldest)) / 2);
    // Born some day in the year after the birthday that made them `age`, a week off either end.
    const dateOfBirth = isoDate(addDays(day, -Math.round(age * 365.25 + (0.03 + 0.94 * r()) * 365)));

    const club = status === 'Free agent' ? null : chooseClub(r, pool, level, nation.name, []);
    const top = pool.filter((other) => other.tier === 'top');
    const parent =
      status === 'On loan' && club ? chooseClub(r, top, 'Top league', club.country, [club.name]) : null;
    const previous = chooseClub(r, pool, level, nation.name, [club?.name ?? '', parent?.name ?? '']);
    const abroad = pick(r, FOREIGN_CLUBS[sport]);
    // A free agent's former club is where the last contract was; others may have come from abroad.
    const formerClub = status !== 'Free agent' && chance(r, 0.25) ? abroad : previous.name;
    const lastClub = club ?? previous;

    // Positions: the main one and, for some, a second (handball: a defensive one).
    const positionNames = [profile.position];
    if (profile.defensive && chance(r, 0.55)) positionNames.push(pick(r, profile.defensive));
    else if (!profile.defensive && profile.also.length > 0 && chance(r, 0.4))
      positionNames.push(pick(r, profile.also));

    // Body: taller players are heavier, within the position's ranges.
    const [minHeight, maxHeight] = profile.height;
    const [minWeight, maxWeight] = profile.weight;
    const height = Math.round((between(r, minHeight, maxHeight) + between(r, minHeight, maxHeight)) / 2);
    const build = minWeight + ((height - minHeight) / (maxHeight - minHeight)) * (maxWeight - minWeight);
    const weight = Math.min(maxWeight, Math.max(minWeight, Math.round(build) + between(r, -3, 3)));
    const [right, left, both] = profile.footing;
    const rightyLefty = weighted(r, { Right: right, Left: left, Both: both });

    // Money: mostly EUR, else the club country's currency or another of the sport's.
    const homeCurrency = CLUB_CURRENCY[lastClub.country] ?? 'EUR';
    const otherCurrency = pick(r, OTHER_CURRENCIES[sport]);
    const currency = weighted(r, {
      EUR: 58,
      [homeCurrency]: homeCurrency === 'EUR' ? 58 : 30,
      [otherCurrency]: 12,
    });
    const band = SALARY_BANDS[sport][level];
    const value = rate(currency);
    const nettoEur = logBetween(r, band.netto);
    const transferEur =
      logBetween(r, band.transfer) * (status === 'Contract expiring' ? 0.35 : 1) * (age >= 32 ? 0.4 : 1);
    const minSalaryNetto = roundMoney(nettoEur * value);
    const minSalaryBrutto = Math.max(
      roundMoney(nettoEur * (1.45 + 0.45 * r()) * value),
      roundMoney(minSalaryNetto * 1.3),
    );
    // Free agents cost no fee, nor do players worth less than a few thousand euros.
    const estTransfer = status === 'Free agent' || transferEur < 2_500 ? 0 : roundMoney(transferEur * value);

    const deal = deals[index] ?? 'none';
    const mandate = deal === 'Mandate';
    const prioritised = deal === 'PinsPlayer' || (mandate && chance(r, 0.5)) || chance(r, 0.1);
    const maritalStatus =
      age >= 23
        ? weighted(r, { Married: 45, Single: 40, unknown: 15 })
        : weighted(r, { Single: 70, unknown: 30 });
    const numberOfKids =
      maritalStatus === 'Married' ? weightedIndex(r, [30, 30, 28, 12]) : chance(r, 0.08) ? 1 : 0;
    const dual = chance(r, 0.06)
      ? pick(
          r,
          (Object.keys(SQUAD_NATIONS[sport]) as NationCode[]).filter((code) => code !== nationCode),
        )
      : null;

    const phone = phoneNumber(r, club?.country ?? nation.name);
    const agents = DEMO_AGENTS[sport];
    const agent1 = pick(r, agents);
    const coAgents = agents.filter((agent) => agent !== agent1);
    const profileSlug = ascii(`${firstName} ${lastName}`, '-');
    const season = lastSeason(sport, lastClub.country, day);
    const league = lastClub.league ?? LOWER_LEAGUES[sport][lastClub.country] ?? '';
    const traits = sample(r, profile.traits, 2).join(' ');

    const fields: PlayerFields = {
      firstName,
      lastName,
      email: `${ascii(firstName, '')}.${ascii(lastName, '')}${chance(r, 0.3) ? between(r, 1, 99) : ''}@${pick(r, nation.mailDomains)}`,
      phoneNumber: phone,
      whatsapp: chance(r, 0.5) ? phone : '',
      instagram: chance(r, 0.55)
        ? `@${ascii(firstName, '')}${pick(r, ['.', '_', ''])}${ascii(lastName, '')}`
        : '',
      agent1,
      agent2: coAgents.length > 0 && chance(r, 0.25) ? pick(r, coAgents) : '',
      description: `<p>${escapeHtml(traits)}</p><p>${escapeHtml(pick(r, PLANS[status]))}</p>`,
      mandate,
      pinsPriority: prioritised ? pick(r, PINS_BY_LEVEL[level]) : null,
      includeInApp: hidden[index] !== 'yes',
      contractType: deal === 'none' ? null : deal,
      transferMarket:
        sport === 'Football' && chance(r, 0.8)
          ? `${chance(r, 0.2) ? 'www.transfermarkt.de' : 'https://www.transfermarkt.com'}/${profileSlug}/profil/spieler/${between(r, 100_000, 999_999)}`
          : '',
      dateOfBirth,
      nationality: dual ? `${nation.name}||${NATIONS[dual].name}` : nation.name,
      maritalStatus: maritalStatus === 'unknown' ? null : maritalStatus,
      numberOfKids,
      rightyLefty,
      height,
      weight,
      eliteProspects:
        sport === 'Icehockey' && chance(r, 0.85)
          ? `${chance(r, 0.2) ? 'eliteprospects.com' : 'https://www.eliteprospects.com'}/player/${between(r, 10_000, 899_999)}/${profileSlug}`
          : '',
      minSalaryNetto,
      minSalaryBrutto,
      estTransfer,
      formerClub,
      statistics: statistics(r, sport, profile, level, league, season),
      internationalLevel: internationalLevel(r, sport, level, nation.name),
      playerReferences: references(r, firstName, club),
    };
    const context: ContractContext = {
      random: r,
      sport,
      today: day,
      club,
      parent,
      previous,
      status,
      level,
      currency,
      estTransfer,
      minSalaryNetto,
      agent: agent1,
    };
    const look = dual && NATIONS[dual].look === 'african' ? 'african' : nation.look;
    return {
      fields,
      female,
      clubName: club?.name ?? null,
      positions: positionNames,
      level,
      status,
      currency,
      ...preferences(r, sport, club),
      videos: videos(r, sport, profile.keeper === true, club, pool, season),
      contracts: [playerContract(context), repContract(context), otherContract(context)].flatMap(
        (deal) => deal ?? [],
      ),
      look: lookOf(r, look, female, age, club?.name ?? 'free agent'),
      createdDaysAgo: between(r, 1, HISTORY_DAYS),
    };
  });
}

// Writing ----------------------------------------------------------------------------------------

export interface DemoPlayersResult {
  players: number;
}

interface Keyed {
  id: string;
  nameSort: string;
}
const byKey = <T extends Keyed>(rows: T[]) => new Map(rows.map((row) => [row.nameSort, row]));

/** The sport's lookups, leagues, teams and clubs by sort key, as the database holds them now. */
async function sportCatalogue(executor: Db | Tx, tenantId: string) {
  const keyed = { id: positions.id, nameSort: positions.nameSort };
  const [positionRows, levelRows, statusRows, valutaRows, leagueRows, teamRows, clubRows] = await Promise.all(
    [
      executor.select(keyed).from(positions).where(eq(positions.tenantId, tenantId)),
      executor
        .select({ id: playerLevels.id, nameSort: playerLevels.nameSort })
        .from(playerLevels)
        .where(eq(playerLevels.tenantId, tenantId)),
      executor
        .select({ id: contractStatuses.id, nameSort: contractStatuses.nameSort })
        .from(contractStatuses)
        .where(eq(contractStatuses.tenantId, tenantId)),
      executor
        .select({ id: valutas.id, nameSort: valutas.nameSort })
        .from(valutas)
        .where(eq(valutas.tenantId, tenantId)),
      executor
        .select({ id: leagues.id, nameSort: leagues.nameSort })
        .from(leagues)
        .where(eq(leagues.tenantId, tenantId)),
      executor
        .select({ id: teams.id, nameSort: teams.nameSort })
        .from(teams)
        .where(eq(teams.tenantId, tenantId)),
      executor
        .select({ id: clubs.id, nameSort: clubs.nameSort, name: clubs.name })
        .from(clubs)
        .where(and(eq(clubs.tenantId, tenantId), isNull(clubs.deletedAt))),
    ],
  );
  // A player never gets "No need" (spec 2, section 5), nor the coach's position.
  const notForPlayers = new Set([sortKey(NO_NEED_POSITION), sortKey('Coach')]);
  return {
    positions: byKey(positionRows.filter((row) => !notForPlayers.has(row.nameSort))),
    levels: byKey(levelRows),
    statuses: byKey(statusRows),
    valutas: byKey(valutaRows),
    leagues: byKey(leagueRows),
    teams: byKey(teamRows),
    clubs: byKey(clubRows),
  };
}

/** The row named `name`, or the first by name when an administrator renamed or removed it. */
function idOf(rows: Map<string, Keyed>, name: string): string | null {
  const found = rows.get(sortKey(name));
  if (found) return found.id;
  const [first] = [...rows.values()].sort((a, b) => a.nameSort.localeCompare(b.nameSort));
  return first?.id ?? null;
}

/** Every row the players of a seed run need, per table. */
class PlayerRows {
  readonly contacts: (typeof contacts.$inferInsert)[] = [];
  readonly positions: (typeof playerPositions.$inferInsert)[] = [];
  readonly countries: (typeof playerCountries.$inferInsert)[] = [];
  readonly leagues: (typeof playerLeagues.$inferInsert)[] = [];
  readonly teams: (typeof playerTeams.$inferInsert)[] = [];
  readonly videos: (typeof videoInfos.$inferInsert)[] = [];
  readonly contracts: (typeof playerContracts.$inferInsert)[] = [];

  /** Adds a planned player's rows, its names resolved to the sport's ids. */
  add(
    player: PlannedPlayer,
    tenantId: string,
    catalogue: Awaited<ReturnType<typeof sportCatalogue>>,
    countryIds: ReadonlyMap<string, string>,
    createdAt: Date,
  ): void {
    const contactId = randomUUID();
    const club = player.clubName ? catalogue.clubs.get(sortKey(player.clubName)) : undefined;
    const { fields } = player;
    const valutaId = idOf(catalogue.valutas, player.currency);
    this.contacts.push({
      id: contactId,
      tenantId,
      isPlayer: true,
      clubId: club?.id ?? null,
      ...fields,
      ...contactKeys({ ...fields, role: '' }, club?.name),
      accountName: club?.name ?? '',
      picturePath: null,
      valutaId,
      playerLevelId: idOf(catalogue.levels, player.level),
      contractStatusId: idOf(catalogue.statuses, player.status),
      createdAt,
      updatedAt: createdAt,
    });
    const positionIds = new Set(
      player.positions.flatMap((position) => catalogue.positions.get(sortKey(position))?.id ?? []),
    );
    // A position renamed in the demo gives way to another: every player keeps at least one.
    const fallback = idOf(catalogue.positions, player.positions[0] ?? '');
    if (positionIds.size === 0 && fallback) positionIds.add(fallback);
    for (const positionId of positionIds) this.positions.push({ contactId, positionId });
    for (const { code, preference } of player.countries) {
      const countryId = countryIds.get(code);
      if (countryId) this.countries.push({ contactId, countryId, preference });
    }
    for (const { name, preference } of player.leagues) {
      const leagueId = catalogue.leagues.get(sortKey(name))?.id;
      if (leagueId) this.leagues.push({ contactId, leagueId, preference });
    }
    for (const { name, preference } of player.teams) {
      const teamId = catalogue.teams.get(sortKey(name))?.id;
      if (teamId) this.teams.push({ contactId, teamId, preference });
    }
    player.videos.forEach((video, ordinal) => {
      this.videos.push({ tenantId, contactId, ordinal, ...video, createdAt, updatedAt: createdAt });
    });
    for (const deal of player.contracts) {
      const buyOutValutaId = deal.buyOutAmount > 0 ? valutaId : null;
      this.contracts.push({ tenantId, contactId, ...deal, buyOutValutaId, createdAt, updatedAt: createdAt });
    }
  }

  /** Writes everything in one transaction: a player is never left without his or her lists. */
  async insert(executor: Db | Tx): Promise<void> {
    await executor.transaction(async (tx) => {
      await insertMany(tx, contacts, this.contacts);
      await insertMany(tx, playerPositions, this.positions);
      await insertMany(tx, playerCountries, this.countries);
      await insertMany(tx, playerLeagues, this.leagues);
      await insertMany(tx, playerTeams, this.teams);
      await insertMany(tx, videoInfos, this.videos);
      await insertMany(tx, playerContracts, this.contracts);
    });
  }
}

/** The demo sports that have no player yet (deleted ones count). */
async function sportsWithoutPlayers(executor: Db | Tx) {
  const sports = await executor
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.name, SPORTS));
  if (sports.length === 0) return [];
  const seeded = await executor
    .selectDistinct({ tenantId: contacts.tenantId })
    .from(contacts)
    .where(
      and(
        eq(contacts.isPlayer, true),
        inArray(
          contacts.tenantId,
          sports.map((sport) => sport.id),
        ),
      ),
    );
  const withPlayers = new Set(seeded.map((row) => row.tenantId));
  return sports.filter((sport) => !withPlayers.has(sport.id));
}

/**
 * Seeds the players of every demo sport that has none yet (deleted ones count), so that a second
 * start adds nothing and what people changed or removed stays. Call it after `seedDemoClubs`: the
 * players need the sports' lookups, teams and clubs (countries too, when seeded). Each portrait is
 * written while the next ones are drawn; if anything fails, the files written are removed again.
 */
export async function seedDemoPlayers(
  executor: Db | Tx,
  storage: Storage,
  today: Date = new Date(),
): Promise<DemoPlayersResult> {
  const todo = await sportsWithoutPlayers(executor);
  if (todo.length === 0) return { players: 0 };
  const countryRows = await executor.select({ id: countries.id, code: countries.code }).from(countries);
  const countryIds = new Map(countryRows.map((row) => [row.code, row.id]));
  const midnight = utcDay(today).getTime();
  const rows = new PlayerRows();
  const saves: Promise<string>[] = [];
  try {
    for (const { id: tenantId, name } of todo) {
      const sport = name as DemoSport;
      const catalogue = await sportCatalogue(executor, tenantId);
      if (catalogue.positions.size === 0) continue;
      for (const player of planDemoSquad(sport, today)) {
        // Created in office hours some day of the demo's history, and not changed since.
        const createdAt = new Date(midnight - player.createdDaysAgo * DAY_MS + 9 * 60 * 60 * 1000);
        rows.add(player, tenantId, catalogue, countryIds, createdAt);
        const { firstName, lastName } = player.fields;
        const save = storage.save(
          PICTURE_FOLDER,
          drawPortrait(`${sport}/${firstName} ${lastName}`, player.look),
          'png',
        );
        // Handled at once, so that a failed write waits for the cleanup below instead of ending the process.
        save.catch(() => undefined);
        saves.push(save);
      }
    }
    const paths = await Promise.all(saves);
    rows.contacts.forEach((row, index) => {
      row.picturePath = paths[index] ?? null;
    });
    await rows.insert(executor);
  } catch (error) {
    const written = await Promise.allSettled(saves);
    await Promise.all(
      written.map((result) =>
        result.status === 'fulfilled' ? storage.remove(result.value).catch(() => undefined) : undefined,
      ),
    );
    throw error;
  }
  return { players: rows.contacts.length };
}
