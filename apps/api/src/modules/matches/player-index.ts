import { PlayerColumns } from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contacts, contractStatuses, listCounts } from '../../db/schema/index.ts';
import { FREE_AGENT_STATUS, loadVersionedPlayers, rowsOf, type VersionedPlayer } from './match-players.ts';

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
 * (see refreshAfterNow), and a press judging the columns keeps them as they are until it is done: a
 * refresh rewrites rows only when no press is judging. A copy unused for IDLE_MS goes.
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
  /** Presses judging the columns now; a refresh rewrites rows only when there are none. */
  readers: number;
  /** Refreshes waiting for the readers to finish. */
  waiting: (() => void)[];
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
    readers: 0,
    waiting: [],
  };
}

/**
 * Resolves when no press is judging the copy. Narrowing pauses between slices, so a refresh must
 * not rewrite or free a row under it; the caller changes the columns in the same synchronous step.
 */
async function noReaders(copy: SportCopy): Promise<void> {
  while (copy.readers > 0) {
    await new Promise<void>((resolve) => {
      copy.waiting.push(resolve);
    });
  }
}

function drop(copy: SportCopy, id: string) {
  copy.columns.delete(id);
  copy.changedAt.delete(id);
}

/** Writes loaded players into the copy: called with no reader, with no await in between. */
function apply(copy: SportCopy, loaded: readonly VersionedPlayer[], gone: Iterable<string>) {
  for (const id of gone) drop(copy, id);
  for (const { player, changedAt } of loaded) {
    copy.columns.set(player);
    copy.changedAt.set(player.id, changedAt);
  }
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
  const deleted = recent.filter((row) => row.deleted).map((row) => String(row.id));
  const changed = recent
    .filter((row) => !row.deleted && copy.changedAt.get(String(row.id)) !== String(row.changed_at))
    .map((row) => String(row.id));
  const reloaded = await loadVersionedPlayers(db, { ids: changed });
  await noReaders(copy);
  apply(copy, reloaded, deleted);
  if (copy.columns.size !== stamp.live) {
    const liveIds = rowsOf(
      await db.execute(
        sql`select id::text as id from ${contacts} where tenant_id = ${tenantId} and is_player and deleted_at is null`,
      ),
    ).map((row) => String(row.id));
    const live = new Set(liveIds);
    const missing = await loadVersionedPlayers(db, { ids: liveIds.filter((id) => !copy.columns.has(id)) });
    await noReaders(copy);
    apply(
      copy,
      missing,
      [...copy.columns.ids()].filter((id) => !live.has(id)),
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

/**
 * Runs `use` on the sport's live players as they are in the database now (see the comment at the
 * top). The columns stay as they are until `use` settles: a refresh for a later press waits.
 */
export async function withSportPlayers<T>(
  db: Db,
  tenantId: string,
  use: (columns: PlayerColumns) => Promise<T>,
): Promise<T> {
  const copy = await refreshAfterNow(db, tenantId);
  copy.readers += 1;
  const now = Date.now();
  copy.usedAt = now;
  for (const [id, other] of copies) if (now - other.usedAt > IDLE_MS) copies.delete(id);
  try {
    return await use(copy.columns);
  } finally {
    copy.readers -= 1;
    if (copy.readers === 0) for (const resume of copy.waiting.splice(0)) resume();
  }
}
