import { performance } from 'node:perf_hooks';
import { isDatabaseUnavailable } from '../../db/unavailable.ts';

/** What /core/health waits for the database before saying what it saw (issue 25, finding 8). */
export const HEALTH_BUDGETS = {
  /**
   * A ping answered within this is `ok`; one still unanswered is `busy`: a database busy with a
   * large import (PGlite runs one transaction at a time) still serves, only slowly.
   */
  busyAfterMs: 2000,
  /**
   * A ping with no answer at all for this long is `unreachable` (PostgreSQL only, see routes.ts):
   * a server that went silent without closing its connections never answers with an error.
   */
  silentAfterMs: 30_000,
};

/**
 * What the check measured. `latencyMs`: the round trip of the ping, or, while it is unanswered,
 * how long it has been waiting. `error`: the failure of the ping, for the log.
 */
export type DatabaseState =
  | { database: 'ok' | 'busy'; latencyMs: number }
  | { database: 'unreachable' | 'error'; latencyMs: number; error?: unknown };

type Outcome = { answered: true; at: number } | { answered: false; at: number; error: unknown };

/**
 * The database part of the health check, over `ping` (one trivial query). Only a failure that
 * db/unavailable.ts calls an outage, or total silence for `silentAfterMs`, is `unreachable`; slow
 * is `busy`; a refusal of the query is `error`. While a ping is unanswered the next checks wait
 * on that one instead of queueing more behind it.
 */
export function createDatabaseCheck(
  ping: () => Promise<void>,
  budgets: { busyAfterMs: number; silentAfterMs: number } = HEALTH_BUDGETS,
): () => Promise<DatabaseState> {
  let inflight: { sentAt: number; outcome: Promise<Outcome> } | undefined;

  function send() {
    const sent = {
      sentAt: performance.now(),
      outcome: ping().then(
        (): Outcome => ({ answered: true, at: performance.now() }),
        (error: unknown): Outcome => ({ answered: false, at: performance.now(), error }),
      ),
    };
    void sent.outcome.then(() => {
      if (inflight === sent) inflight = undefined;
    });
    return sent;
  }

  return async function check() {
    inflight ??= send();
    const { sentAt, outcome } = inflight;
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), budgets.busyAfterMs);
    });
    const result = await Promise.race([outcome, late]).finally(() => clearTimeout(timer));
    if (result === 'late') {
      const latencyMs = Math.round(performance.now() - sentAt);
      return { database: latencyMs >= budgets.silentAfterMs ? 'unreachable' : 'busy', latencyMs };
    }
    const latencyMs = Math.round(result.at - sentAt);
    if (result.answered) return { database: 'ok', latencyMs };
    const database = isDatabaseUnavailable(result.error) ? 'unreachable' : 'error';
    return { database, latencyMs, error: result.error };
  };
}
