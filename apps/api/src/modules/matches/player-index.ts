import type { MatchPlayer } from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, contractStatuses, listCounts } from '../../db/schema/index.ts';
import { FREE_AGENT_STATUS, loadVersionedPlayers, rowsOf } from './match-players.ts';

/**
 * Issue 28: each sport's live players as the engine reads them, kept in this process's memory, so
 * that pressing Matching judges them in JavaScript instead of making a pass over the sport in the
 * database (which, with 50 agents working, queued behind everything else).
 *
 * Every use first reads the sport's stamp (its live players' count and newest change, its
 * free-agent statuses: indexed lookups) and brings the copy up to date when it moved:
 * - the players changed since a little before the copy's newest change are listed with their time
 *   (a save whose transaction committed late with an earlier time is listed too); those whose time
 *   differs from the copy's are loaded again, deleted ones leave;
 * - when the count still differs (a deletion or an import that kept its time), the sport's live ids
 *   are read: the gone leave, the missing are loaded;
 * - another set of free-agent statuses (D35 reads the status by name), or no copy: the whole sport.
 * Every RECHECK_MS the recent changes are listed again even when the stamp has not moved, for a save
 * that committed later still. Uses of one sport take turns, each reading the stamp when its turn
 * comes, so a request never gets a copy older than its own start. A copy unused for IDLE_MS goes.
 */

/** How far before the copy's newest change a refresh lists changes again. */
const LATE_COMMIT_MARGIN = '10 minutes';
/** How often the recent changes are listed even when the stamp has not moved. */
const RECHECK_MS = 30_000;
/** A sport's copy unused this long is dropped (its memory returns). */
const IDLE_MS = 30 * 60_000;

interface Stamp {
  live: number;
  newest: string | null;
  freeAgentStatuses: string;
}

interface SportCopy {
  stamp: Stamp;
  players: Map<string, MatchPlayer>;
  /** Each player's last change as the copy holds it. */
  changedAt: Map<string, string>;
  /** The players as a list, made again after a change. */
  list: MatchPlayer[] | null;
  checkedAt: number;
  usedAt: number;
}

const copies = new Map<string, SportCopy>();
/** Each sport's last queued use: the next one waits for it. */
const turns = new Map<string, Promise<unknown>>();

async function stampOf(db: Db, tenantId: string): Promise<Stamp> {
  const [row] = rowsOf(
    await db.execute(sql`
      select
        (select coalesce(sum(delta), 0)::int from ${listCounts} where list = 'players' and tenant_id = ${tenantId}) as live,
        (select max(updated_at)::text from ${contacts} where tenant_id = ${tenantId} and is_player) as newest,
        (select coalesce(string_agg(id::text, ',' order by id), '') from ${contractStatuses}
          where tenant_id = ${tenantId} and lower(name) = ${FREE_AGENT_STATUS}) as free_agent_statuses`),
  );
  return {
    live: Number(row?.live ?? 0),
    newest: row?.newest === null || row?.newest === undefined ? null : String(row.newest),
    freeAgentStatuses: String(row?.free_agent_statuses ?? ''),
  };
}

const sameStamp = (a: Stamp, b: Stamp) =>
  a.live === b.live && a.newest === b.newest && a.freeAgentStatuses === b.freeAgentStatuses;

async function wholeSport(db: Db, tenantId: string, stamp: Stamp): Promise<SportCopy> {
  const loaded = await loadVersionedPlayers(db, { tenantId });
  const now = Date.now();
  return {
    stamp,
    players: new Map(loaded.map(({ player }) => [player.id, player])),
    changedAt: new Map(loaded.map(({ player, changedAt }) => [player.id, changedAt])),
    list: null,
    checkedAt: now,
    usedAt: now,
  };
}

async function loadInto(db: Db, copy: SportCopy, ids: string[]) {
  for (const { player, changedAt } of await loadVersionedPlayers(db, { ids })) {
    copy.players.set(player.id, player);
    copy.changedAt.set(player.id, changedAt);
  }
}

function drop(copy: SportCopy, id: string) {
  copy.players.delete(id);
  copy.changedAt.delete(id);
}

async function refresh(db: Db, tenantId: string, copy: SportCopy, stamp: Stamp): Promise<SportCopy> {
  copy.list = null;
  if (copy.stamp.newest !== null) {
    const recent = rowsOf(
      await db.execute(sql`
        select id::text as id, updated_at::text as changed_at, deleted_at is not null as deleted
        from ${contacts} where tenant_id = ${tenantId} and is_player
          and updated_at >= ${copy.stamp.newest}::timestamptz - ${LATE_COMMIT_MARGIN}::interval`),
    );
    const changed: string[] = [];
    for (const row of recent) {
      const id = String(row.id);
      if (row.deleted) drop(copy, id);
      else if (copy.changedAt.get(id) !== String(row.changed_at)) changed.push(id);
    }
    await loadInto(db, copy, changed);
  }
  if (copy.players.size !== stamp.live) {
    const liveIds = rowsOf(
      await db.execute(
        sql`select id::text as id from ${contacts} where tenant_id = ${tenantId} and is_player and deleted_at is null`,
      ),
    ).map((row) => String(row.id));
    const live = new Set(liveIds);
    for (const id of [...copy.players.keys()]) if (!live.has(id)) drop(copy, id);
    await loadInto(
      db,
      copy,
      liveIds.filter((id) => !copy.players.has(id)),
    );
  }
  copy.stamp = stamp;
  copy.checkedAt = Date.now();
  return copy;
}

async function upToDate(db: Db, tenantId: string): Promise<SportCopy> {
  const stamp = await stampOf(db, tenantId);
  const copy = copies.get(tenantId);
  if (copy && sameStamp(copy.stamp, stamp) && Date.now() - copy.checkedAt < RECHECK_MS) return copy;
  const fresh =
    !copy || copy.stamp.freeAgentStatuses !== stamp.freeAgentStatuses
      ? await wholeSport(db, tenantId, stamp)
      : await refresh(db, tenantId, copy, stamp);
  copies.set(tenantId, fresh);
  return fresh;
}

/** The sport's live players as they are in the database now (see the comment at the top). */
export async function sportPlayers(db: Db, tenantId: string): Promise<readonly MatchPlayer[]> {
  const previous = turns.get(tenantId) ?? Promise.resolve();
  const mine = previous.catch(() => undefined).then(() => upToDate(db, tenantId));
  turns.set(tenantId, mine);
  try {
    const copy = await mine;
    const now = Date.now();
    copy.usedAt = now;
    for (const [id, other] of copies) if (now - other.usedAt > IDLE_MS) copies.delete(id);
    copy.list ??= [...copy.players.values()];
    return copy.list;
  } finally {
    if (turns.get(tenantId) === mine) turns.delete(tenantId);
  }
}
