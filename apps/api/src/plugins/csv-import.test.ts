import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { IMPORT_FAILED, MAX_IMPORT_ROWS, TOO_MANY_IMPORT_ROWS } from '../lib/csv-import-rules.ts';
import { DomainError } from '../lib/errors.ts';
import { openCsvImport } from './csv-import.ts';

const ROWS_PER_CHUNK = 1000;

/**
 * A CSV upload as it arrives, in chunks of ROWS_PER_CHUNK rows: the header, `rows` valid rows,
 * then `tail` (text that would be an error if it were read). `read.chunks` counts the chunks taken.
 */
function upload(rows: number, tail: string) {
  const read = { chunks: 0, toTheEnd: false };
  const encoder = new TextEncoder();
  async function* source(): AsyncGenerator<Uint8Array> {
    read.chunks += 1;
    yield encoder.encode('name\r\n');
    for (let sent = 0; sent < rows; sent += ROWS_PER_CHUNK) {
      read.chunks += 1;
      yield encoder.encode('row\r\n'.repeat(Math.min(ROWS_PER_CHUNK, rows - sent)));
    }
    read.chunks += 1;
    yield encoder.encode(tail);
    read.toTheEnd = true;
  }
  return { source: source(), read };
}

const rowSchema = z.object({ name: z.string().min(1, { message: 'A name is required' }) });

/** Reads the import as a service does, answering how it failed. */
async function failureOf(source: AsyncIterable<Uint8Array>): Promise<DomainError> {
  const csv = await openCsvImport(source, ['name'], rowSchema);
  try {
    for await (const _batch of csv) {
      // A service would write the batch here.
    }
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  } finally {
    if (!csv.finished) csv.close();
  }
  throw new Error('The import did not fail');
}

describe('a CSV import over the row limit (issue 25, finding 8)', () => {
  it('is refused at the first row past the limit, without reading the rest of the file', async () => {
    // 50,000 rows more than the limit, then a quote that is never closed: reading on would report it.
    const { source, read } = upload(MAX_IMPORT_ROWS + 50_000, 'x,"never closed\r\n');
    const failure = await failureOf(source);
    expect(failure.message).toBe(IMPORT_FAILED);
    expect(failure.errors).toEqual([{ description: TOO_MANY_IMPORT_ROWS }]);
    expect(read.toTheEnd).toBe(false);
    // The header, the rows up to the limit and at most a few chunks the parser had buffered ahead.
    expect(read.chunks).toBeLessThan(MAX_IMPORT_ROWS / ROWS_PER_CHUNK + 10);
  });

  it('names the limit in words that stay true however long the file is', () => {
    expect(TOO_MANY_IMPORT_ROWS).toBe(
      'The file has more than 200,000 rows; at most 200,000 can be imported at once. Split it into smaller files.',
    );
  });

  it('reads a file of exactly the limit to its end and reports what is wrong after it', async () => {
    const { source, read } = upload(MAX_IMPORT_ROWS, 'x,"never closed\r\n');
    const failure = await failureOf(source);
    expect(failure.errors).toEqual([
      { description: `Row ${MAX_IMPORT_ROWS + 2}: a quoted field is never closed` },
    ]);
    expect(read.toTheEnd).toBe(true);
  });
});
