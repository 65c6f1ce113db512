import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Agreement, Backup, Match, Player } from '@transferdesk/shared';
import type { LightMyRequestResponse } from 'fastify';
import { create } from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { currentRelease, RESTORE_MESSAGES, restoreBackup } from '../../../scripts/restore.mjs';
import { openDatabase } from '../../db/client.ts';
import { lockDataFolder } from '../../db/data-folder-lock.ts';
import { clubs } from '../../db/schema/index.ts';
import { DEMO_LOGINS, useTestContext } from '../../test/context.ts';
import { PDF_BYTES } from '../../test/player-files.ts';
import { signInOver, spawnServer, stopServer, waitUntilHealthy } from '../../test/server-process.ts';
import { archivePaths, backUp, filesUnder, useBackupData } from './backup-fixtures.ts';
import { COUNT_ROWS_SQL, rowCounts } from './manifest.ts';

/**
 * D49: a backup made while requests run, restored with `npm run restore`'s code into a new folder,
 * where a server starts and finds every row and every file; and the restore's refusals.
 */

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const context = useTestContext();
const { get, send, tokens } = context;
const makeData = useBackupData(context);
const scratch = await mkdtemp(path.join(tmpdir(), 'transferdesk-restore-test-'));
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Downloads a backup through the API into the scratch folder. */
async function download(backup: Backup): Promise<string> {
  const response = await get(`/backups/${backup.name}`, tokens.superadmin);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
  expect(response.headers['cache-control']).toBe('private, no-store');
  expect(response.rawPayload.length).toBe(backup.size);
  const file = path.join(scratch, backup.name);
  await writeFile(file, response.rawPayload);
  return file;
}

/**
 * A backup while two clients keep saving (a player, new clubs) through its start: writes are
 * queued at every moment of the snapshot, so one slipping between the row counts and the dump
 * would show. (Twelve rounds each cover the snapshot; saving on through the archive's writing only
 * slows it, as the injected saves share this thread with it.)
 */
async function backUpWhileWriting(data: Awaited<ReturnType<typeof makeData>>): Promise<Backup> {
  let stored = false;
  const backup = backUp(context).finally(() => {
    stored = true;
  });
  const keepWriting = async (write: (round: number) => Promise<LightMyRequestResponse>) => {
    const answers: LightMyRequestResponse[] = [];
    for (let round = 0; !stored && round < 12; round += 1) {
      answers.push(await write(round));
      // A short pause, as between a person's saves: injected requests run back to back on promise
      // jobs alone, and would leave the backup's own file reads hardly a turn.
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return answers;
  };
  const [made, saves, clubs] = await Promise.all([
    backup,
    keepWriting((round) =>
      send('PATCH', `/players/${data.players[0]?.id}`, tokens.agent, { height: 150 + (round % 50) }),
    ),
    keepWriting((round) =>
      send('POST', '/clubs', tokens.admin, { tenantId: data.tenantId, name: `Busy FC ${round}` }),
    ),
  ]);
  for (const answer of [...saves, ...clubs]) expect(answer.statusCode, answer.body).toBeLessThan(300);
  expect(saves.length + clubs.length).toBeGreaterThan(2);
  return made;
}

describe.runIf(!onPostgres)('a backup of the embedded database, restored (D49)', () => {
  it('takes the dump and the row counts of one moment: a save started meanwhile waits for both', async () => {
    const { database } = context.t;
    if (!database.dumpDataDir) throw new Error('The embedded database has a dump');
    let saving: Promise<unknown> | undefined;
    const { dump, alongside } = await database.dumpDataDir(async (query) => {
      const counts = rowCounts((await query(COUNT_ROWS_SQL)).rows);
      saving = Promise.resolve(
        database.db
          .insert(clubs)
          .values({ tenantId: context.sport.Football ?? '', name: 'Meanwhile FC', nameSort: 'meanwhile fc' }),
      );
      // Long enough for the save to reach the database, where it must wait.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return counts;
    });
    await saving;
    const copy = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
    try {
      expect(rowCounts((await copy.query(COUNT_ROWS_SQL)).rows)).toEqual(alongside);
    } finally {
      await copy.close();
    }
    const now = rowCounts((await database.executeSql(COUNT_ROWS_SQL)).rows);
    expect(now.clubs).toBe((alongside.clubs ?? 0) + 1);
  });

  it('restores every row and every file, and a server starts on the folder as it was', async () => {
    const data = await makeData();
    const backup = await backUpWhileWriting(data);
    expect(backup).toMatchObject({ trigger: 'manual', database: 'pglite' });
    const archive = await download(backup);
    const paths = await archivePaths(archive);
    expect(paths.slice(0, 2)).toEqual(['manifest.json', 'database.tar.gz']);

    const target = path.join(scratch, 'restored');
    const restored = await restoreBackup({ from: archive, dataDir: target });
    expect(restored.manifest.counts).toEqual(backup.manifest.counts);

    // Every file, byte for byte: nothing was uploaded or removed since the backup.
    const uploadsBefore = await filesUnder(path.join(context.t.config.dataDir, 'uploads'));
    const uploadsAfter = await filesUnder(path.join(target, 'uploads'));
    expect([...uploadsAfter.keys()]).toEqual([...uploadsBefore.keys()]);
    for (const [name, bytes] of uploadsBefore) expect(uploadsAfter.get(name)?.equals(bytes), name).toBe(true);
    expect(backup.files).toBe(uploadsBefore.size);
    expect(paths.filter((entry) => entry.startsWith('uploads/'))).toHaveLength(uploadsBefore.size);

    // Every row: the restored database counts what the manifest says, table by table.
    const database = await openDatabase({ dataDir: target });
    try {
      expect(rowCounts((await database.executeSql(COUNT_ROWS_SQL)).rows)).toEqual(backup.manifest.counts);
    } finally {
      await database.close();
    }
    const { counts } = backup.manifest;
    expect(counts.pitches, 'the sent match made pitches').toBeGreaterThanOrEqual(1);
    expect(counts.agreements).toBeGreaterThanOrEqual(1);

    const server = await spawnServer({ DATA_DIR: target, RUN_JOBS: 'false' });
    try {
      await waitUntilHealthy(server);
      const agent = await signInOver(server.url, DEMO_LOGINS.agent);
      for (const player of data.players) {
        const response = await agent.request('GET', `/core/api/players/${player.id}`);
        expect(response.status).toBe(200);
        const restoredPlayer = (await response.json()) as Player;
        expect(restoredPlayer.pictureUrl).toBe(player.pictureUrl);
        const picture = await fetch(`${server.url}/core/${player.pictureUrl}`);
        expect(
          Buffer.from(await picture.arrayBuffer()).equals(
            data.pictures.get(player.pictureUrl ?? '') ?? Buffer.alloc(0),
          ),
        ).toBe(true);
      }
      const match = await agent.request('GET', `/core/api/matches/${data.matchId}`);
      expect(match.status).toBe(200);
      expect(((await match.json()) as Match).id).toBe(data.matchId);
      const owner = data.players[0]?.id;
      const agreements = await agent.request('GET', `/core/api/players/${owner}/agreements`);
      expect(((await agreements.json()) as Agreement[]).map((agreement) => agreement.signedFile?.id)).toEqual(
        [data.file.id],
      );
      const pdf = await agent.request('GET', `/core/api/players/${owner}/files/${data.file.id}`);
      expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF_BYTES)).toBe(true);
    } finally {
      await stopServer(server);
    }
  }, 180_000);
});

