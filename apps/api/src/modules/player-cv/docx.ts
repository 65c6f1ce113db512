import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import { DomainError, VALIDATION_FAILED } from '../../lib/errors.ts';
import type { CvFields } from './cv-fields.ts';

/** A .docx unpacks to a few times its size; more than this is a zip bomb, not a CV template. */
const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

/** What docxtemplater says about a broken tag, one line per problem (its errors carry an `explanation`). */
function templateProblems(error: unknown): string[] {
  const properties = (error as { properties?: { errors?: unknown[]; explanation?: unknown } }).properties;
  const errors = properties?.errors ?? [error];
  const lines = errors.map((each) => {
    const explanation = (each as { properties?: { explanation?: unknown } }).properties?.explanation;
    return typeof explanation === 'string'
      ? explanation
      : each instanceof Error
        ? each.message
        : String(each);
  });
  return [...new Set(lines)].slice(0, 10);
}

/** The zip of a Word document, or a 415 for anything else (a PNG named .docx, a .doc, a zip of other things). */
function openDocx(bytes: Uint8Array): PizZip {
  const notDocx = () => new DomainError('unsupportedType', PUBLIC_PAGE_MESSAGES.notDocx);
  // Zip files start with "PK\x03\x04".
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b || bytes[2] !== 3 || bytes[3] !== 4) {
    throw notDocx();
  }
  let zip: PizZip;
  try {
    zip = new PizZip(bytes);
  } catch {
    throw notDocx();
  }
  if (!zip.file('word/document.xml') || !zip.file('[Content_Types].xml')) throw notDocx();
  let unpacked = 0;
  for (const entry of Object.values(zip.files)) {
    unpacked += (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
  }
  if (unpacked > MAX_UNPACKED_BYTES) {
    throw new DomainError('invalid', VALIDATION_FAILED, [
      'file: The Word document unpacks to more than 50 MB; it cannot be a CV template',
    ]);
  }
  return zip;
}

function compile(zip: PizZip): Docxtemplater {
  return new Docxtemplater(zip, {
    paragraphLoop: true,
    linebreaks: true,
    // A broken upload is answered with a 400 naming the problem, not printed to the server's console.
    errorLogging: false,
    // Spec 2, section 8: a value that is missing shows as a dash, whatever the tag.
    nullGetter: () => PUBLIC_PAGE_MESSAGES.missing,
  });
}

/**
 * Checks an uploaded template: a real Word document (415 otherwise, whatever its name says) whose
 * placeholders docxtemplater can compile (400 naming each broken tag otherwise).
 */
export function checkTemplate(bytes: Uint8Array): void {
  const zip = openDocx(bytes);
  try {
    compile(zip);
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError(
      'invalid',
      VALIDATION_FAILED,
      templateProblems(error).map((problem) => `file: The template cannot be filled: ${problem}`),
    );
  }
}

/** The template with the player's values in place of its placeholders (D20), as .docx bytes. */
export function fillTemplate(bytes: Uint8Array, fields: CvFields): Buffer {
  const doc = compile(openDocx(bytes));
  doc.render(fields);
  return doc.toBuffer({ compression: 'DEFLATE' });
}
