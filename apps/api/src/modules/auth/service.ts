import { createHash, randomBytes } from 'node:crypto';
import {
  type CurrentUser,
  formatTenantsClaim,
  type LoginPayload,
  MESSAGES,
  ROLES,
  type Role,
  roleClaim,
} from '@transferdesk/shared';
import { and, asc, eq, exists, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import {
  auditEvents,
  features,
  passwordResetTokens,
  sessions,
  tenantFeatures,
  tenants,
  userRoles,
  users,
  userTenants,
} from '../../db/schema/index.ts';
import { DomainError } from '../../lib/errors.ts';
import type { Mailer } from '../../lib/mail.ts';
import { passwordResetMail } from '../../lib/mail-templates/password-reset.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../lib/passwords.ts';
import { type Caller, displayName, type UserService } from '../users/service.ts';
import { clearedSignInFailures, createSignInLimiter } from './sign-in-limits.ts';
import { InvalidTokenError, type TokenSigner } from './tokens.ts';

const ENDED_SESSION_RETENTION_MS = 24 * 60 * 60 * 1000;

/** D3: how long the session behind the access tokens lives. */
const SESSION_MS = 12 * 60 * 60 * 1000;
const REMEMBER_ME_SESSION_MS = 30 * 24 * 60 * 60 * 1000;

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

const NOT_IMPERSONATING = 'You are not impersonating anyone.';

const impersonator = alias(users, 'impersonator');
const impersonatorRole = alias(userRoles, 'impersonator_role');

/** What is stored of a reset secret (D13): its SHA-256, so the table alone opens no account. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The part of a pino/Fastify logger the service uses. */
export interface ServiceLogger {
  error(details: object, message: string): void;
}

export interface AuthServiceDependencies {
  db: Db;
  tokens: TokenSigner;
  users: UserService;
  mailer: Mailer;
  /** Where the web app lives; reset links point there. */
  publicUrl: string;
  log: ServiceLogger;
}

/** The caller of an authenticated request, as the account operations need it. */
export interface SessionCaller extends Caller {
  sessionId: string;
}

/** A request's caller once its token and session have been checked. */
export interface LiveSession {
  userId: string;
  sessionId: string;
  /** Read from the database, so a changed role counts at once rather than at the next refresh. */
  roles: Role[];
  /** The tenants the user belongs to now, read with the session (no second round trip per request). */
  memberTenantIds: string[];
}

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService({
  db,
  tokens,
  users: userService,
  mailer,
  publicUrl,
  log,
}: AuthServiceDependencies) {
  const sessionEnded = () => new DomainError('unauthorized', MESSAGES.sessionExpired);
  const limiter = createSignInLimiter(db);
  /** Work that runs after the answer (reset links and their e-mails); `settle` waits for it. */
  const pending = new Set<Promise<void>>();

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

    /** `/auth/me` in one query: the user, their roles, and their sports with each sport's features. */
    async currentUser(userId: string): Promise<CurrentUser> {
      const featureNames = db
        .select({
          names: sql`coalesce(json_agg(${features.name} order by lower(${features.name}), ${features.name}), '[]')`,
        })
        .from(tenantFeatures)
        .innerJoin(features, eq(features.id, tenantFeatures.featureId))
        .where(eq(tenantFeatures.tenantId, tenants.id));
      // The sub-selects name the user by parameter: in a one-table select Drizzle leaves `users.id`
      // unqualified, which inside them would mean another table's id.
      const [user] = await db
        .select({
          id: users.id,
          name: users.name,
          surname: users.surname,
          email: users.email,
          imagePath: users.imagePath,
          roles: sql<
            Role[]
          >`coalesce((select array_agg(${userRoles.role}) from ${userRoles} where ${userRoles.userId} = ${userId}), '{}')`,
          tenants: sql<CurrentUser['tenants'] | string>`(
            select coalesce(json_agg(json_build_object(
              'id', ${tenants.id}, 'name', ${tenants.name}, 'imagePath', ${tenants.imagePath},
              'features', (${featureNames})
            ) order by ${tenants.nameSort}, ${tenants.id}), '[]')
            from ${userTenants} inner join ${tenants} on ${tenants.id} = ${userTenants.tenantId}
            where ${userTenants.userId} = ${userId})`,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) throw sessionEnded();
      const held = new Set(user.roles);
      return {
        id: user.id,
        name: user.name,
        surname: user.surname,
        displayName: displayName(user),
        email: user.email,
        imagePath: user.imagePath,
        roles: ROLES.filter((role) => held.has(role)),
        // Both drivers parse json; a driver answering text is read the same way.
        tenants: typeof user.tenants === 'string' ? JSON.parse(user.tenants) : user.tenants,
      };
    },

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

    /** Resolves once all background work (reset links, their e-mails) is done or failed and logged. */
    async settle(): Promise<void> {
      // Work may start while waiting (a request still in flight at shutdown).
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
