import { type Role, sortKey } from '@transferdesk/shared';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { features, tenantFeatures, tenants, userRoles, users, userTenants } from '../db/schema/index.ts';
import { hashPassword } from '../lib/passwords.ts';
import { userKeys } from '../lib/search-keys.ts';
import type { Storage } from '../lib/storage.ts';
import { seedDemoAgreements } from './demo-agreements.ts';
import { seedDemoCatalogue } from './demo-catalogue.ts';
import { seedDemoClicks } from './demo-clicks.ts';
import { seedDemoClubs } from './demo-clubs.ts';
import { seedDemoCvTemplate } from './demo-cv-template.ts';
import { seedDemoHistory } from './demo-history.ts';
import { seedDemoNews } from './demo-news.ts';
import { seedDemoPitches } from './demo-pitches.ts';
import { seedDemoPlayers } from './demo-players.ts';
import { seedDemoRequirements } from './demo-requirements.ts';

/** D5: the four sports, in the order of their CRM campaigns. */
const DEMO_TENANTS = [
  { name: 'Football', activeCampaignId: 1 },
  { name: 'Handball - Men', activeCampaignId: 2 },
  { name: 'Handball - Women', activeCampaignId: 3 },
  { name: 'Icehockey', activeCampaignId: 4 },
] as const;

const DEMO_FEATURES = ['news', 'sport', 'offlineChanges', 'Feature1'] as const;

/** D5: every sport starts with the tenant feature `sport`. */
const TENANT_FEATURE = 'sport';

type DemoTenantName = (typeof DEMO_TENANTS)[number]['name'];

export interface DemoAccount {
  email: string;
  name: string;
  surname: string;
  role: Role;
  tenants: readonly DemoTenantName[];
  /** How the start-up banner describes the account. */
  description: string;
}

const ALL_SPORTS = DEMO_TENANTS.map((tenant) => tenant.name);

const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'superadmin@demo.test',
    name: 'Sam',
    surname: 'Superadmin',
    role: 'Superadmin',
    tenants: [],
    description: 'Superadmin (runs the platform, no sport of its own)',
  },
  {
    email: 'admin@demo.test',
    name: 'Ada',
    surname: 'Admin',
    role: 'TenantAdmin',
    tenants: ALL_SPORTS,
    description: 'TenantAdmin of all four sports',
  },
  {
    email: 'agent@demo.test',
    name: 'Alex',
    surname: 'Agent',
    role: 'User',
    tenants: ['Football', 'Icehockey'],
    description: 'User of Football and Icehockey',
  },
  {
    email: 'hockey.admin@demo.test',
    name: 'Hanna',
    surname: 'Hockey',
    role: 'TenantAdmin',
    tenants: ['Icehockey'],
    description: 'TenantAdmin of Icehockey',
  },
];

/** The accounts the demo creates, for the start-up banner and the tests. */
export function listDemoAccounts(): readonly DemoAccount[] {
  return DEMO_ACCOUNTS;
}

export interface SeedResult {
  tenants: number;
  features: number;
  users: number;
  teams: number;
  transfers: number;
  /** News posts created (a sport's news is on in a fresh install). */
  news: number;
  clubs: number;
  contacts: number;
  /** Players created (issue 11); reported when a storage for their pictures was given. */
  players?: number;
  /** Requirements created (issue 12); reported with the players, which they are built around. */
  requirements?: number;
  /** PDF templates created (D20: the sample template of one sport). */
  pdfTemplates?: number;
  /** Clicks on public player pages created (issue 14); reported with the players. */
  clicks?: number;
  /** Pitches created (issue 29), in every stage. */
  pitches?: number;
  /** Representation agreements created (issue 30), in every state the reminders announce. */
  agreements?: number;
  /** Changes made by the demo's people (issue 31), for the History tabs. */
  changes?: number;
}

/**
 * Creates what is missing of the demo (D5), keyed by tenant name, feature name and e-mail. Rows that
 * exist are left exactly as they are, links included: a second run adds nothing and changes nothing,
 * so what people edited in the demo survives a restart.
 */
