import { z } from 'zod';
import { FIELD_MANDATORY, requiredText } from './common.ts';

export const teamSchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  leagueId: z.uuid(),
  league: z.object({ name: z.string(), countryName: z.string() }),
  createdAt: z.string(),
  /** A club (or, later, a player's priorities) points at the team: it cannot be deleted. */
  isBeenUsed: z.boolean(),
});
export type Team = z.infer<typeof teamSchema>;

/** Spec 2, section 5: name and leagueId required. */
export const teamFormSchema = z.object({
  name: requiredText(100),
  leagueId: z.uuid({ message: FIELD_MANDATORY }),
});
export type TeamForm = z.infer<typeof teamFormSchema>;

/** D22: creates carry the sport in the body. */
export const teamCreateSchema = teamFormSchema.extend({ tenantId: z.uuid({ message: FIELD_MANDATORY }) });
export type TeamCreate = z.infer<typeof teamCreateSchema>;
export const teamUpdateSchema = teamFormSchema.partial();
export type TeamUpdate = z.infer<typeof teamUpdateSchema>;

export const TEAM_SORT_PROPERTIES = ['name', 'createdAt'] as const;
export type TeamSortProperty = (typeof TEAM_SORT_PROPERTIES)[number];

export const TEAM_IN_USE = 'The team is used by a club or a player and cannot be deleted.';
export const TEAM_NAME_TAKEN = 'This sport already has a team with this name.';
