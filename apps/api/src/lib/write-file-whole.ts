import { randomBytes } from 'node:crypto';
import { link, open, rm } from 'node:fs/promises';
import path from 'node:path';

/**
 * Writes `bytes` to `file`, which must not exist yet, so that the file is either whole or absent:
 * the bytes go to a hidden temporary file beside it, are flushed to the disk, and only then get the
 * final name. A full disk (ENOSPC) or any other failure removes the temporary file, so nothing
 * half-written is ever served, mailed or listed (issue 17). `link` refuses an existing name (EEXIST),
 * like the `wx` flag of a direct write.
 */
export async function writeFileWhole(file: string, bytes: Uint8Array, mode = 0o644): Promise<void> {
  const temporary = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${randomBytes(6).toString('hex')}.partial`,
  );
  try {
    const handle = await open(temporary, 'wx', mode);
    try {
      await handle.writeFile(bytes);
      // The bytes reach the disk before the name does: after a crash or a power cut, a name never
      // points at a file the disk holds only part of (the folder's entry itself is not flushed).
      await handle.sync();
    } finally {
      await handle.close();
    }
    await link(temporary, file);
  } finally {
    await rm(temporary, { force: true });
  }
}
