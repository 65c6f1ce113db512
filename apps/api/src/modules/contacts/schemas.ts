import { contactFields, hasAName, nameRequired } from '@transferdesk/shared';
import { z } from 'zod';
import { CONTACT_CELL_KINDS, CONTACT_PROFILE_CSV_COLUMNS } from '../../lib/contact-csv.ts';
import { cellsToForm } from '../../lib/csv-cells.ts';

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
  ...CONTACT_PROFILE_CSV_COLUMNS,
] as const;

const contactCells = cellsToForm({
  booleans: new Set(CONTACT_CELL_KINDS.booleans),
  numbers: new Set(CONTACT_CELL_KINDS.numbers),
  optional: new Set(CONTACT_CELL_KINDS.optional),
});

/**
 * One CSV row: the form's rules (a first or last name, e-mail, choices, measures) plus the club's
 * name. The form's fields extended rather than intersected with `{ club }`: an intersection parses
 * each row twice and merges the results, half the time of a 100,000-row import's validation.
 */
export const contactCsvRowSchema = z.preprocess(
  contactCells,
  contactFields.extend({ club: z.string().trim() }).refine(hasAName, nameRequired()),
);
export type ContactCsvRow = z.output<typeof contactCsvRowSchema>;
