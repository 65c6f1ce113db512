import PizZip from 'pizzip';
import type { Db } from '../../db/client.ts';
import type { Storage } from '../../lib/storage.ts';
import { clicksDocument, fileEntryName, personDocument, sendsDocument } from './export-data.ts';
import type { PersonRow } from './person.ts';

const README = `Everything we hold about this person

person.json  every field of the person and of what is his: positions, countries, leagues and teams
             (wanted or ruled out), videos, contracts, agreements, documents, files, club
sends.json   every send of his CV (or, for a club contact, every CV sent to him), with the club
             contact, the date and what happened after
clicks.json  every time his page was opened from a link (or, for a club contact, every page he opened)
files/       his picture and every file kept for him (signed agreements, consents, document scans)
`;

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The picture's name in the ZIP: its stored extension. */
function pictureEntry(path: string): string {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(path)?.[1] ?? 'bin';
  return `files/picture.${ext.toLowerCase()}`;
}

/** `personal-data-<first>-<last>-<yyyy-MM-dd>.zip`; the id stands in for a name no longer held. */
export function exportFileName(person: Pick<PersonRow, 'id' | 'firstName' | 'lastName'>, now = new Date()) {
  const part = (value: string) =>
    value
      .trim()
      .replace(/[\s\\/:*?"<>|\p{Cc}]+/gu, '-')
      .replace(/^-+|-+$/g, '');
  const name = [part(person.firstName), part(person.lastName)].filter(Boolean).join('-') || person.id;
  return `personal-data-${name}-${now.toISOString().slice(0, 10)}.zip`;
}

/**
 * D48: the ZIP of everything the app holds about the person: the three JSON documents, a README
 * that says what each holds, and under `files/` his picture and every file of his, read through
 * the storage (a file whose bytes are gone is listed with `zipPath: null`).
 */
export async function exportZip(db: Db, storage: Storage, person: PersonRow): Promise<Buffer> {
  const [{ document, files }, sends, clicks] = await Promise.all([
    personDocument(db, person),
    sendsDocument(db, person),
    clicksDocument(db, person),
  ]);
  const zip = new PizZip();
  let picture: string | null = null;
  if (person.picturePath) {
    const bytes = await storage.read(person.picturePath);
    if (bytes) {
      picture = pictureEntry(person.picturePath);
      zip.file(picture, bytes);
    }
  }
  const missing = new Set<string>();
  for (const file of files) {
    const bytes = await storage.read(file.path);
    if (bytes) zip.file(`files/${fileEntryName(file)}`, bytes);
    else missing.add(file.id);
  }
  const described = {
    ...document,
    picture,
    files: document.files.map((file) => (missing.has(file.id) ? { ...file, zipPath: null } : file)),
  };
  zip.file('README.txt', README);
  zip.file('person.json', json(described));
  zip.file('sends.json', json(sends));
  zip.file('clicks.json', json(clicks));
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}
