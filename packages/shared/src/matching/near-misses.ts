import { brokenConstraints, budgetsOf, rangesOf } from './constraints.ts';
import { convert, currencyOf } from './money.ts';
import { moneyParam, type Reason, reason, term } from './reasons.ts';
import type { Broken, Candidate, MatchContext, MatchPlayer, MatchRequirement, NearMiss } from './types.ts';

/**
 * Near misses: a player left out by exactly one hard constraint, the smallest change that would
 * let him in, and the marks he would then get. Constraints nobody can change for this requirement
 * (another sport, deleted, hidden, a no-need requirement, the club's own player, data the agency
 * has not recorded) have no change.
 */

/** The smallest change that would make the player meet `broken`, or null when there is none. */
export function smallestChange(
  requirement: MatchRequirement,
  player: MatchPlayer,
  broken: Broken,
  context: MatchContext,
): Reason | null {
  const names = (ids: readonly string[]) => ids.map((id) => context.names[id] ?? '?').join(', ');
  switch (broken.constraint) {
    case 'position':
      return player.positionIds.length > 0
        ? reason('changePosition', { held: names(player.positionIds) })
        : null;
    case 'playerLevel':
      return player.playerLevelId
        ? reason('changePlayerLevel', { held: names([player.playerLevelId]) })
        : null;
    case 'contractStatus':
      return player.contractStatusId
        ? reason('changeContractStatus', { held: names([player.contractStatusId]) })
        : null;
    case 'excludesTeam':
    case 'excludesLeague':
    case 'excludesCountry': {
      const { club } = requirement;
      const id =
        broken.constraint === 'excludesTeam'
          ? club.teamId
          : broken.constraint === 'excludesLeague'
            ? club.leagueId
            : club.countryId;
      return id ? reason('changeLiftExclusion', { name: names([id]) }) : null;
    }
    case 'age':
    case 'height':
    case 'weight': {
      const range = rangesOf(requirement, player).find(([constraint]) => constraint === broken.constraint);
      if (!range || range[1] === null) return null;
      const [, value, , , unit] = range;
      return reason('changeRange', {
        what: term(broken.constraint),
        value: { range: { min: value, max: value, unit } },
      });
    }
    case 'footing':
      return player.rightyLefty ? reason('changeFooting', { held: term(player.rightyLefty) }) : null;
    case 'maritalStatus':
      return player.maritalStatus
        ? reason('changeMaritalStatus', { held: term(player.maritalStatus) })
        : null;
    case 'nationality':
      return reason('changeNationality', { held: player.nationalities.join(', ') });
    case 'contractType':
      return player.contractType ? reason('changeContractType', { held: term(player.contractType) }) : null;
    case 'pinsPriority':
      return player.pinsPriority ? reason('changePinsPriority', { held: player.pinsPriority }) : null;
    case 'netto':
    case 'brutto':
    case 'transferFee': {
      const budget = budgetsOf(requirement, player).find(([constraint]) => constraint === broken.constraint);
      if (!budget) return null;
      const [, amount, maximum] = budget;
      const converted = convert(context.currencies, amount, player.valutaId, requirement.valutaId);
      const target = currencyOf(context.currencies, requirement.valutaId).name;
      return reason('changeBudget', {
        what: term(broken.constraint),
        amount: moneyParam(Math.round((converted - maximum) * 100) / 100, target),
      });
    }
    default:
      return null;
  }
}

/** A player's near miss, when exactly one constraint keeps him out and it can change. */
export function nearMissOf(
  requirement: MatchRequirement,
  player: MatchPlayer,
  context: MatchContext,
  mark: (player: MatchPlayer) => Candidate,
  broken: Broken[] = brokenConstraints(requirement, player, context),
): NearMiss | null {
  const [only] = broken;
  if (broken.length !== 1 || !only) return null;
  const change = smallestChange(requirement, player, only, context);
  return change ? { playerId: player.id, broken: only, change, candidate: mark(player) } : null;
}
