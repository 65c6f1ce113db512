import { inflateRawSync } from 'node:zlib';

/**
 * Limits of an uploaded Word template, checked on the bytes actually inflated (issue 25): a zip's
 * own header may claim any size, and a 1 MB file can unpack to 1 GiB.
 */
export const DOCX_LIMITS = {
  /** Everything the document unpacks to, pictures included. */
  unpackedBytes: 50 * 1024 * 1024,
  /** The XML parts together: what docxtemplater parses and LibreOffice lays out. */
  xmlBytes: 10 * 1024 * 1024,
  /** Parts of the package: a CV template has a few dozen. */
  entries: 1000,
} as const;

/** Why a file is not a usable template, in words for the person who uploaded it. */
export class DocxRefused extends Error {
  constructor(
    readonly kind: 'notDocx' | 'tooBig',
    message: string,
  ) {
    super(message);
  }
}

const MB = 1024 * 1024;
export const DOCX_REFUSALS = {
  unpacked: `The Word document unpacks to more than ${DOCX_LIMITS.unpackedBytes / MB} MB; it cannot be a CV template`,
  xml: `The Word document holds more than ${DOCX_LIMITS.xmlBytes / MB} MB of text and layout; it cannot be a CV template`,
  entries: `The Word document has more than ${DOCX_LIMITS.entries} parts; it cannot be a CV template`,
} as const;

const notDocx = () => new DocxRefused('notDocx', 'Not a Word document');

/** The end-of-central-directory record: the last 22 bytes, or before a comment of up to 64 KB. */
function endOfDirectory(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at -= 1) {
    if (zip.readUInt32LE(at) === 0x06054b50) return at;
  }
  throw notDocx();
}

/**
 * The parts of a .docx as inflated bytes, read from its central directory. Inflation stops at the
 * limit whatever the headers claim (zlib's `maxOutputLength`), and a document over any limit is
 * refused naming it. Zip64, encryption and methods other than stored and deflate are not Word's.
 */
export function readDocxParts(bytes: Uint8Array): Map<string, Buffer> {
  const zip = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (zip.length < 22 || zip.readUInt32LE(0) !== 0x04034b50) throw notDocx();
  const end = endOfDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  if (count > DOCX_LIMITS.entries) throw new DocxRefused('tooBig', DOCX_REFUSALS.entries);
  let at = zip.readUInt32LE(end + 16);
  const parts = new Map<string, Buffer>();
  let unpacked = 0;
  let xml = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== 0x02014b50) throw notDocx();
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localHeader = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 1 || (method !== 0 && method !== 8)) throw notDocx();
    if (localHeader + 30 > zip.length || zip.readUInt32LE(localHeader) !== 0x04034b50) throw notDocx();
    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    if (dataStart + compressedSize > zip.length) throw notDocx();
    if (name.endsWith('/')) continue;
    const isXml = /\.(xml|rels)$/i.test(name);
    const room = Math.min(
      DOCX_LIMITS.unpackedBytes - unpacked,
      isXml ? DOCX_LIMITS.xmlBytes - xml : Number.POSITIVE_INFINITY,
    );
    const overLimit = () =>
      new DocxRefused(
        'tooBig',
        isXml && DOCX_LIMITS.xmlBytes - xml < DOCX_LIMITS.unpackedBytes - unpacked
          ? DOCX_REFUSALS.xml
          : DOCX_REFUSALS.unpacked,
      );
    const compressed = zip.subarray(dataStart, dataStart + compressedSize);
    let data: Buffer;
    if (method === 0) {
      data = compressed;
    } else {
      try {
        // One byte over the room left is enough to know it does not fit.
        data = inflateRawSync(compressed, { maxOutputLength: Math.max(1, room + 1) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw overLimit();
        throw notDocx();
      }
    }
    if (data.length > room) throw overLimit();
    unpacked += data.length;
    if (isXml) xml += data.length;
    parts.set(name, data);
  }
  if (!parts.has('word/document.xml') || !parts.has('[Content_Types].xml')) throw notDocx();
  return parts;
}

/** Field instructions that make Word or LibreOffice read another file or address. */
const FETCHING_FIELDS = /^\s*(INCLUDEPICTURE|INCLUDETEXT|INCLUDE|LINK|DDE|DDEAUTO|IMPORT|RD)\b/i;

/**
 * The document with nothing that reaches outside it (issue 25, SSRF): every relationship with
 * `TargetMode="External"` except hyperlinks (a link in the PDF is not fetched), and every field that
 * includes another file. LibreOffice would otherwise fetch each linked picture (`http://` or
 * `file://`) at every conversion.
 */
export function withoutExternalLinks(parts: Map<string, Buffer>): Map<string, Buffer> {
  const clean = new Map<string, Buffer>();
  for (const [name, data] of parts) {
    if (name.endsWith('.rels')) {
      const xml = data.toString('utf8');
      const kept = xml.replace(
        /<Relationship\b[^>]*?\/>|<Relationship\b[^>]*>[\s\S]*?<\/Relationship>/g,
        (element) =>
          /TargetMode\s*=\s*["']External["']/i.test(element) &&
          !/Type\s*=\s*["'][^"']*\/hyperlink["']/i.test(element)
            ? ''
            : element,
      );
      clean.set(name, kept === xml ? data : Buffer.from(kept, 'utf8'));
    } else if (/^word\/.*\.xml$/i.test(name)) {
      const xml = data.toString('utf8');
      const kept = xml
        .replace(/(<w:instrText\b[^>]*>)([\s\S]*?)(<\/w:instrText>)/g, (whole, open, text: string, close) =>
          FETCHING_FIELDS.test(text) ? `${open}${close}` : whole,
        )
        .replace(/(\bw:instr\s*=\s*")([^"]*)(")/g, (whole, open, text: string, close) =>
          FETCHING_FIELDS.test(text) ? `${open}${close}` : whole,
        );
      clean.set(name, kept === xml ? data : Buffer.from(kept, 'utf8'));
    } else {
      clean.set(name, data);
    }
  }
  return clean;
}
