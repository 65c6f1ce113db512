import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';
import { AuditRegistry, PageAudit } from './axe.ts';
import { type BuiltServer, freePort, startBuiltServer } from './built-server.ts';

export const DEMO_PASSWORD = process.env.DEMO_PASSWORD || 'demo-password';

export const DEMO_ACCOUNTS = {
  superadmin: 'superadmin@demo.test',
  admin: 'admin@demo.test',
  agent: 'agent@demo.test',
  hockeyAdmin: 'hockey.admin@demo.test',
} as const;

interface TestFixtures {
  /** Scans every page the journey reaches with axe; runs for every test without being asked. */
  axeAudit: undefined;
}

interface WorkerFixtures {
  /** The pages (ids normalised) and dialogs already scanned in this run. */
  axeRegistry: AuditRegistry;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  /** The server started by global-setup.ts; its address is only known once it listens. */
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
  baseURL: async ({}, use) => {
    const baseUrl = process.env.E2E_BASE_URL;
    if (!baseUrl) throw new Error('E2E_BASE_URL is not set: run through e2e/playwright.config.ts');
    await use(baseUrl);
  },
  axeRegistry: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      await use(new AuditRegistry());
    },
    { scope: 'worker' },
  ],
  axeAudit: [
    async ({ page, axeRegistry }, use, testInfo) => {
      const audit = new PageAudit(page, axeRegistry, testInfo);
      // Playwright runs a locator handler before each action and auto-waiting assertion while its
      // locator is visible, and the body always is: so each page the journey works on is scanned
      // once it has settled and before the journey touches it, never while the journey drives it.
      await page.addLocatorHandler(page.locator('body'), () => audit.checkpoint(), { noWaitAfter: true });
      await use(undefined);
      // The page the journey ended on; after a failure the journey's own error says enough.
      if (testInfo.status === testInfo.expectedStatus) await audit.checkpoint();
      audit.assertClean();
    },
    { auto: true },
  ],
});

export { expect };

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

export async function signInFromStart(page: Page, email: string): Promise<void> {
  await page.goto('/signin');
  await signIn(page, email);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  // The landing route redirects once more (to the first sport, or the profile) when its page has
  // loaded; a click before that lands would be overtaken by the redirect.
  await expect(page).not.toHaveURL(/\/(signin|requirements\/0{8}-0{4}-0{4}-0{4}-0{12})/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The token the app keeps in local storage (spec 3), or null. */
export async function storedToken(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const raw = localStorage.getItem('transferdesk-auth');
    if (!raw) return null;
    return (JSON.parse(raw) as { state?: { token?: string | null } }).state?.token ?? null;
  });
}

/**
 * A second built server with its own DATA_DIR and settings, for journeys that would disturb the
 * shared one (a short token lifetime, changing a demo account's password).
 */
export const startExtraServer = startBuiltServer;
export { freePort };
/**
 * How long a hook may take to start one: a fresh DATA_DIR means migrations and the whole demo seed
 * (clubs with drawn crests), about 5 s alone but several times that beside three busy browsers.
 */
export const EXTRA_SERVER_START_MS = 120_000;
export type ExtraServer = BuiltServer;

/** Quoted-printable and base64 MIME parts, decoded enough to find a link in them. */
function decodedMail(raw: string): string {
  const quotedPrintable = raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  const base64Parts = [...raw.matchAll(/base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g)].map((match) =>
    Buffer.from((match[1] ?? '').replace(/\r?\n/g, ''), 'base64').toString('utf8'),
  );
  return [quotedPrintable, ...base64Parts].join('\n').replaceAll('&amp;', '&');
}

/** D13: the reset link from the newest mail written to `<dataDir>/mail` for this address. */
export function newestResetLink(dataDir: string, email: string): string | undefined {
  const folder = path.join(dataDir, 'mail');
  if (!existsSync(folder)) return undefined;
  const newest = readdirSync(folder)
    .filter((file) => file.endsWith('.eml') && file.includes(email))
    .sort()
    .at(-1);
  if (!newest) return undefined;
  return decodedMail(readFileSync(path.join(folder, newest), 'utf8')).match(
    /https?:\/\/[^\s"<>]+\/resetpassword\?id=[^\s"<>]+/,
  )?.[0];
}

/**
 * API calls as a demo account, for what a journey needs set up or looked up, through a request
 * context of its own (its cookie jar holds the XSRF cookie).
 */
export async function signedInApi(request: APIRequestContext, email: string) {
  const health = await request.get('/core/health');
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(health.headers()['set-cookie'] ?? '')?.[1] ?? '';
  const signIn = await request.post('/core/api/auth', {
    headers: { 'x-xsrf-token': xsrf },
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signIn.status()).toBe(200);
  const { token } = (await signIn.json()) as { token: string };
  const headers = { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf };
  return {
    get: async <T>(url: string) => {
      const response = await request.get(`/core/api${url}`, { headers });
      expect(response.status(), url).toBe(200);
      return (await response.json()) as T;
    },
    post: async <T>(url: string, data: unknown) => {
      const response = await request.post(`/core/api${url}`, { headers, data });
      expect(response.status(), `${url}: ${await response.text()}`).toBeLessThan(300);
      return (await response.json()) as T;
    },
  };
}

/** The mails written to `<dataDir>/mail` for exactly this address, their text decoded as UTF-8, oldest first. */
export function mailsTo(dataDir: string, email: string): string[] {
  const folder = path.join(dataDir, 'mail');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((file) => file.endsWith(`-${email}.eml`))
    .sort()
    .map((file) => {
      const bytes = readFileSync(path.join(folder, file), 'latin1')
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8');
    });
}
