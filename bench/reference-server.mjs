#!/usr/bin/env node
// Issue 28's reference: the list requests bench/api.mjs drives, answered by node:http + pg with no
// framework, sending EXACTLY the SQL the API sends for them (bench/lib/reference-sql.json, recorded
// from the built API with `node bench/capture-sql.mjs`, see its $about; re-capture whenever the
// API's list queries change). Per request, as the API: the bearer token verified with the same jose
// call (HS256, issuer, audience) and remembered by its text as apps/api/src/modules/auth/tokens.ts
// does; the prepared live_session query (which also answers roles and memberships: the API makes no
// separate membership query); the role (TenantAdmin or User) and sport checks; the page query and
// its total as apps/api/src/lib/resource-list.ts listRows runs them; the rows shaped into the same
// JSON, JSON.stringify'd, and compressed above 1 KB with brotli quality 2 or gzip level 3 when
// accepted (apps/api/src/plugins/compression.ts). bench/api.mjs checks that each answer equals the
// API's. Pages other than the ones the bench drives: page 1 of every list, and contacts' deep pages
// without a filter (400 for anything else).
//
// Environment: DATABASE_URL, PORT, JWT_SECRET (the API's), DATABASE_POOL_SIZE (default 10, as the
// API's), REFERENCE_PREPARE=false to send the list queries unnamed as the API does (default: named
// prepared statements, what a bare server would do; live_session is prepared in both).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { jwtVerify } from 'jose';
import pg from 'pg';
import { toClubs, toContact, toPlayer, toRequirement } from './lib/reference-rows.mjs';

if (process.argv.includes('--help') || process.argv.includes('-h')) {
  console.log(`Usage: DATABASE_URL=postgres://... JWT_SECRET=... PORT=N node bench/reference-server.mjs

Issue 28's reference server: the list requests bench/api.mjs drives, answered by node:http + pg with
the SQL the API sends (bench/lib/reference-sql.json). bench/api.mjs starts it itself beside the API;
run it by hand only to look at it. Environment: DATABASE_URL, PORT, JWT_SECRET (the API's, so that
its tokens verify), DATABASE_POOL_SIZE (default 10), REFERENCE_PREPARE=false (send the list queries
unnamed instead of as prepared statements).`);
  process.exit(0);
}

const SQL = JSON.parse(readFileSync(new URL('./lib/reference-sql.json', import.meta.url), 'utf8'));
const key = new TextEncoder().encode(process.env.JWT_SECRET ?? '');
const verifyOptions = { issuer: 'transferdesk', audience: 'transferdesk-web', algorithms: ['HS256'] };
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.DATABASE_POOL_SIZE || 10),
});
pool.on('error', () => {});
const prepare = process.env.REFERENCE_PREPARE !== 'false';
// Drizzle's node-postgres driver takes dates and timestamps as text and converts them itself.
const raw = (value) => value;
const types = {
  getTypeParser: (id, format) => ([1082, 1114, 1184].includes(id) ? raw : pg.types.getTypeParser(id, format)),
};
const run = async (name, text, values, arrays = true) =>
  (
    await pool.query({
      ...(prepare || name === 'live_session' ? { name } : {}),
      text,
      values,
      types,
      ...(arrays ? { rowMode: 'array' } : {}),
    })
  ).rows;

class Refusal extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

// --- Caller ------------------------------------------------------------------------------------
const verified = new Map();
async function claimsOf(token) {
  const remembered = verified.get(token);
  const seconds = Math.floor(Date.now() / 1000);
  if (remembered && remembered.nbf <= seconds && seconds < remembered.exp) return remembered;
  const { payload } = await jwtVerify(token, key, verifyOptions).catch(() => {
    throw new Refusal(401, 'Session expired');
  });
  if (verified.size >= 10_000) verified.delete(verified.keys().next().value);
  verified.set(token, payload);
  return payload;
}

