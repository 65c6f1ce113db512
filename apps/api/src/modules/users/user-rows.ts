// The user table as the user service reads it: columns, row type, sorts and display name.
import { ROLES, type Role, type UserSortProperty } from '@transferdesk/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { userRoles, users } from '../../db/schema/index.ts';

/** The contract's display name: `name surname`, or the e-mail when both are empty. */
export function displayName(user: { name: string; surname: string; email: string }): string {
  return `${user.name} ${user.surname}`.trim() || user.email;
}

export const rolesColumn = sql<
  Role[]
>`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`;

/** ROLES order, whatever order the database aggregated them in. */
export const orderedRoles = (roles: Role[]): Role[] => ROLES.filter((role) => roles.includes(role));

/** Text a form may clear: an empty answer is stored as no answer. */
export const blankToNull = (value: string | null | undefined) => (value ? value : null);

export const userColumns = {
  id: users.id,
  name: users.name,
  surname: users.surname,
  email: users.email,
  phoneNumber: users.phoneNumber,
  title: users.title,
  location: users.location,
  birthday: users.birthday,
  imagePath: users.imagePath,
  isActive: users.isActive,
  createdAt: users.createdAt,
  roles: rolesColumn,
};
export interface UserRow {
  id: string;
  name: string;
  surname: string;
  email: string;
  phoneNumber: string | null;
  title: string | null;
  location: string | null;
  birthday: string | null;
  imagePath: string | null;
  isActive: boolean;
  createdAt: Date;
  roles: Role[];
}

export const USER_SORTS: Record<UserSortProperty, SQL | AnyPgColumn> = {
  name: users.nameSort,
  surname: users.surnameSort,
  createdAt: users.createdAt,
};
