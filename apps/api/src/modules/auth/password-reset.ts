// D13 password reset: the e-mailed single-use link (sent after the answer) and setting a password with it.
import { createHash, randomBytes } from 'node:crypto';
import { MESSAGES } from '@transferdesk/shared';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { passwordResetTokens, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { passwordResetMail } from '../../lib/mail-templates/password-reset.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { SessionStore } from './session-store.ts';
import { clearedSignInFailures } from './sign-in-limits.ts';

/** D13: reset links work once, for an hour; their secret is 32 random bytes. */
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const RESET_TOKEN_BYTES = 32;
/**
 * Reset e-mails one account receives per hour at most: enough for a lost mail or two, not enough for
 * anyone to flood a mailbox through the forgot-password form. Over it, the answer stays the same.
 */
export const RESET_MAILS_PER_HOUR = 5;
const RESET_MAIL_WINDOW_MS = 60 * 60 * 1000;
/** Reset-link rows older than this count for nothing and are removed at the user's next request. */
const RESET_LINK_RETENTION_MS = 24 * 60 * 60 * 1000;

/** What is stored of a reset secret (D13): its SHA-256, so the table alone opens no account. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The part of a pino/Fastify logger the service uses. */
export interface ServiceLogger {
  error(details: object, message: string): void;
}

export function createPasswordReset({
  db,
  mailer,
  publicUrl,
  log,
  store,
}: {
  db: Db;
  mailer: Mailer;
  /** Where the web app lives; reset links point there. */
  publicUrl: string;
  log: ServiceLogger;
  store: SessionStore;
}) {
  const { revokeSessions } = store;
  /** Work that runs after the answer (reset links and their e-mails); `settle` waits for it. */
  const pending = new Set<Promise<void>>();

  /**
   * Runs `work` without making the caller wait; a failure is logged, never answered. `settle`
   * waits for it, so shutdown loses nothing.
   */
  function runInBackground(failure: string, work: () => Promise<void>): void {
    const running = work()
      .catch((error: unknown) => log.error({ err: error }, failure))
      .finally(() => pending.delete(running));
    pending.add(running);
  }

  /** D13: the reset link behind forgotPassword, run after the answer. */
  async function sendResetLink(email: string): Promise<void> {
    const [user] = await db
      .select({ id: users.id, email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(and(eq(sql`lower(${users.email})`, email.toLowerCase()), eq(users.isActive, true)));
    if (!user) return;
    const token = randomBytes(RESET_TOKEN_BYTES).toString('base64url');
    const now = new Date();
    const sent = await db.transaction(async (tx) => {
      await tx
        .delete(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, user.id),
            lt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_LINK_RETENTION_MS)),
          ),
        );
      // Earlier links are superseded, not deleted: their rows count towards the hourly limit.
      const [recent] = await tx
        .select({ count: sql<number>`count(*)`.mapWith(Number) })
        .from(passwordResetTokens)
        .where(
          and(
            eq(passwordResetTokens.userId, user.id),
            gt(passwordResetTokens.createdAt, new Date(now.getTime() - RESET_MAIL_WINDOW_MS)),
          ),
        );
      if ((recent?.count ?? 0) >= RESET_MAILS_PER_HOUR) return false;
      await tx
        .update(passwordResetTokens)
        .set({ supersededAt: now })
        .where(
          and(
            eq(passwordResetTokens.userId, user.id),
            isNull(passwordResetTokens.usedAt),
            isNull(passwordResetTokens.supersededAt),
          ),
        );
      await tx.insert(passwordResetTokens).values({
        userId: user.id,
        tokenHash: hashResetToken(token),
        createdAt: now,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      });
      return true;
    });
    if (!sent) return;
    const link = `${publicUrl}/resetpassword?${new URLSearchParams({ id: user.id, token })}`;
    const mail = passwordResetMail({
      locale: user.locale,
      name: user.name,
      link,
      validForMinutes: RESET_TOKEN_TTL_MS / 60_000,
    });
    await mailer.send({ to: user.email, ...mail });
  }

  return {
    /**
     * D13: for an active user, a new single-use reset link by e-mail; earlier unused links stop
     * working, so only the latest e-mail counts. Returns at once: everything that depends on the
     * address, its lookup included, runs after the answer, so an existing address is answered as
     * fast as an unknown one and a failure there never shows (it is logged).
     */
    forgotPassword(email: string): void {
      runInBackground('Could not send a password reset link', () => sendResetLink(email));
    },

    /**
     * D13: sets the password if the link is genuine, unused and under an hour old. In one
     * transaction: the new hash, the link used, every session of the user revoked (whoever asked
     * for the reset may have had reason to), and the D14 failures of the account forgotten.
     */
    async resetPassword({ id, token, password }: { id: string; token: string; password: string }) {
      const invalid = () => new DomainError('invalid', MESSAGES.resetLinkInvalid);
      const tokenHash = hashResetToken(token);
      const [found] = await db
        .select({
          id: passwordResetTokens.id,
          usedAt: passwordResetTokens.usedAt,
          supersededAt: passwordResetTokens.supersededAt,
          expiresAt: passwordResetTokens.expiresAt,
        })
        .from(passwordResetTokens)
        .innerJoin(users, eq(users.id, passwordResetTokens.userId))
        .where(
          and(
            eq(passwordResetTokens.tokenHash, tokenHash),
            eq(passwordResetTokens.userId, id),
            eq(users.isActive, true),
          ),
        );
      if (!found || found.usedAt || found.supersededAt) throw invalid();
      if (found.expiresAt <= new Date()) throw new DomainError('invalid', MESSAGES.resetLinkExpired);
      // Hashing is slow on purpose: done once the link is known to be good, outside the transaction.
      const passwordHash = await hashPassword(password);
      const now = new Date();
      await db.transaction(async (tx) => {
        // Claims the link; a second request racing this one finds it used.
        const [claimed] = await tx
          .update(passwordResetTokens)
          .set({ usedAt: now })
          .where(
            and(
              eq(passwordResetTokens.id, found.id),
              isNull(passwordResetTokens.usedAt),
              isNull(passwordResetTokens.supersededAt),
              gt(passwordResetTokens.expiresAt, now),
            ),
          )
          .returning({ id: passwordResetTokens.id });
        if (!claimed) throw invalid();
        await tx
          .update(users)
          .set({ passwordHash, ...clearedSignInFailures(now), updatedAt: now })
          .where(eq(users.id, id));
        await revokeSessions(tx, id, now);
      });
    },

    /** Resolves once all background work (reset links, their e-mails) is done or failed and logged. */
    async settle(): Promise<void> {
      // Work may start while waiting (a request still in flight at shutdown).
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