const READERS = ['TenantAdmin', 'User'];
async function sportOf(request, tenantId) {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) throw new Refusal(401, 'Authentication required');
  const claims = await claimsOf(token);
  const [session] = await run('live_session', SQL.liveSession, [
    claims.sid,
    claims.sub,
    true,
    'Superadmin',
    true,
  ]);
  if (!session) throw new Refusal(401, 'Session expired');
  const [roles, memberTenantIds] = session;
  if (!roles.some((role) => READERS.includes(role)) || !memberTenantIds.includes(tenantId)) {
    throw new Refusal(403, 'Forbidden');
  }
  return tenantId;
}

/** The page's teams with their leagues; Drizzle sends as many placeholders as there are teams. */
const teamsOf = (teamIds) =>
  run(
    `clubs_teams_${teamIds.length}`,
    `${SQL.clubsTeamsPrefix}(${teamIds.map((_id, index) => `$${index + 1}`).join(', ')})`,
    teamIds,
  );

// --- Lists -------------------------------------------------------------------------------------
const EXACT_COUNT_LIMIT = 2000;
const page = (data, currentPage, take, total, totalIsEstimate) => ({
  data,
  currentPage,
  lastPage: Math.max(1, Math.ceil(total / take)),
  perPage: take,
  total,
  ...(totalIsEstimate ? { totalIsEstimate } : {}),
});

/** Page 1 of a counted list: the rows carry the total and its parts in their last two columns. */
async function firstCounted(name, text, list, tenantId, kind, take, shape) {
  const values = [list, tenantId, list, tenantId, tenantId, ...(kind === undefined ? [] : [kind]), take];
  const rows = await run(name, text, values);
  // An empty first page, or piled-up deltas (the API then folds them), are not what the bench drives.
  if (rows.length === 0 || Number(rows[0].at(-1)) > 32)
    throw new Refusal(400, 'Not a page the reference answers');
  const total = Number(rows[0].at(-2));
  return page(await shape(rows.map((row) => row.slice(0, -2))), 1, take, total);
}

/** listRows' total for a page 1 read without a counter: exact up to 2,010, else the planner's estimate. */
async function uncountedTotal(rows, take, countName, countText, estimateName, estimateText, scope) {
  if (rows.length > 0 && rows.length < take) return { total: rows.length };
  if (rows.length === 0) return { total: 0 };
  const limit = take + EXACT_COUNT_LIMIT;
  const [[counted]] = await run(countName, countText, [...scope, limit + 1]);
  if (Number(counted) <= limit) return { total: Number(counted) };
  const [plan] = await run(estimateName, estimateText, scope, false);
  const rowsPlanned = Math.round(plan['QUERY PLAN'][0].Plan['Plan Rows']);
  return { total: Math.max(rowsPlanned, limit + 1), estimate: true };
}