describe.runIf(onPostgres)('a backup beside PostgreSQL (D49)', () => {
  it('holds the manifest and the uploads only; the restore puts the uploads back', async () => {
    const backup = await backUpWhileWriting(await makeData());
    expect(backup.database).toBe('postgres');
    const archive = await download(backup);
    const paths = await archivePaths(archive);
    expect(paths[0]).toBe('manifest.json');
    expect(paths.filter((entry) => !entry.startsWith('uploads/'))).toEqual(['manifest.json']);
    const target = path.join(scratch, 'restored-uploads');
    const restored = await restoreBackup({ from: archive, dataDir: target });
    expect(restored.files).toBe(backup.files);
    expect(await readdir(target)).toEqual(['uploads']);
  }, 120_000);
});

describe('the restore refuses, and writes nothing', () => {
  /** An archive with the given manifest (and nothing else), as the app would write one. */
  async function archiveWith(manifest: object): Promise<string> {
    const folder = await mkdtemp(path.join(scratch, 'made-'));
    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest));
    const file = path.join(scratch, `${path.basename(folder)}.tar.gz`);
    await create({ gzip: true, file, cwd: folder }, ['manifest.json']);
    return file;
  }
  const manifest = (fields: object) => ({
    format: 1,
    app: 'transferdesk',
    createdAt: '2030-01-01T02:00:00.000Z',
    trigger: 'schedule',
    database: 'postgres',
    counts: {},
    ...fields,
  });

  it('a backup made by a newer version, saying what to do', async () => {
    const current = await currentRelease();
    const target = path.join(scratch, 'never-newer');
    for (const newer of [
      { version: '99.0.0', migration: current.migration },
      { version: current.version, migration: '0999_from_the_future' },
    ]) {
      const file = await archiveWith(manifest(newer));
      await expect(restoreBackup({ from: file, dataDir: target })).rejects.toThrow(
        RESTORE_MESSAGES.newer(newer, current),
      );
      await expect(readdir(target)).rejects.toThrow(/ENOENT/);
    }
    expect(RESTORE_MESSAGES.newer({ version: '99.0.0', migration: 'x' }, current)).toContain(
      'Update Transferdesk to 99.0.0 or later',
    );
  });

  it('a folder that is not empty, leaving what is there alone', async () => {
    const current = await currentRelease();
    const target = path.join(scratch, 'in-use');
    await mkdir(target);
    await writeFile(path.join(target, 'notes.txt'), 'mine');
    const file = await archiveWith(manifest({ version: current.version, migration: current.migration }));
    await expect(restoreBackup({ from: file, dataDir: target })).rejects.toThrow(
      RESTORE_MESSAGES.notEmpty(target),
    );
    expect(await readdir(target)).toEqual(['notes.txt']);
  });

  it('a folder a running server holds', async () => {
    const target = path.join(scratch, 'served');
    await mkdir(target);
    const lock = await lockDataFolder(target);
    try {
      const file = await archiveWith(manifest({ version: '0.0.1', migration: 'x' }));
      await expect(restoreBackup({ from: file, dataDir: target })).rejects.toThrow(
        RESTORE_MESSAGES.serverRunning(target, process.pid),
      );
    } finally {
      await lock.release();
    }
  });

  it('a file that is not a backup', async () => {
    const file = path.join(scratch, 'holiday.tar.gz');
    await writeFile(file, 'not an archive');
    await expect(restoreBackup({ from: file, dataDir: path.join(scratch, 'never') })).rejects.toThrow(
      RESTORE_MESSAGES.notABackup(file),
    );
  });
});
