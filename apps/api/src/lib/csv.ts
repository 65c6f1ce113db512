import { pipeline, Readable } from 'node:stream';
import { CsvError, type Options as ParseOptions, parse } from 'csv-parse';
import { parse as parseSync } from 'csv-parse/sync';
import { type Options as StringifyOptions, stringify } from 'csv-stringify';
import { stringify as stringifySync } from 'csv-stringify/sync';

/**
 * CSV as spreadsheets read and write it (RFC 4180), through csv-parse and csv-stringify. Import
 * accepts `,` or `;` (Danish spreadsheets save with `;`; the header line decides) and a UTF-8 byte
 * order mark; export writes `,`, CRLF and a BOM so that Excel reads UTF-8. A value a spreadsheet
 * would run as a formula is exported behind an apostrophe (CSV injection), which the import takes
 * off again, so an exported file still imports back unchanged.
 */

export const UTF8_BOM = '\uFEFF';

export interface CsvRecord {
  /** The row number a spreadsheet shows: the header is row 1. */
  rowNumber: number;
  fields: string[];
}

export interface ParsedCsv {
  separator: ',' | ';';
  header: string[];
  /** Data records, blank ones left out (their row numbers are skipped, as a spreadsheet shows). */
  records: CsvRecord[];
}

/** A file read record by record as it arrives (large imports). */
export interface CsvReader {
  separator: ',' | ';';
  header: string[];
  /** Data records, blank ones left out; a syntax error is thrown when iteration reaches it. */
  records: AsyncGenerator<CsvRecord, void, undefined>;
  /** Stops reading (the records were not all wanted); the rest of the source is not read. */
  close(): void;
}

/** A file that is not CSV or not UTF-8; the message names the row and is shown as it is. */
export class CsvSyntaxError extends Error {}

export const NOT_UTF8 = 'The file is not UTF-8 text; save it as "CSV UTF-8"';
/** The header line is looked for in this much text; a file without a line break is read as one line. */
const HEADER_SCAN_LIMIT = 64 * 1024;

/** The separator the header line (outside quotes) holds more of, and whether that line is complete. */
function scanHeader(text: string): { separator: ',' | ';'; complete: boolean } {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  let complete = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) {
      complete = true;
      break;
    } else if (!quoted && character === ',') commas += 1;
    else if (!quoted && character === ';') semicolons += 1;
  }
  return { separator: semicolons > commas ? ';' : ',', complete };
}

/**
 * What the hand-written parser before it accepted: any of CRLF, LF or CR ends a record, rows may
 * have fewer fields than the header (the caller decides about more), blank lines are records (the
 * caller skips them, keeping spreadsheet row numbers), fields are taken as they are (no trimming).
 * Quotes stay strict: text after a closing quote, or a quote inside an unquoted field, is an error.
 */
const parseOptions = (separator: ',' | ';'): ParseOptions => ({
  delimiter: separator,
  bom: true,
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_column_count: true,
  skip_empty_lines: false,
});

const SYNTAX_MESSAGES: Partial<Record<string, string>> = {
  CSV_QUOTE_NOT_CLOSED: 'a quoted field is never closed',
  CSV_INVALID_CLOSING_QUOTE: 'text after a closing quote',
  INVALID_OPENING_QUOTE: 'a quote inside a field that does not start with one; put the whole field in quotes',
};

/** csv-parse's error as a row-numbered CsvSyntaxError; anything else (the upload failing) as it is. */
function syntaxError(error: unknown): unknown {
  if (!(error instanceof CsvError)) return error;
  // `records`: the records read before the one that failed, the header included.
  const row = (typeof error.records === 'number' ? error.records : 0) + 1;
  return new CsvSyntaxError(`Row ${row}: ${SYNTAX_MESSAGES[error.code] ?? error.message}`);
}

const isBlank = (row: readonly string[]) => row.every((value) => value === '');

/** Text chunks of UTF-8 bytes; a byte order mark is dropped, bytes that are not UTF-8 are an error. */
async function* utf8Text(source: AsyncIterable<Uint8Array>): AsyncGenerator<string, void, undefined> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Uint8Array) => {
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new CsvSyntaxError(NOT_UTF8);
    }
  };
  for await (const chunk of source) {
    const text = decode(chunk);
    if (text) yield text;
  }
  const rest = decode();
  if (rest) yield rest;
}

