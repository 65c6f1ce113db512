import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

export interface ProviderAccount {
  email: string;
  emailVerified: boolean;
}

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /**
   * Goes through the provider's own login and consent pages as a browser would (oidc-provider's
   * development interactions: any login name is an account, any password passes) and answers the
   * address the provider sends the browser back to, with its `code`, `state` and `iss`.
   */
  signInThrough(authorizationUrl: string, login: string): Promise<URL>;
  close(): Promise<void>;
}

/** A real OpenID Connect provider (`oidc-provider`) on a free port of this machine, for D31's tests. */
export async function startOidcProvider(options: {
  redirectUri: string;
  accounts: Record<string, ProviderAccount>;
}): Promise<TestOidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'transferdesk';
  const clientSecret = 'transferdesk-test-client-secret';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    cookies: { keys: ['transferdesk-test-provider-cookies'] },
    features: { devInteractions: { enabled: true } },
    // Set, so that the provider does not print a notice for each default it falls back to.
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    async findAccount(_context, id) {
      const account = options.accounts[id];
      return {
        accountId: id,
        async claims() {
          return account
            ? { sub: id, email: account.email, email_verified: account.emailVerified, name: id }
            : { sub: id };
        },
      };
    },
  });
  server.on('request', provider.callback());

  async function signInThrough(authorizationUrl: string, login: string): Promise<URL> {
    const jar = new Map<string, string>();
    const remember = (response: Response) => {
      for (const cookie of response.headers.getSetCookie()) {
        const [pair = ''] = cookie.split(';');
        const [name = '', ...value] = pair.split('=');
        jar.set(name.trim(), value.join('='));
      }
    };
    const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    let next = new URL(authorizationUrl);
    for (let step = 0; step < 12; step += 1) {
      if (next.href.startsWith(options.redirectUri)) return next;
      let response = await fetch(next, { redirect: 'manual', headers: { cookie: cookieHeader() } });
      remember(response);
      if (response.status === 200 && next.pathname.startsWith('/interaction/')) {
        // The page's form: log in first, then consent.
        const page = await response.text();
        const prompt = page.includes('value="login"') ? 'login' : 'consent';
        const body = new URLSearchParams({ prompt, login, password: 'any password' });
        response = await fetch(next, {
          method: 'POST',
          redirect: 'manual',
          headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        remember(response);
      }
      const location = response.headers.get('location');
      if (!location) throw new Error(`The provider answered ${response.status} at ${next.pathname}`);
      next = new URL(location, next);
    }
    throw new Error('The provider did not send the browser back');
  }

  return {
    issuer,
    clientId,
    clientSecret,
    signInThrough,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
