import { type PublicAgent, type PublicPlayer, withoutSeparators } from '@transferdesk/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, users, userTenants, videoInfos } from '../../db/schema/index.ts';
import { type PlayerRow, playerColumns, toListItem } from '../players/queries.ts';

/**
 * The public view of a player (D29): spec 2's "Public player view" and nothing else, for the public
 * pages, the link previews and the CV PDFs. A deleted player, one with `includeInApp` off and an id
 * that is not a player all read as undefined (the callers answer 404 alike).
 */
export async function loadPublicPlayer(db: Db, id: string): Promise<PublicPlayer | undefined> {
  const [row] = (await db
    .select(playerColumns)
    .from(contacts)
    .where(
      and(
        eq(contacts.id, id),
        eq(contacts.isPlayer, true),
        eq(contacts.includeInApp, true),
        isNull(contacts.deletedAt),
      ),
    )) as PlayerRow[];
  if (!row) return undefined;
  const player = toListItem(row);
  const [videos, agent] = await Promise.all([
    db
      .select({
        title: videoInfos.title,
        videoUrl: videoInfos.videoUrl,
        isPrimary: videoInfos.isPrimary,
        isFullMatch: videoInfos.isFullMatch,
      })
      .from(videoInfos)
      .where(eq(videoInfos.contactId, id))
      .orderBy(asc(videoInfos.ordinal)),
    agentNamed(db, player.agent1, player.tenantId),
  ]);
  return {
    id: player.id,
    tenantId: player.tenantId,
    tenantName: player.tenant.name,
    firstName: player.firstName,
    lastName: player.lastName,
    positions: player.positionContacts,
    pictureUrl: player.pictureUrl,
    rightyLefty: player.rightyLefty,
    dateOfBirth: player.dateOfBirth,
    nationality: player.nationality,
    height: player.height,
    weight: player.weight,
    maritalStatus: player.maritalStatus,
    clubName: player.club?.name ?? null,
    formerClub: player.formerClub,
    playerContract: player.contractStatus?.name ?? null,
    playerContractEndDate: player.playerContractEndDate,
    transferMarket: player.transferMarket,
    internationalLevel: player.internationalLevel,
    statistics: player.statistics,
    description: player.description,
    playerReferences: player.playerReferences,
    agent1: agent,
    videoInfos: videos,
  };
}

/**
 * `agent1` holds the agent's full name as the CRM wrote it ('||' separators and all). D42: an active
 * user of the player's own sport with that name gives the agent block its phone and e-mail; any
 * other name (no such user, another sport's user, a Superadmin of no sport) is shown as it is,
 * with the missing values left for the page's dashes, so that nobody's contact details can be
 * published by typing their name on a player of another sport.
 */
async function agentNamed(db: Db, agent1: string, tenantId: string): Promise<PublicAgent | null> {
  const fullName = withoutSeparators(agent1).split(',')[0]?.trim() ?? '';
  if (fullName === '') return null;
  const [user] = await db
    .select({ name: users.name, surname: users.surname, phoneNumber: users.phoneNumber, email: users.email })
    .from(users)
    .innerJoin(userTenants, and(eq(userTenants.userId, users.id), eq(userTenants.tenantId, tenantId)))
    .where(
      and(
        sql`lower(${users.name} || ' ' || ${users.surname}) = lower(${fullName})`,
        eq(users.isActive, true),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  if (user) return { ...user, phoneNumber: user.phoneNumber ?? '' };
  const [name = '', ...rest] = fullName.split(/\s+/);
  return { name, surname: rest.join(' '), phoneNumber: '', email: '' };
}
