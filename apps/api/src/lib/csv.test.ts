import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvLine, NOT_UTF8, parseCsv, readCsvStream, UTF8_BOM } from './csv.ts';

/** `bytes` as an upload arrives, `size` bytes at a time. */
async function* chunksOf(bytes: Uint8Array, size: number) {
  for (let start = 0; start < bytes.length; start += size) yield bytes.subarray(start, start + size);
}

async function readAll(bytes: Uint8Array, size: number) {
  const reader = await readCsvStream(chunksOf(bytes, size));
  const records = [];
  for await (const record of reader.records) records.push(record);
  return { separator: reader.separator, header: reader.header, records };
}

describe('parseCsv', () => {
  it('reads a BOM, `;` separators and quoted separators, quotes and line breaks', () => {
    const text = `${UTF8_BOM}name;title\r\n"Ålborg; Jensen";"say ""hi"", then\nleave"\r\nplain;\r\n`;
    const parsed = parseCsv(text);
    expect(parsed.separator).toBe(';');
    expect(parsed.header).toEqual(['name', 'title']);
    expect(parsed.records).toEqual([
      { rowNumber: 2, fields: ['Ålborg; Jensen', 'say "hi", then\nleave'] },
      { rowNumber: 3, fields: ['plain', ''] },
    ]);
  });

  it('picks `,` when the header has more commas, and numbers rows as a spreadsheet does', () => {
    const parsed = parseCsv('a,b\n1,"x;y"\n\n3,4');
    expect(parsed.separator).toBe(',');
    // The blank line is row 3 in a spreadsheet; it is skipped, not renumbered.
    expect(parsed.records).toEqual([
      { rowNumber: 2, fields: ['1', 'x;y'] },
      { rowNumber: 4, fields: ['3', '4'] },
    ]);
  });

  it('refuses an unclosed quote and text after a closing quote, naming the row', () => {
    expect(() => parseCsv('a\n"open')).toThrow(new CsvSyntaxError('Row 2: a quoted field is never closed'));
    expect(() => parseCsv('a\nok\n"closed"x')).toThrow(
      new CsvSyntaxError('Row 3: text after a closing quote'),
    );
  });
});

describe('readCsvStream', () => {
  const text = `${UTF8_BOM}navn;by\r\n"Ålborg; Jensen";"to\r\nlinjer"\r\n\r\nØrsted;Æbeltoft\rlast;row\n`;

  it('reads the same records however the upload is cut into chunks', async () => {
    const bytes = new TextEncoder().encode(text);
    const expected = {
      separator: ';',
      header: ['navn', 'by'],
      records: [
        { rowNumber: 2, fields: ['Ålborg; Jensen', 'to\r\nlinjer'] },
        { rowNumber: 4, fields: ['Ørsted', 'Æbeltoft'] },
        { rowNumber: 5, fields: ['last', 'row'] },
      ],
    };
    // One byte at a time splits the BOM, CRLF pairs and every two-byte letter.
    for (const size of [1, 2, 3, 7, bytes.length]) {
      expect(await readAll(bytes, size), `chunks of ${size}`).toEqual(expected);
    }
  });

  it('refuses bytes that are not UTF-8 where it meets them', async () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('name\nok\n'), 0xff, 0x0a]);
    await expect(readAll(bytes, 4)).rejects.toThrow(new CsvSyntaxError(NOT_UTF8));
  });
});

describe('csvLine', () => {
  it('quotes only what needs it and reads back unchanged', () => {
    const values = ['plain', 'a,b', 'semi;colon', 'say "hi"', 'two\nlines', ' padded ', '', 'Ærø'];
    const line = csvLine(values);
    expect(line).toBe('plain,"a,b","semi;colon","say ""hi""","two\nlines"," padded ",,Ærø\r\n');
    expect(parseCsv(csvLine(values.map((_, index) => `c${index}`)) + line).records[0]?.fields).toEqual(
      values,
    );
  });

  it('puts an apostrophe before what a spreadsheet would run as a formula, and imports it back unchanged', () => {
    const values = [
      '=HYPERLINK("http://evil.test","click")',
      '@SUM(A1)',
      '+45 12 34 56 78',
      '-2+3',
      '-12',
      '+3.5',
      'a=b',
    ];
    const line = csvLine(values);
    expect(line).toBe(
      `"'=HYPERLINK(""http://evil.test"",""click"")",'@SUM(A1),'+45 12 34 56 78,'-2+3,-12,+3.5,a=b\r\n`,
    );
    expect(parseCsv(csvLine(values.map((_, index) => `c${index}`)) + line).records[0]?.fields).toEqual(
      values,
    );
  });
});
