import type { Level, Status } from './demo-players-data.ts';
import type { DemoSport } from './demo-sports-data.ts';

/**
 * What the demo's requirements (issue 12) are made of: which players a club of each tier looks
 * for, how the levels and contract statuses it asks for hang together, and the words its
 * descriptions are written with. demo-requirements.ts puts them together.
 */

/** Where a club plays: a top-flight team, a second-tier team, or a lower club without a team. */
export type ClubTier = 'top' | 'second' | 'lower';

/** Per sport: how many requirements each window gets, and how many of them register no need. */
export const WINDOW_PLAN = {
  last: { needs: 4, noNeeds: 1 },
  open: { needs: 7, noNeeds: 2 },
  next: { needs: 4, noNeeds: 1 },
} as const;
export type WindowKey = keyof typeof WINDOW_PLAN;

/** The fewest candidates matching finds for any requirement that is not a no-need (issue 13). */
export const FEWEST_CANDIDATES = 3;
/** Requirements per sport whose budget sits right at the demands of the three cheapest who fit. */
export const TIGHT_REQUIREMENTS = 2;
/** The most candidates a tight requirement finds. */
export const TIGHT_MOST_CANDIDATES = 4;
/** Requirements per sport that cast a wide net: two positions, neighbouring levels, a roomy budget. */
export const BROAD_REQUIREMENTS = 3;
/** The fewest candidates a broad requirement is planned to find. */
export const BROAD_CANDIDATES = 8;
/** Share of the requirements that are not tight with advanced criteria. */
export const ADVANCED_SHARE = 0.4;
/** Criteria an advanced requirement sets (in turns, so that every criterion shows up in a sport). */
export const ADVANCED_CRITERIA = 2;
/** The fewest candidates any other requirement is planned to find. */
export const MIN_CANDIDATES = 4;

/** The levels of the players a club of a tier goes after (the requirement's first level is one of them). */
export const TIER_LEVELS: Record<ClubTier, readonly Level[]> = {
  top: ['National team', 'International', 'Top league', 'Top league', 'Youth talent'],
  second: ['International', 'Top league', 'Second tier', 'Second tier', 'Youth talent'],
  lower: ['Second tier', 'Lower leagues', 'Lower leagues', 'Youth talent'],
};

/** Levels a club looking for one level would also take, the closest first. */
export const RELATED_LEVELS: Record<Level, readonly Level[]> = {
  'National team': ['International', 'Top league'],
  International: ['National team', 'Top league'],
  'Top league': ['International', 'Second tier', 'Youth talent'],
  'Second tier': ['Top league', 'Lower leagues', 'Youth talent'],
  'Lower leagues': ['Second tier', 'Youth talent'],
  'Youth talent': ['Second tier', 'Top league', 'Lower leagues'],
};

/** How often clubs add a contract status besides the one of the player they have in mind. */
export const EXTRA_STATUS_WEIGHTS: Record<Status, number> = {
  'Free agent': 30,
  'Contract expiring': 30,
  'Option to extend': 15,
  'Under contract': 15,
  'On loan': 10,
};

/** Positions as a sentence names them, where lower case is not enough. */
export const POSITION_WORDS: Record<DemoSport, Record<string, string>> = {
  Football: {},
  'Handball - Men': {
    'Defense wing': 'defensive wing',
    'Defense back': 'defensive back',
    'Defense central': 'central defender',
    'Defense specialist': 'defence specialist',
  },
  'Handball - Women': {
    'Defense wing': 'defensive wing',
    'Defense back': 'defensive back',
    'Defense central': 'central defender',
    'Defense specialist': 'defence specialist',
  },
  Icehockey: {
    'Left defense': 'left-side defenseman',
    'Right defense': 'right-side defenseman',
    Center: 'centre',
  },
};

/** How a description says which side a player favours. */
export const FOOTING_WORDS: Record<DemoSport, { Left: string; Right: string }> = {
  Football: { Left: 'Must be left-footed.', Right: 'Must be right-footed.' },
  'Handball - Men': { Left: 'Must be left-handed.', Right: 'Must be right-handed.' },
  'Handball - Women': { Left: 'Must be left-handed.', Right: 'Must be right-handed.' },
  Icehockey: { Left: 'Must shoot left.', Right: 'Must shoot right.' },
};

/**
 * First paragraphs by the kind of player wanted: `{pos}` is the position, `{aPos}` the same with its
 * article, `{league}` the club's league.
 */
export const OPENINGS: Record<'senior' | 'squad' | 'young', readonly string[]> = {
  senior: [
    'Looking for an experienced {pos} to replace our captain, who retires after the season.',
    'Our first-choice {pos} has been sold abroad; we need a replacement who can start at once.',
    'We want a proven {pos} who raises the level of the squad and can play in Europe.',
    'Looking for an established {pos} with international experience to lead a young group.',
    'We need {aPos} who can make a difference in {league} from the first match.',
  ],
  squad: [
    'Looking for a reliable {pos} to compete for a starting place.',
    'We need a hard-working {pos} as cover; our starter is out with a long-term injury.',
    'Searching for a versatile {pos} who fits a tight wage structure.',
    'Looking for a physically strong {pos} for the fight at the bottom of {league}.',
    'Our {pos} moves home at the end of the season; we want a replacement who knows the division.',
  ],
  young: [
    'Looking for a young {pos} with the potential to become a starter within two seasons.',
    'Searching for a talented {pos} for our development squad, with first-team training every day.',
    'We want a hungry young {pos}; the coach gives young players real minutes.',
  ],
};

/** Closing notes, one per description. */
export const NOTES: readonly string[] = [
  'Housing and a car are part of the package.',
  'The club helps the family with school and work.',
  'The coach wants to meet the player before the club makes an offer.',
  'A medical and a trial week before signing.',
  'Salary is negotiable for the right profile.',
  'Send video of full matches, not only highlights.',
  'The club pays the agent fee on top of the budget.',
];
export const TIGHT_NOTE = 'The budget is fixed; the board will not go above it.';
export const LOAN_NOTE = 'A loan until the end of the season also works.';
export const FREE_NOTE = 'Ideally a free agent or a player whose contract runs out this window.';

/** What clubs that register no need write. */
export const NO_NEED_TEXTS: readonly string[] = [
  '<p>Squad complete for the season.</p>',
  '<p>Squad complete for the season. We will look again before the next window.</p>',
  '<p>No signings planned: the coach trusts the current squad and the academy players.</p>',
  '<p>Budget frozen until the new sponsorship deal is signed; no need this window.</p>',
  '<p>All positions covered; two academy players are promoted to the first team.</p>',
];

/** Contacts a club sends its requirements through, the likeliest first. */
export const REQUIREMENT_ROLES: readonly string[] = [
  'Sports Director',
  'General Manager',
  'Head Coach',
  'Chief Scout',
  'Scout',
];
