export * from './clubs.ts';
export * from './common.ts';
export * from './contacts.ts';
export * from './lookups.ts';
export * from './players.ts';
export * from './teams.ts';
export * from './transfers.ts';
export * from './valutas.ts';
