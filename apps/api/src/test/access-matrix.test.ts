import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Role } from '@transferdesk/shared';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, pdfTemplates, tenants, userRoles, users } from '../db/schema/index.ts';
import {
  actualOutcome,
  agreementPayload,
  CALLER_LABELS,
  CALLERS,
  type CallerKey,
  createMatrixContext,
  csvUpload,
  describeAnswer,
  expectedOutcome,
  imageUpload,
  type MatrixContext,
  madeUpResetLink,
  pdfUpload,
  playerPayload,
  type Reveals,
  type RouteEntry,
  type RouteLog,
  type Rules,
  requirementPayload,
  routeKeys,
  SPORT_NAMES,
  type SportFixture,
  signIn,
  type TargetKey,
  targetLabel,
  targetsOf,
  transferPayload,
  withQuery,
} from './access-matrix.ts';
import { TEST_PASSWORD, uniqueClientAddress } from './app.ts';
import { useTestContext } from './context.ts';
import { multipartBody } from './multipart.ts';
import { createUser } from './users.ts';

/**
 * Issue 8, "A matrix that keeps it closed": every route of the API × every kind of caller × a
 * target in the caller's sport and one in another sport, each with the answer the rules
 * (ARCHITECTURE, DECISIONS D9, D10, D16, D33) and the route's access definition call for, and no
 * other sport's data in any answer. The routes come from the running app, so a new route fails
 * "has an entry for every route the app serves" until it has an entry in ROUTES below.
 *
 * To add a route: add `'METHOD /core/api/path/:param': { rules, request }` to ROUTES, with a rule
 * per caller (usually one of the named rule sets below), `targets` when the route takes a sport or
 * a row of one (and `noun` for a row), and a `request` that builds a valid call for the target
 * sport from `ctx` (fresh rows for deletes). The interpreter in access-matrix.ts does the rest.
 */

// Fastify's route table, read as the app builds it: an `onRoute` hook must exist before the first
// route, which createTestApp's `extend` (run after buildApp) is too late for, and neither
// printRoutes (loses the prefix of wildcard routes) nor the OpenAPI document (leaves out hidden
// routes such as `/filter/`) lists every route. The hooks only observe.
const routeLog = vi.hoisted((): RouteLog => ({ routes: [], lastRoute: undefined }));
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const observed = (options?: Parameters<typeof actual.default>[0]) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routeLog.routes.push({ method, url: route.url });
    });
    app.addHook('onRequest', async (request) => {
      routeLog.lastRoute = `${request.method} ${request.routeOptions.url ?? '(no route)'}`;
    });
    return app;
  };
  return { ...actual, default: observed, fastify: observed };
});

const API = '/core/api';

let madeBackup: Promise<string> | undefined;
/** The name of one backup the Superadmin made, made once for the whole file (a backup takes seconds). */
function matrixBackup(ctx: MatrixContext): Promise<string> {
  madeBackup ??= (async () => {
    const response = await ctx.t.inject({
      method: 'POST',
      url: `${API}/backups`,
      token: await ctx.token('superadmin'),
    });
    if (response.statusCode !== 201) throw new Error(`No backup for the matrix: ${describeAnswer(response)}`);
    return response.json<{ name: string }>().name;
  })();
  return madeBackup;
}

// ---------------------------------------------------------------------------------------------
// Rules (who gets what), named after the decision they come from
// ---------------------------------------------------------------------------------------------

/**
 * Sign-in and what the signed-out pages need. D16: of the `unauthorised` player routes, only the
 * public player page, `new_click` and `getpdf` belong here; the click lists need a member.
 */
const PUBLIC: Rules = { anonymous: 'ok', user: 'ok', adminA: 'ok', adminB: 'ok', superadmin: 'ok' };
/** D31: this app has no OIDC_ISSUER, so single sign-on does not exist, for anyone (its own tests cover it). */
const SINGLE_SIGN_ON_OFF: Rules = { anonymous: 404, user: 404, adminA: 404, adminB: 404, superadmin: 404 };
/** Any signed-in caller, whatever their roles and sports. */
const SIGNED_IN: Rules = { anonymous: 401, user: 'ok', adminA: 'ok', adminB: 'ok', superadmin: 'ok' };
/** Any signed-in caller; a sport named in the request must be one of theirs. */
const SIGNED_IN_OWN_SPORT: Rules = {
  anonymous: 401,
  user: 'member',
  adminA: 'member',
  adminB: 'member',
  superadmin: 'member',
};
/** D10: members of the sport who are TenantAdmin or User read; being Superadmin opens nothing. */
const SPORT_READ: Rules = {
  anonymous: 401,
  user: 'member',
  adminA: 'member',
  adminB: 'member',
  superadmin: 403,
};
/** D10: the sport's TenantAdmins write. */
const SPORT_WRITE: Rules = { anonymous: 401, user: 403, adminA: 'member', adminB: 'member', superadmin: 403 };
/** Spec 6: sports (tenants), features, user search and impersonation are for Superadmins. */
const SUPERADMIN_ONLY: Rules = { anonymous: 401, user: 403, adminA: 403, adminB: 403, superadmin: 'ok' };
/**
 * D9/D33: user administration. A TenantAdmin within their own sports (a user of another sport is
 * invisible: 404), a Superadmin everywhere; a User reads and changes only their own record (403).
 */
const USER_ADMIN: Rules = { anonymous: 401, user: 403, adminA: 'member', adminB: 'member', superadmin: 'ok' };
/** Spec 6: news are written by Superadmins and TenantAdmins (posts belong to no sport). */
const ADMINS: Rules = { anonymous: 401, user: 403, adminA: 'ok', adminB: 'ok', superadmin: 'ok' };

/** ADR 005: a post is changed by its author or a Superadmin, so another's post only by a Superadmin. */
const ONLY_SUPERADMIN_CHANGES: Rules = SUPERADMIN_ONLY;

/** D33: the admins who see a user see their sports; a Superadmin administers every account. */
const USER_DETAILS: Reveals = { tenants: ['adminA', 'adminB', 'superadmin'], users: ['superadmin'] };
/** Spec 6: a Superadmin administers every sport and every account. */
const EVERYTHING_TO_SUPERADMIN: Reveals = { tenants: ['superadmin'], users: ['superadmin'] };
/** D47: a Superadmin reads every sport's audit trail, which names its records and people. */
const AUDIT_TO_SUPERADMIN: Reveals = { tenants: ['superadmin'], users: ['superadmin'], rows: ['superadmin'] };
/** Spec 6: a Superadmin administers every sport. */
const ALL_SPORTS_TO_SUPERADMIN: Reveals = { tenants: ['superadmin'] };
/** Spec 6: news belong to no sport and name their author. */
const AUTHORS: Reveals = { users: CALLERS };
/** D29: a public player page shows its player (sport, positions) to anyone who has the link. */
const PUBLIC_PAGE: Reveals = { tenants: CALLERS, rows: CALLERS };

// ---------------------------------------------------------------------------------------------
// The table: one entry per route
// ---------------------------------------------------------------------------------------------

/**
 * `GET {base}`, `{base}/filter` and `{base}/filter/` (spec 1, section 7: the generic list and its
 * search, in both spellings), with the target sport as `?tenantId` when there is one.
 */
function lists(base: string, entry: Omit<RouteEntry, 'request'>): Record<string, RouteEntry> {
  const list = (path: string): RouteEntry => ({
    ...entry,
    request: ({ sport }) => ({ url: withQuery(path, { tenantId: sport?.id }) }),
  });
  return {
    [`GET ${base}`]: list(base),
    [`GET ${base}/filter`]: list(`${base}/filter`),
    [`GET ${base}/filter/`]: list(`${base}/filter/`),
  };
}

/** A quoted CSV line (names may hold commas). */
/** D20: the sport's PDF template (the demo gives Icehockey one; another sport gets one here). */
async function pdfTemplateOf(ctx: MatrixContext, sport: SportFixture | undefined): Promise<string> {
  if (!sport) throw new Error('A PDF template case needs a sport');
  const { db } = ctx.t.database;
  const [existing] = await db
    .select({ id: pdfTemplates.id })
    .from(pdfTemplates)
    .where(eq(pdfTemplates.tenantId, sport.id));
  if (existing) return existing.id;
  const [created] = await db
    .insert(pdfTemplates)
    .values({ tenantId: sport.id, name: ctx.unique('Matrix CV') })
    .returning({ id: pdfTemplates.id });
  if (!created) throw new Error('No PDF template made');
  return created.id;
}

