import { z } from 'zod';
import type { SortOption } from './pagination.ts';

export const featureSchema = z.object({ id: z.uuid(), name: z.string() });
export type Feature = z.infer<typeof featureSchema>;

export const tenantSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  imagePath: z.string().nullable(),
  activeCampaignId: z.number().int().nullable(),
  countOfUsers: z.number().int(),
  features: z.array(featureSchema),
  createdAt: z.string(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** ActiveCampaign ids are positive; the column is PostgreSQL's `integer`, which ends here. */
export const MAX_CAMPAIGN_ID = 2_147_483_647;

const campaignIdSchema = z
  .number({ message: 'Enter a number' })
  .int({ message: 'Enter a whole number' })
  .positive({ message: 'Enter a whole number above 0' })
  .max(MAX_CAMPAIGN_ID, {
    message: `The campaign id can be at most ${MAX_CAMPAIGN_ID.toLocaleString('en-GB')}`,
  });

export const tenantNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Name is required' })
  .max(100, { message: 'Name can be at most 100 characters' });

export const tenantCreateSchema = z.object({
  name: tenantNameSchema,
  featureIds: z.array(z.uuid()).default([]),
  activeCampaignId: campaignIdSchema.nullable().optional(),
});
export type TenantCreate = z.infer<typeof tenantCreateSchema>;

export const tenantUpdateSchema = z.object({
  name: tenantNameSchema.optional(),
  featureIds: z.array(z.uuid()).optional(),
  activeCampaignId: campaignIdSchema.nullable().optional(),
});
export type TenantUpdate = z.infer<typeof tenantUpdateSchema>;

export const TENANT_SORT_PROPERTIES = ['name', 'countOfUsers', 'createdAt'] as const;
export type TenantSortProperty = (typeof TENANT_SORT_PROPERTIES)[number];

export const TENANT_SORT_OPTIONS: SortOption[] = [
  { label: 'tenants.sort.name', property: 'name' },
  { label: 'tenants.sort.countOfUsers', property: 'countOfUsers' },
  { label: 'tenants.sort.createdAt', property: 'createdAt' },
];
