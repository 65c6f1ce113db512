/**
 * The root of each feature's query keys. A feature's key factory (in its api.ts) builds on its
 * root; another feature that changes that data invalidates by the root, without importing the
 * feature (ARCHITECTURE.md: no cross-feature imports).
 */
export const queryRoots = {
  clubs: ['clubs'],
  contacts: ['contacts'],
  players: ['players'],
  requirements: ['requirements'],
  matches: ['matches'],
  notifications: ['notifications'],
  pitches: ['pitches'],
  agreements: ['agreements'],
  personalData: ['personalData'],
  teams: ['teams'],
  transfers: ['transfers'],
  valutas: ['valutas'],
  pdfTemplates: ['pdfTemplates'],
  tenants: ['tenants'],
  users: ['users'],
  posts: ['posts'],
  leagues: ['leagues'],
  home: ['home'],
  config: ['config'],
} as const;
