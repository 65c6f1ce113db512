// Sign-in (password or single sign-on), refresh, sign-out and the per-request session check.
import { type LoginPayload, MESSAGES, type Role } from '@transferdesk/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sessions, userRoles, users, userTenants } from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import { verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { type SessionStore, sessionEnded } from './session-store.ts';
import type { createSignInLimiter } from './sign-in-limits.ts';
import { InvalidTokenError, type TokenSigner } from './tokens.ts';

/** A request's caller once its token and session have been checked. */
export interface LiveSession {
  userId: string;
  sessionId: string;
  /** Read from the database, so a changed role counts at once rather than at the next refresh. */
  roles: Role[];
  /** The tenants the user belongs to now, read with the session (no second round trip per request). */
  memberTenantIds: string[];
}

export function createSessionOperations({
  db,
  tokens,
  store,
  limiter,
}: {
  db: Db;
  tokens: TokenSigner;
  store: SessionStore;
  limiter: ReturnType<typeof createSignInLimiter>;
}) {
  const { impersonatorStillEntitled, issueToken, openSession } = store;

  /**
   * Every authenticated request's one query (issue 10): the session is live, its user active, its
   * impersonator (if any) still entitled, and the user's roles and sports as they are now. Prepared
   * once: building it was a tenth of a small request's CPU, and PostgreSQL plans it once per connection.
   */
  const liveSessionQuery = db
    .select({
      roles: sql<
        Role[]
      >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${users.id}), '{}')`,
      // uuid[] would come back as one '{...}' string from node-postgres; text[] is parsed.
      memberTenantIds: sql<
        string[]
      >`coalesce((select array_agg(${userTenants.tenantId}::text) from ${userTenants} where ${userTenants.userId} = ${users.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        // Deactivation takes effect on the next request, not only at the next refresh.
        eq(users.isActive, true),
        impersonatorStillEntitled(),
      ),
    )
    .prepare('live_session');

  return {
    /**
     * Answers a token, or refuses unknown e-mail, wrong password and deactivated user alike.
     * D14: refuses an address over its allowance, and an e-mail locked from this address, with 429
     * before any password check, known e-mail or not; every attempt is recorded.
     */
    async login({ email, password, rememberme }: LoginPayload, ip: string): Promise<string> {
      await limiter.checkAddress(ip);
      const [user] = await db
        .select({ id: users.id, passwordHash: users.passwordHash, isActive: users.isActive })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      const attempt = { email, userId: user?.id ?? null };
      await limiter.checkAccount(ip, attempt);
      if (!user) {
        await verifyAgainstDummy(password);
        await limiter.recordFailure(ip, attempt);
        throw new DomainError('unauthorized', MESSAGES.invalidCredentials);
      }
      const passwordMatches = await verifyPassword(user.passwordHash, password);
      if (!passwordMatches || !user.isActive) {
        await limiter.recordFailure(ip, attempt);
        throw new DomainError('unauthorized', MESSAGES.invalidCredentials);
      }
      await limiter.recordSuccess(ip, { email, userId: user.id });
      return openSession(user.id, rememberme);
    },

    /**
     * D31: a sign-in vouched for by the OpenID provider, whose verified e-mail names the account.
     * The same limits and the same record as a password sign-in (D14); nobody is created, and an
     * unknown or deactivated account is refused alike, as is an e-mail the provider did not verify.
     * A session of 12 hours, no remember-me.
     */
    async loginWithVerifiedEmail({ email, verified }: { email: string; verified: boolean }, ip: string) {
      await limiter.checkAddress(ip);
      if (!verified) {
        await limiter.recordFailure(ip, { email, userId: null });
        throw new DomainError('unauthorized', MESSAGES.singleSignOnUnverified);
      }
      const [user] = await db
        .select({ id: users.id, isActive: users.isActive })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
      const attempt = { email, userId: user?.id ?? null };
      await limiter.checkAccount(ip, attempt);
      if (!user?.isActive) {
        await limiter.recordFailure(ip, attempt);
        throw new DomainError('unauthorized', MESSAGES.singleSignOnNoAccount);
      }
      await limiter.recordSuccess(ip, { email, userId: user.id });
      return openSession(user.id, false);
    },

    /**
     * A new access token for the session behind `token`, which may have expired, but for no longer
     * than its own lifetime (D34). A deactivated user still gets one, with `acs: "false"`, so that
     * the browser signs out (D3).
     */
    async refresh(token: string): Promise<string> {
      let claims: Awaited<ReturnType<TokenSigner['verify']>>;
      try {
        claims = await tokens.verifyIgnoringExpiry(token);
      } catch (error) {
        if (error instanceof InvalidTokenError) throw sessionEnded();
        throw error;
      }
      const now = new Date();
      // The signer sets nbf at issue and exp ACCESS_TOKEN_TTL later (earlier only at the session's
      // end, after which the session refuses anyway), so exp - nbf is the access-token lifetime.
      const lifetimeSeconds = claims.exp - claims.nbf;
      if (now.getTime() / 1000 > claims.exp + lifetimeSeconds) throw sessionEnded();
      const [session] = await db
        .update(sessions)
        .set({ lastUsedAt: now })
        .where(
          and(
            eq(sessions.id, claims.sid),
            eq(sessions.userId, claims.sub),
            isNull(sessions.revokedAt),
            gt(sessions.expiresAt, now),
            impersonatorStillEntitled(),
          ),
        )
        .returning();
      if (!session) throw sessionEnded();
      return issueToken(session);
    },

    async logout(sessionId: string): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: new Date() })
        .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
    },

    /** The caller behind verified claims, or null when the session or the account has ended. */
    async liveSession(sessionId: string, userId: string): Promise<LiveSession | null> {
      const [row] = await liveSessionQuery.execute({ sessionId, userId });
      return row ? { userId, sessionId, roles: row.roles, memberTenantIds: row.memberTenantIds } : null;
    },

    async isTenantMember(userId: string, tenantId: string): Promise<boolean> {
      const [row] = await db
        .select({ userId: userTenants.userId })
        .from(userTenants)
        .where(and(eq(userTenants.userId, userId), eq(userTenants.tenantId, tenantId)));
      return row !== undefined;
    },
  };
}
