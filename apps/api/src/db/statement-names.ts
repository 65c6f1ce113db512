import type pg from 'pg';

/**
 * Issue 28: Drizzle sends every query that is not `.prepare()`d as an unnamed statement, so
 * PostgreSQL parses and plans a list page's query (sub-queries for the club, the positions, the
 * total) on every request. Here a query text seen a second time gets a name, and node-postgres then
 * parses it once per connection and afterwards only binds and executes it. One-off texts (migrations,
 * an `in (...)` of a new length) stay unnamed, and the names stop at a cap, so no connection holds
 * an unbounded number of statements.
 */
export const MAX_NAMED_STATEMENTS = 1000;
/** Texts seen once are forgotten past this many, so a stream of one-off texts cannot grow it. */
const MAX_TEXTS_SEEN_ONCE = 10_000;

export function createStatementNames() {
  const names = new Map<string, string>();
  let seenOnce = new Set<string>();
  return {
    /** The statement name for `text`, or undefined while it should go unnamed. */
    nameFor(text: string): string | undefined {
      const name = names.get(text);
      if (name !== undefined) return name;
      if (names.size >= MAX_NAMED_STATEMENTS) return undefined;
      if (!seenOnce.has(text)) {
        if (seenOnce.size >= MAX_TEXTS_SEEN_ONCE) seenOnce = new Set();
        seenOnce.add(text);
        return undefined;
      }
      seenOnce.delete(text);
      const named = `td_${names.size + 1}`;
      names.set(text, named);
      return named;
    },
  };
}

type StatementNames = ReturnType<typeof createStatementNames>;

interface QueryConfigLike {
  text?: unknown;
  name?: unknown;
  submit?: unknown;
}

/**
 * Names the repeated queries `client` is given as a config object (Drizzle's form). Strings, named
 * configs and submittables (cursors, streams) pass as they are. The config is copied, never changed:
 * Drizzle reuses its objects.
 */
export function nameRepeatedStatements(client: pg.PoolClient, statementNames: StatementNames): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const named = (...args: unknown[]) => {
    const [config, ...rest] = args;
    if (typeof config === 'object' && config !== null) {
      const { text, name, submit } = config as QueryConfigLike;
      if (typeof text === 'string' && name === undefined && submit === undefined) {
        const statement = statementNames.nameFor(text);
        if (statement) return query({ ...config, name: statement }, ...rest);
      }
    }
    return query(...args);
  };
  client.query = named as typeof client.query;
}
