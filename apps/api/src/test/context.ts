import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { tenants } from '../db/schema/index.ts';
import { type CreateTestAppOptions, createTestApp, type TestApp } from './app.ts';

/** The demo's four logins (DECISIONS: the demo seed), by the part each plays in tests. */
export const DEMO_LOGINS = {
  /** Superadmin of the platform. */
  superadmin: 'superadmin@demo.test',
  /** TenantAdmin of all four sports. */
  admin: 'admin@demo.test',
  /** User of Football and Icehockey. */
  agent: 'agent@demo.test',
  /** TenantAdmin of Icehockey only. */
  hockeyAdmin: 'hockey.admin@demo.test',
} as const;

export type DemoLogin = keyof typeof DEMO_LOGINS;

export interface TestContext {
  /** The app and its database; set once the file's `beforeAll` has run. */
  readonly t: TestApp;
  /** An access token per demo login, filled in by `beforeAll`. */
  readonly tokens: Record<DemoLogin, string>;
  /** Sport name (e.g. `Football`) to tenant id, filled in by `beforeAll`. */
  readonly sport: Record<string, string>;
  /** `GET /core/api{url}`, signed in when a token is given. */
  get(url: string, token?: string): Promise<LightMyRequestResponse>;
  /** A write to `/core/api{url}` with the XSRF pair; `payload` as JSON. */
  send(
    method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
  ): Promise<LightMyRequestResponse>;
}

/**
 * One test file's app on a fresh database with the demo's logins signed in and its sports by name
 * (fastify/demo's `build(t)`): registers the file's `beforeAll` and `afterAll` itself, so a test
 * file starts with `const { get, send, tokens, sport } = useTestContext();`. `options` may be a
 * function, called when the app is built: after the `beforeAll` hooks registered before the
 * context, which can start a server (an OpenID provider, an SMTP server) the app is to know of.
 */
export function useTestContext(
  options: CreateTestAppOptions | (() => CreateTestAppOptions) = {},
): TestContext {
  let app: TestApp | undefined;
  const tokens = {} as Record<DemoLogin, string>;
  const sport: Record<string, string> = {};
  const current = () => {
    if (!app) throw new Error('The test app is not ready: use the context inside a test');
    return app;
  };

  beforeAll(async () => {
    app = await createTestApp(typeof options === 'function' ? options() : options);
    const logins = Object.entries(DEMO_LOGINS) as [DemoLogin, string][];
    const signedIn = await Promise.all(logins.map(([, email]) => current().login(email)));
    logins.forEach(([name], index) => {
      tokens[name] = signedIn[index] as string;
    });
    for (const row of await current()
      .database.db.select({ id: tenants.id, name: tenants.name })
      .from(tenants)) {
      sport[row.name] = row.id;
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  return {
    get t() {
      return current();
    },
    tokens,
    sport,
    get: (url, token) => current().inject({ url: `/core/api${url}`, ...(token ? { token } : {}) }),
    send: (method, url, token, payload) =>
      current().inject({
        method,
        url: `/core/api${url}`,
        token,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
  };
}

/**
 * A 400 that names `field` with `message` and no other problem (the error shape of
 * ARCHITECTURE.md: one `"field: message"` entry per failing field).
 */
export function expectValidationError(
  response: LightMyRequestResponse,
  field: string,
  message: string,
): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json<{ errors?: unknown[] }>().errors).toEqual([`${field}: ${message}`]);
}

/**
 * A refusal of `status` whose body is `{ error }` and nothing else: a DomainError with its own
 * message, a bad request body or address, a cut-off upload (the error shape of ARCHITECTURE.md).
 */
export function expectRefusal(response: LightMyRequestResponse, status: number, error: string): void {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toEqual({ error });
}
