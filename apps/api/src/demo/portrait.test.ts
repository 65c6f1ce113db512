import { fileTypeFromBuffer } from 'file-type';
import { describe, expect, it } from 'vitest';
import { drawPortrait, HAIR_STYLES, PORTRAIT_SIZE, type PortraitLook } from './portrait.ts';

/** Width and height from the PNG's IHDR chunk (bytes 16-23). */
const dimensions = (png: Uint8Array) => {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  return [view.getUint32(16), view.getUint32(20)];
};

const LOOK: PortraitLook = { skin: 1, hair: 'blond', style: 'short', beard: false, kit: 'Herning Blue Fox' };

describe('drawPortrait', () => {
  it('draws a square PNG that image readers recognise, in every hair style', async () => {
    for (const style of HAIR_STYLES) {
      const png = drawPortrait(`Icehockey/${style}`, { ...LOOK, style });
      expect((await fileTypeFromBuffer(png))?.mime, style).toBe('image/png');
      expect(dimensions(png), style).toEqual([PORTRAIT_SIZE, PORTRAIT_SIZE]);
      // Small files: hundreds are written at every demo start.
      expect(png.length, style).toBeLessThan(12_000);
    }
  });

  it('draws the same picture for the same seed and look, and different ones otherwise', () => {
    const same = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
    expect(same(drawPortrait('Mette Jensen', LOOK), drawPortrait('Mette Jensen', LOOK))).toBe(true);
    const pictures = new Set(
      [
        drawPortrait('Mette Jensen', LOOK),
        drawPortrait('Sandra Nielsen', LOOK),
        drawPortrait('Mette Jensen', { ...LOOK, skin: 4, hair: 'black' }),
        drawPortrait('Mette Jensen', { ...LOOK, style: 'ponytail' }),
        drawPortrait('Mette Jensen', { ...LOOK, kit: 'Aalborg Pirates' }),
        drawPortrait('Mette Jensen', { ...LOOK, beard: true }),
      ].map((png) => Buffer.from(png).toString('base64')),
    );
    expect(pictures.size).toBe(6);
  });
});
