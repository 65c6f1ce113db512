import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { CREST_SIZE, drawCrest } from './crest.ts';

/** Width and height from the PNG's IHDR chunk (bytes 16-23). */
const dimensions = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
};

describe('drawCrest', () => {
  it('draws a 128×128 PNG that image readers recognise', async () => {
    const png = drawCrest('Football/Aalborg Håndbold');
    expect((await fileTypeFromBuffer(png))?.mime).toBe('image/png');
    expect(dimensions(png)).toEqual([CREST_SIZE, CREST_SIZE]);
    // A small file: the shield compresses well.
    expect(png.length).toBeLessThan(8_000);
  });

  it('draws the same crest for the same seed and different crests for different clubs', () => {
    expect(
      Buffer.from(drawCrest('Herning Blue Fox')).equals(Buffer.from(drawCrest('Herning Blue Fox'))),
    ).toBe(true);
    const crests = new Set(
      ['Herning Blue Fox', 'Aalborg Pirates', 'Frölunda HC', 'Eisbären Berlin', 'Storhamar Hockey'].map(
        (name) => Buffer.from(drawCrest(name)).toString('base64'),
      ),
    );
    expect(crests.size).toBe(5);
  });
});
