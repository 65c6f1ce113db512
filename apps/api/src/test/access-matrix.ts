import { randomBytes, randomUUID } from 'node:crypto';
import { NO_NEED_POSITION } from '@transferdesk/shared';
import { and, asc, eq, isNull, ne } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  clubs,
  contacts,
  contractStatuses,
  countries,
  leagues,
  playerLevels,
  positions,
  teams,
  tenants,
  transfers,
  userTenants,
  valutas,
} from '../db/schema/index.ts';
import { findLeaks, type LeakIndex, readLeakIndex } from './access-matrix-leaks.ts';
import { TEST_PASSWORD, type TestApp, uniqueClientAddress } from './app.ts';
import { multipartBody, TINY_PNG } from './multipart.ts';
import { createUser, userIdOf } from './users.ts';

/**
 * The machinery of the access matrix (access-matrix.test.ts): who calls, which sport's data they
 * aim at, how a short rule becomes an expected answer, and the search for another sport's data in
 * what came back. The table of routes and their rules lives in the test file.
 */

// ---------------------------------------------------------------------------------------------
// Callers, sports and rules
// ---------------------------------------------------------------------------------------------

export const CALLERS = ['anonymous', 'user', 'adminA', 'adminB', 'superadmin'] as const;
export type CallerKey = (typeof CALLERS)[number];
export type SignedInCaller = Exclude<CallerKey, 'anonymous'>;

export const CALLER_LABELS: Record<CallerKey, string> = {
  anonymous: 'no token',
  user: 'User of sport A',
  adminA: 'TenantAdmin of sport A',
  adminB: 'TenantAdmin of another sport',
  superadmin: 'Superadmin of no sport',
};

/**
 * Sport A and sport B of the demo (D5). A is Icehockey because the demo has a User of it
 * (agent@demo.test, also in Football) and a TenantAdmin of it alone (hockey.admin@demo.test); B is a
 * sport neither of them belongs to.
 */
export const SPORT_NAMES = { A: 'Icehockey', B: 'Handball - Men' } as const;
export type SportKey = keyof typeof SPORT_NAMES;
export type TargetKey = SportKey | 'none';

/**
 * What a caller gets from a route:
 * - `'ok'`: a 2xx, whatever sport the target is in;
 * - `'member'`: a 2xx when the target is in one of the caller's sports (or there is no target),
 *   otherwise the route's `foreign` answer;
 * - `'refused'`: anything but a 2xx or a 5xx (for a payload that cannot be made valid for this caller);
 * - a status: exactly that status, whatever the target.
 */
export type Rule = 'ok' | 'member' | 'refused' | 400 | 401 | 403 | 404 | 503;
export type Rules = Record<CallerKey, Rule>;

/** Kinds of another sport's data that a route may show on purpose, and to whom. */
export interface Reveals {
  /** Sport ids and names. */
  tenants?: readonly CallerKey[];
  /** Users who belong only to sports the caller does not. */
  users?: readonly CallerKey[];
  /** Ids and names of a sport's rows (D29: a public player page shows its player to anyone). */
  rows?: readonly CallerKey[];
}

