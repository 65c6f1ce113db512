import { formatTenantsClaim, type Role, roleClaim, type TokenClaims } from '@transferdesk/shared';
import { SIGNED_IN_USER_ID } from './fixtures.ts';

const base64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

interface TokenInput {
  roles: Role[];
  tenantIds?: string[];
  name?: string;
  email?: string;
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  impersonator?: string;
  /** The user id; empty for a token that names nobody. */
  sub?: string;
  acs?: 'true' | 'false';
}

/** A token shaped like the API's (D3); the signature is never checked in the browser. */
export function makeToken({
  roles,
  tenantIds = [],
  name = 'Test Person',
  email = 'person@demo.test',
  expiresIn = 900,
  impersonator,
  sub = SIGNED_IN_USER_ID,
  acs = 'true',
}: TokenInput): string {
  const now = Math.floor(Date.now() / 1000);
  const claims: TokenClaims = {
    sub,
    name,
    email,
    image: '',
    role: roleClaim(roles),
    tenants: formatTenantsClaim(tenantIds),
    acs,
    sid: 'session-1',
    nbf: now,
    exp: now + expiresIn,
    iss: 'transferdesk',
    aud: 'transferdesk-web',
    ...(impersonator ? { impersonator } : {}),
  };
  return `${base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64Url(JSON.stringify(claims))}.signature`;
}
