import { PUBLIC_PAGE_MESSAGES } from '@transferdesk/shared';
import Docxtemplater from 'docxtemplater';
import PizZip from 'pizzip';
import type { CvFields } from './cv-fields.ts';
import { DocxRefused, readDocxParts, withoutExternalLinks } from './docx-zip.ts';

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

/**
 * The zip of a Word document, from the parts actually inflated (docx-zip.ts: real sizes, part count,
 * XML size) with nothing in it that reaches outside the document.
 */
function openDocx(bytes: Uint8Array): PizZip {
  const zip = new PizZip();
  for (const [name, data] of withoutExternalLinks(readDocxParts(bytes)))
    zip.file(name, data, { binary: true });
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

/** An uploaded template judged: usable, or why not (the service turns it into a 415 or a 400). */
export type TemplateCheck =
  | { ok: true }
  | { ok: false; kind: 'notDocx' }
  | { ok: false; kind: 'invalid'; problems: string[] };

/**
 * Checks an uploaded template: a real Word document (whatever its name says) within the limits of
 * docx-zip.ts, whose placeholders docxtemplater can compile (each broken tag named otherwise).
 * Runs in the CV worker (cv-worker.ts), so it answers instead of throwing across the thread.
 */
export function checkTemplate(bytes: Uint8Array): TemplateCheck {
  let zip: PizZip;
  try {
    zip = openDocx(bytes);
  } catch (error) {
    if (error instanceof DocxRefused && error.kind === 'tooBig')
      return { ok: false, kind: 'invalid', problems: [error.message] };
    return { ok: false, kind: 'notDocx' };
  }
  try {
    compile(zip);
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      kind: 'invalid',
      problems: templateProblems(error).map((problem) => `The template cannot be filled: ${problem}`),
    };
  }
}

/** The template with the player's values in place of its placeholders (D20), as .docx bytes. */
export function fillTemplate(bytes: Uint8Array, fields: CvFields): Buffer {
  const doc = compile(openDocx(bytes));
  doc.render(fields);
  return doc.toBuffer({ compression: 'DEFLATE' });
}
