import { clubFormSchema, MAX_CAMPAIGN_ID } from '@transferdesk/shared';
import { z } from 'zod';

/** The contract's club search answers at most this many. */
export const CLUB_SEARCH_LIMIT = 20;

/** PostgreSQL's `integer`: a larger campaign id would fail in the database instead of in validation. */
export { MAX_CAMPAIGN_ID };

/** Export order; the team is its name (resolved within the sport on import). */
export const CLUB_CSV_COLUMNS = [
  'name',
  'team',
  'city',
  'state',
  'address1',
  'address2',
  'email',
  'url',
  'owner',
  'industry',
  'annualRevenue',
  'fax',
  'twitter',
  'instagram',
  'description',
  'activeCampaignId',
] as const;

/** One CSV row: the form's rules, with the team by name and the campaign id as text. */
export const clubCsvRowSchema = clubFormSchema.omit({ teamId: true, activeCampaignId: true }).extend({
  team: z.string().trim(),
  activeCampaignId: z
    .string()
    .trim()
    .refine((value) => value === '' || (/^\d{1,10}$/.test(value) && Number(value) > 0), {
      message: 'Enter a whole number above 0',
    })
    .refine((value) => value === '' || Number(value) <= MAX_CAMPAIGN_ID, {
      message: 'The number is too large',
    })
    .transform((value) => (value === '' ? null : Number(value))),
});
export type ClubCsvRow = z.output<typeof clubCsvRowSchema>;

/** `GET /clubs/forSearch`: the contract lives in packages/shared (the web's club select reads it). */
export { type ClubOption, clubOptionSchema } from '@transferdesk/shared';
