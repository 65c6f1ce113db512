export { brokenConstraints } from './constraints.ts';
export { type MatchOptions, markPlayer, matchAverage, matchPlayers, matchPlayersInSlices } from './engine.ts';
export { convert as convertCurrency } from './money.ts';
export * from './types.ts';
