import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Where uploaded files live. Paths are what entities store and `/core/resources/...` serves. */
export interface Storage {
  /** Writes the bytes under a new name and answers `resources/<folder>/<uuid>.<ext>`. */
  save(folder: string, bytes: Uint8Array, ext: string): Promise<string>;
  /** Removes a file saved earlier; a missing file is not an error. */
  remove(resourcePath: string): Promise<void>;
  /** The bytes of a file saved earlier; undefined when it is missing. */
  read(resourcePath: string): Promise<Buffer | undefined>;
}

const PREFIX = 'resources/';
const SAFE_SEGMENT = /^[a-z0-9-]+$/;

/** Files under `root` (DATA_DIR/uploads); an S3 adapter can implement the same interface. */
export function createDiskStorage(root: string): Storage {
  const resolve = (resourcePath: string): string => {
    if (!resourcePath.startsWith(PREFIX)) throw new Error(`Not a resource path: ${resourcePath}`);
    const file = path.resolve(root, resourcePath.slice(PREFIX.length));
    // Stored paths come from the database, but a path must never reach outside the upload folder.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Outside storage: ${resourcePath}`);
    return file;
  };

  return {
    async save(folder, bytes, ext) {
      if (!SAFE_SEGMENT.test(folder) || !SAFE_SEGMENT.test(ext))
        throw new Error('Unsafe folder or extension');
      const resourcePath = `${PREFIX}${folder}/${randomUUID()}.${ext}`;
      const file = resolve(resourcePath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes, { flag: 'wx' });
      return resourcePath;
    },
    async remove(resourcePath) {
      await rm(resolve(resourcePath), { force: true });
    },
    async read(resourcePath) {
      try {
        return await readFile(resolve(resourcePath));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
  };
}
