// A Superadmin continuing as another user (D34), and back: sessions swapped in one audited transaction.
import { MESSAGES } from '@transferdesk/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditEvents, sessions, userRoles, users } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import type { SessionCaller, SessionStore } from './session-store.ts';

const NOT_IMPERSONATING = 'You are not impersonating anyone.';

export function createImpersonation({ db, store }: { db: Db; store: SessionStore }) {
  const { createSession, issueToken, liveSessionRow } = store;

  return {
    /**
     * A Superadmin continues as `targetId`: a new session for the target that names them as
     * impersonator and ends when their own session would have, so impersonating never lengthens
     * a sign-in. Their own session is revoked; stopping gives them a new one. Audited.
     */
    async startImpersonation(caller: SessionCaller, targetId: string): Promise<string> {
      const [target] = await db
        .select({
          isActive: users.isActive,
          superadmin: sql<boolean>`exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id} and ${userRoles.role} = 'Superadmin')`,
        })
        .from(users)
        .where(eq(users.id, targetId));
      if (!target) throw new DomainError('notFound', MESSAGES.notFound);
      // A deactivated account's sessions are refused at once, so impersonating one cannot work.
      if (targetId === caller.id || target.superadmin || !target.isActive) {
        throw new DomainError('forbidden', MESSAGES.forbidden);
      }
      const own = await liveSessionRow(caller.sessionId);
      const now = new Date();
      const session = await db.transaction(async (tx) => {
        const created = await createSession(tx, {
          userId: targetId,
          impersonatorId: caller.id,
          rememberMe: own.rememberMe,
          expiresAt: own.expiresAt,
          now,
        });
        await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, own.id));
        await tx.insert(auditEvents).values({
          occurredAt: now,
          actorId: caller.id,
          subjectId: targetId,
          action: 'impersonation.start',
          details: { sessionId: created.id },
        });
        return created;
      });
      return issueToken(session);
    },

    /** Ends the impersonation session and gives the Superadmin a session of their own. Audited. */
    async stopImpersonation(caller: SessionCaller): Promise<string> {
      const current = await liveSessionRow(caller.sessionId);
      const impersonatorId = current.impersonatorId;
      if (!impersonatorId) throw new DomainError('invalid', NOT_IMPERSONATING);
      const now = new Date();
      const session = await db.transaction(async (tx) => {
        await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, current.id));
        const created = await createSession(tx, {
          userId: impersonatorId,
          rememberMe: current.rememberMe,
          expiresAt: current.expiresAt,
          now,
        });
        await tx.insert(auditEvents).values({
          occurredAt: now,
          actorId: impersonatorId,
          subjectId: current.userId,
          action: 'impersonation.stop',
          details: { sessionId: current.id },
        });
        return created;
      });
      return issueToken(session);
    },
  };
}
