import { PlayerColumns } from '@transferdesk/shared';
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
 * - the players changed after the copy's newest change, and the sport's RECENT_CHANGES latest
 *   changes, are listed with their time (so a save whose transaction committed late, stamped before
 *   the copy's newest, is listed too); those whose time differs from the copy's are loaded again,
 *   deleted ones leave;
 * - when the count still differs (a deletion or an import that kept its time), the sport's live ids
 *   are read: the gone leave, the missing are loaded;
 * - another set of free-agent statuses (D35 reads the status by name), or no copy: the whole sport.
 * Every RECHECK_MS the recent changes are listed again even when the stamp has not moved, for a save
 * that committed later still. A press never gets a copy whose stamp was read before the press
 * (see refreshAfterNow). A copy unused for IDLE_MS goes.
 */

/** How many of the sport's latest changes a refresh lists again, besides those after the copy's newest. */
const RECENT_CHANGES = 500;
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
  /** The players, laid out for the judge. */
  columns: PlayerColumns;
  /** Each player's last change as the copy holds it. */
  changedAt: Map<string, string>;
  checkedAt: number;
  usedAt: number;
}

const copies = new Map<string, SportCopy>();

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
    columns: new PlayerColumns(loaded.map(({ player }) => player)),
    changedAt: new Map(loaded.map(({ player, changedAt }) => [player.id, changedAt])),
    checkedAt: now,
    usedAt: now,
  };
}

async function loadInto(db: Db, copy: SportCopy, ids: string[]) {
  for (const { player, changedAt } of await loadVersionedPlayers(db, { ids })) {
    copy.columns.set(player);
    copy.changedAt.set(player.id, changedAt);
  }
}

function drop(copy: SportCopy, id: string) {
  copy.columns.delete(id);
  copy.changedAt.delete(id);
}

async function refresh(db: Db, tenantId: string, copy: SportCopy, stamp: Stamp): Promise<SportCopy> {
  const newest = copy.stamp.newest ?? '-infinity';
  const recent = rowsOf(
    await db.execute(sql`
      select id::text as id, updated_at::text as changed_at, deleted_at is not null as deleted
      from ${contacts} where tenant_id = ${tenantId} and is_player and updated_at > ${newest}::timestamptz
      union
      (select id::text, updated_at::text, deleted_at is not null from ${contacts}
        where tenant_id = ${tenantId} and is_player order by updated_at desc limit ${RECENT_CHANGES})`),
  );
  const changed: string[] = [];
  for (const row of recent) {
    const id = String(row.id);
    if (row.deleted) drop(copy, id);
    else if (copy.changedAt.get(id) !== String(row.changed_at)) changed.push(id);
  }
  await loadInto(db, copy, changed);
  if (copy.columns.size !== stamp.live) {
    const liveIds = rowsOf(
      await db.execute(
        sql`select id::text as id from ${contacts} where tenant_id = ${tenantId} and is_player and deleted_at is null`,
      ),
    ).map((row) => String(row.id));
    const live = new Set(liveIds);
    for (const id of [...copy.columns.ids()]) if (!live.has(id)) drop(copy, id);
    await loadInto(
      db,
      copy,
      liveIds.filter((id) => !copy.columns.has(id)),
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

/** Each sport's refresh under way, and the one that starts after it, shared by who asked meanwhile. */
const refreshes = new Map<string, { running: Promise<SportCopy> | null; next: Promise<SportCopy> | null }>();

/**
 * A refresh that reads the stamp after this call: the one under way if none is (it starts now),
 * else the one queued after it. Who asks while a refresh runs shares the next one, so a crowd
 * pressing Matching waits for at most two refreshes, never for one per press.
 */
function refreshAfterNow(db: Db, tenantId: string): Promise<SportCopy> {
  let state = refreshes.get(tenantId);
  if (!state) {
    state = { running: null, next: null };
    refreshes.set(tenantId, state);
  }
  const current = state;
  const start = () => {
    const running = upToDate(db, tenantId).finally(() => {
      if (current.running === running) current.running = null;
      if (!current.running && !current.next) refreshes.delete(tenantId);
    });
    current.running = running;
    return running;
  };
  if (current.next) return current.next;
  if (current.running) {
    const next = current.running
      .catch(() => undefined)
      .then(() => {
        current.next = null;
        return start();
      });
    current.next = next;
    return next;
  }
  return start();
}

/** The sport's live players as they are in the database now (see the comment at the top). */
export async function sportPlayers(db: Db, tenantId: string): Promise<PlayerColumns> {
  const copy = await refreshAfterNow(db, tenantId);
  const now = Date.now();
  copy.usedAt = now;
  for (const [id, other] of copies) if (now - other.usedAt > IDLE_MS) copies.delete(id);
  return copy.columns;
}
