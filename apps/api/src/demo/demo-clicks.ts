import { and, asc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { clubs, contacts, playerClicks, tenants } from '../db/schema/index.ts';
import { DEMO_TEAMS, type DemoSport } from './demo-sports-data.ts';
import { insertMany } from './insert-many.ts';
import { generator, type Random } from './random.ts';

/**
 * The demo's clicks (issue 14): per sport a handful of club contacts opened the public pages of
 * players sent to them (D15), some several times, over the last two months, so that "Who Clicked On
 * You" has something to show. Only players with a public page and contacts of the same sport; a few
 * sought-after players are clicked by several clubs. The plan follows from the sport's name and the
 * rows read in name order (a seeded generator, no Math.random).
 */

const SPORTS = Object.keys(DEMO_TEAMS) as DemoSport[];
const DAY_MS = 24 * 60 * 60 * 1000;
/** Club contacts who clicked, per sport. */
const CLICKING_CONTACTS = 6;
/** Players most clubs looked at, per sport; each contact also opens one other page now and then. */
const SOUGHT_AFTER_PLAYERS = 8;
/** How far back the clicks go. */
const HISTORY_DAYS = 60;

const between = (random: Random, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

export interface DemoClicksResult {
  clicks: number;
}

/** A sport's club contacts and its players with a public page, in name order. */
async function readSport(executor: Db | Tx, tenantId: string) {
  const clubContacts = await executor
    .select({ id: contacts.id })
    .from(contacts)
    .innerJoin(clubs, and(eq(clubs.id, contacts.clubId), isNull(clubs.deletedAt)))
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        eq(contacts.isPlayer, false),
        isNotNull(contacts.clubId),
        isNull(contacts.deletedAt),
      ),
    )
    .orderBy(asc(contacts.nameSort), asc(contacts.email), asc(contacts.id));
  // The conditions of the public page (loadPublicPlayer): only those pages can be opened.
  const players = await executor
    .select({ id: contacts.id })
    .from(contacts)
    .where(
      and(
        eq(contacts.tenantId, tenantId),
        eq(contacts.isPlayer, true),
        eq(contacts.includeInApp, true),
        isNull(contacts.deletedAt),
      ),
    )
    .orderBy(asc(contacts.nameSort), asc(contacts.dateOfBirth), asc(contacts.id));
  return { contactIds: clubContacts.map((row) => row.id), playerIds: players.map((row) => row.id) };
}

/** The clicks of one sport: which contact opened which player's page, and when. */
export function planDemoClicks(
  sport: string,
  contactIds: readonly string[],
  playerIds: readonly string[],
  today: Date,
): { contactId: string; playerId: string; clickedAt: Date }[] {
  const random = generator(`clicks ${sport}`);
  const soughtAfter = shuffled(random, playerIds).slice(0, SOUGHT_AFTER_PLAYERS);
  const clickers = shuffled(random, contactIds).slice(0, CLICKING_CONTACTS);
  const clicks: { contactId: string; playerId: string; clickedAt: Date }[] = [];
  for (const contactId of clickers) {
    const opened = shuffled(random, soughtAfter).slice(0, between(random, 2, 5));
    const other = playerIds[Math.floor(random() * playerIds.length)];
    if (other && !opened.includes(other) && random() < 0.6) opened.push(other);
    for (const playerId of opened) {
      // Mostly once; a page a club liked is opened again on later days.
      const times = random() < 0.5 ? 1 : between(random, 2, 4);
      const firstDay = between(random, 0, HISTORY_DAYS);
      for (let visit = 0; visit < times; visit += 1) {
        const daysAgo = Math.max(0, firstDay - visit * between(random, 1, 7));
        const minutes = between(random, 8 * 60, 19 * 60);
        clicks.push({
          contactId,
          playerId,
          clickedAt: new Date(today.getTime() - daysAgo * DAY_MS - DAY_MS + minutes * 60 * 1000),
        });
      }
    }
  }
  return clicks;
}

/**
 * Seeds the clicks of every demo sport that has none yet, so that a second start adds nothing and
 * what people did stays. Call it after `seedDemoPlayers` (and the clubs and contacts before it).
 */
export async function seedDemoClicks(executor: Db | Tx, today: Date = new Date()): Promise<DemoClicksResult> {
  const sports = await executor
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.name, SPORTS))
    .orderBy(tenants.name);
  if (sports.length === 0) return { clicks: 0 };
  const seeded = await executor
    .selectDistinct({ tenantId: playerClicks.tenantId })
    .from(playerClicks)
    .where(
      inArray(
        playerClicks.tenantId,
        sports.map((sport) => sport.id),
      ),
    );
  const withClicks = new Set(seeded.map((row) => row.tenantId));
  const rows: (typeof playerClicks.$inferInsert)[] = [];
  for (const sport of sports.filter((candidate) => !withClicks.has(candidate.id))) {
    const { contactIds, playerIds } = await readSport(executor, sport.id);
    for (const click of planDemoClicks(sport.name, contactIds, playerIds, today)) {
      rows.push({ tenantId: sport.id, ...click });
    }
  }
  await insertMany(executor, playerClicks, rows);
  return { clicks: rows.length };
}
