import { MESSAGES } from '@transferdesk/shared';
import { and, count, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { type LoginOutcome, loginAttempts, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';

/** D14: every number of the sign-in limits, in one place. */
export const SIGN_IN_LIMITS = {
  /** Failed sign-ins of one account within `accountWindowMs` that lock it. */
  accountFailures: 5,
  accountWindowMs: 15 * 60 * 1000,
  /** How long a lock lasts; the right password does not open it early. */
  lockMs: 15 * 60 * 1000,
  /**
   * Failed or locked sign-in attempts one address may make within `addressWindowMs`. Successful
   * sign-ins do not count: a whole agency behind one address signs in every morning.
   */
  addressAttempts: 20,
  addressWindowMs: 15 * 60 * 1000,
  /** Attempts are kept this long for reading the logs of an attack, then deleted. */
  retentionMs: 24 * 60 * 60 * 1000,
} as const;

const secondsUntil = (moment: Date, now: Date) => Math.ceil((moment.getTime() - now.getTime()) / 1000);

/**
 * D14 over the login_attempts table, so that limits hold across restarts and API instances. An
 * account is locked with a timestamp on the user; its failures count from the later of the window
 * start and the last clearing (a success, a password reset, or the lock itself).
 */
export function createSignInLimiter(db: Db) {
  async function record(tx: Db | Tx, ip: string, userId: string | null, outcome: LoginOutcome, now: Date) {
    await tx.insert(loginAttempts).values({ ip, userId, outcome, occurredAt: now });
    // Cheap through the occurred_at index, and keeps the table at about a day of attempts.
    await tx
      .delete(loginAttempts)
      .where(lt(loginAttempts.occurredAt, new Date(now.getTime() - SIGN_IN_LIMITS.retentionMs)));
  }

  return {
    /**
     * Refuses an address that has made its allowance of attempts within the window, telling it
     * when the oldest of them falls out. Refused attempts are not recorded, so waiting always helps.
     */
    async checkAddress(ip: string, now = new Date()): Promise<void> {
      const windowStart = new Date(now.getTime() - SIGN_IN_LIMITS.addressWindowMs);
      const [oldestCounted] = await db
        .select({ occurredAt: loginAttempts.occurredAt })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.ip, ip),
            ne(loginAttempts.outcome, 'success'),
            gt(loginAttempts.occurredAt, windowStart),
          ),
        )
        .orderBy(desc(loginAttempts.occurredAt))
        .limit(1)
        .offset(SIGN_IN_LIMITS.addressAttempts - 1);
      if (oldestCounted) {
        const freeAt = new Date(oldestCounted.occurredAt.getTime() + SIGN_IN_LIMITS.addressWindowMs);
        throw new DomainError(
          'tooManyRequests',
          MESSAGES.tooManyAttempts,
          undefined,
          secondsUntil(freeAt, now),
        );
      }
    },

    /** Refuses a locked account, whatever the password; the attempt still counts for the address. */
    async checkAccount(
      ip: string,
      user: { id: string; lockedUntil: Date | null },
      now = new Date(),
    ): Promise<void> {
      if (user.lockedUntil && user.lockedUntil > now) {
        await record(db, ip, user.id, 'locked', now);
        throw new DomainError(
          'tooManyRequests',
          MESSAGES.accountLocked,
          undefined,
          secondsUntil(user.lockedUntil, now),
        );
      }
    },

    /** A failed sign-in; `userId` null for an unknown e-mail, which counts for the address only. */
    async recordFailure(ip: string, userId: string | null, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await record(tx, ip, userId, 'failure', now);
        if (!userId) return;
        const windowStart = new Date(now.getTime() - SIGN_IN_LIMITS.accountWindowMs);
        const [row] = await tx
          .select({ failures: count() })
          .from(loginAttempts)
          .innerJoin(users, eq(users.id, loginAttempts.userId))
          .where(
            and(
              eq(loginAttempts.userId, userId),
              eq(loginAttempts.outcome, 'failure'),
              gt(loginAttempts.occurredAt, windowStart),
              sql`(${users.loginFailuresClearedAt} is null or ${loginAttempts.occurredAt} > ${users.loginFailuresClearedAt})`,
            ),
          );
        if ((row?.failures ?? 0) >= SIGN_IN_LIMITS.accountFailures) {
          // Clearing the count at the lock gives the account a fresh allowance once the lock ends.
          await tx
            .update(users)
            .set({
              lockedUntil: new Date(now.getTime() + SIGN_IN_LIMITS.lockMs),
              loginFailuresClearedAt: now,
              ...keepUpdatedAt,
            })
            .where(eq(users.id, userId));
        }
      });
    },

    /** D14: a successful sign-in clears the account's failures. */
    async recordSuccess(ip: string, userId: string, now = new Date()): Promise<void> {
      await db.transaction(async (tx) => {
        await record(tx, ip, userId, 'success', now);
        await tx.update(users).set(clearedLock(now)).where(eq(users.id, userId));
      });
    },
  };
}

/** Sign-in bookkeeping is no change of the user: updated_at stays as it was. */
const keepUpdatedAt = { updatedAt: sql`${users.updatedAt}` };

/** The user columns that end a lock and forget earlier failures (success, password reset). */
export function clearedLock(now: Date) {
  return { lockedUntil: null, loginFailuresClearedAt: now, ...keepUpdatedAt };
}
