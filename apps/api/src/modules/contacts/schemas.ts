import { contactFields, hasAName, nameRequired } from '@transferdesk/shared';
import { z } from 'zod';

/** The contract's contact search answers at most this many. */
export const CONTACT_SEARCH_LIMIT = 20;

/** Every scalar field of the contact form, in the form's order; the club is its name. */
export const CONTACT_CSV_COLUMNS = [
  'firstName',
  'lastName',
  'club',
  'role',
  'jobTitle',
  'email',
  'phoneNumber',
  'whatsapp',
  'accountName',
  'twitter',
  'instagram',
  'facebook',
  'tikTok',
  'agent1',
  'agent2',
  'playerCVLink',
  'description',
  'mandate',
  'pinsPriority',
  'includeInApp',
  'contractType',
  'transferMarket',
  'dateOfBirth',
  'nationality',
  'maritalStatus',
  'numberOfKids',
  'rightyLefty',
  'height',
  'weight',
  'eliteProspects',
] as const;

const BOOLEAN_COLUMNS = new Set(['mandate', 'includeInApp']);
const NUMBER_COLUMNS = new Set(['numberOfKids', 'height', 'weight']);
/** Columns where an empty cell means "no answer" (null or the form's default), not ''. */
const OPTIONAL_COLUMNS = new Set([
  ...BOOLEAN_COLUMNS,
  ...NUMBER_COLUMNS,
  'pinsPriority',
  'contractType',
  'dateOfBirth',
  'maritalStatus',
  'rightyLefty',
]);
const TRUE_WORDS = new Set(['true', 'yes', '1']);
const FALSE_WORDS = new Set(['false', 'no', '0']);

/**
 * A CSV row is text; this turns each cell into what the JSON form sends (booleans, numbers, no
 * answer for an empty choice) and leaves anything it cannot read as it is, so that the form's own
 * rules name the bad cell.
 */
function cellsToForm(record: unknown): unknown {
  if (typeof record !== 'object' || record === null) return record;
  const form: Record<string, unknown> = {};
  for (const column in record) {
    const cell = (record as Record<string, unknown>)[column];
    const text = typeof cell === 'string' ? cell.trim() : cell;
    if (typeof text !== 'string' || !OPTIONAL_COLUMNS.has(column)) form[column] = text;
    else if (text === '') form[column] = undefined;
    else if (BOOLEAN_COLUMNS.has(column)) {
      const word = text.toLowerCase();
      form[column] = TRUE_WORDS.has(word) ? true : FALSE_WORDS.has(word) ? false : text;
    } else if (NUMBER_COLUMNS.has(column)) form[column] = /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    else form[column] = text;
  }
  return form;
}

/**
 * One CSV row: the form's rules (a first or last name, e-mail, choices, measures) plus the club's
 * name. The form's fields extended rather than intersected with `{ club }`: an intersection parses
 * each row twice and merges the results, half the time of a 100,000-row import's validation.
 */
export const contactCsvRowSchema = z.preprocess(
  cellsToForm,
  contactFields.extend({ club: z.string().trim() }).refine(hasAName, nameRequired()),
);
export type ContactCsvRow = z.output<typeof contactCsvRowSchema>;
