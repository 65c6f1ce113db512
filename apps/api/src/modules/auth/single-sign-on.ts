import { hkdfSync } from 'node:crypto';
import { MESSAGES, type SingleSignOnCallback, type SingleSignOnSettings } from '@transferdesk/shared';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import type { OidcConfig } from '../../config.ts';
import { DomainError } from '../../lib/errors.ts';

/** How long a sign-in at the provider may take, from the sign-in page's link to the callback. */
export const SIGN_IN_ATTEMPT_TTL_SECONDS = 10 * 60;
const ATTEMPT_AUDIENCE = 'transferdesk single sign-on attempt';

/** What the browser keeps between the link and the callback, signed so it cannot be forged. */
interface Attempt {
  state: string;
  nonce: string;
  verifier: string;
}

export interface StartedSignIn {
  settings: SingleSignOnSettings;
  /** The signed attempt, for an HttpOnly cookie: checked and dropped at the callback. */
  attempt: string;
}

export interface SingleSignOnDependencies {
  config: OidcConfig;
  /** config.jwtSecret; the attempt's signing key is derived from it. */
  secret: string;
  /**
   * Signs in the account of the provider's e-mail when the provider verified it (D31), answering
   * the usual token; refuses and records the attempt otherwise.
   */
  signIn: (claim: EmailClaim, ip: string) => Promise<string>;
}

export interface EmailClaim {
  email: string;
  verified: boolean;
}

const isLoopback = (url: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);

function emailClaimOf(claims: Record<string, unknown>): EmailClaim {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  // Microsoft Entra ID sends no email_verified; its optional claim xms_edov says the same.
  const verified = claims.email_verified === true || claims.xms_edov === true || claims.xms_edov === '1';
  return { email, verified: Boolean(email) && verified };
}

/**
 * D31: single sign-on with any OpenID Connect provider. The authorization code flow with PKCE,
 * state and nonce: the sign-in page's link carries a fresh attempt whose secrets travel in a signed,
 * HttpOnly cookie (any API process with the same JWT_SECRET can finish it), the callback page posts
 * the code back, and the provider's verified e-mail must name an existing, active user.
 */
export function createSingleSignOn({ config, secret, signIn }: SingleSignOnDependencies) {
  const key = new Uint8Array(hkdfSync('sha256', secret, '', 'transferdesk oidc-attempt v1', 32));
  let discovered: Promise<oidc.Configuration> | undefined;

  /** The provider's discovery document, fetched once; a failure is tried again at the next sign-in. */
  function provider(): Promise<oidc.Configuration> {
    if (!discovered) {
      const issuer = new URL(config.issuer);
      discovered = oidc
        .discovery(issuer, config.clientId, config.clientSecret, undefined, {
          // Plain http only for a provider on this machine (development, tests).
          execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
        })
        .catch((error: unknown) => {
          discovered = undefined;
          throw new DomainError('badGateway', MESSAGES.singleSignOnUnavailable, [String(error)]);
        });
    }
    return discovered;
  }

  async function readAttempt(cookie: string | undefined): Promise<Attempt> {
    if (!cookie) throw new DomainError('invalid', MESSAGES.singleSignOnExpired);
    try {
      const { payload } = await jwtVerify(cookie, key, { audience: ATTEMPT_AUDIENCE, algorithms: ['HS256'] });
      const { state, nonce, verifier } = payload as Partial<Attempt>;
      if (typeof state !== 'string' || typeof nonce !== 'string' || typeof verifier !== 'string') {
        throw new DomainError('invalid', MESSAGES.singleSignOnExpired);
      }
      return { state, nonce, verifier };
    } catch (error) {
      if (error instanceof joseErrors.JOSEError)
        throw new DomainError('invalid', MESSAGES.singleSignOnExpired);
      throw error;
    }
  }

  return {
    /** `GET /auth/office`: the link for this attempt, and the attempt to keep in the cookie. */
    async start(): Promise<StartedSignIn> {
      const configuration = await provider();
      const attempt: Attempt = {
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        verifier: oidc.randomPKCECodeVerifier(),
      };
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: config.redirectUri,
        scope: config.scope,
        response_type: 'code',
        state: attempt.state,
        nonce: attempt.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(attempt.verifier),
        code_challenge_method: 'S256',
      });
      const signed = await new SignJWT({ ...attempt })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(ATTEMPT_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${SIGN_IN_ATTEMPT_TTL_SECONDS}s`)
        .sign(key);
      return { settings: { clientId: config.clientId, scope: config.scope, url: url.href }, attempt: signed };
    },

    /**
     * `POST /auth/office`: redeems the code (state, nonce and PKCE checked by openid-client) and
     * signs in the account of the verified e-mail. The provider refuses a code used before.
     */
    async finish(callback: SingleSignOnCallback, cookie: string | undefined, ip: string): Promise<string> {
      const attempt = await readAttempt(cookie);
      const configuration = await provider();
      const currentUrl = new URL(config.redirectUri);
      currentUrl.searchParams.set('code', callback.code);
      currentUrl.searchParams.set('state', callback.state);
      if (callback.iss) currentUrl.searchParams.set('iss', callback.iss);
      let claims: Record<string, unknown>;
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: attempt.verifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        claims = { ...idClaims };
        // Many providers put the e-mail only in the userinfo answer for the code flow.
        if (!emailClaimOf(claims).verified && idClaims?.sub) {
          claims = {
            ...claims,
            ...(await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub)),
          };
        }
      } catch (error) {
        if (error instanceof DomainError) throw error;
        // A wrong state, a used or foreign code, a bad signature: the provider did not vouch for this.
        throw new DomainError('unauthorized', MESSAGES.singleSignOnRefused, [
          error instanceof Error ? error.message : String(error),
        ]);
      }
      return signIn(emailClaimOf(claims), ip);
    },
  };
}

export type SingleSignOn = ReturnType<typeof createSingleSignOn>;
