import { DomainError } from './errors.ts';

/**
 * CSV imports' rules (spec 2, D22): the rows a resource's import reads, how many it may hold, and
 * how a failed import answers. plugins/csv-import.ts reads the file; lib/import-batches.ts writes it.
 */

/** One CSV data row after the resource's zod schema accepted it. */
export interface ImportRow<R> {
  rowNumber: number;
  value: R;
}

/**
 * A CSV file being imported, read as it arrives (plugins/csv-import.ts): the rows the row schema
 * accepted, in batches of at most IMPORT_BATCH, each validated while the reader writes the one
 * before. Its end throws importFailed when any row was bad (by the schema or by `rowError`), and
 * the batch after row MAX_IMPORT_ROWS throws it when the file holds more (the rest is not read),
 * so that the transaction the batches were written in is rolled back. It can be read once.
 */
export interface CsvImport<R> extends AsyncIterable<ImportRow<R>[]> {
  /** A row the service refuses (`Row 3, club: No club named ...`); nothing will be written. */
  rowError(rowNumber: number, field: string, message: string): void;
  /** Whether a row was bad so far: later batches are still checked, but need not be written. */
  readonly failed: boolean;
}

/** Rows per batch of an import: one INSERT each, well under PostgreSQL's 65,535 parameters. */
export const IMPORT_BATCH = 500;

export const IMPORT_FAILED = 'The file has errors; nothing was imported';
/** An import answers at most this many row errors; a file that bad needs fixing at the source. */
export const MAX_IMPORT_ERRORS = 100;
/**
 * Data rows one import may hold. The file is read as it arrives and written in batches in one
 * transaction (docs/performance.md has the times); larger files are split by whoever exports them.
 */
export const MAX_IMPORT_ROWS = 200_000;
/** The size of one CSV import's file (pictures keep MAX_UPLOAD_BYTES): 200,000 rows of ~330 bytes. */
export const MAX_IMPORT_BYTES = 64 * 1024 * 1024;
export const IMPORT_TOO_LARGE = 'The file is too large. The maximum size of a CSV import is 64 MB.';

/**
 * The refusal of a file over MAX_IMPORT_ROWS. It is refused at the first row past the limit,
 * without reading the rest (issue 25: a 250,000-row file was read to its end first), so the
 * message says "more than" rather than a total nobody counted.
 */
export const TOO_MANY_IMPORT_ROWS = `The file has more than ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} rows; at most ${MAX_IMPORT_ROWS.toLocaleString('en-GB')} can be imported at once. Split it into smaller files.`;

/**
 * The 400 of a failed CSV import; `errors` as the generic error display reads them (spec 8). `total`:
 * how many errors there were, when only the first ones were kept.
 */
export function importFailed(errors: { description: string }[], total = errors.length): DomainError {
  const shown = errors.slice(0, MAX_IMPORT_ERRORS);
  if (total > shown.length) {
    shown.push({ description: `… and ${total - shown.length} more errors` });
  }
  return new DomainError('invalid', IMPORT_FAILED, shown);
}

/** An import's row errors as they are found: the first MAX_IMPORT_ERRORS kept, the rest counted. */
export class ImportErrors {
  private readonly kept: { description: string }[] = [];
  count = 0;

  add(description: string): void {
    this.count += 1;
    if (this.kept.length < MAX_IMPORT_ERRORS) this.kept.push({ description });
  }

  failure(): DomainError {
    return importFailed(this.kept, this.count);
  }
}
