import {
  type ClickRecord,
  fullName,
  isUuid,
  MESSAGES,
  type NewClick,
  type PublicPlayer,
  type WhoClickedEntry,
} from '@transferdesk/shared';
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { clubs, contacts, playerClicks } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { createRateLimiter, type RateLimiter } from '../../lib/rate-limits.ts';
import { assertRowAccess, type Caller } from '../../lib/tenant-access.ts';
import { recordOpen } from '../pitches/records.ts';
import { isAgencyMember } from './agency-member.ts';
import { createClickLimiter } from './click-limits.ts';
import { loadPublicPlayer } from './queries.ts';

/** The click records a list answers at most, newest first. */
export const MAX_CLICK_RECORDS = 500;

export type PublicPlayerService = ReturnType<typeof createPublicPlayerService>;

/**
 * Issue 14: the public player page (D29), the clicks its visits record (D15) and the lists of who
 * clicked on whom, which only the sport's signed-in TenantAdmins and Users may read (D16, D10).
 */
export function createPublicPlayerService({
  db,
  rateLimiter = createRateLimiter(db),
}: {
  db: Db;
  /** The app's database limiter (issue 25), which counts the clicks per address. */
  rateLimiter?: RateLimiter;
}) {
  const limiter = createClickLimiter(rateLimiter);
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);

  /** A non-deleted player or non-player contact (`kind`; without it, either): its sport and kind. */
  async function rowOf(id: string, kind?: 'player' | 'contact') {
    const [row] = await db
      .select({ tenantId: contacts.tenantId, isPlayer: contacts.isPlayer })
      .from(contacts)
      .where(
        and(
          eq(contacts.id, id),
          kind ? eq(contacts.isPlayer, kind === 'player') : undefined,
          isNull(contacts.deletedAt),
        ),
      );
    return row;
  }

  /**
   * The row named with its sport in the path (`{tenantId}/{id}`): 404 unless it is in that sport and
   * the caller reads that sport (D10); another sport's row reads exactly like an absent one.
   */
  async function assertRowIn(caller: Caller, tenantId: string, id: string, kind?: 'player' | 'contact') {
    const row = await rowOf(id, kind);
    await assertRowAccess(db, caller, row?.tenantId === tenantId ? tenantId : undefined);
    return row as NonNullable<typeof row>;
  }

  /** The sport of the row named by id alone, once the caller is known to read it (else 404). */
  async function tenantOfRow(caller: Caller, id: string, kind: 'player' | 'contact'): Promise<string> {
    const row = await rowOf(id, kind);
    await assertRowAccess(db, caller, row?.tenantId);
    return (row as NonNullable<typeof row>).tenantId;
  }

  /**
   * Who clicked a player (the contacts) or what a contact clicked (the players), one entry per
   * counterpart with its club and how many times: most clicks first, then by name. Deleted counterparts are gone
   * from the lists as from every other.
   */
  async function entries(
    tenantId: string,
    where: { playerId: string } | { contactId: string },
  ): Promise<WhoClickedEntry[]> {
    const byPlayer = 'playerId' in where;
    const other = byPlayer ? playerClicks.contactId : playerClicks.playerId;
    const clicks = sql<number>`count(*)::int`.mapWith(Number);
    const rows = await db
      .select({
        id: contacts.id,
        firstName: contacts.firstName,
        lastName: contacts.lastName,
        club: clubs.name,
        clicks,
      })
      .from(playerClicks)
      .innerJoin(contacts, and(eq(contacts.id, other), isNull(contacts.deletedAt)))
      .leftJoin(clubs, and(eq(clubs.id, contacts.clubId), isNull(clubs.deletedAt)))
      .where(
        and(
          eq(playerClicks.tenantId, tenantId),
          byPlayer ? eq(playerClicks.playerId, where.playerId) : eq(playerClicks.contactId, where.contactId),
        ),
      )
      .groupBy(contacts.id, clubs.id)
      .orderBy(desc(clicks), asc(contacts.nameSort), asc(contacts.id));
    return rows.map((row) => ({
      id: row.id,
      name: fullName(row),
      club: row.club ?? '',
      clicks: row.clicks,
    }));
  }

  /** Click records of a player (`playerId`) or a contact (`contactId`), newest first, capped. */
  async function records(
    tenantId: string,
    where: { playerId: string } | { contactId: string },
  ): Promise<ClickRecord[]> {
    const byPlayer = 'playerId' in where;
    const counterpart = alias(contacts, 'counterpart');
    const rows = await db
      .select({
        id: playerClicks.id,
        contactId: playerClicks.contactId,
        playerId: playerClicks.playerId,
        clickedAt: playerClicks.clickedAt,
      })
      .from(playerClicks)
      .innerJoin(
        counterpart,
        and(
          eq(counterpart.id, byPlayer ? playerClicks.contactId : playerClicks.playerId),
          isNull(counterpart.deletedAt),
        ),
      )
      .where(
        and(
          eq(playerClicks.tenantId, tenantId),
          byPlayer ? eq(playerClicks.playerId, where.playerId) : eq(playerClicks.contactId, where.contactId),
        ),
      )
      .orderBy(desc(playerClicks.clickedAt), desc(playerClicks.id))
      .limit(MAX_CLICK_RECORDS);
    return rows.map((row) => ({ ...row, clickedAt: row.clickedAt.toISOString() }));
  }

  return {
    /** D29: the public view, or 404 for an unknown, deleted or hidden player and for a malformed id. */
    async player(id: string): Promise<PublicPlayer> {
      const player = isUuid(id) ? await loadPublicPlayer(db, id) : undefined;
      if (!player) throw notFound();
      return player;
    },

    /**
     * D15: the club contact `ClientId` opened the page of `PlayerID` from the link made for them.
     * Recorded when the contact is a non-deleted contact (not a player) of the player's sport and
     * the player has a public page; otherwise 404 and nothing is written (an unknown id, a hidden
     * player and a pair of two sports read alike). The same address, contact and player within
     * RATE_LIMITS.clickRepeats.windowMs count once; too many clicks from one address: 429. A view
     * by an active TenantAdmin or User of the sport (`viewerId`, from a token) is the agency's own
     * and records nothing.
     */
    async click(address: string, { ClientId, PlayerID }: NewClick, viewerId?: string | null): Promise<void> {
      await limiter.attempt(address);
      const client = alias(contacts, 'client');
      const [pair] = await db
        .select({ tenantId: contacts.tenantId })
        .from(contacts)
        .innerJoin(
          client,
          and(
            eq(client.id, ClientId),
            eq(client.tenantId, contacts.tenantId),
            eq(client.isPlayer, false),
            isNull(client.deletedAt),
          ),
        )
        // The conditions of loadPublicPlayer: only a player with a public page collects clicks.
        .where(
          and(
            eq(contacts.id, PlayerID),
            eq(contacts.isPlayer, true),
            eq(contacts.includeInApp, true),
            isNull(contacts.deletedAt),
          ),
        );
      if (!pair) throw notFound();
      // Issue 29: the agency's own look at a link it sent is not the club's view (no click, no open).
      if (viewerId && (await isAgencyMember(db, viewerId, pair.tenantId))) return;
      if (await limiter.isRepeat(address, ClientId, PlayerID)) return;
      await db.transaction(async (tx) => {
        await tx
          .insert(playerClicks)
          .values({ tenantId: pair.tenantId, contactId: ClientId, playerId: PlayerID });
        // D44: the contact's first view opens the pitch of this player to him.
        await recordOpen(tx, pair.tenantId, ClientId, PlayerID);
      });
    },

    /** The contacts who clicked the player, with their clubs and counts. */
    async whoClickedFull(caller: Caller, tenantId: string, playerId: string): Promise<WhoClickedEntry[]> {
      await assertRowIn(caller, tenantId, playerId, 'player');
      return entries(tenantId, { playerId });
    },

    /** The players the contact clicked, with the players' clubs and counts. */
    async onWhomClickedFull(caller: Caller, tenantId: string, contactId: string): Promise<WhoClickedEntry[]> {
      await assertRowIn(caller, tenantId, contactId, 'contact');
      return entries(tenantId, { contactId });
    },

    /** The click records of a player or a contact of the sport. */
    async clicks(caller: Caller, tenantId: string, id: string): Promise<ClickRecord[]> {
      const row = await assertRowIn(caller, tenantId, id);
      return records(tenantId, row.isPlayer ? { playerId: id } : { contactId: id });
    },

    /** The click records of a player, in the player's sport. */
    async whoClicked(caller: Caller, playerId: string): Promise<ClickRecord[]> {
      return records(await tenantOfRow(caller, playerId, 'player'), { playerId });
    },

    /** The click records of a contact, in the contact's sport. */
    async onWhomClicked(caller: Caller, contactId: string): Promise<ClickRecord[]> {
      return records(await tenantOfRow(caller, contactId, 'contact'), { contactId });
    },
  };
}