export interface RequestSpec {
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface RequestInput {
  ctx: MatrixContext;
  /** The target sport's fixture; undefined for an untargeted route or the "no sport" case. */
  sport: SportFixture | undefined;
  caller: CallerKey;
}

export interface RouteEntry {
  rules: Rules;
  /**
   * `'sports'`: once with sport A's target and once with sport B's; `'sportsOrNone'`: also once
   * without a sport (lists without `tenantId`). Leave out for a route without a sport.
   */
  targets?: 'sports' | 'sportsOrNone';
  /** The kind of row addressed by id ("club"), for case names; leave out when the target is a sport id. */
  noun?: string;
  /** What an untargeted route acts on, for case names ("a Superadmin's post"). */
  subject?: string;
  /**
   * The answer for a target in a sport the caller does not belong to. Defaults to 404 for a row
   * addressed by id (ARCHITECTURE: "404 absent or in another tenant"; assertRowAccess) and 403
   * for a sport named by tenantId in the path, query or body (tenantListScope, assertTenantAccess).
   */
  foreign?: 400 | 403 | 404;
  /**
   * The route ends a session, so the case signs in anew instead of using the shared token:
   * `'own'` ends the session it is called with; `'others'` ends the caller's other sessions (the
   * shared token among them), which is signed in again for the next case.
   */
  endsSessions?: 'own' | 'others';
  /** Another sport's data the route shows on purpose (say why next to it). */
  reveals?: Reveals;
  request(input: RequestInput): RequestSpec | Promise<RequestSpec>;
}

export function targetsOf(entry: RouteEntry): TargetKey[] {
  if (entry.targets === 'sportsOrNone') return ['A', 'B', 'none'];
  if (entry.targets === 'sports') return ['A', 'B'];
  return ['none'];
}

export function targetLabel(entry: RouteEntry, target: TargetKey): string {
  if (target === 'none') return entry.targets ? 'no sport' : (entry.subject ?? 'no sport involved');
  return entry.noun ? `sport ${target}'s ${entry.noun}` : `sport ${target}`;
}

/** `'2xx'`, `'refused'` or a status as text: what a case expects, and what it got in the same terms. */
export type Outcome = string;

/** The interpreter: a caller's rule on a route, for one target, as the answer to expect. */
export function expectedOutcome(
  entry: RouteEntry,
  rule: Rule,
  callerSports: ReadonlySet<string>,
  target: SportFixture | undefined,
): Outcome {
  if (rule === 'ok') return '2xx';
  if (rule === 'refused') return 'refused';
  if (rule === 'member') {
    if (!target || callerSports.has(target.id)) return '2xx';
    return String(entry.foreign ?? (entry.noun ? 404 : 403));
  }
  return String(rule);
}

export function actualOutcome(status: number, expected: Outcome): Outcome {
  if (status >= 200 && status < 300) return '2xx';
  if (expected === 'refused' && status >= 400 && status < 500) return 'refused';
  return String(status);
}

/** A short account of an answer for a failure message. */
export function describeAnswer(response: LightMyRequestResponse): string {
  const body = response.body.length > 300 ? `${response.body.slice(0, 300)}…` : response.body;
  return `answered ${response.statusCode}: ${body}`;
}

// ---------------------------------------------------------------------------------------------
// The route table of the running app
// ---------------------------------------------------------------------------------------------

/** Filled by the test file's Fastify `onRoute` and `onRequest` hooks. */
export interface RouteLog {
  routes: { method: string; url: string }[];
  /** `METHOD /route/:pattern` of the last request, as Fastify matched it. */
  lastRoute: string | undefined;
}

/** Routes the matrix leaves out, each with its reason. Everything else needs an entry. */
export const SKIPPED_ROUTES: readonly { why: string; skips(method: string, url: string): boolean }[] = [
  {
    why: 'HEAD and OPTIONS variants: Fastify adds HEAD for each GET, behind the same guards',
    skips: (method) => method === 'HEAD' || method === 'OPTIONS',
  },
  {
    why: 'the API reference and its OpenAPI document (/core/docs...): public documentation',
    skips: (_method, url) => url === '/core/docs' || url.startsWith('/core/docs/'),
  },
  {
    why: 'the static web app (the SPA and its files, outside /core): public by design',
    skips: (_method, url) => url !== '/core' && !url.startsWith('/core/'),
  },
];

/** `METHOD /url` of every route the app registered, less the skipped ones, sorted and unique. */
export function routeKeys(log: RouteLog): string[] {
  const keys = log.routes
    .filter(({ method, url }) => !SKIPPED_ROUTES.some((skip) => skip.skips(method, url)))
    .map(({ method, url }) => `${method} ${url}`);
  return [...new Set(keys)].sort();
}

// ---------------------------------------------------------------------------------------------
// Fixtures: the sports' rows the cases aim at, and the callers' tokens
// ---------------------------------------------------------------------------------------------

export interface SportFixture {
  key: SportKey;
  id: string;
  name: string;
  club: { id: string; name: string };
  contact: { id: string; firstName: string };
  team: { id: string; name: string };
  league: { id: string; name: string };
  transfer: { id: string; name: string };
  valuta: { id: string; value: number };
  positionId: string;
  positionName: string;
  playerLevelId: string;
  playerLevelName: string;
  contractStatusId: string;
  /** A player of this sport, made through the API once the callers exist. */
  player: { id: string; firstName: string };
  /** A requirement of this sport's club, made through the API once the callers exist. */
  requirement: { id: string; clubId: string; contactId: string };
  /** A match version of that requirement; the sport's player is among its candidates. */
  matchId: string;
  /** A pitch of the sport's player to the requirement's contact (issue 29). */
  pitchId: string;
  /** A file of the sport's player (issue 30), named by its agreement. */
  fileId: string;
  /** An agreement of the sport's player (D45). */
  agreementId: string;
  /** A document of the sport's player (issue 30). */
  documentId: string;
  /** A User of this sport only, made for the matrix. */
  userId: string;
}

export interface MatrixContext {
  t: TestApp;
  sports: Record<SportKey, SportFixture>;
  /** The sports (tenant ids) each caller belongs to, read from the database. */
  callerSports: Record<CallerKey, ReadonlySet<string>>;
  callerEmails: Record<SignedInCaller, string>;
  /** The shared token of a caller, signed in again when a case dropped it. */
  token(caller: SignedInCaller): Promise<string>;
  /** A token of a new session. */
  freshToken(caller: SignedInCaller): Promise<string>;
  /** Drops a caller's shared token (a case ended that session). */
  forget(caller: SignedInCaller): void;
  /** Text no other case uses, for names. */
  unique(prefix: string): string;
  /** An e-mail address no other case uses. */
  uniqueEmail(prefix: string): string;
  /** A user of no sport, for the public sign-in and refresh routes. */
  publicUser: { email: string; token: string };
  countryId: string;
  /** An uploaded file (a club crest of sport A), as `resources/...`. */
  resourcePath: string;
  /** A news post (posts belong to no sport). */
  postId: string;
  /** New rows for cases that delete, so that no other case loses the row it aims at. */
  fresh: {
    club(sport: SportFixture): Promise<string>;
    contact(sport: SportFixture): Promise<string>;
    player(sport: SportFixture): Promise<string>;
    requirement(sport: SportFixture): Promise<string>;
    team(sport: SportFixture): Promise<string>;
    transfer(sport: SportFixture): Promise<string>;
    user(sport: SportFixture): Promise<string>;
    post(): Promise<string>;
    /** An agreement of the sport's player (D45), for the cases that delete one. */
    agreement(sport: SportFixture): Promise<string>;
    /** A document of the sport's player (issue 30), for the cases that delete one. */
    document(sport: SportFixture): Promise<string>;
  };
  /** Tells the leak search that rows may have been added since it last read the database. */
  dataChanged(): void;
  /** What of another sport the answer shows `caller`, beyond what `reveals` allows; [] when nothing. */
  leaks(response: LightMyRequestResponse, caller: CallerKey, reveals: Reveals | undefined): Promise<string[]>;
}

const DEMO_EMAILS = {
  user: 'agent@demo.test',
  adminA: 'hockey.admin@demo.test',
  superadmin: 'superadmin@demo.test',
} as const;

/** The admin of each sport, who makes the fresh rows of that sport. */
const ADMIN_OF: Record<SportKey, SignedInCaller> = { A: 'adminA', B: 'adminB' };

function first<T>(rows: T[], what: string): T {
  const [row] = rows;
  if (!row) throw new Error(`The demo has no ${what}`);
  return row;
}

async function loadSport(t: TestApp, key: SportKey, userId: string): Promise<SportFixture> {
  const { db } = t.database;
  const name = SPORT_NAMES[key];
  const { id } = first(await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.name, name)), name);
  const of = (what: string) => `${what} of ${name}`;
  // The first of each by name: a stable choice, and always one the demo seeds.
  const club = first(
    await db
      .select({ id: clubs.id, name: clubs.name })
      .from(clubs)
      .where(and(eq(clubs.tenantId, id), isNull(clubs.deletedAt)))
      .orderBy(asc(clubs.nameSort), asc(clubs.id))
      .limit(1),
    of('club'),
  );
  const contact = first(
    await db
      .select({ id: contacts.id, firstName: contacts.firstName })
      .from(contacts)
      .where(and(eq(contacts.tenantId, id), eq(contacts.isPlayer, false), isNull(contacts.deletedAt)))
      .orderBy(asc(contacts.nameSort), asc(contacts.id))
      .limit(1),
    of('contact'),
  );
  const team = first(
    await db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(eq(teams.tenantId, id))
      .orderBy(asc(teams.nameSort))
      .limit(1),
    of('team'),
  );
  const league = first(
    await db
      .select({ id: leagues.id, name: leagues.name })
      .from(leagues)
      .where(eq(leagues.tenantId, id))
      .orderBy(asc(leagues.nameSort))
      .limit(1),
    of('league'),
  );
  const transfer = first(
    await db
      .select({ id: transfers.id, name: transfers.name })
      .from(transfers)
      .where(eq(transfers.tenantId, id))
      .orderBy(asc(transfers.nameSort))
      .limit(1),
    of('transfer window'),
  );
  const valuta = first(
    await db
      .select({ id: valutas.id, value: valutas.value })
      .from(valutas)
      .where(eq(valutas.tenantId, id))
      .orderBy(asc(valutas.nameSort))
      .limit(1),
    of('currency'),
  );
  const position = first(
    // Not `No need`: players are given this position too, and never that one.
    await db
      .select({ id: positions.id, name: positions.name })
      .from(positions)
      .where(and(eq(positions.tenantId, id), ne(positions.name, NO_NEED_POSITION)))
      .orderBy(asc(positions.nameSort))
      .limit(1),
    of('position'),
  );
  const playerLevel = first(
    await db
      .select({ id: playerLevels.id, name: playerLevels.name })
      .from(playerLevels)
      .where(eq(playerLevels.tenantId, id))
      .limit(1),
    of('player level'),
  );
  const contractStatus = first(
    await db
      .select({ id: contractStatuses.id })
      .from(contractStatuses)
      .where(eq(contractStatuses.tenantId, id))
      .limit(1),
    of('contract status'),
  );
  return {
    key,
    id,
    name,
    club,
    contact,
    team,
    league,
    transfer,
    valuta,
    positionId: position.id,
    positionName: position.name,
    playerLevelId: playerLevel.id,
    playerLevelName: playerLevel.name,
    contractStatusId: contractStatus.id,
    player: { id: '', firstName: 'Matrix' },
    requirement: { id: '', clubId: club.id, contactId: '' },
    matchId: '',
    pitchId: '',
    fileId: '',
    agreementId: '',
    documentId: '',
    userId,
  };
}

