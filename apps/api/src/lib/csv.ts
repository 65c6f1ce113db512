/**
 * CSV as spreadsheets read and write it (RFC 4180): fields quoted when they hold the separator, a
 * quote or a line break, quotes doubled inside. Import accepts `,` or `;` (Danish spreadsheets save
 * with `;`) and a UTF-8 byte order mark; export writes `,`, CRLF and a BOM so that Excel reads UTF-8.
 * A value a spreadsheet would run as a formula is exported behind an apostrophe (CSV injection), which
 * the import takes off again, so an exported file still imports back unchanged.
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

/** A file read record by record, so that a caller can pause between records (large imports). */
export interface CsvReader {
  separator: ',' | ';';
  header: string[];
  /** Data records, blank ones left out; a syntax error is thrown when iteration reaches it. */
  records: Generator<CsvRecord, void, undefined>;
}

export class CsvSyntaxError extends Error {}

/** `;` when the header line (outside quotes) holds more of them than commas. */
function detectSeparator(text: string): ',' | ';' {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === '\n' || character === '\r')) break;
    else if (!quoted && character === ',') commas += 1;
    else if (!quoted && character === ';') semicolons += 1;
  }
  return semicolons > commas ? ';' : ',';
}

/** Every row of `text`, the header included; a row may span lines inside quotes. */
function* csvRows(text: string, separator: ',' | ';'): Generator<string[], void, undefined> {
  let rowCount = 0;
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  // Whether the current field began with a quote: text after its closing quote is then an error.
  let wasQuoted = false;
  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    const row = fields;
    fields = [];
    rowCount += 1;
    return row;
  };
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character !== '"') field += character;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
      continue;
    }
    if (character === '"' && field === '' && !wasQuoted) {
      quoted = true;
      wasQuoted = true;
    } else if (character === separator) endField();
    else if (character === '\r' || character === '\n') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      yield endRecord();
    } else if (wasQuoted) {
      throw new CsvSyntaxError(`Row ${rowCount + 1}: text after a closing quote`);
    } else field += character;
  }
  if (quoted) throw new CsvSyntaxError(`Row ${rowCount + 1}: a quoted field is never closed`);
  // The last line needs no line break.
  if (field !== '' || fields.length > 0 || wasQuoted) yield endRecord();
}

/** The header at once, the data records as they are asked for. */
export function readCsv(input: string): CsvReader {
  const text = input.startsWith(UTF8_BOM) ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const rows = csvRows(text, separator);
  const first = rows.next();
  const header = first.done ? [] : first.value.map((name) => name.trim());
  function* records(): Generator<CsvRecord, void, undefined> {
    let rowNumber = 1;
    for (const row of rows) {
      rowNumber += 1;
      if (row.every((value) => value === '')) continue;
      yield { rowNumber, fields: row.map(unguardFormula) };
    }
  }
  return { separator, header, records: records() };
}

/** Every record of `input` at once. */
export function parseCsv(input: string): ParsedCsv {
  const { separator, header, records } = readCsv(input);
  return { separator, header, records: [...records] };
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

/** One CSV line with its CRLF; `;` is quoted too, so either separator reads the file back. */
export function csvLine(values: readonly string[]): string {
  const cells = values.map(guardFormula);
  return `${cells.map((value) => (NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value)).join(',')}\r\n`;
}
