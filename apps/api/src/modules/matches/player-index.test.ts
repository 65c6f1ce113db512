import type { MatchPlayer, PlayerColumns } from '@transferdesk/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contacts, contractStatuses, playerPositions } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/context.ts';
import { loadVersionedPlayers } from './match-players.ts';
import { withSportPlayers } from './player-index.ts';

/**
 * Issue 28: the copy of a sport's players that matching judges in memory must be the database as
 * it is when Matching is pressed, whatever changed the players and however the change was stamped.
 */

const context = useTestContext();
const { sport } = context;

const listed = (columns: PlayerColumns) =>
  columns.players.filter((player): player is MatchPlayer => player !== null);

/** The players a press would judge now. */
const sportPlayers = (db: Parameters<typeof withSportPlayers>[0], tenantId: string) =>
  withSportPlayers(db, tenantId, async (columns) => listed(columns));

/** A promise and the function that settles it (Promise.withResolvers arrives with Node 22). */
function signal(): [Promise<void>, () => void] {
  let settle = () => {};
  const settled = new Promise<void>((resolve) => {
    settle = resolve;
  });
  return [settled, settle];
}

const byId = (players: readonly MatchPlayer[]) =>
  [...players].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));

describe("a sport's players in memory", () => {
  it('answers the database after saves, deletions, late commits and a renamed free-agent status', async () => {
    const { db } = context.t.database;
    const football = sport.Football ?? '';
    const truth = async () =>
      byId((await loadVersionedPlayers(db, { tenantId: football })).map((e) => e.player));
    const copy = async () => byId(await sportPlayers(db, football));
    const find = async (id: string) => (await copy()).find((player) => player.id === id);
    const live = await db
      .select({ id: contacts.id })
      .from(contacts)
      .where(and(eq(contacts.tenantId, football), eq(contacts.isPlayer, true), isNull(contacts.deletedAt)))
      .orderBy(asc(contacts.id));
    expect(live.length).toBeGreaterThan(10);
    const [saved, softDeleted, quietlyDeleted, late, other, repositioned, hardDeleted] = live.map(
      (row) => row.id,
    ) as [string, string, string, string, string, string, string];

    expect(await copy()).toEqual(await truth());

    // A save (its time is the save's).
    await db.update(contacts).set({ minSalaryNetto: 123_456 }).where(eq(contacts.id, saved));
    expect((await find(saved))?.minSalaryNetto).toBe(123_456);

    // A deletion through the app, and one that kept the row's time.
    await db.update(contacts).set({ deletedAt: new Date() }).where(eq(contacts.id, softDeleted));
    await db.execute(
      sql`update ${contacts} set deleted_at = now(), updated_at = updated_at where id = ${quietlyDeleted}`,
    );
    const afterDeletions = await copy();
    expect(afterDeletions.some((player) => player.id === softDeleted)).toBe(false);
    expect(afterDeletions.some((player) => player.id === quietlyDeleted)).toBe(false);

    // A save that committed late, stamped before the newest change, seen with the next change.
    await db.execute(sql`
      update ${contacts} set height = 199,
        updated_at = (select max(updated_at) from ${contacts} where tenant_id = ${football} and is_player) - interval '1 minute'
      where id = ${late}`);
    await db.update(contacts).set({ weight: 77 }).where(eq(contacts.id, other));
    expect((await find(late))?.height).toBe(199);
    expect((await find(other))?.weight).toBe(77);

    // Positions are saved with the player (his row's time moves with them).
    await db.delete(playerPositions).where(eq(playerPositions.contactId, repositioned));
    await db.update(contacts).set({ height: 180 }).where(eq(contacts.id, repositioned));
    expect((await find(repositioned))?.positionIds).toEqual([]);

    // A row removed outright (no time left to compare): the count tells.
    await db.delete(contacts).where(eq(contacts.id, hardDeleted));
    expect((await copy()).some((player) => player.id === hardDeleted)).toBe(false);

    // D35 reads "Free agent" by name: renaming the status changes who is a free agent.
    const [free] = await db
      .select({ id: contractStatuses.id })
      .from(contractStatuses)
      .where(and(eq(contractStatuses.tenantId, football), eq(contractStatuses.name, 'Free agent')));
    await db
      .update(contacts)
      .set({ contractStatusId: free?.id ?? null })
      .where(eq(contacts.id, saved));
    expect((await find(saved))?.freeAgent).toBe(true);
    await db
      .update(contractStatuses)
      .set({ name: 'Released' })
      .where(eq(contractStatuses.id, free?.id ?? ''));
    expect((await find(saved))?.freeAgent).toBe(false);

    // A press made after a save sees it, even while an earlier press, which read the stamp before
    // the save, is still under way.
    await db.update(contacts).set({ weight: 90 }).where(eq(contacts.id, other));
    await copy();
    const [stampHasBeenRead, stampRead] = signal();
    const [gate, release] = signal();
    const heldDb = new Proxy(db, {
      get(target, property, receiver) {
        if (property !== 'execute') return Reflect.get(target, property, receiver);
        return async (query: Parameters<typeof db.execute>[0]) => {
          const result = await target.execute(query);
          stampRead();
          await gate;
          return result;
        };
      },
    });
    const pressedBefore = sportPlayers(heldDb, football);
    await stampHasBeenRead;
    await db.update(contacts).set({ weight: 91 }).where(eq(contacts.id, other));
    const pressedAfter = sportPlayers(db, football);
    release();
    expect((await pressedAfter).find((player) => player.id === other)?.weight).toBe(91);
    expect((await pressedBefore).find((player) => player.id === other)?.weight).toBeGreaterThanOrEqual(90);

    // A press judging the columns keeps them as they were until it is done (narrowing pauses
    // between slices); a press after a save still gets the save, once the first is done.
    const weightIn = (columns: PlayerColumns) =>
      columns.players.find((player) => player?.id === other)?.weight;
    const [judgingMayFinish, finishJudging] = signal();
    const [judgingHasStarted, judgingStarted] = signal();
    const seen: (number | undefined)[] = [];
    const judging = withSportPlayers(db, football, async (columns) => {
      seen.push(weightIn(columns));
      judgingStarted();
      await judgingMayFinish;
      seen.push(weightIn(columns));
    });
    await judgingHasStarted;
    await db.update(contacts).set({ weight: 95 }).where(eq(contacts.id, other));
    const pressedLater = sportPlayers(db, football);
    // Time for the later press's refresh to reach the columns, were it not held back.
    await new Promise((resolve) => setTimeout(resolve, 500));
    finishJudging();
    await judging;
    expect(seen).toEqual([91, 91]);
    expect((await pressedLater).find((player) => player.id === other)?.weight).toBe(95);

    // Two presses at once get the same, current copy.
    await db.update(contacts).set({ weight: 88 }).where(eq(contacts.id, other));
    const [first, second] = await Promise.all([copy(), copy()]);
    expect(first).toEqual(second);
    expect(first.find((player) => player.id === other)?.weight).toBe(88);
    expect(first).toEqual(await truth());
  });
});
