import { createReadStream } from 'node:fs';
import {
  type FileHandle,
  mkdir,
  open,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import path from 'node:path';
import { BACKUP_NAME_PATTERN } from '@transferdesk/shared';
import type { ArchiveEntry } from './archive.ts';
import type { BackupStore, StoredBackup } from './store.ts';

/**
 * The uploaded files under `uploadsDir` (DATA_DIR/uploads) as archive entries `uploads/<path>`.
 * Each file is opened before its entry is made, so one deleted meanwhile (the file clean-up job)
 * is either whole in the archive or not in it; hidden files (a save's temporary) are left out.
 */
export async function* diskUploads(uploadsDir: string): AsyncGenerator<ArchiveEntry> {
  let names: string[];
  try {
    names = (await readdir(uploadsDir, { recursive: true })).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const name of names) {
    if (name.split(path.sep).some((part) => part.startsWith('.'))) continue;
    const handle = await openIfThere(path.join(uploadsDir, name));
    if (!handle) continue;
    const info = await handle.stat();
    if (!info.isFile()) {
      await handle.close();
      continue;
    }
    yield {
      path: `uploads/${name.split(path.sep).join('/')}`,
      size: info.size,
      mtime: info.mtime,
      body: handle.createReadStream(),
    };
  }
}

async function openIfThere(file: string): Promise<FileHandle | undefined> {
  try {
    return await open(file, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * Backups as files in `folder` (DATA_DIR/backups): `<name>` and, once it is whole, `<name>.json`
 * with what the list shows. An archive without its `.json` (a backup cut off by a crash) is not
 * listed, and goes with the next pruning.
 */
export function createDiskBackupStore(folder: string): BackupStore {
  const sidecar = (name: string) => path.join(folder, `${name}.json`);
  return {
    workDir: folder,
    async list() {
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const backups: StoredBackup[] = [];
      for (const name of names.filter((candidate) => BACKUP_NAME_PATTERN.test(candidate))) {
        try {
          const meta = JSON.parse(await readFile(sidecar(name), 'utf8')) as StoredBackup['meta'];
          backups.push({ name, size: (await stat(path.join(folder, name))).size, meta });
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        }
      }
      return backups;
    },
    async names() {
      try {
        return (await readdir(folder)).filter((candidate) => BACKUP_NAME_PATTERN.test(candidate));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
    },
    async prepare() {
      await mkdir(folder, { recursive: true });
    },
    async keep(name, file, meta) {
      await rename(file, path.join(folder, name));
      await writeFile(sidecar(name), `${JSON.stringify(meta, null, 2)}\n`);
    },
    async open(name) {
      const file = path.join(folder, name);
      try {
        await stat(sidecar(name));
        const { size } = await stat(file);
        return { size, body: createReadStream(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(name) {
      // The `.json` first: a backup half-removed is then no longer listed.
      await rm(sidecar(name), { force: true });
      await rm(path.join(folder, name), { force: true });
    },
  };
}
