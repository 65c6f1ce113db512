// The sessions table and the tokens issued from it, shared by sign-in, password and impersonation code.
import { formatTenantsClaim, MESSAGES, ROLES, type Role, roleClaim } from '@transferdesk/shared';
import { and, asc, eq, exists, gt, isNull, lt, ne, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { sessions, tenants, userRoles, users, userTenants } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Caller } from '../../lib/tenant-access.ts';
import { displayName } from '../users/service.ts';
import type { TokenSigner } from './tokens.ts';

const ENDED_SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;

/** D3: how long the session behind the access tokens lives. */
const SESSION_MS = 12 * 60 * 60 * 1000;
const REMEMBER_ME_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

const impersonator = alias(users, 'impersonator');
const impersonatorRole = alias(userRoles, 'impersonator_role');

/** The caller of an authenticated request, as the account operations need it. */
export interface SessionCaller extends Caller {
  sessionId: string;
}

export const sessionEnded = () => new DomainError('unauthorized', MESSAGES.sessionExpired);

export type SessionStore = ReturnType<typeof createSessionStore>;

export function createSessionStore({ db, tokens }: { db: Db; tokens: TokenSigner }) {
  /**
   * D34: an impersonation session lives only while its impersonator is an active Superadmin, even
   * if revoking it on their deactivation or demotion was missed. Correlated with `sessions`.
   */
  const impersonatorStillEntitled = () =>
    or(
      isNull(sessions.impersonatorId),
      exists(
        db
          .select({ id: impersonator.id })
          .from(impersonator)
          .innerJoin(
            impersonatorRole,
            and(eq(impersonatorRole.userId, impersonator.id), eq(impersonatorRole.role, 'Superadmin')),
          )
          .where(and(eq(impersonator.id, sessions.impersonatorId), eq(impersonator.isActive, true))),
      ),
    );

  /** Ends the user's live sessions, except `keep` (D3: a password change keeps the current one). */
  async function revokeSessions(tx: Db | Tx, userId: string, now: Date, keep?: string): Promise<void> {
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.userId, userId),
          isNull(sessions.revokedAt),
          keep ? ne(sessions.id, keep) : undefined,
        ),
      );
  }

  async function createSession(
    tx: Db | Tx,
    values: {
      userId: string;
      rememberMe: boolean;
      expiresAt: Date;
      impersonatorId?: string | null;
      now: Date;
    },
  ) {
    const [session] = await tx
      .insert(sessions)
      .values({
        userId: values.userId,
        rememberMe: values.rememberMe,
        createdAt: values.now,
        lastUsedAt: values.now,
        expiresAt: values.expiresAt,
        impersonatorId: values.impersonatorId ?? null,
      })
      .returning();
    if (!session) throw new Error('The session row was not written');
    // Sessions that ended over a day ago are of no further use; each new sign-in sweeps its
    // user's, which keeps the table about as large as the number of live sessions.
    const sweepBefore = new Date(values.now.getTime() - ENDED_SESSION_RETENTION_MS);
    await tx
      .delete(sessions)
      .where(
        and(
          eq(sessions.userId, values.userId),
          or(lt(sessions.expiresAt, sweepBefore), lt(sessions.revokedAt, sweepBefore)),
        ),
      );
    return session;
  }

  async function liveSessionRow(sessionId: string) {
    const [session] = await db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.id, sessionId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, new Date()),
          impersonatorStillEntitled(),
        ),
      );
    if (!session) throw sessionEnded();
    return session;
  }

  async function rolesOf(userId: string): Promise<Role[]> {
    const rows = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, userId));
    const held = new Set(rows.map((row) => row.role));
    return ROLES.filter((role) => held.has(role));
  }

  async function tenantsOf(userId: string) {
    return db
      .select({ id: tenants.id, name: tenants.name, imagePath: tenants.imagePath })
      .from(userTenants)
      .innerJoin(tenants, eq(tenants.id, userTenants.tenantId))
      .where(eq(userTenants.userId, userId))
      .orderBy(asc(tenants.nameSort), asc(tenants.id));
  }

  /** D3 claims from the current state of the user, so a refresh picks up every change. */
  async function issueToken(session: {
    id: string;
    userId: string;
    expiresAt: Date;
    impersonatorId: string | null;
  }): Promise<string> {
    const [user] = await db.select().from(users).where(eq(users.id, session.userId));
    if (!user) throw sessionEnded();
    const [roles, memberships] = await Promise.all([rolesOf(user.id), tenantsOf(user.id)]);
    return tokens.sign(
      {
        sub: user.id,
        name: displayName(user),
        email: user.email,
        image: user.imagePath ?? '',
        role: roleClaim(roles),
        ...(session.impersonatorId ? { impersonator: session.impersonatorId } : {}),
        tenants: formatTenantsClaim(memberships.map((tenant) => tenant.id)),
        acs: user.isActive ? 'true' : 'false',
        sid: session.id,
      },
      { notAfter: session.expiresAt },
    );
  }

  /** A new session of a signed-in user (D3: 12 hours, or 30 days with remember-me) and its first token. */
  async function openSession(userId: string, rememberMe: boolean): Promise<string> {
    const now = Date.now();
    const session = await createSession(db, {
      userId,
      rememberMe,
      now: new Date(now),
      expiresAt: new Date(now + (rememberMe ? REMEMBER_ME_SESSION_MS : SESSION_MS)),
    });
    return issueToken(session);
  }

  return {
    impersonatorStillEntitled,
    revokeSessions,
    createSession,
    liveSessionRow,
    issueToken,
    openSession,
  };
}