export async function seedDemo(
  db: Db,
  {
    password,
    storage,
  }: {
    password: string;
    /** Where the clubs' drawn crests go (DATA_DIR/uploads); without it clubs and contacts are left out. */
    storage?: Storage;
  },
): Promise<SeedResult> {
  const emails = DEMO_ACCOUNTS.map((account) => account.email);
  const existing = await db
    .select({ email: sql<string>`lower(${users.email})` })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails));
  const known = new Set(existing.map((row) => row.email));
  const missing = DEMO_ACCOUNTS.filter((account) => !known.has(account.email));
  // Hashing is slow on purpose; do it before the transaction and only for accounts to create.
  const hashes = new Map(
    await Promise.all(missing.map(async (account) => [account.email, await hashPassword(password)] as const)),
  );

  const result = await db.transaction(async (tx) => {
    const createdFeatures = await tx
      .insert(features)
      .values(DEMO_FEATURES.map((name) => ({ name })))
      .onConflictDoNothing()
      .returning({ id: features.id });

    const createdTenants = await tx
      .insert(tenants)
      .values(DEMO_TENANTS.map((tenant) => ({ ...tenant, nameSort: sortKey(tenant.name) })))
      .onConflictDoNothing()
      .returning({ id: tenants.id });

    const [sport] = await tx
      .select({ id: features.id })
      .from(features)
      .where(sql`${features.name} = ${TENANT_FEATURE}`);
    if (sport && createdTenants.length > 0) {
      await tx
        .insert(tenantFeatures)
        .values(createdTenants.map((tenant) => ({ tenantId: tenant.id, featureId: sport.id })));
    }

    const tenantIds = new Map(
      (
        await tx
          .select({ id: tenants.id, nameSort: tenants.nameSort })
          .from(tenants)
          .where(
            inArray(
              tenants.nameSort,
              DEMO_TENANTS.map((tenant) => sortKey(tenant.name)),
            ),
          )
      ).map((row) => [row.nameSort, row.id]),
    );

    let createdUsers = 0;
    for (const account of missing) {
      const passwordHash = hashes.get(account.email);
      if (!passwordHash) continue;
      const [user] = await tx
        .insert(users)
        .values({
          email: account.email,
          name: account.name,
          surname: account.surname,
          ...userKeys(account),
          passwordHash,
        })
        .onConflictDoNothing()
        .returning({ id: users.id });
      if (!user) continue;
      createdUsers += 1;
      await tx.insert(userRoles).values({ userId: user.id, role: account.role });
      const links = account.tenants.flatMap((name) => {
        const tenantId = tenantIds.get(sortKey(name));
        return tenantId ? [{ userId: user.id, tenantId }] : [];
      });
      if (links.length > 0) await tx.insert(userTenants).values(links);
    }

    // The sports' lookups, leagues, teams and transfer windows (issue 5), with the sports they belong to.
    const tenantIdsByName = new Map<string, string>();
    for (const { name } of DEMO_TENANTS) {
      const tenantId = tenantIds.get(sortKey(name));
      if (tenantId) tenantIdsByName.set(name, tenantId);
    }
    const catalogue = await seedDemoCatalogue(tx, tenantIdsByName);
    const news = await seedDemoNews(tx);

    return {
      tenants: createdTenants.length,
      features: createdFeatures.length,
      users: createdUsers,
      teams: catalogue.teams,
      transfers: catalogue.transfers,
      news,
    };
  });

  // Clubs and contacts come after the sports and their catalogue (teams), outside the transaction:
  // they write crest files, and a sport that already has clubs is left alone. Players come after
  // the clubs they play for, the same way (a sport that already has players is left alone), and
  // requirements after the players they are built around (a sport with any requirement is left alone),
  // and the clicks on the players' public pages last (a sport with any click is left alone).
  const people = storage
    ? {
        ...(await seedDemoClubs(db, storage)),
        ...(await seedDemoPlayers(db, storage)),
        ...(await seedDemoRequirements(db)),
        // D20: the sample CV template for one sport (a sport with a template is left alone).
        ...(await seedDemoCvTemplate(db, storage)),
        ...(await seedDemoClicks(db)),
        // Issue 29: pitches in every stage, after the clicks (their links' views are clicks too).
        ...(await seedDemoPitches(db)),
        // Issue 30: agreements and documents, whose dates the daily reminders announce.
        ...(await seedDemoAgreements(db, storage)),
        // Issue 31: changes the demo's people made, for the History tabs and the audit page.
        ...(await seedDemoHistory(db)),
      }
    : { clubs: 0, contacts: 0 };
  return { ...result, ...people };
}