async function sportsOf(t: TestApp, userId: string): Promise<Set<string>> {
  const rows = await t.database.db
    .select({ tenantId: userTenants.tenantId })
    .from(userTenants)
    .where(eq(userTenants.userId, userId));
  return new Set(rows.map((row) => row.tenantId));
}

const sameSet = (a: ReadonlySet<string>, b: readonly string[]) =>
  a.size === b.length && b.every((item) => a.has(item));

/**
 * Sets up the callers and the sports' targets on a fresh test app. Checks what the matrix takes
 * for granted about the demo (who belongs to which sport), so that a changed seed fails here with
 * a reason rather than as hundreds of puzzling cells.
 */
export async function createMatrixContext(t: TestApp): Promise<MatrixContext> {
  const { db } = t.database;
  let counter = 0;
  const unique = (prefix: string) => {
    counter += 1;
    return `${prefix} ${counter} ${randomBytes(3).toString('hex')}`;
  };
  const email = (prefix: string) => `${unique(prefix).replaceAll(' ', '-').toLowerCase()}@example.test`;

  const adminB = await createUser(db, {
    email: email('matrix-admin-b'),
    name: 'Matrix',
    surname: 'Admin B',
    roles: ['TenantAdmin'],
    tenants: [SPORT_NAMES.B],
  });
  const callerEmails: Record<SignedInCaller, string> = { ...DEMO_EMAILS, adminB: adminB.email };
  const callerIds = {
    user: await userIdOf(db, callerEmails.user),
    adminA: await userIdOf(db, callerEmails.adminA),
    adminB: adminB.id,
    superadmin: await userIdOf(db, callerEmails.superadmin),
  };

  const userOf = async (key: SportKey) =>
    (
      await createUser(db, {
        email: email(`matrix-user-${key}`),
        name: 'Matrix',
        surname: `User ${key}`,
        roles: ['User'],
        tenants: [SPORT_NAMES[key]],
      })
    ).id;
  const sports: Record<SportKey, SportFixture> = {
    A: await loadSport(t, 'A', await userOf('A')),
    B: await loadSport(t, 'B', await userOf('B')),
  };

  const callerSports: Record<CallerKey, ReadonlySet<string>> = {
    anonymous: new Set(),
    user: await sportsOf(t, callerIds.user),
    adminA: await sportsOf(t, callerIds.adminA),
    adminB: await sportsOf(t, callerIds.adminB),
    superadmin: await sportsOf(t, callerIds.superadmin),
  };
  const premises: [boolean, string][] = [
    [callerSports.user.has(sports.A.id) && !callerSports.user.has(sports.B.id), 'the User is in A, not B'],
    [sameSet(callerSports.adminA, [sports.A.id]), 'the TenantAdmin of A is in A only'],
    [sameSet(callerSports.adminB, [sports.B.id]), 'the TenantAdmin of B is in B only'],
    [callerSports.superadmin.size === 0, 'the Superadmin is in no sport'],
  ];
  for (const [holds, premise] of premises) {
    if (!holds) throw new Error(`The access matrix expects the demo to say: ${premise}`);
  }

  const tokens = new Map<SignedInCaller, string>();
  const freshToken = (caller: SignedInCaller) => t.login(callerEmails[caller]);
  const token = async (caller: SignedInCaller) => {
    const known = tokens.get(caller);
    if (known) return known;
    const signedIn = await freshToken(caller);
    tokens.set(caller, signedIn);
    return signedIn;
  };

  const publicUser = await createUser(db, { email: email('matrix-public'), roles: ['User'] });
  const country = first(
    await db.select({ id: countries.id }).from(countries).orderBy(asc(countries.nameSort)).limit(1),
    'country',
  );
  // The second club of A: the first is the target whose crest some cases replace (which deletes the file).
  const crest = first(
    await db
      .select({ logoPath: clubs.logoPath })
      .from(clubs)
      .where(and(eq(clubs.tenantId, sports.A.id), isNull(clubs.deletedAt)))
      .orderBy(asc(clubs.nameSort), asc(clubs.id))
      .offset(1)
      .limit(1),
    'second club of Icehockey',
  );
  if (!crest.logoPath) throw new Error('The demo club has no crest');

  let index: Promise<LeakIndex> | undefined;
  const dataChanged = () => {
    index = undefined;
  };

  /** A row made through the API by the sport's own TenantAdmin, as the app would make it. */
  async function create(url: string, sport: SportFixture | undefined, payload: Record<string, unknown>) {
    const response = await t.inject({
      method: 'POST',
      url,
      token: await token(sport ? ADMIN_OF[sport.key] : 'superadmin'),
      payload,
    });
    dataChanged();
    if (response.statusCode !== 201) {
      throw new Error(`Could not make a fixture with POST ${url}: ${describeAnswer(response)}`);
    }
    return response.json<{ id: string }>().id;
  }

  const ctx: MatrixContext = {
    t,
    sports,
    callerSports,
    callerEmails,
    token,
    freshToken,
    forget: (caller) => {
      tokens.delete(caller);
    },
    unique,
    uniqueEmail: email,
    publicUser: { email: publicUser.email, token: await t.login(publicUser.email) },
    countryId: country.id,
    resourcePath: crest.logoPath,
    postId: '',
    fresh: {
      club: (sport) => create('/core/api/clubs', sport, { tenantId: sport.id, name: unique('Matrix club') }),
      contact: (sport) =>
        create('/core/api/contacts', sport, {
          tenantId: sport.id,
          firstName: 'Matrix',
          lastName: unique('Contact'),
        }),
      player: (sport) => create('/core/api/players', sport, playerPayload(sport, unique('Player'))),
      requirement: (sport) => create('/core/api/requirements', sport, requirementPayload(sport)),
      team: (sport) =>
        create('/core/api/teams', sport, {
          tenantId: sport.id,
          name: unique('Matrix team'),
          leagueId: sport.league.id,
        }),
      transfer: (sport) =>
        create('/core/api/transfers', sport, transferPayload(sport, unique('Matrix window'))),
      user: async (sport) => {
        dataChanged();
        return (
          await createUser(db, { email: email('matrix-doomed'), roles: ['User'], tenants: [sport.name] })
        ).id;
      },
      post: () =>
        create('/core/api/posts', undefined, { title: unique('Matrix news'), content: '<p>News</p>' }),
      agreement: (sport) =>
        create(`/core/api/players/${sport.player.id}/agreements`, sport, agreementPayload()),
      document: (sport) =>
        create(`/core/api/players/${sport.player.id}/documents`, sport, {
          kind: 'passport',
          number: unique('P'),
        }),
    },
    dataChanged,
    leaks: async (response, caller, reveals) => {
      index ??= readLeakIndex(t);
      return findLeaks(
        await index,
        response,
        callerSports[caller],
        (kind) => reveals?.[kind]?.includes(caller) ?? false,
      );
    },
  };
  ctx.postId = await ctx.fresh.post();
  for (const sport of Object.values(sports)) {
    sport.player.id = await ctx.fresh.player(sport);
    // A requirement's contact is one of its club's contacts: made at the sport's first club.
    sport.requirement.contactId = await create('/core/api/contacts', sport, {
      tenantId: sport.id,
      clubId: sport.club.id,
      firstName: 'Matrix',
      lastName: unique('Club contact'),
    });
    sport.requirement.id = await ctx.fresh.requirement(sport);
    sport.matchId = await create('/core/api/matches', sport, { requirementId: sport.requirement.id });
    sport.pitchId = await create('/core/api/pitches', sport, {
      playerId: sport.player.id,
      contactId: sport.requirement.contactId,
    });
    const upload = await t.inject({
      method: 'POST',
      url: `/core/api/players/${sport.player.id}/files`,
      token: await token(ADMIN_OF[sport.key]),
      ...pdfUpload(),
    });
    if (upload.statusCode !== 201)
      throw new Error(`Could not upload a player file: ${describeAnswer(upload)}`);
    sport.fileId = upload.json<{ id: string }>().id;
    sport.agreementId = await create(`/core/api/players/${sport.player.id}/agreements`, sport, {
      ...agreementPayload(),
      signedFileId: sport.fileId,
    });
    sport.documentId = await ctx.fresh.document(sport);
  }
  return ctx;
}