/**
 * Reads `source` (the bytes of a CSV file, as they arrive) up to its header, then answers the data
 * records as they are asked for: memory holds a few chunks, never the file.
 */
export async function readCsvStream(source: AsyncIterable<Uint8Array>): Promise<CsvReader> {
  const texts = utf8Text(source);
  let head = '';
  let scanned = scanHeader(head);
  try {
    while (!scanned.complete && head.length < HEADER_SCAN_LIMIT) {
      const next = await texts.next();
      if (next.done) break;
      head += next.value;
      scanned = scanHeader(head);
    }
  } catch (error) {
    await texts.return();
    throw error;
  }
  async function* text() {
    try {
      if (head) yield head;
      yield* texts;
    } finally {
      await texts.return();
    }
  }
  const parser = parse(parseOptions(scanned.separator));
  // The parser ends with the source's error, so iterating it throws that error.
  pipeline(Readable.from(text()), parser, () => {});
  const rows: AsyncIterator<string[]> = parser[Symbol.asyncIterator]();
  let first: IteratorResult<string[]>;
  try {
    first = await rows.next();
  } catch (error) {
    throw syntaxError(error);
  }
  const header = first.done ? [] : first.value.map((name) => name.trim());
  async function* records(): AsyncGenerator<CsvRecord, void, undefined> {
    let rowNumber = 1;
    try {
      for (let next = await rows.next(); !next.done; next = await rows.next()) {
        rowNumber += 1;
        if (!isBlank(next.value)) yield { rowNumber, fields: next.value.map(unguardFormula) };
      }
    } catch (error) {
      throw syntaxError(error);
    } finally {
      await rows.return?.();
    }
  }
  return {
    separator: scanned.separator,
    header,
    records: records(),
    close: () => parser.destroy(),
  };
}

/** Every record of `input` at once (tests and small files). */
export function parseCsv(input: string): ParsedCsv {
  const text = input.startsWith(UTF8_BOM) ? input.slice(1) : input;
  const { separator } = scanHeader(text);
  let rows: string[][];
  try {
    rows = parseSync(text, parseOptions(separator)) as string[][];
  } catch (error) {
    throw syntaxError(error);
  }
  const [first, ...data] = rows;
  const records: CsvRecord[] = [];
  data.forEach((row, index) => {
    if (!isBlank(row)) records.push({ rowNumber: index + 2, fields: row.map(unguardFormula) });
  });
  return { separator, header: (first ?? []).map((name) => name.trim()), records };
}

const NEEDS_QUOTES = /[",;\r\n]|^\s|\s$/;
/** Excel, LibreOffice and Google Sheets run a cell that starts with one of these (OWASP, CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A signed number is data, not a formula, and stays as it is so that spreadsheets still add it up. */
const SIGNED_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

function isFormulaLike(value: string): boolean {
  return FORMULA_START.test(value) && !SIGNED_NUMBER.test(value);
}

function guardFormula(value: string): string {
  return isFormulaLike(value) ? `'${value}` : value;
}

function unguardFormula(value: string): string {
  return value.startsWith("'") && isFormulaLike(value.slice(1)) ? value.slice(1) : value;
}

/** `,` and CRLF; `;` and edge spaces are quoted too, so either separator reads the file back. */
const STRINGIFY_OPTIONS: StringifyOptions = { record_delimiter: '\r\n', quoted_match: NEEDS_QUOTES };

/** One CSV line with its CRLF. */
export function csvLine(values: readonly string[]): string {
  return stringifySync([values.map(guardFormula)], STRINGIFY_OPTIONS);
}

/** An export as a stream: BOM, header, then the rows as `rows` yields them (read as the client reads). */
export function csvExportStream(
  columns: readonly string[],
  rows: AsyncIterable<Record<string, string>>,
): Readable {
  async function* lines() {
    yield columns.map(guardFormula);
    for await (const row of rows) yield columns.map((column) => guardFormula(row[column] ?? ''));
  }
  return pipeline(Readable.from(lines()), stringify({ ...STRINGIFY_OPTIONS, bom: true }), () => {});
}
