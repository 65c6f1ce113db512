import { MESSAGES } from '@transferdesk/shared';
import { and, desc, eq, gt, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type LoginOutcome, loginAttempts, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';

/** D14: every number of the sign-in limits, in one place. */
export const SIGN_IN_LIMITS = {
  /**
   * Failed attempts for one e-mail from one address within `accountWindowMs` after which that
   * pair is refused until the oldest of them leaves the window. Per pair, so that nobody can lock
   * an owner out from elsewhere; the same for e-mails with and without an account, so that a 429
   * tells nobody which addresses exist.
   */
  accountFailures: 5,
  accountWindowMs: 15 * 60 * 1000,
  /**
   * Failed or locked sign-in attempts one address may make within `addressWindowMs`, whatever the
   * e-mails. Successful sign-ins do not count: a whole agency behind one address signs in every morning.
   */
  addressAttempts: 20,
  addressWindowMs: 15 * 60 * 1000,
  /** Attempts are kept this long for reading the logs of an attack, then deleted. */
  retentionMs: 24 * 60 * 60 * 1000,
} as const;

/** Who an attempt was for: the e-mail as typed (any case), and its account when there is one. */
export interface AttemptTarget {
  email: string;
  userId: string | null;
}

const secondsUntil = (moment: Date, now: Date) => Math.ceil((moment.getTime() - now.getTime()) / 1000);

const tooMany = (message: string, oldestCounted: Date, windowMs: number, now: Date) =>
  new DomainError(
    'tooManyRequests',
    message,
    undefined,
    secondsUntil(new Date(oldestCounted.getTime() + windowMs), now),
  );

/**
 * D14 over the login_attempts table, so that limits hold across restarts and API instances. Both
 * limits are sliding windows: refused until the oldest counted attempt leaves the window. Refused
 * attempts never count for their own refusal, so waiting always helps.
 */
export function createSignInLimiter(db: Db) {
  async function record(ip: string, target: AttemptTarget, outcome: LoginOutcome, now: Date) {
    await db.insert(loginAttempts).values({
      ip,
      email: target.email.toLowerCase(),
      userId: target.userId,
      outcome,
      occurredAt: now,
    });
    // Cheap through the occurred_at index, and keeps the table at about a day of attempts.
    await db
      .delete(loginAttempts)
      .where(lt(loginAttempts.occurredAt, new Date(now.getTime() - SIGN_IN_LIMITS.retentionMs)));
  }

  return {
    /** Refuses an address that has made its allowance of attempts within the window. */
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
        throw tooMany(
          MESSAGES.tooManyAttempts,
          oldestCounted.occurredAt,
          SIGN_IN_LIMITS.addressWindowMs,
          now,
        );
      }
    },

    /**
     * Refuses an e-mail that has failed its allowance from this address, whatever the password and
     * whether or not the e-mail has an account: the same query and the same answer for both. The
     * refusal still counts for the address.
     */
    async checkAccount(ip: string, target: AttemptTarget, now = new Date()): Promise<void> {
      const email = target.email.toLowerCase();
      const windowStart = new Date(now.getTime() - SIGN_IN_LIMITS.accountWindowMs);
      // Failures before the account's last clearing no longer count; an unknown e-mail has none.
      const clearedAt = sql`coalesce((select ${users.loginFailuresClearedAt} from ${users} where lower(${users.email}) = ${email}), '-infinity'::timestamptz)`;
      const [oldestCounted] = await db
        .select({ occurredAt: loginAttempts.occurredAt })
        .from(loginAttempts)
        .where(
          and(
            eq(loginAttempts.email, email),
            eq(loginAttempts.ip, ip),
            eq(loginAttempts.outcome, 'failure'),
            gt(loginAttempts.occurredAt, windowStart),
            gt(loginAttempts.occurredAt, clearedAt),
          ),
        )
        .orderBy(desc(loginAttempts.occurredAt))
        .limit(1)
        .offset(SIGN_IN_LIMITS.accountFailures - 1);
      if (oldestCounted) {
        await record(ip, target, 'locked', now);
        throw tooMany(MESSAGES.accountLocked, oldestCounted.occurredAt, SIGN_IN_LIMITS.accountWindowMs, now);
      }
    },

    /** A wrong password (or an unknown e-mail, or a deactivated account): counts for both limits. */
    async recordFailure(ip: string, target: AttemptTarget, now = new Date()): Promise<void> {
      await record(ip, target, 'failure', now);
    },

    /**
     * A signed-in user's password typed to prove who they are (own password or e-mail change): the
     * limits are checked first (429) and a wrong one counts as a failed sign-in, so that no such form
     * is a password-guessing oracle. Answers whether the password is right.
     */
    async verifyOwnPassword(
      ip: string,
      target: AttemptTarget & { passwordHash: string },
      password: string,
    ): Promise<boolean> {
      await this.checkAddress(ip);
      await this.checkAccount(ip, target);
      if (await verifyPassword(target.passwordHash, password)) return true;
      await this.recordFailure(ip, target);
      return false;
    },

    /** D14: a successful sign-in clears the account's failures, from every address. */
    async recordSuccess(ip: string, target: AttemptTarget & { userId: string }, now = new Date()) {
      await record(ip, target, 'success', now);
      await db.update(users).set(clearedSignInFailures(now)).where(eq(users.id, target.userId));
    },
  };
}

/**
 * The user columns that forget earlier failed sign-ins (success, password reset or change). Sign-in
 * bookkeeping is no change of the user: updated_at stays as it was unless the caller sets it.
 */
export function clearedSignInFailures(now: Date) {
  return { loginFailuresClearedAt: now, updatedAt: sql`${users.updatedAt}` };
}
