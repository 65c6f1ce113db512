import { MESSAGES, parseTenantsClaim, type Role, type TokenClaims } from '@transferdesk/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../lib/errors.ts';
import type { AuthService } from '../modules/auth/service.ts';
import { InvalidTokenError, type TokenSigner } from '../modules/auth/tokens.ts';

/** The caller of a request whose token and session have been checked. */
export interface AuthUser {
  id: string;
  sessionId: string;
  /** The user's roles now, from the database (the token's may be up to one token lifetime old). */
  roles: Role[];
  claims: TokenClaims;
  /** Tenant ids as the token lists them (D3); tenant access is checked against the database. */
  tenantIds: string[];
  /** The tenants the user belongs to now, read from the database with the session. */
  memberTenantIds: string[];
  /** The client address, as D14's limits count it. */
  ip: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the `authenticate` guard; null on public routes. */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    authentication: { tokens: TokenSigner; service: AuthService };
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Guard for any signed-in caller: a valid token (signature, exp, nbf, iss, aud) whose session is
 * live. Use as `onRequest`, so an anonymous request is refused before its body is read.
 */
export async function authenticate(request: FastifyRequest): Promise<void> {
  if (request.user) return;
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) throw new DomainError('unauthorized', MESSAGES.authRequired);
  const { tokens, service } = request.server.authentication;
  let claims: TokenClaims;
  try {
    claims = await tokens.verify(match[1]);
  } catch (error) {
    if (error instanceof InvalidTokenError) throw new DomainError('unauthorized', MESSAGES.sessionExpired);
    throw error;
  }
  const session = await service.liveSession(claims.sid, claims.sub);
  if (!session) throw new DomainError('unauthorized', MESSAGES.sessionExpired);
  request.user = {
    id: session.userId,
    sessionId: session.sessionId,
    roles: session.roles,
    memberTenantIds: session.memberTenantIds,
    claims,
    tenantIds: parseTenantsClaim(claims.tenants),
    ip: request.ip,
  };
}

/**
 * Who sent a public request, when it carries one of our tokens with a valid signature: the user's id,
 * even when the token has expired or its session ended, otherwise null. Never refuses. Issue 29: an
 * agent looking at a link his agency sent is still the agency after his 15 minutes; the caller
 * checks what that user may do now in the database. Proves nothing beyond "this user signed in once".
 */
export async function tokenHolderId(request: FastifyRequest): Promise<string | null> {
  const match = BEARER.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return null;
  try {
    return (await request.server.authentication.tokens.verifyIgnoringExpiry(match[1])).sub;
  } catch (error) {
    if (error instanceof InvalidTokenError) return null;
    throw error;
  }
}

/** The caller on a route guarded by `authenticate` or `requireRoles`. */
export function signedInUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new Error('The route has no authentication guard');
  return request.user;
}

/** Guard: signed in and holding one of `roles`. */
export function requireRoles(...roles: Role[]) {
  return async function requireRolesGuard(request: FastifyRequest): Promise<void> {
    await authenticate(request);
    if (!request.user?.roles.some((role) => roles.includes(role))) {
      throw new DomainError('forbidden', MESSAGES.forbidden);
    }
  };
}

/**
 * D10 guard for tenant-scoped routes: the caller must belong to the tenant (user_tenants) and hold
 * one of `roles`. Being Superadmin does not open a tenant by itself. Use as `preHandler`, after
 * validation, so `getTenantId` reads validated params, query or body.
 */
export function requireTenantMember<R extends FastifyRequest>(
  getTenantId: (request: R) => string,
  roles: Role[] = ['TenantAdmin', 'User'],
) {
  return async function requireTenantMemberGuard(request: R): Promise<void> {
    await authenticate(request);
    const user = request.user;
    if (!user?.roles.some((role) => roles.includes(role))) {
      throw new DomainError('forbidden', MESSAGES.forbidden);
    }
    const member = await request.server.authentication.service.isTenantMember(user.id, getTenantId(request));
    if (!member) throw new DomainError('forbidden', MESSAGES.forbidden);
  };
}

async function authPlugin(app: FastifyInstance, options: { tokens: TokenSigner; service: AuthService }) {
  app.decorateRequest('user', null);
  app.decorate('authentication', { tokens: options.tokens, service: options.service });
}

export default fp(authPlugin, { name: 'auth' });
