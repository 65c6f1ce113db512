import { MESSAGES, type TokenClaims } from '@transferdesk/shared';

function decodeBase64Url(segment: string): string {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/**
 * Reads the claims of a JWT without verifying it (the API verifies; the browser only needs to
 * know who is signed in and until when). Spec 5: a token with other than three dot-separated
 * parts fails to decode; spec 8: an empty payload gives "Cannot decode the token."
 */
export function decodeToken(token: string): TokenClaims {
  const parts = token.split('.');
  if (parts.length !== 3) throw new Error(MESSAGES.cannotDecodeToken);
  let claims: unknown;
  try {
    const payload = decodeBase64Url(parts[1] ?? '');
    claims = payload ? JSON.parse(payload) : undefined;
  } catch {
    throw new Error(MESSAGES.cannotDecodeToken);
  }
  if (!claims || typeof claims !== 'object') throw new Error(MESSAGES.cannotDecodeToken);
  return claims as TokenClaims;
}
