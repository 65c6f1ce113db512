import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** D3: the session behind the access tokens; refresh needs it live, logout revokes it. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rememberMe: boolean('remember_me').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Updated on refresh, not on every request, so reads stay reads. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    /** The Superadmin behind an impersonation session; the session ends with their account. */
    impersonatorId: uuid('impersonator_id').references(() => users.id, { onDelete: 'cascade' }),
  },
  (table) => [
    index('sessions_user_id_idx').on(table.userId),
    index('sessions_impersonator_id_idx').on(table.impersonatorId),
  ],
);

export type LoginOutcome = 'success' | 'failure' | 'locked';

/**
 * D14: one row per sign-in attempt (and per check of the current password), so the limits hold
 * across restarts and across API instances. Locks count by `email` and `ip`, never by `user_id`, so
 * that an e-mail without an account is refused exactly like one with.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
    ip: text('ip').notNull(),
    /** The e-mail tried, lower-cased, whether or not it belongs to an account. */
    email: text('email').notNull(),
    /** The account that e-mail named at the time, for reading the logs of an attack. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    outcome: text('outcome').$type<LoginOutcome>().notNull(),
  },
  (table) => [
    index('login_attempts_ip_occurred_at_idx').on(table.ip, table.occurredAt),
    index('login_attempts_email_ip_occurred_at_idx').on(table.email, table.ip, table.occurredAt),
    index('login_attempts_user_id_occurred_at_idx').on(table.userId, table.occurredAt),
    index('login_attempts_occurred_at_idx').on(table.occurredAt),
  ],
);

/** D13: only the SHA-256 of each secret is kept, so a database leak opens no account. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** Set when a newer link is sent: only the latest e-mail counts (D13), yet the row still counts
     * towards the hourly limit of reset e-mails. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_reset_tokens_token_hash_key').on(table.tokenHash),
    index('password_reset_tokens_user_id_idx').on(table.userId),
  ],
);
