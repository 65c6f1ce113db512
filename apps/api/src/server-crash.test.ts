import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  type HttpClient,
  type ServerProcess,
  signInOver,
  spawnServer,
  stopServer,
  waitUntilHealthy,
} from './test/server-process.ts';

/**
 * Issue 17: a server killed with SIGKILL while clients create and edit loses none of the writes it
 * acknowledged, and starts again on the same data. Real server processes, on the database this
 * suite runs on: PGlite in a data folder, or a fresh database on TEST_DATABASE_URL's server.
 */
const WRITERS = 4;
/** Acknowledged creates after which the server is killed, with every writer still mid-loop. */
const KILL_AFTER_CREATES = 24;

interface Writer {
  /** The club this writer edits over and over. */
  editedId: string;
  /** The highest edit number the server acknowledged (200) for that club. */
  lastAcknowledgedEdit: number;
  /** Creates the server acknowledged (201): id and name. */
  created: { id: string; name: string }[];
}

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const onPostgres = Boolean(testDatabaseUrl);

describe(`a server killed mid-write (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  let dataDir: string;
  let env: Record<string, string>;
  let dropDatabase = async () => {};
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'transferdesk-crash-'));
    env = { DATA_DIR: dataDir, WEB_DIST: path.join(dataDir, 'no-web-build') };
    if (testDatabaseUrl) {
      // A database of its own: the server migrates it from scratch like a new installation.
      const scratch = await createScratchDatabase(testDatabaseUrl, 'crash');
      env.DATABASE_URL = scratch.url;
      dropDatabase = scratch.drop;
    }
  });
  afterAll(async () => {
    for (const server of servers) await stopServer(server, 'SIGKILL');
    await dropDatabase();
    await rm(dataDir, { recursive: true, force: true });
  });

  const start = async () => {
    const server = await spawnServer(env);
    servers.push(server);
    await waitUntilHealthy(server);
    return server;
  };

  it('keeps every acknowledged create and edit, and starts again on the same data', async () => {
    const first = await start();
    const client = await signInOver(first.url, 'admin@demo.test');
    const football = await footballId(client);

    const createClub = async (name: string) => {
      const response = await client.request('POST', '/core/api/clubs', { tenantId: football, name });
      return response.status === 201 ? ((await response.json()) as { id: string }).id : undefined;
    };

    const writers: Writer[] = [];
    for (let index = 0; index < WRITERS; index += 1) {
      const editedId = await createClub(`Crash edited ${index}`);
      if (!editedId) throw new Error('Could not create the club to edit');
      writers.push({ editedId, lastAcknowledgedEdit: 0, created: [] });
    }

    let acknowledgedCreates = 0;
    let killed = false;
    const loop = async (writer: Writer, index: number) => {
      for (let round = 1; !killed; round += 1) {
        try {
          const name = `Crash ${index}-${round}`;
          const id = await createClub(name);
          if (id) {
            writer.created.push({ id, name });
            acknowledgedCreates += 1;
          }
          const edit = await client.request('PATCH', `/core/api/clubs/${writer.editedId}`, {
            description: `edit ${round}`,
          });
          if (edit.status === 200) writer.lastAcknowledgedEdit = round;
        } catch {
          // The connection died with the server: what was not acknowledged may or may not be there.
          return;
        }
      }
    };
    const running = writers.map((writer, index) => loop(writer, index));
    while (acknowledgedCreates < KILL_AFTER_CREATES) await new Promise((resolve) => setTimeout(resolve, 10));
    first.child.kill('SIGKILL');
    killed = true;
    await first.exited;
    await Promise.all(running);

    const second = await start();
    const after = await signInOver(second.url, 'admin@demo.test');
    const acknowledged = writers.flatMap((writer) => writer.created);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_CREATES);
    for (const club of acknowledged) {
      const response = await after.request('GET', `/core/api/clubs/${club.id}`);
      expect(response.status, `${club.name} was acknowledged but is gone`).toBe(200);
      expect(((await response.json()) as { name: string }).name).toBe(club.name);
    }
    for (const writer of writers) {
      expect(writer.lastAcknowledgedEdit, 'no edit was acknowledged before the kill').toBeGreaterThan(0);
      const response = await after.request('GET', `/core/api/clubs/${writer.editedId}`);
      const { description } = (await response.json()) as { description: string | null };
      // The last acknowledged edit, or one sent after it whose answer the kill swallowed.
      const stored = Number(/^edit (\d+)$/.exec(description ?? '')?.[1] ?? 0);
      expect(stored).toBeGreaterThanOrEqual(writer.lastAcknowledgedEdit);
    }
    // The restarted server writes as before.
    const again = await after.request('POST', '/core/api/clubs', {
      tenantId: football,
      name: 'After the crash',
    });
    expect(again.status).toBe(201);
  }, 240_000);

  it.runIf(!onPostgres)(
    'refuses a second server on the same PGlite data folder and leaves the data intact',
    async () => {
      const running = servers.at(-1) ?? (await start());
      const before = await countClubs(running.url);

      const second = await spawnServer(env);
      servers.push(second);
      const code = await second.exited;
      expect(code).toBe(1);
      expect(second.output()).toContain(
        `The data folder ${dataDir} is in use by another Transferdesk server`,
      );
      expect(second.output()).not.toContain('    at ');

      expect(await countClubs(running.url)).toBe(before);
    },
    120_000,
  );
});

async function footballId(client: HttpClient): Promise<string> {
  const response = await client.request('GET', '/core/api/auth/me');
  const me = (await response.json()) as { tenants: { id: string; name: string }[] };
  const football = me.tenants.find((tenant) => tenant.name === 'Football');
  if (!football) throw new Error('The demo has no Football');
  return football.id;
}

async function countClubs(baseUrl: string): Promise<number> {
  const client = await signInOver(baseUrl, 'admin@demo.test');
  const football = await footballId(client);
  const response = await client.request('GET', `/core/api/clubs?tenantId=${football}&take=1`);
  return ((await response.json()) as { total: number }).total;
}
