// D21 password changes: one's own (checked like a sign-in, D14) and an admin's for someone else.
import { MESSAGES } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import type { Caller } from '../../lib/tenant-access.ts';
import type { UserService } from '../users/service.ts';
import { type SessionCaller, type SessionStore, sessionEnded } from './session-store.ts';
import { clearedSignInFailures, type createSignInLimiter } from './sign-in-limits.ts';

export function createPasswordChange({
  db,
  users: userService,
  store,
  limiter,
}: {
  db: Db;
  users: UserService;
  store: SessionStore;
  limiter: ReturnType<typeof createSignInLimiter>;
}) {
  const { revokeSessions, issueToken, liveSessionRow } = store;

  return {
    /**
     * D21: own password change; D3: the other sessions end, the current one gets a new token.
     * D14: checking the current password is a sign-in by other means, so a session cannot be
     * used to guess it: wrong ones count as failed sign-ins of the account from `ip`, and a
     * locked pair or address gets 429 before any check. A change forgets earlier failures, since
     * they were guesses at a password that no longer exists.
     */
    async changePassword(
      caller: SessionCaller,
      { currentPassword, newPassword }: { currentPassword: string; newPassword: string },
      ip: string,
    ): Promise<string> {
      const [user] = await db
        .select({ email: users.email, passwordHash: users.passwordHash })
        .from(users)
        .where(eq(users.id, caller.id));
      if (!user) throw sessionEnded();
      const attempt = { email: user.email, userId: caller.id, passwordHash: user.passwordHash };
      if (!(await limiter.verifyOwnPassword(ip, attempt, currentPassword))) {
        throw new DomainError('invalid', MESSAGES.wrongCurrentPassword, [
          `currentPassword: ${MESSAGES.wrongCurrentPassword}`,
        ]);
      }
      const passwordHash = await hashPassword(newPassword);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, ...clearedSignInFailures(now), updatedAt: now })
          .where(eq(users.id, caller.id));
        await revokeSessions(tx, caller.id, now, caller.sessionId);
      });
      return issueToken(await liveSessionRow(caller.sessionId));
    },

    /**
     * D21/D9: an admin sets someone else's password. The user's sessions end and the D14 failures
     * are forgotten, as after a reset: an admin does this when the account needs taking back.
     */
    async changePasswordAsAdmin(
      caller: Caller,
      { userId, newPassword }: { userId: string; newPassword: string },
    ) {
      await userService.assertCanAdminister(caller, userId);
      const passwordHash = await hashPassword(newPassword);
      const now = new Date();
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, ...clearedSignInFailures(now), updatedAt: now })
          .where(eq(users.id, userId));
        await revokeSessions(tx, userId, now);
      });
    },
  };
}
