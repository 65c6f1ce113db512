import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { askHolder, type DataFolderLock, DataFolderLockedError, lockDataFolder } from './data-folder-lock.ts';

/** `lock` really holds `dataDir`: another server is refused, naming this process, until it is released. */
async function expectHeld(dataDir: string, lock: DataFolderLock): Promise<void> {
  expect(await askHolder(path.join(dataDir, 'db.lock'))).toMatchObject({ pid: process.pid });
  await expect(lockDataFolder(dataDir)).rejects.toThrow(
    `is in use by another Transferdesk server (process ${process.pid} on`,
  );
  await lock.release();
  expect(await askHolder(path.join(dataDir, 'db.lock'))).toBeUndefined();
}

describe('the data folder lock of the embedded database', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'transferdesk-lock-'));
  });
  afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('refuses a second holder while the first runs, naming it, and frees the folder on release', async () => {
    const first = await lockDataFolder(dataDir);
    const refused = lockDataFolder(dataDir);
    await expect(refused).rejects.toBeInstanceOf(DataFolderLockedError);
    await expect(refused).rejects.toThrow(
      `is in use by another Transferdesk server (process ${process.pid} on`,
    );
    await first.release();
    const second = await lockDataFolder(dataDir);
    await second.release();
  });

  it('takes over the lock of a server that was killed', async () => {
    // A real process holds the socket and dies by SIGKILL, leaving the socket file behind.
    const file = path.join(dataDir, 'db.lock');
    const holder = spawn(process.execPath, [
      '-e',
      `require('node:net').createServer().listen(${JSON.stringify(file)}, () => console.log('listening'))`,
    ]);
    await new Promise<void>((resolve) => holder.stdout.once('data', () => resolve()));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    expect(existsSync(file)).toBe(true);

    await expectHeld(dataDir, await lockDataFolder(dataDir));
  });

  it('takes over a plain file in the lock’s place (an older server’s, or a stray copy)', async () => {
    await writeFile(
      path.join(dataDir, 'db.lock'),
      JSON.stringify({ pid: process.pid, hostname: 'elsewhere' }),
    );
    // Taken over means locked: the file gave way to a socket that keeps a second server off.
    await expectHeld(dataDir, await lockDataFolder(dataDir));
  });
});
