import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sortKey } from '@transferdesk/shared';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clubs, contacts, leagues, teams, tenants } from '../db/schema/index.ts';
import { openSeedTestDatabase, type SeedTestDatabase } from '../test/catalogue-helpers.ts';
import { seedDemo } from './demo.ts';
import { seedDemoClubs } from './demo-clubs.ts';

describe('the demo clubs and contacts (D5)', () => {
  let test: SeedTestDatabase;
  beforeEach(async () => {
    test = await openSeedTestDatabase('transferdesk-seed-');
  });
  afterEach(async () => {
    await test.dispose();
  });

  async function perSport() {
    const { db } = test.database;
    const sports = await db.select({ id: tenants.id, name: tenants.name }).from(tenants);
    const result: Record<string, { clubs: number; withLogo: number; contacts: number }> = {};
    for (const sport of sports) {
      const [clubRows] = await db.select({ n: count() }).from(clubs).where(eq(clubs.tenantId, sport.id));
      const [logoRows] = await db
        .select({ n: count() })
        .from(clubs)
        .where(and(eq(clubs.tenantId, sport.id), isNotNull(clubs.logoPath)));
      const [contactRows] = await db
        .select({ n: count() })
        .from(contacts)
        .where(
          and(eq(contacts.tenantId, sport.id), eq(contacts.isPlayer, false), isNull(contacts.deletedAt)),
        );
      result[sport.name] = {
        clubs: clubRows?.n ?? 0,
        withLogo: logoRows?.n ?? 0,
        contacts: contactRows?.n ?? 0,
      };
    }
    return result;
  }

  it('gives every sport 40+ clubs with drawn logos and 150+ contacts, once', async () => {
    const { db } = test.database;
    await seedDemo(db, { password: 'seed-test-password', storage: test.storage });
    const first = await perSport();
    expect(Object.keys(first).sort()).toEqual([
      'Football',
      'Handball - Men',
      'Handball - Women',
      'Icehockey',
    ]);
    for (const [name, counts] of Object.entries(first)) {
      expect(counts.clubs, name).toBeGreaterThanOrEqual(40);
      expect(counts.withLogo, name).toBe(counts.clubs);
      expect(counts.contacts, name).toBeGreaterThanOrEqual(150);
    }
    const [club] = await db.select().from(clubs).where(eq(clubs.name, 'Herning Blue Fox'));
    expect(club).toMatchObject({ city: 'Herning', url: 'https://www.herningbluefox.dk' });
    const logo = await readFile(path.join(test.uploads, (club?.logoPath ?? '').replace(/^resources\//, '')));
    expect((await fileTypeFromBuffer(logo))?.mime).toBe('image/png');
    const [coach] = await db
      .select()
      .from(contacts)
      .where(and(eq(contacts.clubId, club?.id ?? ''), eq(contacts.role, 'Head Coach')));
    expect(coach).toMatchObject({ jobTitle: 'Cheftræner', nationality: 'Denmark' });
    expect(coach?.phoneNumber).toMatch(/^\+45 \d{2} \d{2} \d{2} \d{2}$/);
    expect(coach?.email).toMatch(/^[a-z]+\.[a-z]+@herningbluefox\.dk$/);

    // A second start adds nothing, also after a club was deleted and another renamed.
    await db.update(clubs).set({ deletedAt: new Date() }).where(eq(clubs.name, 'Aalborg Pirates'));
    await db
      .update(clubs)
      .set({ name: 'Renamed', nameSort: 'renamed' })
      .where(eq(clubs.name, 'Odense Bulldogs'));
    expect(await seedDemoClubs(db, test.storage)).toEqual({ clubs: 0, contacts: 0 });
    expect(await perSport()).toEqual(first);
  });

  it('links each club to the catalogue team of its name', async () => {
    const { db } = test.database;
    // The sports and their catalogue first, as at a start; the team is added if the catalogue has none.
    await seedDemo(db, { password: 'seed-test-password' });
    const [football] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, 'Football'));
    const tenantId = football?.id ?? '';
    let [team] = await db
      .select({ id: teams.id })
      .from(teams)
      .where(eq(teams.nameSort, sortKey('FC København')));
    if (!team) {
      const [league] = await db
        .insert(leagues)
        .values({ tenantId, name: 'Superliga', nameSort: 'superliga', countryName: 'Denmark' })
        .returning({ id: leagues.id });
      [team] = await db
        .insert(teams)
        .values({
          tenantId,
          name: 'FC København',
          nameSort: sortKey('FC København'),
          leagueId: league?.id ?? '',
        })
        .returning({ id: teams.id });
    }
    const result = await seedDemoClubs(db, test.storage);
    expect(result.clubs).toBeGreaterThanOrEqual(160);
    const [club] = await db.select().from(clubs).where(eq(clubs.name, 'FC København'));
    expect(club?.teamId).toBe(team?.id);
    const [lower] = await db.select().from(clubs).where(eq(clubs.name, 'Hobro IK'));
    expect(lower).toMatchObject({ teamId: null, city: 'Hobro' });
    await access(path.join(test.uploads, 'clubs'));
  });
});
