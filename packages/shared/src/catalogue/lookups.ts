import { z } from 'zod';
import { optionalText, requiredText } from './common.ts';

/** Lookup lists (spec 2, section 3) and their sorts (spec 2, section 9). */

export const countrySchema = z.object({ id: z.uuid(), code: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const POSITION_CATEGORIES = ['offensive', 'defensive'] as const;
export type PositionCategory = (typeof POSITION_CATEGORIES)[number];
export const positionSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  category: z.enum(POSITION_CATEGORIES).nullable(),
});
export type Position = z.infer<typeof positionSchema>;

/** Player levels and contract statuses: a name per sport. */
export const tenantNamedSchema = z.object({ id: z.uuid(), tenantId: z.uuid(), name: z.string() });
export type PlayerLevel = z.infer<typeof tenantNamedSchema>;
export type ContractStatus = z.infer<typeof tenantNamedSchema>;

export const leagueSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  countryName: z.string(),
});
export type League = z.infer<typeof leagueSchema>;

export const LEAGUE_NAME_TAKEN = 'This sport already has a league with this name.';
/**
 * A league a TenantAdmin adds from the team form (D7: the agency owns its data, and a team needs a
 * league). The country is one of the country list's names, or none.
 */
export const leagueFormSchema = z.object({
  name: requiredText(100),
  countryName: optionalText(100),
});
export type LeagueForm = z.input<typeof leagueFormSchema>;
export const leagueCreateSchema = leagueFormSchema.extend({ tenantId: z.uuid() });
export type LeagueCreate = z.infer<typeof leagueCreateSchema>;

export const NAME_SORT_PROPERTIES = ['name'] as const;
export const LEAGUE_SORT_PROPERTIES = ['name', 'countryName'] as const;
export type LeagueSortProperty = (typeof LEAGUE_SORT_PROPERTIES)[number];

/** The option the requirement form treats specially and players never get (spec 2, section 5). */
export const NO_NEED_POSITION = 'No need';

/** Spec 2, section 9: handball positions, exactly as the agencies name them. */
export const HANDBALL_OFFENSIVE_POSITIONS = [
  'Right wing',
  'Left wing',
  'Right back',
  'Left back',
  'Central back',
  'Line player',
  'Goalkeeper',
  'Coach',
  NO_NEED_POSITION,
] as const;
export const HANDBALL_DEFENSIVE_POSITIONS = [
  'Defense wing',
  'Defense back',
  'Defense central',
  '5-1 defender',
  'Defense specialist',
] as const;

/** Choice sets (spec 2, section 9). */
export const RIGHTY_LEFTY = ['Right', 'Left', 'Both'] as const;
export type RightyLefty = (typeof RIGHTY_LEFTY)[number];
export const MARITAL_STATUSES = ['Married', 'Single'] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const PINS_PRIORITIES = ['A', 'B', 'C', 'D', 'E'] as const;
export type PinsPriority = (typeof PINS_PRIORITIES)[number];
export const CONTRACT_TYPES = ['PinsPlayer', 'Mandate'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];
