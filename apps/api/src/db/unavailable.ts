/**
 * Errors that mean the database cannot be reached right now (issue 17), as opposed to a query it
 * refused: the server answers 503 with `Retry-After` and recovers by itself once the database is
 * back, because node-postgres' pool replaces the connections it lost.
 */

/** Socket errors of a server that is down, restarting or unreachable. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is there but will not serve: admin_shutdown, crash_shutdown,
 * cannot_connect_now (starting up or in recovery) and too_many_connections.
 */
const SERVER_CODES = new Set(['57P01', '57P02', '57P03', '53300']);

/**
 * node-postgres and PGlite say these in words only: a connection cut mid-query, no free pooled
 * connection within `connectionTimeoutMillis` (pool exhausted or server silent), a closed PGlite.
 */
const MESSAGES = [
  /^Connection terminated/,
  /timeout exceeded when trying to connect/,
  /^Client has encountered a connection error/,
  /^Cannot use a pool after calling end/,
  /^PGlite is closed/,
];

/** Looks through Drizzle's wrapping (`cause`) and Node's dual-stack connect errors (`AggregateError`). */
export function isDatabaseUnavailable(error: unknown): boolean {
  const pending: unknown[] = [error];
  for (let seen = 0; pending.length > 0 && seen < 10; seen += 1) {
    const current = pending.shift();
    if (!current || typeof current !== 'object') continue;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || SERVER_CODES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) return true;
    if (cause) pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/** What the client waits before trying again: a restart or failover usually takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
