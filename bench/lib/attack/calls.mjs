// bench/attack.mjs's calls: signed-in clients (bench/lib/server.mjs), one call with a time limit that
// says how it ended, loops of calls from several connections, forms with a file, and the public pages
// of a visible player, as the attacker calls them.
import { setMaxListeners } from 'node:events';
import { ADMIN_EMAIL, createClient, fetchXsrf, signIn } from '../server.mjs';
import { ms, summarize } from '../stats.mjs';
import { tally } from './report.mjs';

export { ADMIN_EMAIL };
export const USER_EMAIL = 'agent@demo.test';
/** The attacker's client address (X-Forwarded-For, which the server trusts from 127.0.0.1). */
export const ATTACKER = { 'x-forwarded-for': '198.18.66.6' };

/** A signed-in client (lib/server.mjs) and its tenants by name. */
export async function signedIn(base, email) {
  const client = createClient(base, { xsrf: await fetchXsrf(base) });
  const answer = await signIn(client, email);
  if (answer.status !== 200)
    throw new Error(`signing in as ${email} answered ${answer.status}: ${answer.text}`);
  const me = await client.call('/core/api/auth/me');
  client.tenants = Object.fromEntries((me.body?.tenants ?? []).map((tenant) => [tenant.name, tenant]));
  return client;
}
/** The body of `client`'s call, which must answer `status` (else an error naming `what`). */
export async function expect(client, status, pathAndQuery, init, what) {
  const answer = await client.call(pathAndQuery, init);
  if (answer.status !== status)
    throw new Error(`${what} answered ${answer.status}: ${answer.text.slice(0, 600)}`);
  return answer.body;
}

/**
 * One call with a time limit and the run's abort signal: { status, ms, text? }. `status` is the
 * HTTP status, or timeout / cut (aborted when the attack ended) / error.
 */
export async function timedCall(url, init, { signal, timeoutMs, keepText = false }) {
  const started = performance.now();
  try {
    const response = await fetch(url, {
      ...init,
      signal: AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)].filter(Boolean)),
    });
    const body = Buffer.from(await response.arrayBuffer());
    return {
      status: String(response.status),
      ms: performance.now() - started,
      text: keepText || response.status >= 400 ? body.subarray(0, 400).toString('utf8') : undefined,
      headers: response.headers,
    };
  } catch (error) {
    const status = signal?.aborted ? 'cut' : error.name === 'TimeoutError' ? 'timeout' : 'error';
    return { status, ms: performance.now() - started, text: error.cause?.message ?? error.message };
  }
}

/** The headers of a signed-in call with a body other than JSON (a form): token, XSRF cookie and header. */
export const formHeaders = (client) => ({
  authorization: `Bearer ${client.token}`,
  cookie: `XSRF-TOKEN=${client.xsrf}`,
  'x-xsrf-token': client.xsrf,
});
/** A multipart form with one file, `file`. */
export const fileForm = (bytes, filename, type) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type }), filename);
  return form;
};

/** The run's abort signal, also aborted at `untilMs` (performance.now()): what is open then is cut. */
export function deadline(untilMs, signal) {
  const local = new AbortController();
  setMaxListeners(0, local.signal);
  const timer = setTimeout(() => local.abort(), Math.max(0, untilMs - performance.now()));
  signal.addEventListener('abort', () => local.abort(), { once: true });
  local.signal.addEventListener('abort', () => clearTimeout(timer), { once: true });
  return local.signal;
}

/**
 * `connections` loops of `make()` → [url, init] for the scenario's --seconds, when the calls still
 * open are cut: calls, statuses, latencies and the X-CV-Source of the PDFs.
 */
export async function hammer(ctx, connections, make, outer) {
  const signal = deadline(performance.now() + ctx.seconds * 1000, outer);
  const statuses = {};
  const sources = {};
  const latencies = [];
  let sample;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (!signal.aborted) {
        const [url, init] = make();
        const answer = await timedCall(url, init, { signal, timeoutMs: ctx.requestTimeoutMs });
        statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
        latencies.push(answer.ms);
        const source = answer.headers?.get('x-cv-source');
        if (source) sources[source] = (sources[source] ?? 0) + 1;
        if (!['200', '201', 'cut'].includes(answer.status) && !sample)
          sample = `${answer.status}: ${answer.text?.replace(/\s+/g, ' ').slice(0, 200)}`;
      }
    }),
  );
  const figures = summarize(latencies);
  return { calls: latencies.length, statuses, sources, p50: figures.p50, max: figures.max, sample };
}
/** A hammer's result in words, as `name`. */
export const hammered = (name, result) =>
  `${name} ${result.calls} (${tally(result.statuses)}; p50 ${ms(result.p50)} ms, max ${ms(result.max)} ms` +
  `${Object.keys(result.sources).length ? `; X-CV-Source ${tally(result.sources)}` : ''})` +
  (result.sample ? ` [first other answer ${result.sample}]` : '');

/** A visible player of the sport: its public page answers. */
export async function visiblePlayer(ctx, sportName) {
  const sport = ctx.admin.tenants[sportName];
  if (!sport) throw new Error(`${ADMIN_EMAIL} is not a member of ${sportName}`);
  const { data } = await expect(
    ctx.admin,
    200,
    `/core/api/players?tenantId=${sport.id}&take=30`,
    {},
    'listing players',
  );
  for (const player of data) {
    const answer = await fetch(`${ctx.base}/core/api/unauthorised/player/${player.id}`, {
      headers: ATTACKER,
    });
    await answer.arrayBuffer();
    if (answer.ok)
      return { sport, player, pdf: `${ctx.base}/core/api/unauthorised/getpdf/${sport.id}/${player.id}` };
  }
  throw new Error(`${sportName} has no visible player among its first 30`);
}
/** make() for hammer: the anonymous PDF at `url`, from the attacker's address. */
export const anonymousPdf = (url) => () => [url, { headers: { accept: 'application/pdf', ...ATTACKER } }];
