import { readFileSync } from 'node:fs';
import path from 'node:path';
import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { DOCX_LIMITS, DOCX_REFUSALS, DocxRefused, readDocxParts, withoutExternalLinks } from './docx-zip.ts';

const SAMPLE_TEMPLATE = readFileSync(
  path.join(import.meta.dirname, '..', '..', '..', 'assets', 'cv-template.docx'),
);
const MB = 1024 * 1024;

/** The sample template with `extra` parts added. */
function docxWith(extra: Record<string, string | Buffer>): Buffer {
  const zip = new PizZip(SAMPLE_TEMPLATE);
  for (const [name, data] of Object.entries(extra))
    zip.file(name, data, { binary: typeof data !== 'string' });
  return zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** The zip with every size its central directory declares set to `claimed`: what a zip bomb says. */
function lyingAboutSizes(zip: Buffer, claimed: number): Buffer {
  const copy = Buffer.from(zip);
  for (let at = 0; at + 46 <= copy.length; at += 1) {
    if (copy.readUInt32LE(at) === 0x02014b50) copy.writeUInt32LE(claimed, at + 24);
  }
  return copy;
}

function refusal(bytes: Buffer): DocxRefused | undefined {
  try {
    readDocxParts(bytes);
    return undefined;
  } catch (error) {
    if (error instanceof DocxRefused) return error;
    throw error;
  }
}

describe('readDocxParts: the limits hold on the bytes actually inflated', () => {
  it('reads a real template', () => {
    const parts = readDocxParts(SAMPLE_TEMPLATE);
    expect(parts.get('word/document.xml')?.toString('utf8')).toContain('<w:body>');
  });

  it('refuses a small file that unpacks past the limit, whatever sizes it claims', () => {
    const bomb = lyingAboutSizes(
      docxWith({ 'word/media/filler.bin': Buffer.alloc(DOCX_LIMITS.unpackedBytes + MB) }),
      100,
    );
    expect(bomb.length).toBeLessThan(MB);
    expect(refusal(bomb)?.message).toBe(DOCX_REFUSALS.unpacked);
    expect(DOCX_REFUSALS.unpacked).toContain('50 MB');
  });

  it('refuses more XML than a template has, even when it compresses to almost nothing', () => {
    const padding = `<!--${' '.repeat(DOCX_LIMITS.xmlBytes)}-->`;
    const file = docxWith({ 'word/footer9.xml': `<?xml version="1.0"?>${padding}<w:ftr/>` });
    expect(file.length).toBeLessThan(MB);
    expect(refusal(file)?.message).toBe(DOCX_REFUSALS.xml);
  });

  it('refuses a document of more parts than the limit', () => {
    const many = Object.fromEntries(
      Array.from({ length: DOCX_LIMITS.entries }, (_, index) => [`word/media/p${index}.txt`, 'x']),
    );
    expect(refusal(docxWith(many))?.message).toBe(DOCX_REFUSALS.entries);
  });

  it('answers "not a Word document" for other files', () => {
    expect(refusal(Buffer.from('%PDF-1.7 not a zip'))?.kind).toBe('notDocx');
    const zipOfOther = new PizZip();
    zipOfOther.file('readme.txt', 'hello');
    expect(refusal(zipOfOther.generate({ type: 'nodebuffer' }))?.kind).toBe('notDocx');
  });
});

describe('withoutExternalLinks: nothing in the document reaches outside it', () => {
  const rels = `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/>
<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="http://127.0.0.1:9/probe.png" TargetMode="External"/>
<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/image" Target="file:///etc/hostname" TargetMode='External'/>
<Relationship Id="rId4" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/hyperlink" Target="https://agency.example" TargetMode="External"/>
</Relationships>`;
  const document = `<w:document><w:body><w:p><w:r><w:instrText xml:space="preserve"> INCLUDEPICTURE "http://127.0.0.1:9/field.png" \\d </w:instrText></w:r>
<w:fldSimple w:instr=" includetext &quot;file:///etc/passwd&quot; "><w:r><w:t>x</w:t></w:r></w:fldSimple>
<w:r><w:instrText> PAGE </w:instrText></w:r></w:p></w:body></w:document>`;
  const parts = new Map([
    ['word/_rels/document.xml.rels', Buffer.from(rels)],
    ['word/document.xml', Buffer.from(document)],
    ['word/media/image1.png', Buffer.from('PNG bytes stay as they are')],
  ]);
  const clean = withoutExternalLinks(parts);
  const cleanRels = clean.get('word/_rels/document.xml.rels')?.toString('utf8') ?? '';
  const cleanDocument = clean.get('word/document.xml')?.toString('utf8') ?? '';

  it('drops external pictures (http and file) and keeps hyperlinks and the package’s own parts', () => {
    expect(cleanRels).not.toContain('127.0.0.1');
    expect(cleanRels).not.toContain('file://');
    expect(cleanRels).toContain('Target="styles.xml"');
    expect(cleanRels).toContain('https://agency.example');
  });

  it('empties fields that include another file and keeps the others', () => {
    expect(cleanDocument).not.toContain('INCLUDEPICTURE');
    expect(cleanDocument).not.toContain('/etc/passwd');
    expect(cleanDocument).toContain(' PAGE ');
    expect(clean.get('word/media/image1.png')).toBe(parts.get('word/media/image1.png'));
  });
});
