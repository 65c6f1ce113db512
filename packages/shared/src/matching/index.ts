export { PlayerColumns } from './columns.ts';
export { brokenConstraints } from './constraints.ts';
export {
  type MatchOptions,
  markPlayer,
  matchAverage,
  matchPlayers,
  matchPlayersInSlices,
  unjudgedExclusions,
} from './engine.ts';
export { type ConstraintJudge, constraintJudge } from './judge.ts';
export { convert as convertCurrency } from './money.ts';
export { type Narrowed, narrowPlayers } from './narrow.ts';
export { nearMissOf, smallestChange } from './near-misses.ts';
export * from './reasons.ts';
export * from './types.ts';
