// The SQL that reads clubs (columns, sorts, the text filter, rows to DTOs), apart from service.ts's rules.
import type { Club, ClubContact, ClubSortProperty } from '@transferdesk/shared';
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clubs, contacts, leagues, teams, tenants } from '../../db/schema/index.ts';
import { textFilter } from '../../lib/resource-list.ts';

/** Contacts of the club that count for "Contacts: N": not deleted, not players (D8). */
const ofClubCounting = sql`${contacts.clubId} = ${clubs.id} and ${contacts.deletedAt} is null and ${contacts.isPlayer} = false`;

export const clubColumns = {
  id: clubs.id,
  tenantId: clubs.tenantId,
  tenantName: sql<string>`(select ${tenants.name} from ${tenants} where ${tenants.id} = ${clubs.tenantId})`,
  name: clubs.name,
  teamId: clubs.teamId,
  logoPath: clubs.logoPath,
  description: clubs.description,
  activeCampaignId: clubs.activeCampaignId,
  owner: clubs.owner,
  city: clubs.city,
  state: clubs.state,
  address1: clubs.address1,
  address2: clubs.address2,
  annualRevenue: clubs.annualRevenue,
  industry: clubs.industry,
  email: clubs.email,
  fax: clubs.fax,
  twitter: clubs.twitter,
  instagram: clubs.instagram,
  url: clubs.url,
  contactsCount: sql<number>`(select count(*) from ${contacts} where ${ofClubCounting})`.mapWith(Number),
  deletedAt: clubs.deletedAt,
  createdAt: clubs.createdAt,
  updatedAt: clubs.updatedAt,
};
export type ClubRow = Omit<typeof clubs.$inferSelect, 'nameSort' | 'tenantName' | 'contactsCount'> & {
  tenantName: string;
  contactsCount: number;
};

export const SORTS: Record<ClubSortProperty, SQL | AnyPgColumn> = {
  name: clubs.nameSort,
  createdAt: clubs.createdAt,
};

/** Name or city containing the term, ignoring case and accents. */
export const clubTextFilter = (term: string | undefined): SQL | undefined =>
  textFilter(clubs.searchKey, term);

/** The clubs as the contract has them, each team with its league, in one query for all. */
export async function toDtos(db: Db, rows: ClubRow[]): Promise<Club[]> {
  const teamIds = [...new Set(rows.flatMap((row) => (row.teamId ? [row.teamId] : [])))];
  const teamRows =
    teamIds.length === 0
      ? []
      : await db
          .select({
            id: teams.id,
            name: teams.name,
            leagueName: leagues.name,
            countryName: leagues.countryName,
          })
          .from(teams)
          .innerJoin(leagues, eq(leagues.id, teams.leagueId))
          .where(inArray(teams.id, teamIds));
  const teamsById = new Map(teamRows.map((team) => [team.id, team]));
  return rows.map(({ logoPath, deletedAt, createdAt, updatedAt, ...row }) => {
    const team = row.teamId ? teamsById.get(row.teamId) : undefined;
    return {
      ...row,
      team: team
        ? { name: team.name, league: { name: team.leagueName, countryName: team.countryName } }
        : null,
      clubLogoUrl: logoPath,
      contacts: [],
      deletedAt: deletedAt?.toISOString() ?? null,
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    };
  });
}

export async function loadClub(db: Db, id: string): Promise<ClubRow | undefined> {
  const [row] = (await db.select(clubColumns).from(clubs).where(eq(clubs.id, id))) as ClubRow[];
  return row;
}

/** The contacts of a club's detail page: not deleted, not players (D8), by name. */
export async function clubContacts(db: Db, id: string): Promise<ClubContact[]> {
  return db
    .select({
      id: contacts.id,
      firstName: contacts.firstName,
      lastName: contacts.lastName,
      role: contacts.role,
      email: contacts.email,
      phoneNumber: contacts.phoneNumber,
    })
    .from(contacts)
    .where(and(eq(contacts.clubId, id), isNull(contacts.deletedAt), eq(contacts.isPlayer, false)))
    .orderBy(asc(contacts.nameSort), asc(contacts.id));
}
