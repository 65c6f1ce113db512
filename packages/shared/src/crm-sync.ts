import { z } from 'zod';

export const CRM_SYNC_STATES = ['idle', 'syncing', 'done', 'failed'] as const;
export type CrmSyncState = (typeof CRM_SYNC_STATES)[number];

/** D32: a field the agency changed in the app since the last sync and the CRM now says otherwise. */
export const crmConflictSchema = z.object({
  entity: z.enum(['club', 'contact']),
  id: z.uuid(),
  name: z.string(),
  field: z.string(),
  appValue: z.string(),
  crmValue: z.string(),
});
export type CrmConflict = z.infer<typeof crmConflictSchema>;

const countsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  conflicts: z.number().int(),
});
export type CrmSyncCounts = z.infer<typeof countsSchema>;

/** D32, `GET /core/api/sync`: the running sync's progress, or the last one's report. */
export const crmSyncReportSchema = z.object({
  /** False without ACTIVECAMPAIGN_URL and ACTIVECAMPAIGN_API_KEY: the Sync item says so. */
  configured: z.boolean(),
  state: z.enum(CRM_SYNC_STATES),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Sports read so far, of `sports` with an ActiveCampaign list. */
  sportsDone: z.number().int(),
  sports: z.number().int(),
  clubs: countsSchema,
  contacts: countsSchema,
  /** The first conflicts found (at most 200); `clubs.conflicts + contacts.conflicts` counts them all. */
  conflicts: z.array(crmConflictSchema),
  errors: z.array(z.string()),
});
export type CrmSyncReport = z.infer<typeof crmSyncReportSchema>;
