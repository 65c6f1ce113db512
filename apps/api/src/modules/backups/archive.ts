import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { Header, Pack, ReadEntry } from 'tar';

/** One file of an archive, whose bytes arrive as a stream. */
export interface ArchiveEntry {
  /** The path inside the archive (`manifest.json`, `uploads/clubs/<uuid>.png`). */
  path: string;
  /** Exactly how many bytes `body` gives (a tar header states it before the bytes). */
  size: number;
  mtime?: Date;
  body: Readable | AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
}

/**
 * Writes a gzipped tar of `entries` to `file` (which must not exist), one entry after the other:
 * each body is read chunk by chunk as the file takes it, so a backup holds no upload whole in
 * memory. node-tar packs the entries; Node's zlib compresses them on its thread pool, away from the
 * event loop. A failure removes the file.
 */
export async function writeArchive(file: string, entries: AsyncIterable<ArchiveEntry>): Promise<void> {
  const pack = new Pack({ portable: true });
  const output = createWriteStream(file, { flags: 'wx' });
  // Level 1: what it holds is mostly compressed already (PGlite's dump is gzipped, pictures are PNG or JPEG).
  const written = pipeline(pack, createGzip({ level: 1 }), output);
  // Awaited below; a failure while entries are still being added must not go unhandled meanwhile.
  written.catch(() => {});
  try {
    for await (const entry of entries) await addEntry(pack, entry, written);
    pack.end();
    await written;
  } catch (error) {
    output.destroy();
    await written.catch(() => {});
    await rm(file, { force: true });
    throw error;
  }
}

async function addEntry(pack: Pack, entry: ArchiveEntry, written: Promise<void>): Promise<void> {
  const header = new Header({
    path: entry.path,
    type: 'File',
    size: entry.size,
    mode: 0o644,
    mtime: entry.mtime ?? new Date(),
  });
  const tarEntry = new ReadEntry(header);
  pack.add(tarEntry);
  try {
    await copyInto(tarEntry, entry, written);
  } finally {
    // A body left unread (the archive failed first) lets go of its file or connection.
    if ('destroy' in entry.body) entry.body.destroy();
  }
}

async function copyInto(tarEntry: ReadEntry, entry: ArchiveEntry, written: Promise<void>): Promise<void> {
  let bytes = 0;
  for await (const chunk of entry.body) {
    bytes += chunk.length;
    if (bytes > entry.size) throw new Error(`${entry.path} grew while it was being archived`);
    // false: the archive is behind; wait until it has taken what this entry holds (or has failed,
    // a full disk say, after which it never will).
    if (!tarEntry.write(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength))) {
      await Promise.race([once(tarEntry, 'drain'), written]);
    }
  }
  if (bytes !== entry.size) throw new Error(`${entry.path} shrank while it was being archived`);
  tarEntry.end();
}
