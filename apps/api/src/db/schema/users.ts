import { DEFAULT_LOCALE, type Locale, type Role } from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { tenants } from './tenants.ts';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    phoneNumber: text('phone_number'),
    title: text('title'),
    location: text('location'),
    birthday: date('birthday'),
    imagePath: text('image_path'),
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** The language of the e-mails the user receives (D13). */
    locale: text('locale').$type<Locale>().notNull().default(DEFAULT_LOCALE),
    /** D46: the morning digest of reminders by e-mail; the user can opt out in the profile. */
    reminderDigest: boolean('reminder_digest').notNull().default(true),
    /**
     * userSearchKey(name, surname, email): what user search matches, without regard to case and
     * accents. Written by the API on every change of those fields (PostgreSQL cannot strip accents
     * without an extension PGlite lacks).
     */
    searchKey: text('search_key').notNull().default(''),
    /** sortKey(name) and sortKey(surname): the list sorts, without regard to case and accents (ADR 001). */
    nameSort: text('name_sort').notNull().default(''),
    surnameSort: text('surname_sort').notNull().default(''),
    /**
     * D14: failed sign-ins for this account's e-mail before this moment no longer count towards a
     * lock, from any address (a successful sign-in, a reset or any password change).
     */
    loginFailuresClearedAt: timestamp('login_failures_cleared_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_lower_key').on(sql`lower(${table.email})`),
    index('users_name_sort_idx').on(table.nameSort, table.surnameSort),
    index('users_surname_sort_idx').on(table.surnameSort, table.nameSort),
    index('users_created_at_idx').on(table.createdAt),
    check('users_locale_check', sql`${table.locale} in ('en-gb', 'da')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.role] }),
    check('user_roles_role_check', sql`${table.role} in ('Superadmin', 'TenantAdmin', 'User')`),
  ],
);

export const userTenants = pgTable(
  'user_tenants',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.tenantId] }),
    index('user_tenants_tenant_id_idx').on(table.tenantId),
  ],
);
