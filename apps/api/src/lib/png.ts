import { crc32, deflateSync } from 'node:zlib';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** A PNG chunk: length, type, data, and the CRC of type and data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(12 + data.length);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, data.length);
  for (let index = 0; index < 4; index += 1) bytes[4 + index] = type.charCodeAt(index);
  bytes.set(data, 8);
  view.setUint32(8 + data.length, crc32(bytes.subarray(4, 8 + data.length)));
  return bytes;
}

/**
 * An 8-bit RGB or RGBA PNG from filtered scanlines (each row: a filter byte, then width × 3 or 4
 * bytes): what the demo seed's crests and portraits are written as, without an image library.
 */
export function encodePng(
  width: number,
  height: number,
  scanlines: Uint8Array,
  colours: 'rgb' | 'rgba',
): Uint8Array {
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8; // bit depth
  header[9] = colours === 'rgba' ? 6 : 2; // colour type
  // Bytes 10-12 stay 0: deflate compression, adaptive filtering, no interlace.
  const parts = [
    Uint8Array.from(PNG_SIGNATURE),
    chunk('IHDR', header),
    // Level 1: drawings compress well anyway, and the demo seed draws hundreds at every start.
    chunk('IDAT', deflateSync(scanlines, { level: 1 })),
    chunk('IEND', new Uint8Array(0)),
  ];
  const png = new Uint8Array(parts.reduce((total, part) => total + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    png.set(part, offset);
    offset += part.length;
  }
  return png;
}
