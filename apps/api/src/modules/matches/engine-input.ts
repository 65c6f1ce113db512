import type { Currencies, MatchRequirement, Requirement } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clubs, countries, leagues, requirements, teams, valutas } from '../../db/schema/index.ts';
import { type RequirementRow, requirementColumns, toRequirement } from '../requirements/queries.ts';

/** What the matching engine reads besides the players: the requirement, its club's place, the prices. */

export async function requirementOf(db: Db, id: string): Promise<Requirement | undefined> {
  const [row] = (await db
    .select(requirementColumns)
    .from(requirements)
    .where(eq(requirements.id, id))) as RequirementRow[];
  return row ? toRequirement(row) : undefined;
}

/** The engine's view of a requirement: its club (D37), the club's team, league and country, the window. */
export async function matchRequirementOf(db: Db, requirement: Requirement): Promise<MatchRequirement> {
  const [place] = await db
    .select({ teamId: teams.id, leagueId: leagues.id, countryId: countries.id })
    .from(clubs)
    .leftJoin(teams, eq(teams.id, clubs.teamId))
    .leftJoin(leagues, eq(leagues.id, teams.leagueId))
    .leftJoin(countries, eq(countries.nameSort, leagues.countryNameSort))
    .where(eq(clubs.id, requirement.clubId));
  return {
    tenantId: requirement.tenantId,
    positionIds: requirement.positionRequirements.map((item) => item.id),
    playerLevelIds: requirement.playerLevelRequirements.map((item) => item.id),
    contractStatusIds: requirement.contractStatusRequirements.map((item) => item.id),
    isNoNeed: requirement.isNoNeed,
    maxNetto: requirement.maxNetto,
    maxBrutto: requirement.maxBrutto,
    maxTransferSum: requirement.maxTransferSum,
    valutaId: requirement.valutaId,
    isAdvancedSearch: requirement.isAdvancedSearch,
    minAge: requirement.minAge,
    maxAge: requirement.maxAge,
    minHeight: requirement.minHeight,
    maxHeight: requirement.maxHeight,
    minWeight: requirement.minWeight,
    maxWeight: requirement.maxWeight,
    rightyLefty: requirement.rightyLefty,
    maritalStatus: requirement.maritalStatus,
    nationality: requirement.country?.name ?? null,
    contractType: requirement.contractType,
    pinsPriority: requirement.pinsPriority,
    window: { fromDate: requirement.transfer.fromDate, toDate: requirement.transfer.toDate },
    club: {
      id: requirement.clubId,
      name: requirement.club.name,
      teamId: place?.teamId ?? null,
      leagueId: place?.leagueId ?? null,
      countryId: place?.countryId ?? null,
    },
  };
}

export async function currenciesOf(db: Db, tenantId: string): Promise<Currencies> {
  const rows = await db
    .select({ id: valutas.id, name: valutas.name, value: valutas.value })
    .from(valutas)
    .where(eq(valutas.tenantId, tenantId));
  return Object.fromEntries(rows.map((row) => [row.id, { name: row.name, value: Number(row.value) }]));
}
