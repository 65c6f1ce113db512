import { randomUUID } from 'node:crypto';
import { sortKey } from '@transferdesk/shared';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { clubs, contacts, teams, tenants } from '../db/schema/index.ts';
import { contactKeys } from '../lib/contact-keys.ts';
import { clubSearchKey } from '../lib/search-keys.ts';
import type { Storage } from '../lib/storage.ts';
import { drawCrest } from './crest.ts';
import {
  COUNTRY_STYLES,
  type CountryStyle,
  DEMO_COUNTRIES,
  DEMO_JOBS,
  DEMO_LOWER_CLUBS,
  type DemoCountry,
} from './demo-people-data.ts';
import { DEMO_TEAMS, type DemoSport } from './demo-sports-data.ts';
import { insertMany } from './insert-many.ts';
import { generator } from './random.ts';

/**
 * The demo's clubs and contacts (D5): per sport one club for every catalogue team (matched by name)
 * plus lower-division clubs without a team, each with a crest drawn at seed time (no network), and
 * 3-5 staff contacts per club with names, phone numbers and job titles of the club's country.
 * Everything follows from the names, so every install shows the same demo.
 */

const SPORTS = Object.keys(DEMO_TEAMS) as DemoSport[];
const LOGO_FOLDER = 'clubs';
/** How far back the demo's records were "created", so that sorting by date means something. */
const HISTORY_DAYS = 420;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DemoClubsResult {
  clubs: number;
  contacts: number;
}

interface ClubSpec {
  name: string;
  city: string;
  country: DemoCountry;
  teamId: string | null;
  league: string | null;
}

const between = (random: () => number, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));
const pick = <T>(random: () => number, list: readonly T[]): T => {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('Nothing to pick from');
  return item;
};
const digits = (random: () => number, length: number) =>
  Array.from({ length }, () => String(between(random, 0, 9))).join('');

/** Letters and digits only, accents folded: for e-mail addresses, domains and handles. */
const slug = (text: string) => sortKey(text).replace(/[^a-z0-9]+/g, '');

const countryOf = (name: string): DemoCountry =>
  DEMO_COUNTRIES.find((country) => country === name) ?? 'Denmark';

function phoneNumber(random: () => number, style: CountryStyle): string {
  const { prefix, groups, leading } = style.phone;
  const start = pick(random, leading);
  const total = groups.reduce((sum, group) => sum + group, 0);
  const number = start + digits(random, total - start.length);
  const parts: string[] = [];
  let offset = 0;
  for (const group of groups) {
    parts.push(number.slice(offset, offset + group));
    offset += group;
  }
  return `${prefix} ${parts.join(' ')}`;
}

function postcode(random: () => number, country: DemoCountry): string {
  if (country === 'Sweden') return `${between(random, 100, 985)} ${digits(random, 2)}`;
  if (country === 'Germany') return String(between(random, 10000, 99999));
  return String(between(random, 1000, 9990));
}

/** Created some day in the last HISTORY_DAYS, and not changed since. */
function created(random: () => number, now: number) {
  const createdAt = new Date(now - between(random, 1, HISTORY_DAYS) * DAY_MS);
  return { createdAt, updatedAt: createdAt };
}

function clubRow(sport: DemoSport, spec: ClubSpec, tenantId: string, logoPath: string | null, now: number) {
  const random = generator(`${sport}/${spec.name}/club`);
  const style = COUNTRY_STYLES[spec.country];
  const site = `${slug(spec.name)}.${style.domain}`;
  const handle = `@${slug(spec.name)}`;
  return {
    tenantId,
    name: spec.name,
    nameSort: sortKey(spec.name),
    searchKey: clubSearchKey(spec),
    teamId: spec.teamId,
    logoPath,
    description: spec.league
      ? `${spec.name} from ${spec.city}, ${spec.country}, plays in the ${spec.league}.`
      : `Lower-division club from ${spec.city}, ${spec.country}; a source of young talent.`,
    owner: `${spec.name} ${style.companySuffix}`,
    city: spec.city,
    address1: `${pick(random, style.streets)} ${between(random, 1, 120)}`,
    address2: `${postcode(random, spec.country)} ${spec.city}`,
    annualRevenue: `${style.currency} ${between(random, spec.league ? 20 : 3, spec.league ? 400 : 19)} million`,
    industry: 'Professional sports',
    email: `info@${site}`,
    fax: '',
    twitter: handle,
    instagram: handle,
    url: `https://www.${site}`,
    ...created(random, now),
  };
}

