import { roleSchema, type TokenClaims } from '@transferdesk/shared';
import { errors, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const TOKEN_ISSUER = 'transferdesk';
export const TOKEN_AUDIENCE = 'transferdesk-web';
const ALGORITHM = 'HS256';

/** What the API decides; the signer adds nbf, exp, iss and aud. */
export type TokenContent = Omit<TokenClaims, 'nbf' | 'exp' | 'iss' | 'aud'>;

export interface TokenSigner {
  /** A D3 access token living ACCESS_TOKEN_TTL seconds, never past `notAfter` (its session's end). */
  sign(content: TokenContent, options?: { notAfter?: Date }): Promise<string>;
  /** Checks signature, algorithm, iss, aud, nbf and exp; throws InvalidTokenError. */
  verify(token: string): Promise<TokenClaims>;
  /** As verify, but an expired token passes: refresh renews it while its session lives. */
  verifyIgnoringExpiry(token: string): Promise<TokenClaims>;
}

export class InvalidTokenError extends Error {}

/** Tokens whose signature was checked, remembered (a browser sends one token for 15 minutes). */
const VERIFIED_TOKENS_KEPT = 10_000;

const claimsSchema = z.object({
  sub: z.uuid(),
  name: z.string(),
  email: z.string(),
  image: z.string(),
  role: z.union([roleSchema, z.array(roleSchema)]),
  impersonator: z.uuid().optional(),
  tenants: z.string(),
  acs: z.enum(['true', 'false']),
  sid: z.uuid(),
  nbf: z.number(),
  exp: z.number(),
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
});

export function createTokenSigner(options: {
  secret: string;
  ttlSeconds: number;
  /** The signer's clock; tests pass one in the past to mint expired tokens. */
  now?: () => Date;
}): TokenSigner {
  const key = new TextEncoder().encode(options.secret);
  const now = options.now ?? (() => new Date());
  const verifyOptions = { issuer: TOKEN_ISSUER, audience: TOKEN_AUDIENCE, algorithms: [ALGORITHM] };
  const verified = new Map<string, TokenClaims>();

  const parse = (payload: unknown): TokenClaims => {
    const claims = claimsSchema.safeParse(payload);
    if (!claims.success) throw new InvalidTokenError('The token lacks required claims');
    return claims.data;
  };

  return {
    async sign(content, { notAfter } = {}) {
      const issuedAt = Math.floor(now().getTime() / 1000);
      let expiresAt = issuedAt + options.ttlSeconds;
      if (notAfter) expiresAt = Math.min(expiresAt, Math.floor(notAfter.getTime() / 1000));
      const { sub, ...claims } = content;
      return new SignJWT({ ...claims })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setNotBefore(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(key);
    },

    async verify(token) {
      // Issue 10: WebCrypto's HMAC check was a tenth of a list request's CPU. A token verified once
      // is remembered by its exact text; every use still checks its time window against the clock,
      // as jose does (and the session behind it is checked per request by the caller).
      const remembered = verified.get(token);
      if (remembered) {
        const seconds = Math.floor(Date.now() / 1000);
        if (remembered.nbf <= seconds && seconds < remembered.exp) return remembered;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, verifyOptions);
        const claims = parse(payload);
        if (verified.size >= VERIFIED_TOKENS_KEPT) {
          // Forget the oldest (a Map iterates in insertion order).
          verified.delete(verified.keys().next().value as string);
        }
        verified.set(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError('The token is not valid', { cause: error });
      }
    },

    async verifyIgnoringExpiry(token) {
      try {
        const { payload } = await jwtVerify(token, key, verifyOptions);
        return parse(payload);
      } catch (error) {
        // jose checks the signature, then iss, aud and nbf, and exp last: a JWTExpired about
        // `exp` carries a payload that passed every other check.
        if (error instanceof errors.JWTExpired && error.claim === 'exp') return parse(error.payload);
        if (error instanceof InvalidTokenError) throw error;
        throw new InvalidTokenError('The token is not valid', { cause: error });
      }
    },
  };
}
