import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PlayerColumns, VACANT } from './columns.ts';
import { brokenConstraints } from './constraints.ts';
import { constraintBit, constraintJudge, constraintsOf, yearsBack } from './judge.ts';
import { anyPlayer, context, fittingPlayer, requirementArbitrary } from './testing/arbitraries.ts';
import { workedRequirement } from './testing/worked-example.ts';
import type { MatchPlayer, MatchRequirement } from './types.ts';

/**
 * The judge must name exactly the constraints the engine's `brokenConstraints` answers, for every
 * player of a sport's columns, however the columns were written: matching counts and narrows with
 * it, and the engine ranks what it lets through.
 */

const withIds = (players: MatchPlayer[]) =>
  players.map((player, index) => ({ ...player, id: `p-${String(index).padStart(3, '0')}` }));

const scenario = requirementArbitrary.chain((requirement) =>
  fc.record({
    requirement: fc.constant(requirement),
    players: fc
      .array(fc.oneof(fittingPlayer(requirement), anyPlayer(requirement)), { maxLength: 30 })
      .map(withIds),
    changes: fc.array(anyPlayer(requirement), { maxLength: 10 }),
    removed: fc.array(fc.nat({ max: 40 }), { maxLength: 8 }),
  }),
);

/** Every row's judgement equals brokenConstraints on its player. */
function expectJudgedAsTheEngine(requirement: MatchRequirement, columns: PlayerColumns) {
  const judge = constraintJudge(requirement, columns, context);
  for (let row = 0; row < columns.rows; row += 1) {
    const player = columns.players[row];
    if (!player) {
      expect((columns.flags[row] ?? 0) & VACANT).toBe(VACANT);
      continue;
    }
    const expected = brokenConstraints(requirement, player, context).map((entry) => entry.constraint);
    expect(constraintsOf(judge(row)).sort()).toEqual([...expected].sort());
  }
}

describe('constraintJudge', () => {
  it('names the constraints brokenConstraints answers, for every player, after changes and removals', () => {
    fc.assert(
      fc.property(scenario, ({ requirement, players, changes, removed }) => {
        const columns = new PlayerColumns(players);
        expectJudgedAsTheEngine(requirement, columns);
        // Players saved again (the same ids), removed, and new ones taking removed players' rows.
        changes.forEach((change, index) => {
          columns.set({ ...change, id: players[index]?.id ?? `new-${index}` });
        });
        for (const index of removed) columns.delete(players[index]?.id ?? 'nobody');
        changes.forEach((change, index) => {
          columns.set({ ...change, id: `later-${index}` });
        });
        expectJudgedAsTheEngine(requirement, columns);
        expect(columns.size).toBe(columns.players.filter(Boolean).length);
      }),
      { numRuns: 500 },
    );
  });

  it('reads the lists of players and requirements whose positions have no bit', () => {
    const player = fc.sample(fittingPlayer(workedRequirement), { numRuns: 1, seed: 7 })[0] as MatchPlayer;
    const many = Array.from({ length: 40 }, (_, index) => `extra-position-${index}`);
    const columns = new PlayerColumns([
      // The first 40 positions the copy meets: the last 8 have no bit.
      { ...player, id: 'crowded', positionIds: many },
      { ...player, id: 'late', positionIds: ['extra-position-39'] },
      { ...player, id: 'other', positionIds: ['extra-position-2'] },
      // The last positions with a bit (codes 31 and 32: bits 30 and 31), which a shift by a
      // position unknown to the copy (-1) would reach.
      { ...player, id: 'bit-30', positionIds: ['extra-position-30'] },
      { ...player, id: 'bit-31', positionIds: ['extra-position-31'] },
    ]);
    for (const positionIds of [['extra-position-39'], ['extra-position-2'], ['unheard-of']]) {
      expectJudgedAsTheEngine({ ...workedRequirement, positionIds }, columns);
    }
  });

  it('answers one bit per constraint, in HARD_CONSTRAINTS’ order', () => {
    expect(
      constraintsOf(constraintBit('age') | constraintBit('otherSport') | constraintBit('transferFee')),
    ).toEqual(['otherSport', 'age', 'transferFee']);
    expect(constraintsOf(0)).toEqual([]);
  });

  it('judges ages on the window’s first day, a 29 February birthday included', () => {
    const requirement = {
      ...workedRequirement,
      isAdvancedSearch: true,
      minAge: 20,
      maxAge: 20,
      window: { fromDate: '2028-02-29', toDate: '2028-08-31' },
    };
    const player = fc.sample(fittingPlayer(requirement), { numRuns: 1, seed: 3 })[0] as MatchPlayer;
    const at = (dateOfBirth: string) =>
      constraintsOf(
        constraintJudge(requirement, new PlayerColumns([{ ...player, dateOfBirth }]), context)(0),
      ).includes('age');
    // 20 on 29 Feb 2028: born from 1 Mar 2007 to 29 Feb 2008 (2007 has no 29 February).
    expect(at('2008-02-29')).toBe(false);
    expect(at('2008-03-01')).toBe(true);
    expect(at('2007-03-01')).toBe(false);
    expect(at('2007-02-28')).toBe(true);
    expect(yearsBack('2028-02-29', 21)).toBe('2007-02-28');
    expect(yearsBack('2028-02-29', 20)).toBe('2008-02-29');
    // Century years are leap years only every 400 years; years stay four digits.
    expect(yearsBack('2000-02-29', 100)).toBe('1900-02-28');
    expect(yearsBack('2000-02-29', 400)).toBe('1600-02-29');
    expect(yearsBack('2000-02-29', 4)).toBe('1996-02-29');
    expect(yearsBack('2000-06-15', 1500)).toBe('0500-06-15');
  });
});