/** A requirement of `sport`'s first club, through its matrix contact. */
export function requirementPayload(sport: SportFixture) {
  return {
    tenantId: sport.id,
    clubId: sport.requirement.clubId,
    contactId: sport.requirement.contactId,
    transferId: sport.transfer.id,
    positionRequirementIds: [sport.positionId],
    playerLevelRequirementIds: [sport.playerLevelId],
    contractStatusRequirementIds: [sport.contractStatusId],
  };
}

/** The least a player of `sport` needs: a name, a position, a currency and a level. */
export function playerPayload(sport: SportFixture, lastName: string) {
  return {
    tenantId: sport.id,
    firstName: 'Matrix',
    lastName,
    positionContactIds: [sport.positionId],
    valutaId: sport.valuta.id,
    playerLevelId: sport.playerLevelId,
    contractStatusId: sport.contractStatusId,
  };
}

/** A valid transfer window of `sport`, far enough ahead to clash with nothing. */
export const transferPayload = (sport: SportFixture, name: string) => ({
  tenantId: sport.id,
  name,
  years: '2040-2041',
  fromDate: '2040-05-01',
  toDate: '2040-10-31',
});

/**
 * An agreement of the sport's player (D45). Sports A and B only warn about overlaps, so that cases
 * may save it again and again; Football would refuse the second.
 */
