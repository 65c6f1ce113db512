import { parseTenantsClaim, type Role, rolesOf, type TokenClaims } from '@transferdesk/shared';
import { decodeToken } from './token.ts';

/** What the app knows about the signed-in user from the token alone (spec 3 claims, spec 6 flags). */
export interface Session {
  token: string | null;
  claims: TokenClaims | null;
  /** Spec 4: a token exists and has not expired. */
  isAuthenticated: boolean;
  roles: Role[];
  tenantIds: string[];
  isSuperadmin: boolean;
  isTenantAdmin: boolean;
  /** Superadmin or TenantAdmin. */
  isAnyAdmin: boolean;
  isUser: boolean;
  isImpersonating: boolean;
}

function claimsOf(token: string | null): TokenClaims | null {
  if (!token) return null;
  try {
    return decodeToken(token);
  } catch {
    return null;
  }
}

/** Spec 6: the role flags count only while authenticated, so an expired token grants nothing. */
export function sessionOf(token: string | null, nowSeconds = Date.now() / 1000): Session {
  const claims = claimsOf(token);
  const isAuthenticated = claims !== null && typeof claims.exp === 'number' && claims.exp > nowSeconds;
  const roles = isAuthenticated ? rolesOf(claims?.role) : [];
  const has = (role: Role) => roles.includes(role);
  return {
    token,
    claims,
    isAuthenticated,
    roles,
    tenantIds: isAuthenticated ? parseTenantsClaim(claims?.tenants) : [],
    isSuperadmin: has('Superadmin'),
    isTenantAdmin: has('TenantAdmin'),
    isAnyAdmin: has('Superadmin') || has('TenantAdmin'),
    isUser: has('User'),
    isImpersonating: isAuthenticated && Boolean(claims?.impersonator),
  };
}