/** The sample Word template, a valid upload for `POST /PlayerCV/{id}/file`. */
const docxUpload = () =>
  multipartBody([
    {
      name: 'file',
      value: readFileSync(path.join(import.meta.dirname, '..', '..', 'assets', 'cv-template.docx')),
      filename: 'matrix.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    },
  ]);

const csvRow = (...cells: string[]) => cells.map((cell) => `"${cell.replaceAll('"', '""')}"`).join(',');

const ROUTES: Record<string, RouteEntry> = {
  // Platform: public, and the signed-in user's own things.
  'GET /core/health': { rules: PUBLIC, request: () => ({ url: '/core/health' }) },
  'GET /core/api/config': { rules: PUBLIC, request: () => ({ url: `${API}/config` }) },
  'GET /core/api/company/logo': { rules: PUBLIC, request: () => ({ url: `${API}/company/logo` }) },
  'GET /core/resources/*': {
    // Uploaded files are public by address (random names), as <img> cannot send a token.
    rules: PUBLIC,
    request: ({ ctx }) => ({ url: `/core/${ctx.resourcePath}` }),
  },
  'POST /core/api/auth': { rules: PUBLIC, request: ({ ctx }) => signIn(ctx.publicUser.email) },
  'POST /core/api/auth/refresh': {
    rules: PUBLIC,
    request: ({ ctx }) => ({ url: `${API}/auth/refresh`, payload: { token: ctx.publicUser.token } }),
  },
  'GET /core/api/auth/emptytoken': { rules: PUBLIC, request: () => ({ url: `${API}/auth/emptytoken` }) },
  'GET /core/api/auth/office': { rules: SINGLE_SIGN_ON_OFF, request: () => ({ url: `${API}/auth/office` }) },
  'POST /core/api/auth/office': {
    rules: SINGLE_SIGN_ON_OFF,
    request: () => ({ url: `${API}/auth/office`, payload: { code: 'a-code', state: 'a-state' } }),
  },
  'POST /core/api/auth/forgot': {
    rules: PUBLIC,
    request: () => ({ url: `${API}/auth/forgot`, payload: { email: 'nobody@example.test' } }),
  },
  'POST /core/api/auth/reset': {
    // Public; the e-mailed secret is the access check, and a made-up link is refused as invalid (D13).
    rules: { anonymous: 400, user: 400, adminA: 400, adminB: 400, superadmin: 400 },
    request: madeUpResetLink,
  },
  'DELETE /core/api/auth': { rules: SIGNED_IN, endsSessions: 'own', request: () => ({ url: `${API}/auth` }) },
  'GET /core/api/auth/me': { rules: SIGNED_IN, request: () => ({ url: `${API}/auth/me` }) },
  'POST /core/api/auth/password': {
    rules: SIGNED_IN,
    endsSessions: 'others',
    request: () => ({
      url: `${API}/auth/password`,
      payload: { currentPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
    }),
  },
  'POST /core/api/auth/passwordAsAdmin': {
    rules: USER_ADMIN,
    targets: 'sports',
    noun: 'user',
    request: ({ sport }) => ({
      url: `${API}/auth/passwordAsAdmin`,
      payload: { userId: sport?.userId, newPassword: TEST_PASSWORD },
    }),
  },
  'POST /core/api/auth/impersonate': {
    rules: SUPERADMIN_ONLY,
    targets: 'sports',
    noun: 'user',
    endsSessions: 'own',
    request: ({ sport }) => ({ url: `${API}/auth/impersonate`, payload: { id: sport?.userId } }),
  },
  'DELETE /core/api/auth/impersonate': {
    // Stops an impersonation; a session that is not one has nothing to stop (400).
    rules: { anonymous: 401, user: 400, adminA: 400, adminB: 400, superadmin: 400 },
    request: () => ({ url: `${API}/auth/impersonate` }),
  },
  'GET /core/api/home/summary': { rules: SIGNED_IN, request: () => ({ url: `${API}/home/summary` }) },
  // D30: a test message to the caller's own address (written to DATA_DIR/mail in tests).
  'GET /core/api/mailtester': { rules: SIGNED_IN, request: () => ({ url: `${API}/mailtester` }) },

  // D32: the CRM sync is the Superadmin's; this app has no ActiveCampaign settings, so a start is 503
  // (its own tests run it against a stand-in CRM).
  'POST /core/api/sync': {
    rules: { anonymous: 401, user: 403, adminA: 403, adminB: 403, superadmin: 503 },
    request: () => ({ url: `${API}/sync` }),
  },
  'GET /core/api/sync': { rules: SUPERADMIN_ONLY, request: () => ({ url: `${API}/sync` }) },
  // Issue 30: the jobs page is the Superadmin's; this app runs no jobs, so a run is 503 (jobs.test.ts runs them).
  'GET /core/api/jobs': { rules: SUPERADMIN_ONLY, request: () => ({ url: `${API}/jobs` }) },
  'POST /core/api/jobs/:name/run': {
    rules: { anonymous: 401, user: 403, adminA: 403, adminB: 403, superadmin: 503 },
    request: () => ({ url: `${API}/jobs/reminders/run`, payload: { date: '2030-01-01' } }),
  },
  // D49: backups are the Superadmin's (backups.test.ts makes, prunes and restores them).
  'POST /core/api/backups': { rules: SUPERADMIN_ONLY, request: () => ({ url: `${API}/backups` }) },
  'GET /core/api/backups': { rules: SUPERADMIN_ONLY, request: () => ({ url: `${API}/backups` }) },
  'GET /core/api/backups/:name': {
    rules: SUPERADMIN_ONLY,
    request: async ({ ctx }) => ({ url: `${API}/backups/${await matrixBackup(ctx)}` }),
  },

  // Sports (tenants) and features: Superadmins only.
  'GET /core/api/tenants': {
    rules: SUPERADMIN_ONLY,
    reveals: ALL_SPORTS_TO_SUPERADMIN,
    request: () => ({ url: `${API}/tenants` }),
  },
  'GET /core/api/tenants/count': { rules: SUPERADMIN_ONLY, request: () => ({ url: `${API}/tenants/count` }) },
  'POST /core/api/tenants': {
    rules: SUPERADMIN_ONLY,
    reveals: ALL_SPORTS_TO_SUPERADMIN,
    request: ({ ctx }) => ({ url: `${API}/tenants`, payload: { name: ctx.unique('Matrix sport') } }),
  },
  'GET /core/api/tenants/:id': {
    rules: SUPERADMIN_ONLY,
    targets: 'sports',
    reveals: ALL_SPORTS_TO_SUPERADMIN,
    request: ({ sport }) => ({ url: `${API}/tenants/${sport?.id}` }),
  },
  'PATCH /core/api/tenants/:id': {
    rules: SUPERADMIN_ONLY,
    targets: 'sports',
    reveals: ALL_SPORTS_TO_SUPERADMIN,
    request: ({ sport }) => ({ url: `${API}/tenants/${sport?.id}`, payload: { name: sport?.name } }),
  },
  'POST /core/api/tenants/:id/file': {
    rules: SUPERADMIN_ONLY,
    targets: 'sports',
    reveals: ALL_SPORTS_TO_SUPERADMIN,
    request: ({ sport }) => ({ url: `${API}/tenants/${sport?.id}/file`, ...imageUpload() }),
  },
  'GET /core/api/features': { rules: SUPERADMIN_ONLY, request: () => ({ url: `${API}/features` }) },

  // Users (D9, D33). Targets are a User of sport A only and a User of sport B only.
  ...lists(`${API}/users`, { rules: USER_ADMIN, targets: 'sportsOrNone', reveals: USER_DETAILS }),
  'GET /core/api/users/csv': {
    rules: USER_ADMIN,
    targets: 'sportsOrNone',
    // Unlike the user details, a TenantAdmin's export names only their own sports, so that it
    // imports back under D9: another sport's name in it is a leak.
    reveals: EVERYTHING_TO_SUPERADMIN,
    request: ({ sport }) => ({ url: withQuery(`${API}/users/csv`, { tenantId: sport?.id }) }),
  },
  'POST /core/api/users/csv': {
    rules: USER_ADMIN,
    targets: 'sports',
    // The sport is named in the file; like every import, a refused row is a row error (400) and
    // nothing is written.
    foreign: 400,
    request: ({ ctx, sport }) => ({
      url: `${API}/users/csv`,
      ...csvUpload(
        `email,roles,tenants\n${csvRow(ctx.uniqueEmail('matrix-import'), 'User', sport?.name ?? '')}\n`,
      ),
    }),
  },
  'GET /core/api/users/search/:term': {
    rules: SUPERADMIN_ONLY,
    reveals: EVERYTHING_TO_SUPERADMIN,
    request: () => ({ url: `${API}/users/search/a` }),
  },
  'GET /core/api/users/options/:name': {
    // `tenants` is the list that could show another sport.
    rules: ADMINS,
    reveals: ALL_SPORTS_TO_SUPERADMIN,
    request: () => ({ url: `${API}/users/options/tenants` }),
  },
  'POST /core/api/users': {
    rules: USER_ADMIN,
    targets: 'sports',
    reveals: USER_DETAILS,
    request: ({ ctx, sport }) => ({
      url: `${API}/users`,
      payload: {
        email: ctx.uniqueEmail('matrix-new'),
        password: TEST_PASSWORD,
        roles: ['User'],
        tenantIds: [sport?.id],
      },
    }),
  },
  'GET /core/api/users/:id': {
    rules: USER_ADMIN,
    targets: 'sports',
    noun: 'user',
    reveals: USER_DETAILS,
    request: ({ sport }) => ({ url: `${API}/users/${sport?.userId}` }),
  },
  'PATCH /core/api/users/:id': {
    rules: USER_ADMIN,
    targets: 'sports',
    noun: 'user',
    reveals: USER_DETAILS,
    request: ({ sport }) => ({ url: `${API}/users/${sport?.userId}`, payload: { title: 'Matrix' } }),
  },
  'DELETE /core/api/users/:id': {
    rules: USER_ADMIN,
    targets: 'sports',
    noun: 'user',
    request: async ({ ctx, sport }) => ({ url: `${API}/users/${sport && (await ctx.fresh.user(sport))}` }),
  },
  'POST /core/api/users/:id/file': {
    rules: USER_ADMIN,
    targets: 'sports',
    noun: 'user',
    reveals: USER_DETAILS,
    request: ({ sport }) => ({ url: `${API}/users/${sport?.userId}/file`, ...imageUpload() }),
  },

  // Countries: facts shared by every sport.
  ...lists(`${API}/countries`, { rules: SIGNED_IN }),
  'GET /core/api/countries/:id': {
    rules: SIGNED_IN,
    request: ({ ctx }) => ({ url: `${API}/countries/${ctx.countryId}` }),
  },
  'GET /core/api/countries/forSearch': {
    rules: SIGNED_IN_OWN_SPORT,
    targets: 'sportsOrNone',
    request: ({ sport }) => ({ url: withQuery(`${API}/countries/forSearch`, { tenantId: sport?.id }) }),
  },
  'GET /core/api/countries/forSearch/': {
    rules: SIGNED_IN_OWN_SPORT,
    targets: 'sportsOrNone',
    request: ({ sport }) => ({ url: withQuery(`${API}/countries/forSearch/`, { tenantId: sport?.id }) }),
  },

  // A sport's lookup lists (D10).
  ...lists(`${API}/positions`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'GET /core/api/positions/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'position',
    request: ({ sport }) => ({ url: `${API}/positions/${sport?.positionId}` }),
  },
  ...lists(`${API}/playerlevels`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'GET /core/api/playerlevels/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player level',
    request: ({ sport }) => ({ url: `${API}/playerlevels/${sport?.playerLevelId}` }),
  },
  ...lists(`${API}/contractStatuses`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'GET /core/api/contractStatuses/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'contract status',
    request: ({ sport }) => ({ url: `${API}/contractStatuses/${sport?.contractStatusId}` }),
  },
  ...lists(`${API}/leagues`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'GET /core/api/leagues/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'league',
    request: ({ sport }) => ({ url: `${API}/leagues/${sport?.league.id}` }),
  },
  'POST /core/api/leagues': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ ctx, sport }) => ({
      url: `${API}/leagues`,
      payload: { tenantId: sport?.id, name: ctx.unique('Matrix league') },
    }),
  },

  // Teams (D10; like clubs and contacts, their export is for TenantAdmins).
  ...lists(`${API}/teams`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'GET /core/api/teams/search/:tenantId/:term': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/teams/search/${sport?.id}/a` }),
  },
  'GET /core/api/teams/csv': {
    rules: SPORT_WRITE,
    targets: 'sportsOrNone',
    request: ({ sport }) => ({ url: withQuery(`${API}/teams/csv`, { tenantId: sport?.id }) }),
  },
  'POST /core/api/teams/csv': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ ctx, sport }) => ({
      url: withQuery(`${API}/teams/csv`, { tenantId: sport?.id }),
      ...csvUpload(
        `name,league,leagueCountry\n${csvRow(ctx.unique('Matrix team'), sport?.league.name ?? '', '')}\n`,
      ),
    }),
  },
  'POST /core/api/teams': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ ctx, sport }) => ({
      url: `${API}/teams`,
      payload: { tenantId: sport?.id, name: ctx.unique('Matrix team'), leagueId: sport?.league.id },
    }),
  },
  'GET /core/api/teams/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'team',
    request: ({ sport }) => ({ url: `${API}/teams/${sport?.team.id}` }),
  },
  'PATCH /core/api/teams/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'team',
    request: ({ sport }) => ({ url: `${API}/teams/${sport?.team.id}`, payload: { name: sport?.team.name } }),
  },
  'DELETE /core/api/teams/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'team',
    request: async ({ ctx, sport }) => ({ url: `${API}/teams/${sport && (await ctx.fresh.team(sport))}` }),
  },

  // Transfer windows (D10, D22).
  ...lists(`${API}/transfers`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'POST /core/api/transfers': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ ctx, sport }) => ({
      url: `${API}/transfers`,
      payload: sport && transferPayload(sport, ctx.unique('Matrix window')),
    }),
  },
  'GET /core/api/transfers/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'transfer window',
    request: ({ sport }) => ({ url: `${API}/transfers/${sport?.transfer.id}` }),
  },
  'PATCH /core/api/transfers/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'transfer window',
    request: ({ sport }) => ({
      url: `${API}/transfers/${sport?.transfer.id}`,
      payload: { name: sport?.transfer.name },
    }),
  },
  'DELETE /core/api/transfers/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'transfer window',
    request: async ({ ctx, sport }) => ({
      url: `${API}/transfers/${sport && (await ctx.fresh.transfer(sport))}`,
    }),
  },

  // Currencies (D10, D17).
  ...lists(`${API}/valutas`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'GET /core/api/valutas/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'currency',
    request: ({ sport }) => ({ url: `${API}/valutas/${sport?.valuta.id}` }),
  },
  'PATCH /core/api/valutas/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'currency',
    request: ({ sport }) => ({
      url: `${API}/valutas/${sport?.valuta.id}`,
      payload: { value: sport?.valuta.value },
    }),
  },

  // Clubs (D7, D10; their export is for TenantAdmins, as the route table says).
  ...lists(`${API}/clubs`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'GET /core/api/clubs/forSearch': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: withQuery(`${API}/clubs/forSearch`, { tenantId: sport?.id }) }),
  },
  'GET /core/api/clubs/forSearch/': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: withQuery(`${API}/clubs/forSearch/`, { tenantId: sport?.id }) }),
  },
  'GET /core/api/clubs/search/:tenantId/:term': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/clubs/search/${sport?.id}/a` }),
  },
  'GET /core/api/clubs/csv': {
    rules: SPORT_WRITE,
    targets: 'sportsOrNone',
    request: ({ sport }) => ({ url: withQuery(`${API}/clubs/csv`, { tenantId: sport?.id }) }),
  },
  'POST /core/api/clubs/csv': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ ctx, sport }) => ({
      url: withQuery(`${API}/clubs/csv`, { tenantId: sport?.id }),
      ...csvUpload(`name\n${csvRow(ctx.unique('Matrix club'))}\n`),
    }),
  },
  'POST /core/api/clubs': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ ctx, sport }) => ({
      url: `${API}/clubs`,
      payload: { tenantId: sport?.id, name: ctx.unique('Matrix club') },
    }),
  },
  'GET /core/api/clubs/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'club',
    request: ({ sport }) => ({ url: `${API}/clubs/${sport?.club.id}` }),
  },
  'PATCH /core/api/clubs/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'club',
    request: ({ sport }) => ({ url: `${API}/clubs/${sport?.club.id}`, payload: { name: sport?.club.name } }),
  },
  'DELETE /core/api/clubs/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'club',
    request: async ({ ctx, sport }) => ({ url: `${API}/clubs/${sport && (await ctx.fresh.club(sport))}` }),
  },
  'POST /core/api/clubs/:id/file': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'club',
    request: ({ sport }) => ({ url: `${API}/clubs/${sport?.club.id}/file`, ...imageUpload() }),
  },

  // Contacts (D7, D8, D10; their export is for TenantAdmins, as the route table says).
  ...lists(`${API}/contacts`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'GET /core/api/contacts/search/:tenantId/:term': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/contacts/search/${sport?.id}/a` }),
  },
  'GET /core/api/contacts/csv': {
    rules: SPORT_WRITE,
    targets: 'sportsOrNone',
    request: ({ sport }) => ({ url: withQuery(`${API}/contacts/csv`, { tenantId: sport?.id }) }),
  },
  'POST /core/api/contacts/csv': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ ctx, sport }) => ({
      url: withQuery(`${API}/contacts/csv`, { tenantId: sport?.id }),
      ...csvUpload(`firstName,lastName\n${csvRow('Matrix', ctx.unique('Contact'))}\n`),
    }),
  },
  'POST /core/api/contacts': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ ctx, sport }) => ({
      url: `${API}/contacts`,
      payload: { tenantId: sport?.id, firstName: 'Matrix', lastName: ctx.unique('Contact') },
    }),
  },
  'GET /core/api/contacts/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'contact',
    request: ({ sport }) => ({ url: `${API}/contacts/${sport?.contact.id}` }),
  },
  'PATCH /core/api/contacts/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'contact',
    request: ({ sport }) => ({
      url: `${API}/contacts/${sport?.contact.id}`,
      payload: { firstName: sport?.contact.firstName },
    }),
  },
  'DELETE /core/api/contacts/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'contact',
    request: async ({ ctx, sport }) => ({
      url: `${API}/contacts/${sport && (await ctx.fresh.contact(sport))}`,
    }),
  },
  'POST /core/api/contacts/:id/file': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'contact',
    request: ({ sport }) => ({ url: `${API}/contacts/${sport?.contact.id}/file`, ...imageUpload() }),
  },

  // D48: a person's data (the ZIP of everything held, and erasure) is the TenantAdmins' of his sport;
  // another sport's person is 404. An erasure takes a fresh person each time.
  'GET /core/api/players/:playerId/personal-data': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/players/${sport?.player.id}/personal-data` }),
  },
  'GET /core/api/contacts/:contactId/personal-data': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'contact',
    request: ({ sport }) => ({ url: `${API}/contacts/${sport?.contact.id}/personal-data` }),
  },
  'GET /core/api/players/:playerId/erasure': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/players/${sport?.player.id}/erasure` }),
  },
  'GET /core/api/contacts/:contactId/erasure': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'contact',
    request: ({ sport }) => ({ url: `${API}/contacts/${sport?.contact.id}/erasure` }),
  },
  'POST /core/api/players/:playerId/erasure': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'player',
    request: async ({ ctx, sport }) => ({
      url: `${API}/players/${sport && (await ctx.fresh.player(sport))}/erasure`,
      payload: { notifyRecipients: true },
    }),
  },
  'POST /core/api/contacts/:contactId/erasure': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'contact',
    request: async ({ ctx, sport }) => ({
      url: `${API}/contacts/${sport && (await ctx.fresh.contact(sport))}/erasure`,
      payload: { notifyRecipients: true },
    }),
  },

  // Players (D8, D10; spec 2 gives them to TenantAdmin and User: both read, create and edit; deleting
  // and the CSV file are the TenantAdmins').
  ...lists(`${API}/players`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'GET /core/api/players/search/:tenantId/:term': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/players/search/${sport?.id}/a` }),
  },
  'GET /core/api/players/csv': {
    rules: SPORT_WRITE,
    targets: 'sportsOrNone',
    request: ({ sport }) => ({ url: withQuery(`${API}/players/csv`, { tenantId: sport?.id }) }),
  },
  'POST /core/api/players/csv': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ ctx, sport }) => ({
      url: withQuery(`${API}/players/csv`, { tenantId: sport?.id }),
      ...csvUpload(
        `firstName,lastName,positions,playerLevel\n${csvRow('Matrix', ctx.unique('Player'), sport?.positionName ?? '', sport?.playerLevelName ?? '')}\n`,
      ),
    }),
  },
  'POST /core/api/players': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ ctx, sport }) => ({
      url: `${API}/players`,
      payload: sport ? playerPayload(sport, ctx.unique('Player')) : {},
    }),
  },
  'GET /core/api/players/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/players/${sport?.player.id}` }),
  },
  'PATCH /core/api/players/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({
      url: `${API}/players/${sport?.player.id}`,
      payload: { firstName: sport?.player.firstName },
    }),
  },
  'DELETE /core/api/players/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'player',
    request: async ({ ctx, sport }) => ({
      url: `${API}/players/${sport && (await ctx.fresh.player(sport))}`,
    }),
  },
  'POST /core/api/players/:id/file': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/players/${sport?.player.id}/file`, ...imageUpload() }),
  },

  // Requirements and the no-need clubs (D10, D26: the sport's TenantAdmins and Users read and write).
  ...lists(`${API}/requirements`, { rules: SPORT_READ, targets: 'sportsOrNone' }),
  'POST /core/api/requirements/filter': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/requirements/filter`, payload: { tenantId: sport?.id } }),
  },
  'POST /core/api/requirements': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/requirements`, payload: sport ? requirementPayload(sport) : {} }),
  },
  'GET /core/api/requirements/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'requirement',
    request: ({ sport }) => ({ url: `${API}/requirements/${sport?.requirement.id}` }),
  },
  'PATCH /core/api/requirements/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'requirement',
    request: ({ sport }) => ({
      url: `${API}/requirements/${sport?.requirement.id}`,
      payload: { description: '<p>Matrix</p>' },
    }),
  },
  'DELETE /core/api/requirements/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'requirement',
    request: async ({ ctx, sport }) => ({
      url: `${API}/requirements/${sport && (await ctx.fresh.requirement(sport))}`,
    }),
  },
  'PUT /core/api/clubs/noneed': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({
      url: `${API}/clubs/noneed`,
      payload: { tenantId: sport?.id, transferId: sport?.transfer.id },
    }),
  },

  // Matching (D10, D18, D19, D28): the sport's TenantAdmins and Users; another sport's requirement is
  // 404, its version 403 (the match page's address names no sport; issue 26, item 8).
  'POST /core/api/matches': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'requirement',
    request: ({ sport }) => ({ url: `${API}/matches`, payload: { requirementId: sport?.requirement.id } }),
  },
  'PUT /core/api/matches': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'match',
    foreign: 403,
    request: ({ sport }) => ({
      url: `${API}/matches`,
      payload: { id: sport?.matchId, contactIds: [sport?.player.id], isForEmail: false },
    }),
  },
  'GET /core/api/matches/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'match',
    foreign: 403,
    request: ({ sport }) => ({ url: `${API}/matches/${sport?.matchId}` }),
  },
  'PATCH /core/api/matches/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'match',
    foreign: 403,
    request: ({ sport }) => ({ url: `${API}/matches/${sport?.matchId}`, payload: { notes: 'Matrix' } }),
  },
  'GET /core/api/matches/:id/dates': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'match',
    foreign: 403,
    request: ({ sport }) => ({ url: `${API}/matches/${sport?.matchId}/dates` }),
  },
  'GET /core/api/matches/:id/newMatch/distinct': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'match',
    foreign: 403,
    request: ({ sport }) => ({ url: `${API}/matches/${sport?.matchId}/newMatch/distinct` }),
  },
  'GET /core/api/matches/:id/explain/:playerId': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'match',
    foreign: 403,
    request: ({ sport }) => ({ url: `${API}/matches/${sport?.matchId}/explain/${sport?.player.id}` }),
  },
  'GET /core/api/requirements/:id/latestMatch': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'requirement',
    request: ({ sport }) => ({ url: `${API}/requirements/${sport?.requirement.id}/latestMatch` }),
  },

  // Pitches (issue 29, D44): the sport's TenantAdmins and Users; another sport's pitch is 404, its
  // lists 403. The club's answer and its view of it are public, like the page they sit on.
  'GET /core/api/pitches/board': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/pitches/board?tenantId=${sport?.id}` }),
  },
  'GET /core/api/pitches': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/pitches?tenantId=${sport?.id}` }),
  },
  'GET /core/api/pitches/export': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/pitches/export?tenantId=${sport?.id}` }),
  },
  'GET /core/api/pitches/today': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/pitches/today?tenantId=${sport?.id}` }),
  },
  'GET /core/api/pitches/agents': {
    rules: SPORT_READ,
    targets: 'sports',
    // The sport's agents by name: its members see who works in it.
    reveals: { users: ['user', 'adminA', 'adminB'] },
    request: ({ sport }) => ({ url: `${API}/pitches/agents?tenantId=${sport?.id}` }),
  },
  'GET /core/api/notifications': {
    rules: SIGNED_IN,
    request: () => ({ url: `${API}/notifications` }),
  },
  // D46: each user's own digest and mail language.
  'GET /core/api/notifications/preferences': {
    rules: SIGNED_IN,
    request: () => ({ url: `${API}/notifications/preferences` }),
  },
  'PUT /core/api/notifications/preferences': {
    rules: SIGNED_IN,
    request: () => ({
      url: `${API}/notifications/preferences`,
      payload: { reminderDigest: true, locale: 'en-gb' },
    }),
  },
  'POST /core/api/notifications/read': {
    rules: SIGNED_IN,
    request: () => ({ url: `${API}/notifications/read`, payload: {} }),
  },
  'PATCH /core/api/notifications/:id': {
    // Each user's own: another user's notification reads as absent, for everyone.
    rules: { anonymous: 401, user: 404, adminA: 404, adminB: 404, superadmin: 404 },
    subject: "another user's notification",
    request: async ({ ctx }) => {
      const [row] = await ctx.t.database.db
        .insert(notifications)
        .values({
          userId: ctx.sports.A.userId,
          tenantId: ctx.sports.A.id,
          link: 'pitches',
          event: {
            kind: 'pitchAnswered',
            pitchId: ctx.sports.A.pitchId,
            contactName: 'Matrix',
            clubName: '',
            playerName: 'Matrix',
            answer: 'notNow',
            message: '',
            changed: false,
          },
        })
        .returning({ id: notifications.id });
      return { url: `${API}/notifications/${row?.id}`, payload: { read: true } };
    },
  },
  'GET /core/api/pitches/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'pitch',
    request: ({ sport }) => ({ url: `${API}/pitches/${sport?.pitchId}` }),
  },
  'PATCH /core/api/pitches/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'pitch',
    request: ({ sport }) => ({ url: `${API}/pitches/${sport?.pitchId}`, payload: { stage: 'in talks' } }),
  },
  'POST /core/api/pitches': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({
      url: `${API}/pitches`,
      payload: { playerId: sport?.player.id, contactId: sport?.requirement.contactId },
    }),
  },
  'GET /core/api/unauthorised/pitch/:contactId/:playerId': {
    rules: PUBLIC,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({
      url: `${API}/unauthorised/pitch/${sport?.requirement.contactId}/${sport?.player.id}`,
      remoteAddress: uniqueClientAddress(),
    }),
  },
  'POST /core/api/unauthorised/pitch_answer': {
    rules: PUBLIC,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({
      url: `${API}/unauthorised/pitch_answer`,
      payload: { ClientId: sport?.requirement.contactId, PlayerID: sport?.player.id, answer: 'notNow' },
      remoteAddress: uniqueClientAddress(),
    }),
  },

  // Agreements (D45) and a player's files and documents (issue 30): the sport's TenantAdmins and
  // Users; deleting, the export and the rule pack are the TenantAdmins'. Another sport's player is
  // 404, its lists and rule pack 403.
  'GET /core/api/players/:playerId/agreements': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/players/${sport?.player.id}/agreements` }),
  },
  'POST /core/api/players/:playerId/agreements': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({
      url: `${API}/players/${sport?.player.id}/agreements`,
      payload: agreementPayload(),
    }),
  },
  'PUT /core/api/players/:playerId/agreements/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'agreement',
    request: ({ sport }) => ({
      url: `${API}/players/${sport?.player.id}/agreements/${sport?.agreementId}`,
      payload: { ...agreementPayload(), signedFileId: sport?.fileId },
    }),
  },
  'DELETE /core/api/players/:playerId/agreements/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'agreement',
    request: async ({ ctx, sport }) => ({
      url: `${API}/players/${sport?.player.id}/agreements/${sport && (await ctx.fresh.agreement(sport))}`,
    }),
  },
  'GET /core/api/agreement-rules/:tenantId': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/agreement-rules/${sport?.id}` }),
  },
  'PUT /core/api/agreement-rules/:tenantId': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ sport }) => ({
      url: `${API}/agreement-rules/${sport?.id}`,
      payload: { enforced: false, feeCapWarning: false, dualRepresentationWarning: false },
    }),
  },
  // D47: the History tabs, for whoever may open the record, and the audit page of a sport.
  'GET /core/api/players/:playerId/history': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/players/${sport?.player.id}/history` }),
  },
  'GET /core/api/contacts/:contactId/history': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'contact',
    request: ({ sport }) => ({ url: `${API}/contacts/${sport?.contact.id}/history` }),
  },
  'GET /core/api/clubs/:clubId/history': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'club',
    request: ({ sport }) => ({ url: `${API}/clubs/${sport?.club.id}/history` }),
  },
  'GET /core/api/requirements/:requirementId/history': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'requirement',
    request: ({ sport }) => ({ url: `${API}/requirements/${sport?.requirement.id}/history` }),
  },
  'GET /core/api/users/:userId/history': {
    // D9: a User sees no other user at all, so another's history is absent to him.
    rules: { ...USER_ADMIN, user: 404 },
    targets: 'sports',
    noun: 'user',
    reveals: USER_DETAILS,
    request: ({ sport }) => ({ url: `${API}/users/${sport?.userId}/history` }),
  },
  'GET /core/api/audit': {
    rules: { anonymous: 401, user: 403, adminA: 'member', adminB: 'member', superadmin: 'ok' },
    targets: 'sports',
    reveals: AUDIT_TO_SUPERADMIN,
    request: ({ sport }) => ({ url: `${API}/audit?tenantId=${sport?.id}` }),
  },
  'GET /core/api/audit/export': {
    rules: { anonymous: 401, user: 403, adminA: 'member', adminB: 'member', superadmin: 'ok' },
    targets: 'sports',
    reveals: AUDIT_TO_SUPERADMIN,
    request: ({ sport }) => ({ url: `${API}/audit/export?tenantId=${sport?.id}` }),
  },
  'GET /core/api/agreements': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/agreements?tenantId=${sport?.id}` }),
  },
  'GET /core/api/agreements/export': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/agreements/export?tenantId=${sport?.id}` }),
  },
  'GET /core/api/agreements/rep-contracts': {
    rules: SPORT_READ,
    targets: 'sports',
    request: ({ sport }) => ({ url: `${API}/agreements/rep-contracts?tenantId=${sport?.id}` }),
  },
  'POST /core/api/players/:playerId/files': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/players/${sport?.player.id}/files`, ...pdfUpload() }),
  },
  'GET /core/api/players/:playerId/files/:fileId': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player file',
    request: ({ sport }) => ({ url: `${API}/players/${sport?.player.id}/files/${sport?.fileId}` }),
  },
  'GET /core/api/players/:playerId/documents': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/players/${sport?.player.id}/documents` }),
  },
  'POST /core/api/players/:playerId/documents': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({
      url: `${API}/players/${sport?.player.id}/documents`,
      payload: { kind: 'medical', note: 'Matrix' },
    }),
  },
  'PUT /core/api/players/:playerId/documents/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'document',
    request: ({ ctx, sport }) => ({
      url: `${API}/players/${sport?.player.id}/documents/${sport?.documentId}`,
      payload: { kind: 'passport', number: 'M1', issuingCountryId: ctx.countryId },
    }),
  },
  'DELETE /core/api/players/:playerId/documents/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'document',
    request: async ({ ctx, sport }) => ({
      url: `${API}/players/${sport?.player.id}/documents/${sport && (await ctx.fresh.document(sport))}`,
    }),
  },

  // Public player pages and their clicks (issue 14). D16: the page and `new_click` are public; the
  // click lists say who looked at whom, so they are the sport's (another sport's ids are 404).
  'GET /core/api/unauthorised/player/:id': {
    rules: PUBLIC,
    targets: 'sports',
    noun: 'player',
    reveals: PUBLIC_PAGE,
    request: ({ sport }) => ({ url: `${API}/unauthorised/player/${sport?.player.id}` }),
  },
  'POST /core/api/unauthorised/new_click': {
    rules: PUBLIC,
    targets: 'sports',
    noun: 'player',
    // A new address per case: the same address, contact and player within 30 s count once.
    request: ({ sport }) => ({
      url: `${API}/unauthorised/new_click`,
      payload: { ClientId: sport?.contact.id, PlayerID: sport?.player.id },
      remoteAddress: uniqueClientAddress(),
    }),
  },
  'GET /core/api/unauthorised/WhoClickedFull/:tenantId/:playerId': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/unauthorised/WhoClickedFull/${sport?.id}/${sport?.player.id}` }),
  },
  'GET /core/api/unauthorised/OnWhomClickedFull/:tenantId/:contactId': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'contact',
    request: ({ sport }) => ({
      url: `${API}/unauthorised/OnWhomClickedFull/${sport?.id}/${sport?.contact.id}`,
    }),
  },
  'GET /core/api/unauthorised/clicks/:tenantId/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/unauthorised/clicks/${sport?.id}/${sport?.player.id}` }),
  },
  'GET /core/api/unauthorised/WhoClicked/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'player',
    request: ({ sport }) => ({ url: `${API}/unauthorised/WhoClicked/${sport?.player.id}` }),
  },
  'GET /core/api/unauthorised/OnWhomClicked/:id': {
    rules: SPORT_READ,
    targets: 'sports',
    noun: 'contact',
    request: ({ sport }) => ({ url: `${API}/unauthorised/OnWhomClicked/${sport?.contact.id}` }),
  },

  // D20: the CV PDF is public (D16); the sport's PDF template is its TenantAdmins' (spec 2).
  'GET /core/api/unauthorised/getpdf/:tenantId/:playerId': {
    rules: PUBLIC,
    targets: 'sports',
    noun: 'player',
    reveals: PUBLIC_PAGE,
    request: ({ sport }) => ({ url: `${API}/unauthorised/getpdf/${sport?.id}/${sport?.player.id}` }),
  },
  'GET /core/api/PlayerCV/pdftemplate/:tenantId': {
    rules: SPORT_WRITE,
    targets: 'sports',
    request: async ({ ctx, sport }) => {
      await pdfTemplateOf(ctx, sport);
      return { url: `${API}/PlayerCV/pdftemplate/${sport?.id}` };
    },
  },
  'POST /core/api/PlayerCV': {
    rules: SPORT_WRITE,
    targets: 'sports',
    // One template per sport: a caller who may create it finds the sport without one.
    request: async ({ ctx, sport, caller }) => {
      if (sport && (caller === 'adminA' || caller === 'adminB') && ctx.callerSports[caller].has(sport.id)) {
        await ctx.t.database.db.delete(pdfTemplates).where(eq(pdfTemplates.tenantId, sport.id));
      }
      return { url: `${API}/PlayerCV`, payload: { tenantId: sport?.id, name: ctx.unique('Matrix CV') } };
    },
  },
  'GET /core/api/PlayerCV/edit/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'PDF template',
    request: async ({ ctx, sport }) => ({ url: `${API}/PlayerCV/edit/${await pdfTemplateOf(ctx, sport)}` }),
  },
  'PUT /core/api/PlayerCV/edit/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'PDF template',
    request: async ({ ctx, sport }) => ({
      url: `${API}/PlayerCV/edit/${await pdfTemplateOf(ctx, sport)}`,
      payload: { name: ctx.unique('Matrix CV') },
    }),
  },
  'POST /core/api/PlayerCV/:id/file': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'PDF template',
    request: async ({ ctx, sport }) => ({
      url: `${API}/PlayerCV/${await pdfTemplateOf(ctx, sport)}/file`,
      ...docxUpload(),
    }),
  },
  'GET /core/api/PlayerCV/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'PDF template',
    request: async ({ ctx, sport }) => ({ url: `${API}/PlayerCV/${await pdfTemplateOf(ctx, sport)}` }),
  },
  'GET /core/api/PlayerCV/puretemplate/:id': {
    rules: SPORT_WRITE,
    targets: 'sports',
    noun: 'PDF template',
    // The template's Word file: uploaded first, so that the download has something to give.
    request: async ({ ctx, sport, caller }) => {
      const id = await pdfTemplateOf(ctx, sport);
      if (caller !== 'anonymous') {
        await ctx.t.inject({
          method: 'POST',
          url: `${API}/PlayerCV/${id}/file`,
          token: await ctx.token(sport?.key === 'B' ? 'adminB' : 'adminA'),
          ...docxUpload(),
        });
      }
      return { url: `${API}/PlayerCV/puretemplate/${id}` };
    },
  },

  // News (spec 6; D23 registers them with the `news` feature, on by default).
  ...lists(`${API}/posts`, { rules: SIGNED_IN, reveals: AUTHORS }),
  'GET /core/api/posts/:id': {
    rules: SIGNED_IN,
    reveals: AUTHORS,
    request: ({ ctx }) => ({ url: `${API}/posts/${ctx.postId}` }),
  },
  'POST /core/api/posts': {
    rules: ADMINS,
    reveals: AUTHORS,
    request: ({ ctx }) => ({
      url: `${API}/posts`,
      payload: { title: ctx.unique('Matrix news'), content: '' },
    }),
  },
  'PATCH /core/api/posts/:id': {
    // ADR 005: only its author or a Superadmin changes a post; the target is a Superadmin's post.
    rules: ONLY_SUPERADMIN_CHANGES,
    subject: "a Superadmin's post",
    reveals: AUTHORS,
    request: ({ ctx }) => ({ url: `${API}/posts/${ctx.postId}`, payload: { content: '<p>News</p>' } }),
  },
  'DELETE /core/api/posts/:id': {
    rules: ONLY_SUPERADMIN_CHANGES,
    subject: "a Superadmin's post",
    request: async ({ ctx }) => ({ url: `${API}/posts/${await ctx.fresh.post()}` }),
  },
};

