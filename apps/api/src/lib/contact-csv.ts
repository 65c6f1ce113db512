/**
 * What the contact and player CSV files (D8: one table) share: the columns both write after the
 * names, club and contact details, in this order, and which of the contact's columns read as
 * yes/no, numbers, or no answer when empty (lib/csv-cells.ts).
 */
export const CONTACT_PROFILE_CSV_COLUMNS = [
  'twitter',
  'instagram',
  'facebook',
  'tikTok',
  'agent1',
  'agent2',
  'playerCVLink',
  'description',
  'mandate',
  'pinsPriority',
  'includeInApp',
  'contractType',
  'transferMarket',
  'dateOfBirth',
  'nationality',
  'maritalStatus',
  'numberOfKids',
  'rightyLefty',
  'height',
  'weight',
  'eliteProspects',
] as const;

export const CONTACT_CELL_KINDS = {
  booleans: ['mandate', 'includeInApp'],
  numbers: ['numberOfKids', 'height', 'weight'],
  optional: ['pinsPriority', 'contractType', 'dateOfBirth', 'maritalStatus', 'rightyLefty'],
} as const;
