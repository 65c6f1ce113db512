#!/usr/bin/env node
// Writes apps/api/assets/cv-template.docx, the sample CV template that ships with the product (D20)
// and that the demo gives to Icehockey: a one-page Word document with every placeholder the CV
// filler knows (modules/player-cv/cv-fields.ts). Run `node apps/api/scripts/make-cv-template.mjs`
// after changing it; the .docx is committed, so the build and the seed need no script.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PizZip from 'pizzip';

const out = path.join(import.meta.dirname, '..', 'assets', 'cv-template.docx');

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const ACCENT = '283593';
const GREY = '666666';

const xmlText = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** A run of text; `{ bold, size (half-points), color }`. */
function run(text, { bold = false, size, color, caps = false } = {}) {
  const props = [
    bold ? '<w:b/>' : '',
    // Word's small-print "all caps": the sport's name arrives as written ("Icehockey").
    caps ? '<w:caps/>' : '',
    color ? `<w:color w:val="${color}"/>` : '',
    size ? `<w:sz w:val="${size}"/><w:szCs w:val="${size}"/>` : '',
  ].join('');
  return `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r>`;
}

function paragraph(runs, { style, after = 60, align } = {}) {
  const props = [
    style ? `<w:pStyle w:val="${style}"/>` : '',
    `<w:spacing w:before="0" w:after="${after}"/>`,
    align ? `<w:jc w:val="${align}"/>` : '',
  ].join('');
  return `<w:p><w:pPr>${props}</w:pPr>${[runs].flat().join('')}</w:p>`;
}

const heading = (text) => paragraph(run(text, { caps: true }), { style: 'Heading2', after: 60 });

/** A borderless two-column table of label and value rows. */
function facts(rows, widths = [2600, 6400]) {
  const cell = (content, width) =>
    `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/></w:tcPr>${content}</w:tc>`;
  const body = rows
    .map(
      ([label, value]) =>
        `<w:tr>${cell(paragraph(run(label, { bold: true, color: GREY }), { after: 20 }), widths[0])}${cell(
          paragraph(run(value), { after: 20 }),
          widths[1],
        )}</w:tr>`,
    )
    .join('');
  return `<w:tbl><w:tblPr><w:tblW w:w="9000" w:type="dxa"/><w:tblBorders><w:top w:val="nil"/><w:left w:val="nil"/><w:bottom w:val="nil"/><w:right w:val="nil"/><w:insideH w:val="nil"/><w:insideV w:val="nil"/></w:tblBorders><w:tblLayout w:type="fixed"/></w:tblPr><w:tblGrid>${widths
    .map((width) => `<w:gridCol w:w="${width}"/>`)
    .join('')}</w:tblGrid>${body}</w:tbl>`;
}

const body = [
  paragraph(run('{companyName}', { bold: true, color: ACCENT, size: 20 }), { after: 120 }),
  paragraph(run('{fullName}'), { style: 'Title', after: 40 }),
  paragraph(run('{positions} · {sport}', { color: GREY, size: 24 }), { after: 200 }),
  heading('PERSONAL'),
  facts([
    ['Birthday', '{dateOfBirth} (age {age})'],
    ['Height', '{height}'],
    ['Weight', '{weight}'],
    ['Nationality', '{nationality}'],
    ['Footing', '{rightyLefty}'],
    ['Marital status', '{maritalStatus}'],
  ]),
  heading('CLUB AND CONTRACT'),
  facts([
    ['Current club', '{clubName}'],
    ['Former club', '{formerClub}'],
    ['Contract status', '{playerContract}'],
    ['Contract ends', '{playerContractEndDate}'],
    ['Transfer market', '{transferMarket}'],
  ]),
  heading('{sport} INFORMATION'),
  facts([
    ['International level', '{internationalLevel}'],
    ['Statistics', '{statistics}'],
    ['Profile', '{description}'],
    ['References', '{playerReferences}'],
  ]),
  heading('AGENT'),
  facts([
    ['Agent', '{agentName}'],
    ['Phone', '{agentPhone}'],
    ['E-mail', '{agentEmail}'],
  ]),
  heading('VIDEO'),
  // paragraphLoop: the loop's own paragraphs vanish; the one between them repeats per video.
  paragraph(run('{#videos}'), { after: 0 }),
  paragraph([run('{title}: ', { bold: true }), run('{videoUrl}', { color: ACCENT })], { after: 20 }),
  paragraph(run('{/videos}'), { after: 200 }),
  paragraph(run('{companyName} · {companyAddress} · {companyWebsite}', { color: GREY, size: 16 }), {
    align: 'center',
    after: 0,
  }),
].join('');

const document = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="${W}"><w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1000" w:right="1100" w:bottom="1000" w:left="1100" w:header="500" w:footer="500" w:gutter="0"/></w:sectPr></w:body></w:document>`;

const styles = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:styles xmlns:w="${W}">
<w:docDefaults><w:rPrDefault><w:rPr><w:rFonts w:ascii="Liberation Sans" w:hAnsi="Liberation Sans" w:cs="Liberation Sans" w:eastAsia="Liberation Sans"/><w:sz w:val="20"/><w:szCs w:val="20"/><w:lang w:val="en-GB"/></w:rPr></w:rPrDefault><w:pPrDefault><w:pPr><w:spacing w:after="60" w:line="252" w:lineRule="auto"/></w:pPr></w:pPrDefault></w:docDefaults>
<w:style w:type="paragraph" w:default="1" w:styleId="Normal"><w:name w:val="Normal"/><w:qFormat/></w:style>
<w:style w:type="paragraph" w:styleId="Title"><w:name w:val="Title"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:rPr><w:b/><w:color w:val="${ACCENT}"/><w:sz w:val="48"/><w:szCs w:val="48"/></w:rPr></w:style>
<w:style w:type="paragraph" w:styleId="Heading2"><w:name w:val="heading 2"/><w:basedOn w:val="Normal"/><w:next w:val="Normal"/><w:qFormat/><w:pPr><w:keepNext/><w:pBdr><w:bottom w:val="single" w:sz="6" w:space="1" w:color="${ACCENT}"/></w:pBdr><w:spacing w:before="200" w:after="60"/><w:outlineLvl w:val="1"/></w:pPr><w:rPr><w:b/><w:color w:val="${ACCENT}"/><w:sz w:val="24"/><w:szCs w:val="24"/></w:rPr></w:style>
</w:styles>`;

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/><Override PartName="/word/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.styles+xml"/><Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/></Types>`;

const rels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/></Relationships>`;

const documentRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/styles" Target="styles.xml"/></Relationships>`;

const core = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:title>Player CV</dc:title><dc:creator>Transferdesk</dc:creator></cp:coreProperties>`;

const zip = new PizZip();
// A fixed date keeps the committed file byte-identical from run to run.
const date = new Date('2025-01-01T00:00:00Z');
for (const [name, text] of [
  ['[Content_Types].xml', contentTypes],
  ['_rels/.rels', rels],
  ['word/document.xml', document],
  ['word/styles.xml', styles],
  ['word/_rels/document.xml.rels', documentRels],
  ['docProps/core.xml', core],
]) {
  zip.file(name, text, { date });
}
mkdirSync(path.dirname(out), { recursive: true });
writeFileSync(out, zip.generate({ type: 'nodebuffer', compression: 'DEFLATE' }));
console.log(`wrote ${path.relative(process.cwd(), out)}`);
