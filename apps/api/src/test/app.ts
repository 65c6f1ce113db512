import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { XSRF_COOKIE, XSRF_HEADER } from '@transferdesk/shared';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type AppDependencies, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { type Database, migrate } from '../db/client.ts';
import { seedCountries } from '../db/seed/reference.ts';
import { seedDemo } from '../demo/demo.ts';
import type { Mailer } from '../lib/mail.ts';
import { createDiskStorage, type Storage } from '../lib/storage.ts';
import { signXsrfToken } from '../plugins/xsrf.ts';
import { openTestDatabase } from './database.ts';

export const TEST_PASSWORD = 'test-password';
export const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256';

export interface TestInjectOptions extends InjectOptions {
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  /** Leave out the XSRF cookie and header (to test the XSRF check itself). */
  withoutXsrf?: boolean;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** Injects a request; non-GET requests carry the XSRF cookie and header. */
  inject(options: TestInjectOptions): Promise<LightMyRequestResponse>;
  /**
   * Signs a demo account in and answers its access token. Each call comes from a new client
   * address, so that the D14 per-address limit never trips a test that is not about it.
   */
  login(email: string, options?: { rememberme?: boolean; password?: string }): Promise<string>;
  close(): Promise<void>;
}

export interface CreateTestAppOptions {
  /** Environment overrides on top of the test defaults. */
  env?: Record<string, string>;
  /** Runs before the app is ready, to add routes that exercise plugins. */
  extend?: (app: FastifyInstance) => void;
  /** Replaces the mailer the config describes. */
  mailer?: Mailer;
  /** Replaces the disk storage in DATA_DIR (the demo seed writes to it too); uploads are served through it. */
  storage?: Storage;
  /** PostgreSQL tests only: reach TEST_DATABASE_URL's server through this URL instead. */
  databaseUrl?: string;
  /** Issue 30: start the job runner (off in tests unless asked for). */
  jobs?: AppDependencies['jobs'];
}

let addressCounter = 0;
/** A client address no other sign-in of this test process has used (TEST-NET-2, 198.51.100.0/24 and on). */
export function uniqueClientAddress(): string {
  addressCounter += 1;
  return `198.51.${Math.floor(addressCounter / 250) % 250}.${(addressCounter % 250) + 1}`;
}

/**
 * The app on a fresh database: in-memory PGlite, or with TEST_DATABASE_URL a PostgreSQL schema of
 * its own (dropped on close). Migrated and seeded with the demo; DATA_DIR is a new temp folder.
 */
export async function createTestApp(options: CreateTestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'transferdesk-api-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: TEST_JWT_SECRET,
    LOG_LEVEL: 'silent',
    DEMO_PASSWORD: TEST_PASSWORD,
    // A web build in the repository must not change what API tests see.
    WEB_DIST: path.join(dataDir, 'no-web-build'),
    ...options.env,
  });
  const { database, dispose } = await openTestDatabase(options.databaseUrl);
  await migrate(database);
  await seedCountries(database.db);
  await seedDemo(database.db, {
    password: config.demoPassword,
    storage: options.storage ?? createDiskStorage(path.join(config.dataDir, 'uploads')),
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.mailer ? { mailer: options.mailer } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  options.extend?.(app);
  await app.ready();
  const xsrfValue = signXsrfToken(config.jwtSecret, 'test-xsrf-token');

  const inject = (request: TestInjectOptions) => {
    const { token, withoutXsrf, headers, cookies, ...rest } = request;
    const method = (rest.method ?? 'GET').toUpperCase();
    const xsrf = method !== 'GET' && method !== 'HEAD' && !withoutXsrf;
    return app.inject({
      ...rest,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(xsrf ? { [XSRF_HEADER]: xsrfValue } : {}),
        ...headers,
      },
      cookies: { ...(xsrf ? { [XSRF_COOKIE]: xsrfValue } : {}), ...cookies },
    });
  };

  return {
    app,
    database,
    config,
    inject,
    async login(email, { rememberme = false, password = TEST_PASSWORD } = {}) {
      const response = await inject({
        method: 'POST',
        url: '/core/api/auth',
        payload: { email, password, rememberme },
        remoteAddress: uniqueClientAddress(),
      });
      if (response.statusCode !== 200) {
        throw new Error(`Sign-in of ${email} failed: ${response.statusCode} ${response.body}`);
      }
      return response.json<{ token: string }>().token;
    },
    async close() {
      await app.close();
      await dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
