import type { Role } from './constants.ts';

// Kept apart from the zod schemas: the web app's first load reads claims, and importing a module
// that builds schemas at load time would pull zod into that first load.

/** D3: the claims of the access token. */
export interface TokenClaims {
  sub: string;
  name: string;
  email: string;
  /** a `resources/...` path or empty */
  image: string;
  role: Role | Role[];
  impersonator?: string;
  tenants: string;
  acs: 'true' | 'false';
  sid: string;
  nbf: number;
  exp: number;
  iss: string;
  aud: string | string[];
}

export function rolesOf(claim: TokenClaims['role'] | undefined): Role[] {
  if (!claim) return [];
  return Array.isArray(claim) ? claim : [claim];
}

export function roleClaim(roles: readonly Role[]): Role | Role[] {
  return roles.length === 1 ? (roles[0] as Role) : [...roles];
}

/** D3: tenants travel as a string holding a bracketed, comma-separated, quoted list: `["id1","id2"]`. */
export function formatTenantsClaim(ids: readonly string[]): string {
  return `[${ids.map((id) => `"${id}"`).join(',')}]`;
}

export function parseTenantsClaim(claim: string | undefined): string[] {
  if (!claim) return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(',')
    .map((part) => part.trim().replace(/^"|"$/g, ''))
    .filter(Boolean);
}