export const agreementPayload = () => ({
  startDate: '2040-01-01',
  endDate: '2040-12-31',
  feeTerms: 'Matrix',
});

/** A multipart body with one PDF, as a player's files take it (issue 30). */
export const pdfUpload = () =>
  multipartBody([
    {
      name: 'file',
      value: Buffer.from('%PDF-1.4\n1 0 obj\n<< >>\nendobj\ntrailer\n<< >>\n%%EOF\n', 'latin1'),
      filename: 'matrix.pdf',
      contentType: 'application/pdf',
    },
  ]);

/** A multipart body with one image, as the picture and crest uploads take it. */
export const imageUpload = () =>
  multipartBody([{ name: 'file', value: TINY_PNG, filename: 'matrix.png', contentType: 'image/png' }]);

/** A multipart body with one CSV file, as the imports take it. */
export const csvUpload = (text: string) =>
  multipartBody([{ name: 'file', value: text, filename: 'matrix.csv', contentType: 'text/csv' }]);

/** `path?key=value&...`, leaving out undefined values. */
export function withQuery(path: string, query: Record<string, string | undefined>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length === 0 ? path : `${path}?${new URLSearchParams(entries).toString()}`;
}

export const signIn = (email: string): RequestSpec => ({
  url: '/core/api/auth',
  payload: { email, password: TEST_PASSWORD, rememberme: false },
  remoteAddress: uniqueClientAddress(),
});

export const madeUpResetLink = (): RequestSpec => ({
  url: '/core/api/auth/reset',
  payload: { id: randomUUID(), token: 'made-up', password: TEST_PASSWORD },
});
