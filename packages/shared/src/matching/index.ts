export { brokenConstraints } from './constraints.ts';
export {
  type MatchOptions,
  markPlayer,
  matchAverage,
  matchPlayers,
  matchPlayersInSlices,
  unjudgedExclusions,
} from './engine.ts';
export { convert as convertCurrency } from './money.ts';
export { nearMissOf, smallestChange } from './near-misses.ts';
export * from './reasons.ts';
export * from './types.ts';
