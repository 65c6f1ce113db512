/**
 * The fields a contact and a player share (D8: a player is a contact with `isPlayer`), as their
 * forms hold them: free text, and one choice of a fixed list ('' for none).
 */
export const CONTACT_TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'accountName',
  'jobTitle',
  'role',
  'whatsapp',
  'twitter',
  'instagram',
  'facebook',
  'tikTok',
  'agent1',
  'agent2',
  'playerCVLink',
  'transferMarket',
  'nationality',
  'eliteProspects',
] as const;

export const CONTACT_CHOICE_FIELDS = [
  'pinsPriority',
  'contractType',
  'maritalStatus',
  'rightyLefty',
] as const;
