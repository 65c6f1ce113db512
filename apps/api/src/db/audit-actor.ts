import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from './db-types.ts';

/** Who is writing: the signed-in user and, while impersonating (D34), the Superadmin behind them. */
export interface AuditActor {
  actorId: string | null;
  impersonatorId: string | null;
}

/**
 * D47: the audit triggers (migration 0022) read the actor from the transaction's settings. The app
 * keeps it per request in async-local storage, as a function so that it is read when the write runs,
 * after the route's guard has signed the caller in.
 */
const actorStorage = new AsyncLocalStorage<() => AuditActor | null>();

/** Runs `work` (and everything it starts) as `actor`: a request, a job, a script. */
export function runAsActor<T>(actor: () => AuditActor | null, work: () => T): T {
  return actorStorage.run(actor, work);
}

export function currentActor(): AuditActor | null {
  return actorStorage.getStore()?.() ?? null;
}

async function setActor(tx: Tx, actor: AuditActor): Promise<void> {
  await tx.execute(
    sql`select set_config('transferdesk.actor_id', ${actor.actorId ?? ''}, true), set_config('transferdesk.impersonator_id', ${actor.impersonatorId ?? ''}, true)`,
  );
}

type TxConfig = Parameters<Db['transaction']>[1];

const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete']);
/** What awaiting or running a query builder goes through. */
const RUNS = new Set<PropertyKey>(['then', 'catch', 'finally', 'execute']);

/**
 * The app's database handle, with the actor in every write's transaction. A transaction sets it
 * first; a single insert, update or delete outside one is run in a transaction of its own that sets
 * it (the query is built again on that transaction, call by call). Without an actor (jobs, the
 * seed, public pages) nothing changes and the entries name no one.
 */
export function withAuditActor(db: Db): Db {
  const inTransaction = <T>(actor: AuditActor | null, work: (tx: Tx) => Promise<T>, config?: TxConfig) =>
    db.transaction(async (tx) => {
      if (actor) await setActor(tx, actor);
      return work(tx);
    }, config);
  const transaction: Db['transaction'] = (work, config) => inTransaction(currentActor(), work, config);

  return new Proxy(db, {
    get(target, property, receiver) {
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, receiver);
      if (!WRITES.has(property) || typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const actor = currentActor();
        if (!actor) return value.apply(target, args);
        return deferredWrite(
          actor,
          (tx) => (tx[property as 'insert'] as (...a: unknown[]) => unknown)(...args),
          [],
        );
      };
    },
  });

  type Call = { property: PropertyKey; args: unknown[] };
  /**
   * Records the builder's calls until it is awaited, then builds and runs it in a transaction, as the
   * actor it was built by (it may be awaited after that actor's context has ended).
   */
  function deferredWrite(actor: AuditActor, start: (tx: Tx) => unknown, calls: Call[]): unknown {
    const run = () =>
      inTransaction(actor, async (tx) => {
        let builder = start(tx) as Record<PropertyKey, (...a: unknown[]) => unknown>;
        for (const call of calls) builder = builder[call.property]?.(...call.args) as typeof builder;
        return await builder;
      });
    return new Proxy(
      {},
      {
        get(_target, property) {
          if (property === 'execute') return () => run();
          if (RUNS.has(property)) {
            return (...args: unknown[]) => {
              const promise = run();
              return (promise[property as 'then'] as (...a: unknown[]) => unknown).apply(promise, args);
            };
          }
          return (...args: unknown[]) => deferredWrite(actor, start, [...calls, { property, args }]);
        },
      },
    );
  }
}