// ---------------------------------------------------------------------------------------------
// The matrix
// ---------------------------------------------------------------------------------------------

const context = useTestContext();
let ctx: MatrixContext;

beforeAll(async () => {
  ctx = await createMatrixContext(context.t);
});

interface MatrixCase {
  name: string;
  route: string;
  caller: CallerKey;
  target: TargetKey;
}

const CASES: MatrixCase[] = Object.entries(ROUTES).flatMap(([route, entry]) =>
  CALLERS.flatMap((caller) =>
    targetsOf(entry).map((target) => ({
      name: `${route} · ${CALLER_LABELS[caller]} · ${targetLabel(entry, target)}`,
      route,
      caller,
      target,
    })),
  ),
);

describe('access matrix: every route × caller × sport', () => {
  it('has an entry for every route the app serves', () => {
    const missing = routeKeys(routeLog).filter((route) => !(route in ROUTES));
    expect(
      missing,
      `Add these routes to ROUTES in apps/api/src/test/access-matrix.test.ts, each with a rule per caller ` +
        `(or, if they really need no access check, to SKIPPED_ROUTES in access-matrix.ts with the reason): ` +
        `${missing.join(', ')}`,
    ).toEqual([]);
  });

  it('has no entry for a route the app no longer serves', () => {
    const served = new Set(routeKeys(routeLog));
    const stale = Object.keys(ROUTES).filter((route) => !served.has(route));
    expect(stale, `Remove these entries from ROUTES: ${stale.join(', ')}`).toEqual([]);
  });

  it("finds another sport's data where it is (the leak search is not blind)", async () => {
    const adminB = await ctx.token('adminB');
    const sportB = ctx.sports.B;
    const club = await ctx.t.inject({ url: `${API}/clubs/${sportB.club.id}`, token: adminB });
    expect(await ctx.leaks(club, 'adminA', undefined)).toContain(`clubs ${sportB.club.id} of ${sportB.name}`);
    const user = await ctx.t.inject({ url: `${API}/users/${sportB.userId}`, token: adminB });
    expect(await ctx.leaks(user, 'adminA', undefined)).toEqual([
      `sport id ${sportB.id} (${sportB.name})`,
      `user ${sportB.userId} of ${sportB.name}`,
    ]);
    expect(await ctx.leaks(user, 'adminA', { tenants: ['adminA'], users: ['adminA'] })).toEqual([]);
    const csv = await ctx.t.inject({
      url: withQuery(`${API}/clubs/csv`, { tenantId: sportB.id }),
      token: adminB,
    });
    const csvLeaks = await ctx.leaks(csv, 'adminA', undefined);
    expect(csvLeaks.length).toBeGreaterThan(10);
    expect(csvLeaks.every((leak) => leak.endsWith(`of ${sportB.name}`))).toBe(true);
  });

  // `%s` rather than `$name`, which Vitest would cut short.
  it.each(CASES.map((matrixCase) => [matrixCase.name, matrixCase] as const))(
    '%s',
    async (_name, matrixCase) => {
      const { route, caller, target } = matrixCase;
      const entry = ROUTES[route];
      if (!entry) throw new Error(`No entry for ${route}`);
      const [method = 'GET'] = route.split(' ');
      const sport = target === 'none' ? undefined : ctx.sports[target];
      const spec = await entry.request({ ctx, sport, caller });
      let token: string | undefined;
      if (caller !== 'anonymous') {
        token = entry.endsSessions ? await ctx.freshToken(caller) : await ctx.token(caller);
      }

      const response = await ctx.t.inject({
        // The table's keys carry the method as text; Fastify registered it, so it is a real one.
        method: method as InjectOptions['method'],
        url: spec.url,
        token,
        ...(spec.payload === undefined ? {} : { payload: spec.payload }),
        ...(spec.headers ? { headers: spec.headers } : {}),
        ...(spec.remoteAddress ? { remoteAddress: spec.remoteAddress } : {}),
      });
      if (method !== 'GET') ctx.dataChanged();
      if (caller !== 'anonymous' && entry.endsSessions === 'others') ctx.forget(caller);

      // The request must have reached this route: a typo in the table would otherwise pass as a 404.
      expect(routeLog.lastRoute, `${spec.url} reached another route`).toBe(route);
      const expected = expectedOutcome(entry, entry.rules[caller], ctx.callerSports[caller], sport);
      expect(
        actualOutcome(response.statusCode, expected),
        `${method} ${spec.url} ${describeAnswer(response)}`,
      ).toBe(expected);
      // Refusals too: an error must not name another sport's rows either.
      expect(await ctx.leaks(response, caller, entry.reveals), 'another sport in the answer').toEqual([]);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// D33: whom a TenantAdmin manages
// ---------------------------------------------------------------------------------------------

type D33Operation =
  | 'see'
  | 'edit'
  | 'deactivate'
  | 'give other roles'
  | 'delete'
  | 'give a picture'
  | 'set the password'
  | 'import';

interface D33Target {
  label: string;
  roles: Role[];
  sports: string[];
  /** What "other roles" means for this user. */
  otherRoles: Role[];
  /** The answer per operation. */
  expected: Record<D33Operation, number>;
}

const OWN = SPORT_NAMES.A;
const ALL_FOUR = ['Football', 'Handball - Men', 'Handball - Women', 'Icehockey'];

/** Managed: every sport of the user is the admin's (D33). */
const MANAGED = {
  see: 200,
  edit: 200,
  deactivate: 200,
  'give other roles': 200,
  delete: 204,
  'give a picture': 200,
  'set the password': 204,
  import: 200,
} as const;
/** Seen but not managed (D33: name, e-mail and sports only); an import of such a user is a row error. */
const SEEN = {
  see: 200,
  edit: 403,
  deactivate: 403,
  'give other roles': 403,
  delete: 403,
  'give a picture': 403,
  'set the password': 403,
  import: 400,
} as const;
/** Shares no sport with the admin: invisible, as if absent (404). */
const INVISIBLE = {
  see: 404,
  edit: 404,
  deactivate: 404,
  'give other roles': 404,
  delete: 404,
  'give a picture': 404,
  'set the password': 404,
  import: 400,
} as const;

/** The admin is hockey.admin@demo.test, TenantAdmin of sport A (Icehockey) only. */
const D33_TARGETS: D33Target[] = [
  {
    label: "a User only in the admin's sport",
    roles: ['User'],
    sports: [OWN],
    otherRoles: ['TenantAdmin'],
    expected: MANAGED,
  },
  {
    label: "a User in the admin's sport and another",
    roles: ['User'],
    sports: [OWN, 'Football'],
    otherRoles: ['TenantAdmin'],
    expected: SEEN,
  },
  {
    label: 'a TenantAdmin of all four sports',
    roles: ['TenantAdmin'],
    sports: ALL_FOUR,
    otherRoles: ['User'],
    expected: SEEN,
  },
  { label: 'a Superadmin', roles: ['Superadmin'], sports: [], otherRoles: ['User'], expected: INVISIBLE },
  {
    // D9: a Superadmin is never changed by a TenantAdmin, even one who shares a sport.
    label: "a Superadmin in the admin's sport",
    roles: ['Superadmin'],
    sports: [OWN],
    otherRoles: ['User'],
    expected: SEEN,
  },
  {
    // Managed, but D33: "A TenantAdmin never sets the password of another TenantAdmin".
    label: "a TenantAdmin only in the admin's sport",
    roles: ['TenantAdmin'],
    sports: [OWN],
    otherRoles: ['User'],
    expected: { ...MANAGED, 'set the password': 403 },
  },
];

const D33_OPERATIONS = Object.keys(MANAGED) as D33Operation[];

const newEmail = () => ctx.uniqueEmail('d33');

/** What a refusal must leave as it was. */
async function accountState(userId: string) {
  const { db } = ctx.t.database;
  const [row] = await db
    .select({
      email: users.email,
      title: users.title,
      isActive: users.isActive,
      imagePath: users.imagePath,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(users.id, userId));
  const roles = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return row ? { ...row, roles: roles.map((link) => link.role).sort() } : null;
}

async function tenantIdsNamed(names: string[]): Promise<string[]> {
  const rows = await ctx.t.database.db.select({ id: tenants.id, name: tenants.name }).from(tenants);
  return names.map((name) => rows.find((row) => row.name === name)?.id ?? `no sport ${name}`);
}

/** The CSV row of a new user with these roles and sports. */
const importOf = (email: string, roles: Role[], sports: string[]) =>
  csvUpload(`email,roles,tenants\n${csvRow(email, roles.join('|'), sports.join('|'))}\n`);

function d33Request(operation: D33Operation, target: D33Target, userId: string, importEmail: string) {
  const url = `${API}/users/${userId}`;
  switch (operation) {
    case 'see':
      return { method: 'GET' as const, url };
    case 'edit':
      return { method: 'PATCH' as const, url, payload: { title: 'Edited under D33' } };
    case 'deactivate':
      return { method: 'PATCH' as const, url, payload: { isActive: false } };
    case 'give other roles':
      return { method: 'PATCH' as const, url, payload: { roles: target.otherRoles } };
    case 'delete':
      return { method: 'DELETE' as const, url };
    case 'give a picture':
      return { method: 'POST' as const, url: `${url}/file`, ...imageUpload() };
    case 'set the password':
      return {
        method: 'POST' as const,
        url: `${API}/auth/passwordAsAdmin`,
        payload: { userId, newPassword: 'a-new-password' },
      };
    case 'import':
      return {
        method: 'POST' as const,
        url: `${API}/users/csv`,
        ...importOf(importEmail, target.roles, target.sports),
      };
  }
}

describe('D33: a TenantAdmin manages a user only when every sport of that user is theirs', () => {
  const cases = D33_TARGETS.flatMap((target) =>
    D33_OPERATIONS.map((operation) => ({
      name: `TenantAdmin of sport A · ${operation} · ${target.label} → ${target.expected[operation]}`,
      target,
      operation,
    })),
  );

  it.each(cases.map((d33Case) => [d33Case.name, d33Case] as const))(
    '%s',
    async (_name, { target, operation }) => {
      const { db } = ctx.t.database;
      const user = await createUser(db, { email: newEmail(), roles: target.roles, tenants: target.sports });
      // Something beyond name, e-mail and sports, which only an admin who manages the user sees.
      await db.update(users).set({ title: 'Private title' }).where(eq(users.id, user.id));
      const importEmail = newEmail();
      const before = await accountState(user.id);
      const expected = target.expected[operation];

      const response = await ctx.t.inject({
        ...d33Request(operation, target, user.id, importEmail),
        token: await ctx.token('adminA'),
      });
      ctx.dataChanged();

      expect(response.statusCode, describeAnswer(response)).toBe(expected);
      if (operation === 'see' && expected === 200) {
        const seen = response.json<{ email: string; title: string | null; tenants: { name: string }[] }>();
        expect(seen.email).toBe(user.email);
        expect(seen.tenants.map((sport) => sport.name).sort()).toEqual([...target.sports].sort());
        // D33: a user the admin cannot manage is seen with name, e-mail and sports only.
        expect(seen.title).toBe(target.expected.edit === 200 ? 'Private title' : null);
      }
      if (operation === 'import' && expected === 400) {
        expect(response.json().errors, 'the row and rule refused').toContainEqual(
          expect.objectContaining({ description: expect.stringMatching(/^Row 2, (roles|tenants): /) }),
        );
      }
      if (operation === 'import') {
        const [created] = await db.select({ id: users.id }).from(users).where(eq(users.email, importEmail));
        expect(created !== undefined, 'the imported user exists').toBe(expected === 200);
      } else if (expected >= 400) {
        expect(await accountState(user.id), 'a refusal changes nothing').toEqual(before);
      }
    },
  );

  /**
   * D33: "Only a Superadmin changes who is a TenantAdmin of more sports than one", even for a
   * TenantAdmin of every sport involved (admin@demo.test runs all four).
   */
  const multiSport: {
    name: string;
    target?: { roles: Role[]; sports: string[] };
    request(
      userId: string,
    ): Promise<{ method: 'PATCH' | 'POST'; url: string; payload?: InjectOptions['payload'] }>;
    expected: number;
  }[] = [
    {
      name: 'refuses making a User of two of its sports a TenantAdmin',
      target: { roles: ['User'], sports: [OWN, 'Football'] },
      request: async (id) => ({
        method: 'PATCH',
        url: `${API}/users/${id}`,
        payload: { roles: ['TenantAdmin'] },
      }),
      expected: 403,
    },
    {
      name: 'refuses making a TenantAdmin of two of its sports a User',
      target: { roles: ['TenantAdmin'], sports: [OWN, 'Football'] },
      request: async (id) => ({ method: 'PATCH', url: `${API}/users/${id}`, payload: { roles: ['User'] } }),
      expected: 403,
    },
    {
      name: 'refuses giving a TenantAdmin of one of its sports a second sport',
      target: { roles: ['TenantAdmin'], sports: [OWN] },
      request: async (id) => ({
        method: 'PATCH',
        url: `${API}/users/${id}`,
        payload: { tenantIds: await tenantIdsNamed([OWN, 'Football']) },
      }),
      expected: 403,
    },
    {
      name: 'refuses taking a sport from a TenantAdmin of two of its sports',
      target: { roles: ['TenantAdmin'], sports: [OWN, 'Football'] },
      request: async (id) => ({
        method: 'PATCH',
        url: `${API}/users/${id}`,
        payload: { tenantIds: await tenantIdsNamed([OWN]) },
      }),
      expected: 403,
    },
    {
      name: 'refuses creating a TenantAdmin of two of its sports',
      request: async () => ({
        method: 'POST',
        url: `${API}/users`,
        payload: {
          email: newEmail(),
          password: TEST_PASSWORD,
          roles: ['TenantAdmin'],
          tenantIds: await tenantIdsNamed([OWN, 'Football']),
        },
      }),
      expected: 403,
    },
    {
      name: 'refuses importing a TenantAdmin of two of its sports (a row error)',
      request: async () => ({
        method: 'POST',
        url: `${API}/users/csv`,
        ...importOf(newEmail(), ['TenantAdmin'], [OWN, 'Football']),
      }),
      expected: 400,
    },
    {
      name: 'refuses setting the password of a TenantAdmin of its sports',
      target: { roles: ['TenantAdmin'], sports: [OWN] },
      request: async (id) => ({
        method: 'POST',
        url: `${API}/auth/passwordAsAdmin`,
        payload: { userId: id, newPassword: 'a-new-password' },
      }),
      expected: 403,
    },
    {
      name: 'makes a User of one of its sports a TenantAdmin',
      target: { roles: ['User'], sports: [OWN] },
      request: async (id) => ({
        method: 'PATCH',
        url: `${API}/users/${id}`,
        payload: { roles: ['TenantAdmin'] },
      }),
      expected: 200,
    },
    {
      name: 'edits a TenantAdmin of two of its sports',
      target: { roles: ['TenantAdmin'], sports: [OWN, 'Football'] },
      request: async (id) => ({ method: 'PATCH', url: `${API}/users/${id}`, payload: { title: 'Edited' } }),
      expected: 200,
    },
    {
      name: 'creates a TenantAdmin of one of its sports',
      request: async () => ({
        method: 'POST',
        url: `${API}/users`,
        payload: {
          email: newEmail(),
          password: TEST_PASSWORD,
          roles: ['TenantAdmin'],
          tenantIds: await tenantIdsNamed([OWN]),
        },
      }),
      expected: 201,
    },
  ];

  it.each(multiSport.map((multiCase) => [multiCase.name, multiCase] as const))(
    'TenantAdmin of all four sports %s',
    async (_name, { target, request, expected }) => {
      const { db } = ctx.t.database;
      const user = target
        ? await createUser(db, { email: newEmail(), roles: target.roles, tenants: target.sports })
        : undefined;
      const before = user ? await accountState(user.id) : null;
      const response = await ctx.t.inject({
        ...(await request(user?.id ?? '')),
        token: context.tokens.admin,
      });
      ctx.dataChanged();
      expect(response.statusCode, describeAnswer(response)).toBe(expected);
      if (expected === 400) {
        expect(response.json().errors, 'the row and rule refused').toContainEqual(
          expect.objectContaining({ description: expect.stringMatching(/^Row 2, (roles|tenants): /) }),
        );
      }
      if (user && expected >= 400) {
        expect(await accountState(user.id), 'a refusal changes nothing').toEqual(before);
      }
    },
  );
});