async function contacts(request, url) {
  const query = url.searchParams;
  const tenantId = await sportOf(request, query.get('tenantId'));
  const take = Number(query.get('take') ?? 10);
  const pageNumber = Number(query.get('page') ?? 1);
  const filter = query.get('filter');
  if (query.get('sort') !== 'firstName' || query.get('direction') !== 'asc') throw new Refusal(400, 'sort');
  if (filter) {
    if (pageNumber !== 1) throw new Refusal(400, 'Only page 1 of a filter');
    // sortKey(filter) for the ASCII terms the bench sends (lower case; LIKE's wildcards escaped).
    const like = `%${filter.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const scope = [tenantId, false, like];
    const rows = await run('contacts_filter', SQL.contactsFilter, [...scope, take]);
    const { total, estimate } = await uncountedTotal(
      rows,
      take,
      'contacts_filter_count',
      SQL.contactsFilterCount,
      'contacts_filter_estimate',
      SQL.contactsFilterEstimate,
      scope,
    );
    return page(rows.map(toContact), 1, take, total, estimate);
  }
  if (pageNumber === 1) {
    return firstCounted('contacts_first', SQL.contactsFirst, 'contacts', tenantId, false, take, (rows) =>
      rows.map(toContact),
    );
  }
  const perTenant = await run('counted_total', SQL.countedTotal, ['contacts', tenantId]);
  const total = perTenant.reduce((sum, row) => sum + Number(row[1]), 0);
  const offset = (pageNumber - 1) * take;
  const fromEnd = total - offset - take;
  let rows;
  if (fromEnd < offset) {
    const limit = Math.min(take, total - offset);
    rows =
      limit > 0
        ? (
            await run('contacts_deferred_desc', SQL.contactsDeferredDesc, [
              tenantId,
              false,
              limit,
              Math.max(0, fromEnd),
            ])
          ).reverse()
        : [];
  } else {
    // The front half reads forwards: the same statement ascending (not recorded; derived).
    const text = SQL.contactsDeferredDesc.replaceAll(' desc', ' asc');
    rows = await run('contacts_deferred_asc', text, [tenantId, false, take, offset]);
  }
  return page(rows.map(toContact), pageNumber, take, total);
}

async function firstPageOf(request, url, list) {
  const query = url.searchParams;
  if (Number(query.get('page') ?? 1) !== 1 || query.get('filter')) throw new Refusal(400, 'Only page 1');
  const tenantId = await sportOf(request, query.get('tenantId'));
  const take = Number(query.get('take') ?? 10);
  if (list === 'players') {
    return firstCounted('players_first', SQL.playersFirst, 'players', tenantId, true, take, (rows) =>
      rows.map(toPlayer),
    );
  }
  return firstCounted('clubs_first', SQL.clubsFirst, 'clubs', tenantId, undefined, take, (rows) =>
    toClubs(rows, teamsOf),
  );
}

async function requirements(request, body) {
  const filter = JSON.parse(body);
  if (request.headers['x-xsrf-token'] !== /XSRF-TOKEN=([^;]+)/.exec(request.headers.cookie ?? '')?.[1]) {
    throw new Refusal(403, 'XSRF');
  }
  const narrowed = ['clubIds', 'positionIds', 'countryIds', 'playerLevelIds', 'contractStatusIds'];
  if ((filter.page ?? 1) !== 1 || filter.transferId || narrowed.some((name) => filter[name]?.length > 0)) {
    throw new Refusal(400, 'Only page 1 without filters');
  }
  const tenantId = await sportOf(request, filter.tenantId);
  const take = filter.take ?? 10;
  const rows = await run('requirements_first', SQL.requirementsFirst, [tenantId, take]);
  const { total, estimate } = await uncountedTotal(
    rows,
    take,
    'requirements_count',
    SQL.requirementsCount,
    'requirements_estimate',
    SQL.requirementsEstimate,
    [tenantId],
  );
  return page(rows.map(toRequirement), 1, take, total, estimate);
}

// --- HTTP --------------------------------------------------------------------------------------
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 2 } };
function send(request, response, status, value) {
  const text = JSON.stringify(value);
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding =
    text.length < 1024
      ? undefined
      : /\bbr\b/.test(accepted)
        ? 'br'
        : /\bgzip\b/.test(accepted)
          ? 'gzip'
          : undefined;
  const headers = { 'content-type': 'application/json; charset=utf-8', vary: 'accept-encoding' };
  if (!encoding) {
    response.writeHead(status, headers).end(text);
    return;
  }
  const done = (error, bytes) => {
    if (error) response.writeHead(500).end();
    else response.writeHead(status, { ...headers, 'content-encoding': encoding }).end(bytes);
  };
  if (encoding === 'br') brotliCompress(text, BROTLI, done);
  else gzip(text, { level: 3 }, done);
}

const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', async () => {
    try {
      const url = new URL(request.url, 'http://reference');
      let answer;
      if (url.pathname === '/health') answer = { status: 'ok' };
      else if (request.method === 'GET' && url.pathname === '/core/api/contacts')
        answer = await contacts(request, url);
      else if (request.method === 'GET' && url.pathname === '/core/api/players')
        answer = await firstPageOf(request, url, 'players');
      else if (request.method === 'GET' && url.pathname === '/core/api/clubs')
        answer = await firstPageOf(request, url, 'clubs');
      else if (request.method === 'POST' && url.pathname === '/core/api/requirements/filter')
        answer = await requirements(request, Buffer.concat(chunks).toString());
      else throw new Refusal(404, 'Not found');
      send(request, response, 200, answer);
    } catch (error) {
      send(request, response, error.status ?? 500, { message: error.message });
    }
  });
});
server.listen(Number(process.env.PORT ?? 3001), '127.0.0.1');
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => server.close(() => pool.end().then(() => process.exit(0))));