function contactRows(
  sport: DemoSport,
  spec: ClubSpec,
  clubIndex: number,
  tenantId: string,
  clubId: string,
  now: number,
) {
  const random = generator(`${sport}/${spec.name}/people`);
  const style = COUNTRY_STYLES[spec.country];
  const domain = `${slug(spec.name)}.${style.domain}`;
  // 3, 4 or 5 people per club: the first jobs (head coach, director …) at every club.
  const jobs = DEMO_JOBS[sport].slice(0, 3 + (clubIndex % 3));
  return jobs.map((job) => {
    const firstName = pick(random, style.firstNames);
    const lastName = pick(random, style.lastNames);
    const email = `${slug(firstName)}.${slug(lastName)}@${domain}`;
    const phone = phoneNumber(random, style);
    const measured = random() < 0.7;
    const since = between(random, 2012, 2025);
    return {
      tenantId,
      isPlayer: false,
      clubId,
      firstName,
      lastName,
      ...contactKeys({ firstName, lastName, email, role: job.role }, spec.name),
      email,
      phoneNumber: phone,
      whatsapp: random() < 0.5 ? phone : '',
      accountName: spec.name,
      jobTitle: job.titles[spec.country],
      role: job.role,
      instagram: random() < 0.3 ? `@${slug(firstName)}${slug(lastName)}` : '',
      description: `<p>${job.role} at ${spec.name} since ${since}.</p>`,
      nationality: spec.country,
      dateOfBirth: `${between(random, 1958, 1992)}-${String(between(random, 1, 12)).padStart(2, '0')}-${String(between(random, 1, 28)).padStart(2, '0')}`,
      height: measured ? between(random, 166, 198) : 0,
      weight: measured ? between(random, 62, 104) : 0,
      ...created(random, now),
    };
  });
}

/**
 * Seeds the clubs and contacts of every demo sport that has no club yet (deleted ones count), so a
 * second start adds nothing and what people changed or removed in the demo stays as it is. Pass
 * `tx` when called inside a transaction (PGlite has one connection, which the transaction holds).
 * Crests are written before the rows; if the rows cannot be written, the files are removed again.
 */
export async function seedDemoClubs(executor: Db | Tx, storage: Storage): Promise<DemoClubsResult> {
  const sports = await executor
    .select({ id: tenants.id, name: tenants.name })
    .from(tenants)
    .where(inArray(tenants.name, SPORTS));
  if (sports.length === 0) return { clubs: 0, contacts: 0 };
  const seeded = await executor
    .select({ tenantId: clubs.tenantId, clubs: count() })
    .from(clubs)
    .where(
      inArray(
        clubs.tenantId,
        sports.map((sport) => sport.id),
      ),
    )
    .groupBy(clubs.tenantId);
  const withClubs = new Set(seeded.map((row) => row.tenantId));
  const now = Date.now();
  const result: DemoClubsResult = { clubs: 0, contacts: 0 };

  for (const { id: tenantId, name } of sports) {
    const sport = name as DemoSport;
    if (withClubs.has(tenantId)) continue;
    // Teams come from the catalogue seed; a club whose team is missing is seeded without one.
    const sportTeams = await executor
      .select({ id: teams.id, nameSort: teams.nameSort })
      .from(teams)
      .where(eq(teams.tenantId, tenantId));
    const teamIds = new Map(sportTeams.map((team) => [team.nameSort, team.id]));
    const specs: ClubSpec[] = [
      ...DEMO_TEAMS[sport].map((team) => ({
        name: team.name,
        city: team.city,
        country: countryOf(team.countryName),
        teamId: teamIds.get(sortKey(team.name)) ?? null,
        league: team.league,
      })),
      ...DEMO_LOWER_CLUBS[sport].map((club) => ({
        name: club.name,
        city: club.city,
        country: club.countryName,
        teamId: null,
        league: null,
      })),
    ];

    const logos = await Promise.all(
      specs.map((spec) => storage.save(LOGO_FOLDER, drawCrest(`${sport}/${spec.name}`), 'png')),
    );
    try {
      const clubRows = specs.map((spec, index) => ({
        id: randomUUID(),
        ...clubRow(sport, spec, tenantId, logos[index] ?? null, now),
      }));
      const people = clubRows.flatMap((club, index) => {
        const spec = specs[index];
        return spec ? contactRows(sport, spec, index, tenantId, club.id, now) : [];
      });
      await insertMany(executor, clubs, clubRows);
      await insertMany(executor, contacts, people);
      result.clubs += clubRows.length;
      result.contacts += people.length;
    } catch (error) {
      await Promise.all(logos.map((logo) => storage.remove(logo).catch(() => undefined)));
      throw error;
    }
  }
  return result;
}
