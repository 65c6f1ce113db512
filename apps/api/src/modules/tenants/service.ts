import {
  type Feature,
  lastPageOf,
  MESSAGES,
  type Paginated,
  type SortDirection,
  sortKey,
  type Tenant,
  type TenantCreate,
  type TenantSortProperty,
  type TenantUpdate,
} from '@transferdesk/shared';
import { asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { features, tenantFeatures, tenants, userTenants } from '../../db/schema/index.ts';
import { seedTenantDefaults } from '../../db/seed/reference.ts';
import { DomainError } from '../../lib/errors.ts';
import { replaceRowImage } from '../../lib/images.ts';
import type { Storage } from '../../lib/storage.ts';

export interface TenantListQuery {
  /** Without a page the first `take` tenants, as page 1 (the resource kit's list rule). */
  page?: number | undefined;
  take: number;
  sort: TenantSortProperty;
  direction: SortDirection;
}

const IMAGE_FOLDER = 'tenants';

const countOfUsers =
  sql<number>`(select count(*) from ${userTenants} where ${userTenants.tenantId} = ${tenants.id})`.mapWith(
    Number,
  );

const tenantColumns = {
  id: tenants.id,
  name: tenants.name,
  imagePath: tenants.imagePath,
  activeCampaignId: tenants.activeCampaignId,
  createdAt: tenants.createdAt,
  countOfUsers,
};

interface TenantRow {
  id: string;
  name: string;
  imagePath: string | null;
  activeCampaignId: number | null;
  createdAt: Date;
  countOfUsers: number;
}

/** The features of each tenant, by name; tenants without features are absent from the map. */
export async function featuresByTenant(db: Db, tenantIds: string[]): Promise<Map<string, Feature[]>> {
  const result = new Map<string, Feature[]>();
  if (tenantIds.length === 0) return result;
  const rows = await db
    .select({ tenantId: tenantFeatures.tenantId, id: features.id, name: features.name })
    .from(tenantFeatures)
    .innerJoin(features, eq(features.id, tenantFeatures.featureId))
    .where(inArray(tenantFeatures.tenantId, tenantIds))
    .orderBy(asc(sql`lower(${features.name})`), asc(features.name));
  for (const { tenantId, ...feature } of rows) {
    const list = result.get(tenantId) ?? [];
    list.push(feature);
    result.set(tenantId, list);
  }
  return result;
}

export type TenantService = ReturnType<typeof createTenantService>;

export function createTenantService({ db, storage }: { db: Db; storage: Storage }) {
  const notFound = () => new DomainError('notFound', MESSAGES.notFound);
  const duplicateName = (name: string) =>
    new DomainError('conflict', `A sport named "${name}" already exists.`, [
      'name: A sport with this name already exists',
    ]);

  async function toTenants(rows: TenantRow[]): Promise<Tenant[]> {
    const featureMap = await featuresByTenant(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      imagePath: row.imagePath,
      activeCampaignId: row.activeCampaignId,
      countOfUsers: row.countOfUsers,
      features: featureMap.get(row.id) ?? [],
      createdAt: row.createdAt.toISOString(),
    }));
  }

  async function countAll(): Promise<number> {
    const [row] = await db.select({ total: count() }).from(tenants);
    return row?.total ?? 0;
  }

  async function get(id: string): Promise<Tenant> {
    const rows = await db.select(tenantColumns).from(tenants).where(eq(tenants.id, id));
    const [tenant] = await toTenants(rows);
    if (!tenant) throw notFound();
    return tenant;
  }

  /** Refuses ids that name no feature, so a typo does not surface as a database error. */
  async function checkFeatureIds(tx: Tx, featureIds: string[]): Promise<string[]> {
    const unique = [...new Set(featureIds)];
    if (unique.length === 0) return unique;
    const found = await tx.select({ id: features.id }).from(features).where(inArray(features.id, unique));
    const known = new Set(found.map((row) => row.id));
    const unknown = unique.filter((id) => !known.has(id));
    if (unknown.length > 0) {
      throw new DomainError(
        'invalid',
        'Validation failed',
        unknown.map((id) => `featureIds: No feature has the id ${id}`),
      );
    }
    return unique;
  }

  async function replaceFeatures(tx: Tx, tenantId: string, featureIds: string[]): Promise<void> {
    const ids = await checkFeatureIds(tx, featureIds);
    await tx.delete(tenantFeatures).where(eq(tenantFeatures.tenantId, tenantId));
    if (ids.length > 0) {
      await tx.insert(tenantFeatures).values(ids.map((featureId) => ({ tenantId, featureId })));
    }
  }

  return {
    get,

    async list(query: TenantListQuery): Promise<Paginated<Tenant>> {
      const order = query.direction === 'desc' ? desc : asc;
      const primary: Record<TenantSortProperty, SQL | AnyPgColumn> = {
        name: tenants.nameSort,
        countOfUsers,
        createdAt: tenants.createdAt,
      };
      // Ties break by name and then id, so a page never shifts between two requests (ADR 001).
      const ordering = [order(primary[query.sort]), asc(tenants.nameSort), asc(tenants.id)];
      const total = await countAll();
      // Without a page, `take` is already the unpaged cap (withListTake).
      const page = query.page ?? 1;
      const rows = await db
        .select(tenantColumns)
        .from(tenants)
        .orderBy(...ordering)
        .limit(query.take)
        .offset((page - 1) * query.take);
      return {
        data: await toTenants(rows),
        currentPage: page,
        lastPage: lastPageOf(total, query.take),
        perPage: query.take,
        total,
      };
    },

    count: countAll,

    async create(input: TenantCreate): Promise<Tenant> {
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(tenants)
            .values({
              name: input.name,
              nameSort: sortKey(input.name),
              activeCampaignId: input.activeCampaignId ?? null,
            })
            .returning({ id: tenants.id });
          if (!created) throw new Error('The tenant row was not written');
          await replaceFeatures(tx, created.id, input.featureIds);
          // ADR 004: a sport starts with its lookups (positions, levels, statuses, currencies).
          await seedTenantDefaults(tx, created.id, input.name);
          return created.id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw duplicateName(input.name);
        throw error;
      }
      return get(id);
    },

    /** Changes only the fields present; `featureIds` replaces the whole set. */
    async update(id: string, input: TenantUpdate): Promise<Tenant> {
      try {
        await db.transaction(async (tx) => {
          const changes = {
            ...(input.name !== undefined ? { name: input.name, nameSort: sortKey(input.name) } : {}),
            ...(input.activeCampaignId !== undefined ? { activeCampaignId: input.activeCampaignId } : {}),
          };
          const [updated] =
            Object.keys(changes).length > 0 || input.featureIds !== undefined
              ? await tx
                  .update(tenants)
                  // updated_at moves when only the features change, too.
                  .set({ ...changes, updatedAt: new Date() })
                  .where(eq(tenants.id, id))
                  .returning({ id: tenants.id })
              : await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, id));
          if (!updated) throw notFound();
          if (input.featureIds !== undefined) await replaceFeatures(tx, id, input.featureIds);
        });
      } catch (error) {
        if (input.name !== undefined && isUniqueViolation(error)) throw duplicateName(input.name);
        throw error;
      }
      return get(id);
    },

    async replaceImage(id: string, bytes: Uint8Array): Promise<Tenant> {
      await replaceRowImage({
        db,
        storage,
        folder: IMAGE_FOLDER,
        bytes,
        table: tenants,
        row: eq(tenants.id, id),
        path: tenants.imagePath,
        set: (newPath) => ({ imagePath: newPath }),
        notFound,
      });
      return get(id);
    },

    async listFeatures(): Promise<Feature[]> {
      return db
        .select({ id: features.id, name: features.name })
        .from(features)
        .orderBy(asc(sql`lower(${features.name})`), asc(features.name));
    },
  };
}
