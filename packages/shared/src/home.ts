import { z } from 'zod';

/** One entry of `GET /core/api/home/summary`: a sport of the caller, by name. */
export const tenantSummarySchema = z.object({
  tenantId: z.uuid(),
  name: z.string(),
  /** Members of the sport, every role. */
  users: z.number().int(),
});
export type TenantSummary = z.infer<typeof tenantSummarySchema>;

/** `GET /core/api/home/summary`: the /home dashboard's counts, one entry per sport of the caller. */
export const homeSummarySchema = z.array(tenantSummarySchema);
