import {
  DEFAULT_CURRENCY,
  HANDBALL_DEFENSIVE_POSITIONS,
  HANDBALL_OFFENSIVE_POSITIONS,
  NO_NEED_POSITION,
  type PositionCategory,
  sortKey,
} from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import isoCountries from 'i18n-iso-countries';
import type { Db } from '../client.ts';
import { contractStatuses, countries, playerLevels, positions, valutas } from '../schema/index.ts';

/**
 * Reference data every install needs (ADR 004): the ISO 3166 countries, shared by all sports, and
 * the default lookups a sport gets when it is created, so that its forms work at once.
 */

/**
 * Every ISO 3166-1 country with its official English name, keyed by the alpha-2 code. Runs at every
 * start, also without the demo: a package update that renames a country reaches existing installs,
 * and rows whose name is unchanged are not touched.
 */
export async function seedCountries(db: Db): Promise<number> {
  const names = isoCountries.getNames('en', { select: 'official' });
  const rows = Object.entries(names).map(([code, name]) => ({ code, name, nameSort: sortKey(name) }));
  const written = await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.code,
      set: { name: sql`excluded.name`, nameSort: sql`excluded.name_sort`, updatedAt: new Date() },
      setWhere: sql`${countries.name} is distinct from excluded.name`,
    })
    .returning({ id: countries.id });
  return written.length;
}

/** Which position list a sport gets; inferred from its name (see `sportKindOf`). */
export type SportKind = 'football' | 'handball' | 'icehockey';

/**
 * The position list of a sport, told from its name ("Handball - Women" → handball), so that a new
 * sport an administrator calls "Handball U19" starts with handball's positions. Unknown sports get
 * only "No need" and their TenantAdmins add their own later.
 */
export function sportKindOf(sportName: string | undefined): SportKind | undefined {
  const key = sortKey(sportName ?? '');
  if (key.includes('handball') || key.includes('handbold') || key.includes('handboll')) return 'handball';
  if (key.includes('hockey')) return 'icehockey';
  if (
    key.includes('football') ||
    key.includes('soccer') ||
    key.includes('fodbold') ||
    key.includes('fotball')
  ) {
    return 'football';
  }
  return undefined;
}

const FOOTBALL_POSITIONS = [
  'Goalkeeper',
  'Right back',
  'Centre back',
  'Left back',
  'Defensive midfielder',
  'Central midfielder',
  'Attacking midfielder',
  'Right winger',
  'Left winger',
  'Striker',
  'Coach',
  NO_NEED_POSITION,
] as const;

const ICEHOCKEY_POSITIONS = [
  'Goaltender',
  'Left defense',
  'Right defense',
  'Center',
  'Left wing',
  'Right wing',
  'Coach',
  NO_NEED_POSITION,
] as const;

const PLAYER_LEVELS = [
  'National team',
  'International',
  'Top league',
  'Second tier',
  'Lower leagues',
  'Youth talent',
] as const;

const CONTRACT_STATUSES = [
  'Under contract',
  'Contract expiring',
  'Option to extend',
  'On loan',
  'Free agent',
] as const;

/**
 * Price of 1 EUR in the currencies these agencies pay and are paid in (ECB reference rates of late
 * 2025, rounded); TenantAdmins keep them current on the currencies page.
 */
export const DEFAULT_CURRENCIES: readonly { name: string; value: number }[] = [
  { name: DEFAULT_CURRENCY, value: 1 },
  { name: 'DKK', value: 7.46 },
  { name: 'SEK', value: 10.95 },
  { name: 'NOK', value: 11.7 },
  { name: 'GBP', value: 0.87 },
  { name: 'USD', value: 1.16 },
  { name: 'CHF', value: 0.93 },
  { name: 'PLN', value: 4.24 },
];

function positionsOf(kind: SportKind | undefined): { name: string; category: PositionCategory | null }[] {
  switch (kind) {
    case 'handball':
      return [
        ...HANDBALL_OFFENSIVE_POSITIONS.map((name) => ({ name, category: 'offensive' as const })),
        ...HANDBALL_DEFENSIVE_POSITIONS.map((name) => ({ name, category: 'defensive' as const })),
      ];
    case 'football':
      return FOOTBALL_POSITIONS.map((name) => ({ name, category: null }));
    case 'icehockey':
      return ICEHOCKEY_POSITIONS.map((name) => ({ name, category: null }));
    default:
      return [{ name: NO_NEED_POSITION, category: null }];
  }
}

const named = (tenantId: string, name: string) => ({ tenantId, name, nameSort: sortKey(name) });

/** A sport's default lookup rows, ready to insert (shared by one new sport and the demo's four). */
export function defaultLookupRows(tenantId: string, sportName?: string) {
  return {
    positions: positionsOf(sportKindOf(sportName)).map((position) => ({
      ...named(tenantId, position.name),
      category: position.category,
    })),
    playerLevels: PLAYER_LEVELS.map((name) => named(tenantId, name)),
    contractStatuses: CONTRACT_STATUSES.map((name) => named(tenantId, name)),
    valutas: DEFAULT_CURRENCIES.map((currency) => ({
      ...named(tenantId, currency.name),
      value: currency.value,
    })),
  };
}

type LookupRows = ReturnType<typeof defaultLookupRows>;

/**
 * Inserts lookup rows of one or more sports; rows whose name the sport already has are skipped
 * (unique per sport and sort key), so nothing an administrator changed is overwritten.
 */
export async function insertLookupRows(db: Db, sets: LookupRows[]): Promise<void> {
  const all = <K extends keyof LookupRows>(key: K) => sets.flatMap((set) => set[key]) as LookupRows[K];
  const positionRows = all('positions');
  const levelRows = all('playerLevels');
  const statusRows = all('contractStatuses');
  const valutaRows = all('valutas');
  if (positionRows.length > 0) await db.insert(positions).values(positionRows).onConflictDoNothing();
  if (levelRows.length > 0) await db.insert(playerLevels).values(levelRows).onConflictDoNothing();
  if (statusRows.length > 0) await db.insert(contractStatuses).values(statusRows).onConflictDoNothing();
  if (valutaRows.length > 0) await db.insert(valutas).values(valutaRows).onConflictDoNothing();
}

/**
 * A sport's default lookups (ADR 004): positions with "No need" (handball split into offensive and
 * defensive as spec 2 section 9 names them), player levels, contract statuses and the currencies
 * with EUR = 1. Idempotent. Pass the transaction that creates the sport, so a sport never exists
 * without them. `sportName` picks the position list (`sportKindOf`).
 */
export async function seedTenantDefaults(db: Db, tenantId: string, sportName?: string): Promise<void> {
  await insertLookupRows(db, [defaultLookupRows(tenantId, sportName)]);
}
