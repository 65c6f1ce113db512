import { mkdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { newResourcePath, RESOURCE_PREFIX } from './resource-paths.ts';
import { writeFileWhole } from './write-file-whole.ts';

/** Where uploaded files live. Paths are what entities store and `/core/resources/...` serves. */
export interface Storage {
  /** Writes the bytes under a new name and answers `resources/<folder>/<uuid>.<ext>`. */
  save(folder: string, bytes: Uint8Array, ext: string): Promise<string>;
  /** Removes a file saved earlier; a missing file is not an error. */
  remove(resourcePath: string): Promise<void>;
  /** The bytes of a file saved earlier; undefined when it is missing. */
  read(resourcePath: string): Promise<Buffer | undefined>;
}

/** Files under `root` (DATA_DIR/uploads); `s3-storage.ts` keeps them in a bucket instead. */
export function createDiskStorage(root: string): Storage {
  const resolve = (resourcePath: string): string => {
    if (!resourcePath.startsWith(RESOURCE_PREFIX)) throw new Error(`Not a resource path: ${resourcePath}`);
    const file = path.resolve(root, resourcePath.slice(RESOURCE_PREFIX.length));
    // Stored paths come from the database, but a path must never reach outside the upload folder.
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`Outside storage: ${resourcePath}`);
    return file;
  };

  return {
    async save(folder, bytes, ext) {
      const resourcePath = newResourcePath(folder, ext);
      const file = resolve(resourcePath);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFileWhole(file, bytes);
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
