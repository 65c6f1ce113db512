import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { sortKey } from '@transferdesk/shared';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  contractStatuses,
  playerContracts,
  playerLevels,
  positions as positionsTable,
} from '../db/schema/index.ts';
import { TEST_PASSWORD } from './app.ts';
import { rowsOf } from './catalogue-helpers.ts';
import { useTestContext } from './context.ts';

/**
 * Issue 28: list answers stay byte-compatible while their serialisation changes. Every list endpoint
 * of the OpenAPI document (a GET answering an array or a `{ data, total, … }` page) is called over
 * rows this file makes, and each answer's status, content type and raw body text are compared with
 * list-contract.golden.json, byte for byte after the normalisations below. The golden is written
 * only with LIST_CONTRACT_UPDATE=1 (never in CI); a missing or different golden fails.
 *
 * Normalisations (only what differs per run):
 * - every UUID becomes `<uuid:N>`, numbered in order of first appearance over the whole run;
 * - timestamps of rows this file makes are set to fixed instants in the database before any list is
 *   read (see `fixTimestamps`), so they stay in the golden as the API formats them; an ISO instant of
 *   this run that is still left (the demo seed's, in the tenants list) becomes `<now>`.
 * No uploads are made, so no generated file paths appear.
 */

const GOLDEN = new URL('./list-contract.golden.json', import.meta.url);
const UPDATE = process.env.LIST_CONTRACT_UPDATE === '1' && !process.env.CI;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const ISO_INSTANT = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g;
/** Where the fixed instants start: rows made by this file get one minute each, in creation order. */
const FIXED_BASE = '2024-03-01T09:00:00Z';
/** Columns this file's rows get "now" in; sessions and limits keep theirs, sign-ins rely on them. */
const STAMPED_COLUMNS = ['created_at', 'updated_at', 'clicked_at', 'sent_at'];
const UNSTAMPED_TABLES = ['sessions', 'login_attempts', 'rate_limits', 'audit_events', 'crm_syncs'];

/** Anything dated from here on was written by this run: the demo seed's "now" included. */
const fileStart = Date.now();
const context = useTestContext();
const LONG_TEXT = `Långt stykke — ${'Æblegrød med fløde og kanel, '.repeat(20)}slut.`;

interface Page {
  id: string;
}
type Json = Record<string, unknown>;

/** The list endpoints of the OpenAPI document: GETs whose 200 is an array or a page of rows. */
function listEndpoints(document: { paths: Record<string, Record<string, Json>> }): string[] {
  const found: string[] = [];
  for (const [path, methods] of Object.entries(document.paths)) {
    const content = (methods.get?.responses as Record<string, Json> | undefined)?.['200']?.content as
      | Record<string, { schema?: Json }>
      | undefined;
    const schema = content?.['application/json']?.schema;
    const properties = schema?.properties as Json | undefined;
    if (schema?.type === 'array' || (properties && 'data' in properties && 'total' in properties)) {
      found.push(path.replace(/^\/core\/api/, ''));
    }
  }
  return found.sort();
}

