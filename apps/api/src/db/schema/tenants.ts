import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

export const tenants = pgTable(
  'tenants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** sortKey(name): orders and deduplicates names without regard to case and accents (ADR 001). */
    nameSort: text('name_sort').notNull(),
    imagePath: text('image_path'),
    /** D6: an optional CRM link; it no longer decides whether a tenant is listed. */
    activeCampaignId: integer('active_campaign_id'),
    ...timestamps,
  },
  (table) => [uniqueIndex('tenants_name_sort_key').on(table.nameSort)],
);

export const features = pgTable('features', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique('features_name_key'),
  ...timestamps,
});

export const tenantFeatures = pgTable(
  'tenant_features',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    featureId: uuid('feature_id')
      .notNull()
      .references(() => features.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.tenantId, table.featureId] }),
    index('tenant_features_feature_id_idx').on(table.featureId),
  ],
);
