import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  BACKUP_MESSAGES,
  BACKUPS_KEPT,
  type Backup,
  type BackupList,
  backupName,
  type JobList,
  MESSAGES,
} from '@transferdesk/shared';
import { describe, expect, it } from 'vitest';
import { expectRefusal, useTestContext } from '../../test/context.ts';
import { backUp } from './backup-fixtures.ts';
import { backupJob } from './job.ts';
import { createBackups } from './setup.ts';
import type { BackupMeta } from './store.ts';

/** D49: the Superadmin's backups through the API: who may, one at a time, the newest 7, downloads. */

const context = useTestContext();
const { get, send, tokens } = context;
const backupsFolder = () => path.join(context.t.config.dataDir, 'backups');
const listed = async () => {
  const response = await get('/backups', tokens.superadmin);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BackupList>().data;
};

describe('backups are the Superadmin’s', () => {
  it('refuses TenantAdmins and Users every backup route, and callers without a token', async () => {
    const name = backupName(new Date('2030-01-01T02:00:00Z'));
    for (const token of [tokens.admin, tokens.agent, tokens.hockeyAdmin]) {
      expectRefusal(await send('POST', '/backups', token), 403, MESSAGES.forbidden);
      expectRefusal(await get('/backups', token), 403, MESSAGES.forbidden);
      expectRefusal(await get(`/backups/${name}`, token), 403, MESSAGES.forbidden);
    }
    expect((await get('/backups')).statusCode).toBe(401);
    expect(await readdir(backupsFolder()).catch(() => [])).toEqual([]);
  });
});

describe('making, listing and downloading backups', () => {
  it('makes one now, lists it with what it holds, and refuses a second while the first runs', async () => {
    const [first, second] = await Promise.all([
      send('POST', '/backups', tokens.superadmin),
      send('POST', '/backups', tokens.superadmin),
    ]);
    const statuses = [first.statusCode, second.statusCode].sort();
    expect(statuses).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expectRefusal(refused, 409, BACKUP_MESSAGES.running);
    const made = (first.statusCode === 201 ? first : second).json<Backup>();
    expect(made).toMatchObject({
      trigger: 'manual',
      database: context.t.database.kind,
      manifest: {
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        migration: expect.stringMatching(/^\d{4}_/),
      },
    });
    expect(made.size).toBeGreaterThan(0);
    expect(made.files).toBeGreaterThan(0);
    expect(made.manifest.counts.users).toBeGreaterThanOrEqual(4);
    expect(await listed()).toEqual([made]);
  });

  it('downloads a backup whole and refuses anything that is not a backup’s name', async () => {
    const [newest] = await listed();
    // As a browser asks: the archive is compressed already and goes out as it is.
    const response = await context.t.inject({
      url: `/core/api/backups/${newest?.name}`,
      token: tokens.superadmin,
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('application/gzip');
    expect(response.rawPayload.length).toBe(newest?.size);
    // A gzip stream, as the name says.
    expect([...response.rawPayload.subarray(0, 2)]).toEqual([0x1f, 0x8b]);

    expectRefusal(
      await get(`/backups/${backupName(new Date('2001-01-01T00:00:00Z'))}`, tokens.superadmin),
      404,
      BACKUP_MESSAGES.notFound,
    );
    for (const name of [
      '..%2Fjwt-secret',
      `..%2Fbackups%2F${newest?.name}`,
      'jwt-secret',
      `${newest?.name}.json`,
    ]) {
      const refused = await get(`/backups/${name}`, tokens.superadmin);
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().errors, name).toEqual([`name: ${BACKUP_MESSAGES.badName}`]);
    }
  });

  it('never serves a backup as an uploaded resource', async () => {
    const [newest] = await listed();
    for (const url of [
      `/core/resources/backups/${newest?.name}`,
      `/core/resources/../backups/${newest?.name}`,
      `/core/resources/%2e%2e/backups/${newest?.name}`,
    ]) {
      const response = await context.t.inject({ url, token: tokens.superadmin });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it(`keeps the newest ${BACKUPS_KEPT}: an eighth backup removes the oldest`, async () => {
    await mkdir(backupsFolder(), { recursive: true });
    const [real] = await listed();
    if (!real) throw new Error('The first test made a backup');
    // Six older ones written as a backup leaves them, so with the real one and the next there are 8.
    const older = Array.from({ length: BACKUPS_KEPT - 1 }, (_, day) =>
      backupName(new Date(Date.UTC(2020, 0, day + 1, 2))),
    );
    const { name: _name, size: _size, ...fields } = real;
    for (const name of older) {
      const meta: BackupMeta = { ...fields, trigger: 'schedule' };
      await writeFile(path.join(backupsFolder(), name), 'an older archive');
      await writeFile(path.join(backupsFolder(), `${name}.json`), JSON.stringify(meta));
    }
    expect(await listed()).toHaveLength(BACKUPS_KEPT);
    const newest = await backUp(context);
    const names = (await listed()).map((backup) => backup.name);
    expect(names).toEqual([newest.name, real.name, ...older.slice(1).reverse()]);
    expect((await readdir(backupsFolder())).filter((file) => file.startsWith(older[0] ?? '-'))).toEqual([]);
  });

  it('makes one every night at 02:00 on the job runner, listed as scheduled', async () => {
    const jobs = (await get('/jobs', tokens.superadmin)).json<JobList>().data;
    expect(jobs.find((job) => job.name === 'backup')).toMatchObject({
      schedule: '0 2 * * *',
      runnable: false,
    });
    const backups = await createBackups(context.t.config, context.t.database);
    const summary = await backupJob(backups.service).run('2030-01-01', {});
    backups.close();
    const [newest] = await listed();
    expect(newest).toMatchObject({ trigger: 'schedule' });
    expect(summary).toEqual({
      bytes: newest?.size,
      files: newest?.files,
      rows: Object.values(newest?.manifest.counts ?? {}).reduce((sum, count) => sum + count, 0),
    });
    expect(await listed()).toHaveLength(BACKUPS_KEPT);
  });
});