describe('list contract (issue 28)', () => {
  it('answers every list endpoint byte for byte as the golden says', async () => {
    const { t, tokens } = context;
    const runStart = new Date();
    const made = async (method: 'POST' | 'PATCH', url: string, token: string, payload: Json) => {
      const response = await context.send(method, url, token, payload);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
      return response.body ? response.json<Page & Json>() : ({} as Page & Json);
    };
    const first = async (url: string, token: string) => {
      const response = await context.get(url, token);
      return response.json<{ data: Page[] }>().data;
    };

    // A sport of its own, so that the demo's rows (dated relative to today) stay out of every answer.
    const sport = await made('POST', '/tenants', tokens.superadmin, { name: 'Kontrakt Jørgensen' });
    const tenantId = sport.id;
    const firstUser = await made('POST', '/users', tokens.superadmin, {
      name: 'Åse',
      surname: 'Admin',
      email: 'aase.admin@contract.test',
      password: TEST_PASSWORD,
      roles: ['TenantAdmin'],
      tenantIds: [tenantId],
    });
    await made('POST', '/users', tokens.superadmin, {
      name: 'Jens',
      surname: 'Jørgensen',
      email: 'jens.jorgensen@contract.test',
      password: TEST_PASSWORD,
      title: LONG_TEXT.slice(0, 100),
      location: 'Århus',
      birthday: '1990-02-28',
      roles: ['User'],
      tenantIds: [tenantId],
    });
    const admin = await t.login('aase.admin@contract.test');

    const leagueA = await made('POST', '/leagues', admin, {
      name: 'Ålandsligaen',
      countryName: 'Finland',
      tenantId,
    });
    const leagueB = await made('POST', '/leagues', admin, {
      name: 'Bundesliga',
      countryName: 'Germany',
      tenantId,
    });
    await made('POST', '/leagues', admin, { name: 'Zonal cup', tenantId });
    const teamA = await made('POST', '/teams', admin, {
      name: 'Mariehamn IF',
      leagueId: leagueA.id,
      tenantId,
    });
    await made('POST', '/teams', admin, { name: 'FC Köln', leagueId: leagueB.id, tenantId });
    const transfer = await made('POST', '/transfers', admin, {
      name: 'Sommer 2024',
      years: '2024-2025',
      fromDate: '2024-06-01',
      toDate: '2024-08-31',
      tenantId,
    });
    await made('POST', '/transfers', admin, {
      name: 'Winter 2025',
      years: '2025-2026',
      fromDate: '2025-01-01',
      toDate: '2025-01-31',
      tenantId,
    });
    const clubA = await made('POST', '/clubs', admin, {
      name: 'Ølstykke FC',
      teamId: teamA.id,
      city: 'Ølstykke',
      description: LONG_TEXT,
      annualRevenue: '1.250.000 DKK',
      email: 'info@olstykke.test',
      tenantId,
    });
    const clubB = await made('POST', '/clubs', admin, { name: 'Aalborg BK', city: 'Aalborg', tenantId });
    const contact = await made('POST', '/contacts', admin, {
      clubId: clubA.id,
      firstName: 'Søren',
      lastName: 'Jørgensen',
      email: 'soren@olstykke.test',
      jobTitle: 'Sportsdirektør',
      tenantId,
    });
    await made('POST', '/contacts', admin, {
      firstName: 'Anna',
      lastName: 'Berg',
      clubId: clubB.id,
      tenantId,
    });

    // Lookups have no create endpoint (ADR 004: a sport starts with its own); these are written directly.
    const { db } = t.database;
    const lookup = (name: string) => ({ tenantId, name, nameSort: sortKey(name) });
    await db
      .insert(positionsTable)
      .values([
        { ...lookup('Målmand'), category: 'defensive' as const },
        { ...lookup('Angriber'), category: 'offensive' as const },
        lookup('Back'),
      ]);
    await db.insert(playerLevels).values([lookup('Elite'), lookup('Første division')]);
    await db.insert(contractStatuses).values([lookup('Udløbende kontrakt'), lookup('Lånt ud')]);
    const positions = await first(`/positions?tenantId=${tenantId}&take=3`, admin);
    const levels = await first(`/playerlevels?tenantId=${tenantId}&take=2`, admin);
    const statuses = await first(`/contractStatuses?tenantId=${tenantId}&take=1`, admin);
    const valutas = await first(`/valutas?tenantId=${tenantId}&take=1`, admin);
    const playerBase = {
      valutaId: valutas[0]?.id,
      playerLevelId: levels[0]?.id,
      tenantId,
    };
    const player = await made('POST', '/players', admin, {
      ...playerBase,
      firstName: 'Ødegaard',
      lastName: 'Jørgensen',
      clubId: clubB.id,
      dateOfBirth: '1998-12-17',
      height: 178,
      weight: 72,
      nationality: 'Norway',
      contractStatusId: statuses[0]?.id,
      positionContactIds: [positions[0]?.id, positions[1]?.id],
      minSalaryNetto: 100000,
      estTransfer: 2500000.75,
      description: LONG_TEXT,
    });
    const secondPlayer = await made('POST', '/players', admin, {
      ...playerBase,
      firstName: 'Zlatan',
      lastName: 'Åberg',
      height: 195,
      weight: 95,
      positionContactIds: [positions[2]?.id],
    });
    const requirement = await made('POST', '/requirements', admin, {
      clubId: clubA.id,
      transferId: transfer.id,
      contactId: contact.id,
      positionRequirementIds: [positions[0]?.id],
      playerLevelRequirementIds: [levels[0]?.id],
      contractStatusRequirementIds: [statuses[0]?.id],
      maxNetto: 150000,
      valutaId: valutas[0]?.id,
      description: 'Venstrefodet forsvarer, gerne fra Norden.',
      tenantId,
    });
    const firstMatch = await made('POST', '/matches', admin, { requirementId: requirement.id });
    await made('POST', '/matches', admin, { requirementId: requirement.id });
    // The club contact's view, without a token (the agency's own views record nothing, issue 29).
    const click = await t.inject({
      method: 'POST',
      url: '/core/api/unauthorised/new_click',
      payload: { ClientId: contact.id, PlayerID: player.id },
    });
    expect(click.statusCode, click.body).toBe(204);
    await made('POST', '/posts', admin, {
      title: 'Kontrakt: første nyhed',
      content: '<p>Hej <strong>alle</strong></p>',
    });
    await made('POST', '/posts', admin, { title: 'Kontrakt: anden nyhed', content: `<p>${LONG_TEXT}</p>` });
    // Issue 30: a document without an expiry (its days left would change the golden daily); the
    // player form's RepContract rows (D25), written directly as the lookups are. No agreements: their
    // status and days left are counted from today.
    await made('POST', `/players/${player.id}/documents`, admin, {
      kind: 'passport',
      number: 'NO-4711',
      issuingCountryId: (await first('/countries/filter?filter=norway&take=1', admin))[0]?.id,
      note: 'Fornyes på ambassaden',
    });
    await made('POST', `/players/${player.id}/documents`, admin, { kind: 'other', note: 'Kørekort' });
    await db.insert(playerContracts).values([
      {
        tenantId,
        contactId: player.id,
        contractName: 'RepContract',
        contractPartner: 'Agentur Nord ApS',
        startDate: '2023-01-01',
        endDate: '2024-12-31',
        comment: 'Forlænges ikke',
      },
      {
        tenantId,
        contactId: secondPlayer.id,
        contractName: 'RepContract',
        contractPartner: 'Åberg & Co',
        startDate: null,
        endDate: null,
      },
    ]);
    await fixTimestamps(runStart);

    const T = `tenantId=${tenantId}`;
    const calls: [path: string, url: string, token: string][] = [];
    const list = (path: string, url: string, token = admin) => calls.push([path, url, token]);
    list('/tenants', '/tenants?filter=kontrakt', tokens.superadmin);
    list('/tenants', '/tenants?filter=jorgensen&sort=countOfUsers&direction=desc', tokens.superadmin);
    list('/tenants', '/tenants?page=2&take=2&direction=desc', tokens.superadmin);
    list('/features', '/features', tokens.superadmin);
    list('/users', '/users');
    list('/users', '/users?sort=surname&direction=desc&page=1&take=1');
    list('/users', '/users?sort=createdAt&page=2&take=1');
    list('/users/filter', '/users/filter?filter=JORGENSEN');
    list('/users/search/{term}', '/users/search/j%C3%B8rgensen', tokens.superadmin);
    list('/users/options/{name}', '/users/options/roles');
    list('/users/options/{name}', '/users/options/tenants');
    list('/home/summary', '/home/summary');
    list('/countries', '/countries?page=1&take=5');
    list('/countries', '/countries?page=20&take=10&direction=desc');
    list('/countries', '/countries?page=99&take=10');
    list('/countries/filter', '/countries/filter?filter=land&take=7');
    list('/countries/forSearch', `/countries/forSearch?${T}`);
    for (const path of ['/positions', '/playerlevels', '/contractStatuses', '/valutas']) {
      list(path, `${path}?${T}`);
      list(path, `${path}?${T}&direction=desc&page=2&take=2`);
      list(`${path}/filter`, `${path}/filter?${T}&filter=e`);
    }
    list('/valutas', `/valutas?${T}&sort=value&direction=desc`);
    list('/leagues', `/leagues?${T}`);
    list('/leagues', `/leagues?${T}&sort=countryName&direction=desc`);
    list('/leagues/filter', `/leagues/filter?${T}&filter=aland`);
    list('/teams', `/teams?${T}&sort=createdAt&direction=desc`);
    list('/teams/filter', `/teams/filter?${T}&filter=koln`);
    list('/teams/search/{tenantId}/{term}', `/teams/search/${tenantId}/m`);
    list('/transfers', `/transfers?${T}&sort=years&direction=desc`);
    list('/transfers/filter', `/transfers/filter?${T}&filter=winter&page=1&take=1`);
    list('/clubs', `/clubs?${T}`);
    list('/clubs', `/clubs?${T}&sort=createdAt&direction=desc&page=2&take=1`);
    list('/clubs/filter', `/clubs/filter?${T}&filter=olstykke`);
    list('/clubs/search/{tenantId}/{term}', `/clubs/search/${tenantId}/aal`);
    list('/clubs/forSearch', `/clubs/forSearch?${T}`);
    list('/contacts', `/contacts?${T}`);
    list('/contacts', `/contacts?${T}&clubId=${clubB.id}`);
    list('/contacts/filter', `/contacts/filter?${T}&filter=s%C3%B8ren`);
    list('/contacts/search/{tenantId}/{term}', `/contacts/search/${tenantId}/berg`);
    list('/players', `/players?${T}`);
    list('/players', `/players?${T}&sort=height&direction=desc`);
    list('/players', `/players?${T}&sort=dateOfBirth&page=2&take=1`);
    list('/players/filter', `/players/filter?${T}&filter=odegaard`);
    list('/players/search/{tenantId}/{term}', `/players/search/${tenantId}/zla`);
    list('/requirements', `/requirements?${T}`);
    list('/requirements', `/requirements?${T}&sort=club&direction=desc`);
    list('/requirements/filter', `/requirements/filter?${T}&filter=%C3%B8lstykke`);
    list('/matches/{id}/dates', `/matches/${firstMatch.id}/dates`);
    list('/posts', '/posts?filter=kontrakt');
    list('/posts', '/posts?filter=kontrakt&sort=title&direction=asc');
    list('/posts/filter', '/posts/filter?filter=anden');
    list('/unauthorised/WhoClicked/{id}', `/unauthorised/WhoClicked/${player.id}`);
    list('/unauthorised/OnWhomClicked/{id}', `/unauthorised/OnWhomClicked/${contact.id}`);
    list('/unauthorised/clicks/{tenantId}/{id}', `/unauthorised/clicks/${tenantId}/${player.id}`);
    list(
      '/unauthorised/WhoClickedFull/{tenantId}/{playerId}',
      `/unauthorised/WhoClickedFull/${tenantId}/${player.id}`,
    );
    list(
      '/unauthorised/OnWhomClickedFull/{tenantId}/{contactId}',
      `/unauthorised/OnWhomClickedFull/${tenantId}/${contact.id}`,
    );
    // Issue 29: this sport has no pitches (their days in stage would change the golden every day);
    // its agents are the two users made above.
    list('/pitches', `/pitches?${T}`);
    list('/pitches/today', `/pitches/today?${T}`);
    list('/pitches/agents', `/pitches/agents?${T}`);
    list('/agreements', `/agreements?${T}&includeEnded=true`);
    list('/agreements/rep-contracts', `/agreements/rep-contracts?${T}`);
    list('/players/{playerId}/agreements', `/players/${player.id}/agreements`);
    list('/players/{playerId}/documents', `/players/${player.id}/documents`);
    // Issue 31 (D47): the History tabs and the audit page, over the rows this file made.
    list('/players/{playerId}/history', `/players/${player.id}/history`);
    list('/contacts/{contactId}/history', `/contacts/${contact.id}/history`);
    list('/clubs/{clubId}/history', `/clubs/${clubB.id}/history`);
    list('/requirements/{requirementId}/history', `/requirements/${requirement.id}/history`);
    list('/users/{userId}/history', `/users/${firstUser.id}/history`, tokens.superadmin);
    list('/audit', `/audit?${T}&recordId=${player.id}`);

    // Every list endpoint of the OpenAPI document is called here: a new one fails until it is added.
    const document = (await t.inject({ url: '/core/docs/openapi.json' })).json();
    expect([...new Set(calls.map(([path]) => path))].sort()).toEqual(listEndpoints(document));

    const uuids = new Map<string, string>();
    const normalise = (text: string) =>
      text
        .replace(UUID, (uuid) => {
          const key = uuid.toLowerCase();
          if (!uuids.has(key)) uuids.set(key, `<uuid:${uuids.size + 1}>`);
          return uuids.get(key) as string;
        })
        .replace(ISO_INSTANT, (instant) => (Date.parse(instant) >= fileStart ? '<now>' : instant));
    const actual: Record<string, { status: number; contentType: string | undefined; body: string }> = {};
    for (const [, url, token] of calls) {
      const who = token === tokens.superadmin ? 'superadmin' : 'sport admin';
      const response: LightMyRequestResponse = await context.get(url, token);
      actual[`GET ${normalise(url)} as ${who}`] = {
        status: response.statusCode,
        contentType: response.headers['content-type'] as string | undefined,
        body: normalise(response.body),
      };
    }

    if (UPDATE) writeFileSync(GOLDEN, `${JSON.stringify(actual, null, 2)}\n`);
    expect(existsSync(GOLDEN), 'No golden: run once with LIST_CONTRACT_UPDATE=1 and commit it').toBe(true);
    const golden = JSON.parse(readFileSync(GOLDEN, 'utf8')) as typeof actual;
    expect(Object.keys(actual)).toEqual(Object.keys(golden));
    for (const [request, answer] of Object.entries(actual)) {
      expect(answer, request).toEqual(golden[request]);
    }
  });
});

/**
 * Sets every "now" this run wrote (on or after `since`) to a fixed instant: one minute apart in the
 * order the rows were written (ctid breaks ties), so sorts by date and the dates' format are in the
 * golden and stay the same on every run and on both databases.
 */
async function fixTimestamps(since: Date) {
  const { db } = context.t.database;
  const columns = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`select table_name, column_name from information_schema.columns
      where table_schema = current_schema() and data_type = 'timestamp with time zone'
      order by table_name, column_name`),
  ).filter((row) => STAMPED_COLUMNS.includes(row.column_name) && !UNSTAMPED_TABLES.includes(row.table_name));
  for (const { table_name: table, column_name: column } of columns) {
    const name = sql.identifier(table);
    const col = sql.identifier(column);
    await db.execute(sql`update ${name} set ${col} = ${FIXED_BASE}::timestamptz + interval '1 minute' * s.n
      from (select ctid as row_id, row_number() over (order by ${col}, ctid) as n
            from ${name} where ${col} >= ${since.toISOString()}::timestamptz) s
      where ${name}.ctid = s.row_id`);
  }
}
