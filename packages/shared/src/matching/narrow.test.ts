import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlayerColumns } from './columns.ts';
import { matchPlayers } from './engine.ts';
import { constraintJudge, constraintsOf } from './judge.ts';
import { narrowPlayers, nearMissOrder } from './narrow.ts';
import { anyPlayer, context, fittingPlayer, requirementArbitrary } from './testing/arbitraries.ts';
import type { MatchPlayer } from './types.ts';

/**
 * Narrowing a whole sport answers what the engine answers over every player: the same candidates,
 * the same counts per constraint and unjudged exclusion; its near-miss pool is the players left out
 * by exactly one constraint, the agency's own first. Slices change nothing.
 */

const scenario = requirementArbitrary.chain((requirement) =>
  fc.record({
    requirement: fc.constant(requirement),
    players: fc
      .array(fc.oneof(fittingPlayer(requirement), anyPlayer(requirement)), { maxLength: 40 })
      // Distinct ids, as a sport's players have.
      .map((players) =>
        players.map((player, index) => ({ ...player, id: `p-${String(index).padStart(3, '0')}` })),
      ),
    pool: fc.integer({ min: 1, max: 10 }),
    sliceSize: fc.integer({ min: 1, max: 15 }),
  }),
);

const noPause = () => Promise.resolve();

describe('narrowPlayers', () => {
  it('answers the engine’s candidates and counts over every player, in any slices', async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ requirement, players, pool, sliceSize }) => {
        const columns = new PlayerColumns(players);
        const narrowed = await narrowPlayers(requirement, columns, context, {
          nearMissPool: pool,
          sliceSize,
          pause: noPause,
        });
        const alone = matchPlayers(requirement, players, context);
        expect(narrowed.players.map((player) => player.id).sort()).toEqual(
          alone.candidates.map((candidate) => candidate.playerId).sort(),
        );
        expect(narrowed.excludedBy).toEqual(alone.excludedBy);
        expect(narrowed.unjudged).toEqual(alone.unjudged);
        expect(narrowed.considered).toBe(players.length);
        const judge = constraintJudge(requirement, columns, context);
        const singles = players
          .filter((_, row) => constraintsOf(judge(row)).length === 1)
          .sort(nearMissOrder)
          .slice(0, pool);
        expect(narrowed.nearMissPlayers.map((player) => player.id)).toEqual(
          singles.map((player) => player.id),
        );
        const whole = await narrowPlayers(requirement, columns, context, {
          nearMissPool: pool,
          sliceSize: players.length + 1,
          pause: noPause,
        });
        expect(narrowed).toEqual(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves out removed players, whose rows wait for the next one added', async () => {
    await fc.assert(
      fc.asyncProperty(
        scenario,
        fc.array(fc.nat({ max: 39 }), { maxLength: 10 }),
        async ({ requirement, players, pool, sliceSize }, removed) => {
          const columns = new PlayerColumns(players);
          const gone = new Set(removed.map((index) => players[index]?.id));
          for (const id of gone) if (id) columns.delete(id);
          const kept = players.filter((player) => !gone.has(player.id));
          const narrowed = await narrowPlayers(requirement, columns, context, {
            nearMissPool: pool,
            sliceSize,
            pause: noPause,
          });
          const alone = matchPlayers(requirement, kept, context);
          expect(narrowed.players.map((player) => player.id).sort()).toEqual(
            alone.candidates.map((candidate) => candidate.playerId).sort(),
          );
          expect(narrowed.excludedBy).toEqual(alone.excludedBy);
          expect(narrowed.unjudged).toEqual(alone.unjudged);
          expect(narrowed.considered).toBe(kept.length);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('puts the agency’s own players first in the near-miss pool: mandate, then PINS, then id', () => {
    const player = (id: string, mandate: boolean, pinsPriority: MatchPlayer['pinsPriority']) =>
      ({ id, mandate, pinsPriority }) as MatchPlayer;
    const ordered = [
      player('d', false, 'B'),
      player('a', false, null),
      player('c', true, null),
      player('b', true, 'C'),
      player('e', false, 'B'),
    ].sort(nearMissOrder);
    expect(ordered.map((entry) => entry.id)).toEqual(['b', 'c', 'd', 'e', 'a']);
  });

  it('lets other work run between slices, and only between them', async () => {
    const requirement = fc.sample(requirementArbitrary, { numRuns: 1, seed: 11 })[0];
    if (!requirement) throw new Error('No requirement');
    const players = fc.sample(fittingPlayer(requirement), { numRuns: 10, seed: 5 });
    let pauses = 0;
    await narrowPlayers(requirement, new PlayerColumns(players), context, {
      nearMissPool: 5,
      sliceSize: 4,
      pause: async () => {
        pauses += 1;
      },
    });
    expect(pauses).toBe(2);
    // Rows filling their slices exactly: no empty slice after the last.
    pauses = 0;
    await narrowPlayers(requirement, new PlayerColumns(players.slice(0, 8)), context, {
      nearMissPool: 5,
      sliceSize: 4,
      pause: async () => {
        pauses += 1;
      },
    });
    expect(pauses).toBe(1);
  });
});
