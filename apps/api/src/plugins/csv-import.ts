import type { z } from 'zod';
import { type CsvReader, type CsvRecord, CsvSyntaxError, readCsvStream } from '../lib/csv.ts';
import {
  type CsvImport,
  IMPORT_BATCH,
  ImportErrors,
  type ImportRow,
  importFailed,
  MAX_IMPORT_ROWS,
  TOO_MANY_IMPORT_ROWS,
} from '../lib/csv-import-rules.ts';
import { ITEMS_PER_TURN, nextTurn } from '../lib/event-loop.ts';
import { containsNul, NUL_MESSAGE } from './nul-bytes.ts';

/** `Row 3, email: Enter a valid e-mail address` (spreadsheet row numbers, header = row 1). */
const describeRow = (rowNumber: number, field: string | undefined, message: string) =>
  field ? `Row ${rowNumber}, ${field}: ${message}` : `Row ${rowNumber}: ${message}`;

/** A file that cannot be read as CSV is a failed import naming why; other errors stay as they are. */
const asImportError = (error: unknown) =>
  error instanceof CsvSyntaxError ? importFailed([{ description: error.message }]) : error;

/** A CsvImport as the import route holds it: whether there is anything to import, and cleanup. */
export interface OpenedCsvImport<R> extends CsvImport<R> {
  /** The file has a header and no data rows: nothing for a service to do. */
  readonly empty: boolean;
  /** Whether the file was read to its end (the import is then complete or has thrown). */
  readonly finished: boolean;
  /** Reads the rest of the upload when no service will (an empty file); answers 0 rows imported. */
  finish(): Promise<number>;
  /** Stops reading the upload: the import failed before its end. */
  close(): void;
}

/**
 * The header of `source` checked against `columns` (any order and case; a column the file lacks
 * reads as empty), then its rows as they arrive, each checked by `schema`. A row holding a NUL
 * (which PostgreSQL cannot store) or more fields than the header is a row error too. Every row is
 * checked even after errors, so that the author sees the first MAX_IMPORT_ERRORS at once. Row
 * errors found by the schema take precedence over the service's (`rowError`): the service only
 * sees rows the schema accepted, as when the whole file was checked before the service ran. A
 * row past MAX_IMPORT_ROWS refuses the file at once, whatever came before, and stops the reading.
 */
export async function openCsvImport<R>(
  source: AsyncIterable<Uint8Array>,
  columns: readonly string[],
  schema: z.ZodType<R>,
): Promise<OpenedCsvImport<R>> {
  let reader: CsvReader;
  try {
    reader = await readCsvStream(source);
  } catch (error) {
    throw asImportError(error);
  }
  const known = new Map(columns.map((column) => [column.toLowerCase(), column]));
  const header = reader.header.map((name) => known.get(name.toLowerCase()));
  const unknown = reader.header.filter((_, index) => header[index] === undefined);
  if (unknown.length > 0 || reader.header.length === 0) {
    reader.close();
    throw importFailed([
      {
        description: `Row 1: unknown column ${unknown.map((name) => `"${name}"`).join(', ') || '""'}; the columns are ${columns.join(', ')}`,
      },
    ]);
  }
  const { records } = reader;
  let first: IteratorResult<CsvRecord, void>;
  try {
    first = await records.next();
  } catch (error) {
    throw asImportError(error);
  }

  /** Every column empty: a column the file lacks reads as empty. */
  const emptyRow: Record<string, string> = Object.fromEntries(columns.map((column) => [column, '']));
  const schemaErrors = new ImportErrors();
  const serviceErrors = new ImportErrors();
  let started = false;
  let finished = false;

  function validate(record: CsvRecord): ImportRow<R> | undefined {
    if (record.fields.length > header.length) {
      schemaErrors.add(
        describeRow(
          record.rowNumber,
          undefined,
          `${record.fields.length} fields, but ${header.length} columns`,
        ),
      );
      return undefined;
    }
    const values: Record<string, string> = { ...emptyRow };
    let withNul = false;
    header.forEach((column, index) => {
      const field = record.fields[index] ?? '';
      if (!column) return;
      values[column] = field;
      if (containsNul(field)) {
        schemaErrors.add(describeRow(record.rowNumber, column, NUL_MESSAGE));
        withNul = true;
      }
    });
    // PostgreSQL cannot store a NUL; the row schemas know nothing of it.
    if (withNul) return undefined;
    const result = schema.safeParse(values);
    if (result.success) return { rowNumber: record.rowNumber, value: result.data };
    const seen = new Set<string>();
    for (const issue of result.error.issues) {
      const field = issue.path[0] === undefined ? undefined : String(issue.path[0]);
      if (seen.has(field ?? '')) continue;
      seen.add(field ?? '');
      schemaErrors.add(describeRow(record.rowNumber, field, issue.message));
    }
    return undefined;
  }

  /** The validated batches; the row errors are left to the iterator below. */
  async function* batches(): AsyncGenerator<ImportRow<R>[], void, undefined> {
    let batch: ImportRow<R>[] = [];
    let count = 0;
    try {
      for (let next = first; !next.done; next = await records.next()) {
        count += 1;
        // One row past the cap is enough to refuse the file: the rest is neither parsed nor checked.
        if (count > MAX_IMPORT_ROWS) throw importFailed([{ description: TOO_MANY_IMPORT_ROWS }]);
        if (count % ITEMS_PER_TURN === 0) await nextTurn();
        const row = validate(next.value);
        if (row) batch.push(row);
        if (batch.length >= IMPORT_BATCH) {
          yield batch;
          batch = [];
        }
      }
    } catch (error) {
      throw asImportError(error);
    }
    if (batch.length > 0) yield batch;
  }

  /**
   * The batches, each validated while the caller writes the one before (on PostgreSQL the server
   * validates while the database inserts). The end is only asked for after the last batch was
   * written, so it throws with the caller's refusals of that batch too.
   */
  function readAhead(): AsyncIterator<ImportRow<R>[]> {
    const source = batches();
    let ahead = source.next();
    return {
      async next() {
        const current = await ahead;
        if (current.done) {
          finished = true;
          if (schemaErrors.count > 0) throw schemaErrors.failure();
          if (serviceErrors.count > 0) throw serviceErrors.failure();
          return current;
        }
        ahead = source.next();
        // Thrown when the caller asks for that batch; unobserved if the caller stops first.
        ahead.catch(() => {});
        return current;
      },
      async return() {
        void source.return(undefined).catch(() => {});
        return { done: true, value: undefined };
      },
    };
  }

  const csv: OpenedCsvImport<R> = {
    empty: first.done === true,
    get finished() {
      return finished;
    },
    get failed() {
      return schemaErrors.count > 0 || serviceErrors.count > 0;
    },
    rowError(rowNumber, field, message) {
      serviceErrors.add(describeRow(rowNumber, field, message));
    },
    [Symbol.asyncIterator]() {
      if (started) throw new Error('A CSV import can be read once');
      started = true;
      return readAhead();
    },
    async finish() {
      for await (const batch of csv) {
        if (batch.length > 0) throw new Error('finish() is for a file without rows');
      }
      return 0;
    },
    close() {
      reader.close();
    },
  };
  return csv;
}
