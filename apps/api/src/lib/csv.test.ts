import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, csvLine, parseCsv, UTF8_BOM } from './csv.ts';

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

  it('refuses an unclosed quote and text after a closing quote', () => {
    expect(() => parseCsv('a\n"open')).toThrow(CsvSyntaxError);
    expect(() => parseCsv('a\n"closed"x')).toThrow(CsvSyntaxError);
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
