import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brokenConstraints } from './constraints.ts';
import { constraintJudge, yearsBack } from './judge.ts';
import { anyPlayer, context, fittingPlayer, requirementArbitrary } from './testing/arbitraries.ts';
import { workedRequirement } from './testing/worked-example.ts';
import type { HardConstraint, MatchPlayer } from './types.ts';

/**
 * The judge must name exactly the constraints the engine's `brokenConstraints` answers, for every
 * player: matching counts and narrows with it, and the engine ranks what it lets through.
 */

const scenario = requirementArbitrary.chain((requirement) =>
  fc.record({
    requirement: fc.constant(requirement),
    players: fc.array(fc.oneof(fittingPlayer(requirement), anyPlayer(requirement)), { maxLength: 30 }),
  }),
);

const judged = (...[requirement, player]: [typeof workedRequirement, MatchPlayer]) => {
  const broken: HardConstraint[] = [];
  const count = constraintJudge(requirement, context)(player, broken);
  return { count, broken: [...broken] };
};

describe('constraintJudge', () => {
  it('names the constraints brokenConstraints answers, for every player', () => {
    fc.assert(
      fc.property(scenario, ({ requirement, players }) => {
        const judge = constraintJudge(requirement, context);
        const broken: HardConstraint[] = [];
        for (const player of players) {
          const count = judge(player, broken);
          const expected = brokenConstraints(requirement, player, context).map((entry) => entry.constraint);
          expect([...broken].sort()).toEqual([...expected].sort());
          expect(count).toBe(expected.length);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('empties the list it is given before judging the next player', () => {
    const player = fc.sample(fittingPlayer(workedRequirement), { numRuns: 1, seed: 7 })[0] as MatchPlayer;
    const broken: HardConstraint[] = ['age', 'height'];
    expect(constraintJudge(workedRequirement, context)(player, broken)).toBe(0);
    expect(broken).toEqual([]);
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
      judged(requirement, { ...player, dateOfBirth }).broken.includes('age');
    // 20 on 29 Feb 2028: born from 1 Mar 2007 to 29 Feb 2008 (2007 has no 29 February).
    expect(at('2008-02-29')).toBe(false);
    expect(at('2008-03-01')).toBe(true);
    expect(at('2007-03-01')).toBe(false);
    expect(at('2007-02-28')).toBe(true);
    expect(yearsBack('2028-02-29', 21)).toBe('2007-02-28');
    expect(yearsBack('2028-02-29', 20)).toBe('2008-02-29');
  });
});
