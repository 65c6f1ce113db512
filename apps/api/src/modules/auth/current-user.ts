// `/auth/me`: the signed-in user with their roles and sports, read in one query.
import { type CurrentUser, ROLES, type Role } from '@transferdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { features, tenantFeatures, tenants, userRoles, users, userTenants } from '../../db/schema/index.ts';
import { displayName } from '../users/service.ts';
import { sessionEnded } from './session-store.ts';

export function createCurrentUserReader({ db }: { db: Db }) {
  return {
    /** `/auth/me` in one query: the user, their roles, and their sports with each sport's features. */
    async currentUser(userId: string): Promise<CurrentUser> {
      const featureNames = db
        .select({
          names: sql`coalesce(json_agg(${features.name} order by lower(${features.name}), ${features.name}), '[]')`,
        })
        .from(tenantFeatures)
        .innerJoin(features, eq(features.id, tenantFeatures.featureId))
        .where(eq(tenantFeatures.tenantId, tenants.id));
      // The sub-selects name the user by parameter: in a one-table select Drizzle leaves `users.id`
      // unqualified, which inside them would mean another table's id.
      const [user] = await db
        .select({
          id: users.id,
          name: users.name,
          surname: users.surname,
          email: users.email,
          imagePath: users.imagePath,
          roles: sql<
            Role[]
          >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${userId}), '{}')`,
          tenants: sql<CurrentUser['tenants'] | string>`(
            select coalesce(json_agg(json_build_object(
              'id', ${tenants.id}, 'name', ${tenants.name}, 'imagePath', ${tenants.imagePath},
              'features', (${featureNames})
            ) order by ${tenants.nameSort}, ${tenants.id}), '[]')
            from ${userTenants} inner join ${tenants} on ${tenants.id} = ${userTenants.tenantId}
            where ${userTenants.userId} = ${userId})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw sessionEnded();
      const held = new Set(user.roles);
      return {
        id: user.id,
        name: user.name,
        surname: user.surname,
        displayName: displayName(user),
        email: user.email,
        imagePath: user.imagePath,
        roles: ROLES.filter((role) => held.has(role)),
        // Both drivers parse json; a driver answering text is read the same way.
        tenants: typeof user.tenants === 'string' ? JSON.parse(user.tenants) : user.tenants,
      };
    },
  };
}
