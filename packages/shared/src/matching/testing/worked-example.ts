import type { MatchContract, MatchPlayer, MatchRequirement } from '../types.ts';
import { CLUB_ID, TENANT } from './arbitraries.ts';

/** docs/matching.md's worked example: Brøndby IF's requirement and Jonas Holm, for named tests. */

/** The requirement of docs/matching.md's worked example. */
export const workedRequirement: MatchRequirement = {
  tenantId: TENANT,
  positionIds: ['pos-1'],
  playerLevelIds: ['lvl-1'],
  contractStatusIds: [],
  isNoNeed: false,
  maxNetto: 900_000,
  maxBrutto: 0,
  maxTransferSum: 7_460_000,
  valutaId: 'DKK',
  isAdvancedSearch: true,
  minAge: 20,
  maxAge: 28,
  minHeight: null,
  maxHeight: null,
  minWeight: null,
  maxWeight: null,
  rightyLefty: 'Left',
  maritalStatus: null,
  nationality: null,
  contractType: null,
  pinsPriority: null,
  window: { fromDate: '2026-07-01', toDate: '2026-08-31' },
  club: { id: CLUB_ID, name: 'Brøndby IF', teamId: 'team-1', leagueId: 'league-1', countryId: 'country-1' },
};

export const contract = (fields: Partial<MatchContract>): MatchContract => ({
  clubName: 'Aarhus GF',
  startDate: '2023-07-01',
  endDate: '2026-08-15',
  buyOut: false,
  buyOutDate: null,
  buyOutAmount: 0,
  buyOutValutaId: null,
  ...fields,
});

/** Jonas Holm of docs/matching.md's worked example. */
export const jonas: MatchPlayer = {
  id: 'p-1',
  tenantId: TENANT,
  firstName: 'Jonas',
  lastName: 'Holm',
  deleted: false,
  includeInApp: true,
  clubId: 'club-aarhus',
  positionIds: ['pos-1'],
  playerLevelId: 'lvl-1',
  contractStatusId: null,
  freeAgent: false,
  valutaId: 'EUR',
  minSalaryNetto: 60_000,
  minSalaryBrutto: 0,
  estTransfer: 500_000,
  dateOfBirth: '2002-03-10',
  height: 0,
  weight: 0,
  rightyLefty: 'Left',
  maritalStatus: null,
  nationalities: ['Denmark'],
  contractType: null,
  pinsPriority: 'B',
  mandate: true,
  playerContracts: [contract({})],
  priorities: { countryIds: [], leagueIds: ['league-1'], teamIds: [] },
  exclusions: { countryIds: [], leagueIds: [], teamIds: [] },
};
