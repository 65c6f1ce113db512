import { encodePng } from '../lib/png.ts';
import { generator } from './random.ts';

/**
 * Player pictures for the demo (issue 11): a head-and-shoulders avatar in the club's shirt, drawn
 * from a seed and a look (skin tone, hair, beard) and encoded as PNG with node:zlib alone, like the
 * club crests (crest.ts), so that the seed needs neither the network nor an image library. The
 * same seed and look always give the same bytes.
 */

export const PORTRAIT_SIZE = 160;

type Rgb = readonly [number, number, number];

const rgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(0, 2), 16),
  Number.parseInt(hex.slice(2, 4), 16),
  Number.parseInt(hex.slice(4, 6), 16),
];

/** Skin tones from the lightest (0) to the darkest (5). */
const SKIN_TONES: readonly Rgb[] = ['f5d6c1', 'eac0a0', 'd8a47e', 'b87d58', '8c5a3c', '5f3b28'].map(rgb);

export const HAIR_COLOURS = {
  black: '1d1a19',
  darkBrown: '3a2819',
  brown: '6b4528',
  darkBlond: '957447',
  blond: 'd2b06a',
  platinum: 'e6d7a8',
  red: 'a44f28',
  grey: '9a9692',
} as const;
export type HairColour = keyof typeof HAIR_COLOURS;

export const HAIR_STYLES = ['short', 'crop', 'buzz', 'curly', 'bald', 'long', 'ponytail', 'bun'] as const;
export type HairStyle = (typeof HAIR_STYLES)[number];

export interface PortraitLook {
  /** 0 (lightest) to 5 (darkest), an index into SKIN_TONES. */
  skin: number;
  hair: HairColour;
  style: HairStyle;
  beard: boolean;
  /** Whose shirt: players of one club (the same kit seed) wear the same colours. */
  kit: string;
}

/** Shirt colour pairs (body, trim). */
const KITS: readonly (readonly [string, string])[] = [
  ['c8102e', 'f5f5f5'],
  ['0038a8', 'f5f5f5'],
  ['1b1b1b', 'f5f5f5'],
  ['00843d', 'f5f5f5'],
  ['ffcd00', '1b1b1b'],
  ['c8102e', '1b1b1b'],
  ['0038a8', 'ffcd00'],
  ['6cace4', '0b1f4b'],
  ['7a263a', '6cace4'],
  ['f47920', '1b1b1b'],
  ['0b1f4b', 'c99700'],
  ['f5f5f5', 'c8102e'],
  ['f5f5f5', '0038a8'],
  ['5b2c83', 'f5f5f5'],
];

/** Soft studio backdrops. */
const BACKDROPS: readonly Rgb[] = ['dfe7ef', 'e6e2da', 'dde8e0', 'e8e0e6', 'e2e2e2', 'd9e2ea'].map(rgb);

const shade = (colour: Rgb, factor: number): Rgb => [
  colour[0] * factor,
  colour[1] * factor,
  colour[2] * factor,
];
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [
  a[0] + (b[0] - a[0]) * t,
  a[1] + (b[1] - a[1]) * t,
  a[2] + (b[2] - a[2]) * t,
];

// Layers, bottom to top; the region function answers the topmost layer that covers a point.
const BACKDROP = 0;
const BACK_HAIR = 1;
const SHIRT = 2;
const SHIRT_TRIM = 3;
const NECK = 4;
const EAR = 5;
const FACE = 6;
const BEARD = 7;
const HAIR = 8;
const BROW = 9;
const EYE = 10;
const NOSE = 11;
const MOUTH = 12;
type Layer = number;

const CX = PORTRAIT_SIZE / 2;
/** Samples per pixel side where a pixel straddles an edge (anti-aliasing). */
const SUPERSAMPLE = 3;

const sq = (value: number) => value * value;

/**
 * One portrait's shapes. A class rather than closures: every portrait has the same shape, so the
 * engine optimises `region` once for all of them (it runs some 18 000 times per portrait).
 */
class Figure {
  readonly headY: number;
  readonly headRx: number;
  readonly headRy: number;
  readonly eyeGap: number;
  readonly eyeY: number;
  readonly browTilt: number;
  readonly hairlineTop: number;
  readonly capped: boolean;
  readonly curly: boolean;
  readonly bun: boolean;
  readonly longBack: boolean;
  readonly ponytail: boolean;
  readonly beard: boolean;
  readonly stripes: boolean;
  readonly hoop: boolean;
  readonly capRx: number;
  readonly capRy: number;
  readonly neckTop: number;
  readonly bunY: number;
  readonly ponytailX: number;
  readonly longReach: number;
  readonly headTop: number;
  readonly headBottom: number;
  readonly headSide: number;

  constructor(random: () => number, style: HairStyle, beard: boolean, kitPattern: number) {
    // Face proportions vary a little per player.
    this.headY = 70 + random() * 3;
    this.headRx = 26 + random() * 4;
    this.headRy = 34 + random() * 3;
    this.eyeGap = 10.5 + random() * 2;
    this.eyeY = this.headY + 2 + random() * 2;
    // Brows level or falling outwards: a friendly face, never a frown.
    this.browTilt = random() * 0.8;
    const fringe = random() * 6;
    this.capped = style !== 'bald';
    this.curly = style === 'curly';
    this.bun = style === 'bun';
    this.longBack = style === 'long';
    this.ponytail = style === 'ponytail';
    this.beard = beard;
    this.stripes = kitPattern < 0.25;
    this.hoop = kitPattern >= 0.25 && kitPattern < 0.45;
    const capExtra = this.curly ? 7 : style === 'buzz' ? 0.5 : 3;
    this.hairlineTop = this.headY - this.headRy + (style === 'buzz' ? 12 : 14) + fringe;
    this.capRx = this.headRx + capExtra;
    this.capRy = this.headRy + capExtra;
    this.neckTop = this.headY + this.headRy * 0.6;
    this.bunY = this.headY - this.headRy - 4;
    this.ponytailX = CX + this.headRx - 2;
    this.longReach = this.headRx + 7;
    // Beyond these the head, its hair and the ears cannot reach: most samples skip their tests.
    this.headTop = this.headY - this.headRy - capExtra - 16;
    this.headBottom = this.headY + this.headRy + 1;
    this.headSide = this.headRx + capExtra + 8;
  }

  inHead(dx: number, dy: number): boolean {
    const ny = dy / this.headRy;
    // Narrower towards the chin.
    const rx = ny > 0 ? this.headRx * (1 - 0.22 * ny) : this.headRx;
    return sq(dx / rx) + ny * ny <= 1;
  }

  inCap(dx: number, dy: number): boolean {
    if (!this.capped) return false;
    const capY = dy + 4;
    let rx = this.capRx;
    let ry = this.capRy;
    if (this.curly) {
      const wobble = 1.8 * Math.sin(Math.atan2(capY, dx) * 11);
      rx += wobble;
      ry += wobble;
    }
    if (sq(dx / rx) + sq(capY / ry) > 1) return false;
    const ratio = Math.abs(dx) / this.headRx;
    return dy < this.hairlineTop + 22 * ratio * ratio * ratio - this.headY;
  }

  /** The face's features, or -1: mouth, nose, eyes and brows (x mirrored to one side). */
  feature(adx: number, dx: number, y: number): Layer {
    const { headY } = this;
    if (adx <= 8.5) {
      const curve = 0.02 * dx * dx;
      if (y >= headY + 20.5 - curve && y <= headY + 22.6 - curve * 0.5) return MOUTH;
    }
    if (sq(dx / 3.2) + sq((y - (headY + 12)) / 2.2) <= 1) return NOSE;
    const ex = adx - this.eyeGap;
    if (sq(ex / 2.7) + sq((y - this.eyeY) / 3) <= 1) return EYE;
    if (Math.abs(ex) <= 6 && Math.abs(y - (this.eyeY - 8 + this.browTilt * ex * 0.3)) <= 1.3) return BROW;
    return -1;
  }

  /** The topmost layer at (x, y). */
  region(x: number, y: number): Layer {
    const dx = x - CX;
    const dy = y - this.headY;
    const adx = Math.abs(dx);
    if (y >= this.headTop && y <= this.headBottom && adx <= this.headSide) {
      const head = this.inHead(dx, dy);
      if (head) {
        const face = this.feature(adx, dx, y);
        if (face >= 0) return face;
      }
      if (this.inCap(dx, dy)) return HAIR;
      if (this.bun && sq(dx / 12) + sq((y - this.bunY) / 10) <= 1) return HAIR;
      if (head) return this.beard && dy > 13 - 7 * sq(adx / this.headRx) ? BEARD : FACE;
      if (sq((adx - this.headRx - 0.5) / 5) + sq((y - (this.headY + 4)) / 8) <= 1) return EAR;
    }
    if (adx <= 14.5 && y >= this.neckTop && (y <= 128 || sq(dx / 14.5) + sq((y - 128) / 9) <= 1)) return NECK;
    // Shoulders: a squarish superellipse under the head.
    const inShirt = y >= 124 && sq(sq(dx / 76)) + sq(sq((y - 198) / 70)) <= 1;
    if (inShirt && sq(dx / 20) + sq((y - 128) / 13) <= 1) return SHIRT_TRIM;
    const { longReach } = this;
    if (this.longBack && adx <= longReach && y >= this.headY - 10 && y <= 134 - sq(adx / longReach) * 8) {
      return BACK_HAIR;
    }
    if (this.ponytail && sq((x - this.ponytailX) / 5) + sq((y - (this.headY + 20)) / 15) <= 1)
      return BACK_HAIR;
    if (!inShirt) return BACKDROP;
    if (this.stripes && Math.floor((adx + 6) / 12) % 2 === 1) return SHIRT_TRIM;
    if (this.hoop && y >= 146 && y <= 154) return SHIRT_TRIM;
    return SHIRT;
  }
}

/** Corner spacing of the first, coarse pass over the picture. */
const BLOCK = 4;
const UNKNOWN = 255;

/**
 * The layer at every pixel corner of the first `side` columns. Away from the face every shape is
 * wider than BLOCK pixels, so a BLOCK² block whose four corners agree lies inside one layer and is
 * filled without asking `region`; the face and hair, with their small features, and every block on
 * an edge are sampled at each corner. That halves the work of the slowest part of drawing.
 */
function layerCorners(figure: Figure, side: number): Uint8Array {
  const rows = PORTRAIT_SIZE + 1;
  const corners = new Uint8Array(side * rows).fill(UNKNOWN);
  const at = (x: number, y: number) => {
    const index = y * side + x;
    let layer = corners[index] ?? UNKNOWN;
    if (layer === UNKNOWN) {
      layer = figure.region(x, y);
      corners[index] = layer;
    }
    return layer;
  };
  const detailTop = figure.headTop - BLOCK;
  const detailBottom = figure.headBottom + BLOCK;
  const detailLeft = CX - figure.headSide - BLOCK;
  const detailRight = CX + figure.headSide + BLOCK;
  const uniform: [number, number, number][] = [];
  for (let top = 0; top < rows - 1; top += BLOCK) {
    for (let left = 0; left < side - 1; left += BLOCK) {
      const right = Math.min(left + BLOCK, side - 1);
      const bottom = Math.min(top + BLOCK, rows - 1);
      const layer = at(left, top);
      const inDetail =
        bottom >= detailTop && top <= detailBottom && right >= detailLeft && left <= detailRight;
      if (
        !inDetail &&
        layer === at(right, top) &&
        layer === at(left, bottom) &&
        layer === at(right, bottom)
      ) {
        uniform.push([left, top, layer]);
        continue;
      }
      for (let y = top; y <= bottom; y += 1) {
        for (let x = left; x <= right; x += 1) at(x, y);
      }
    }
  }
  // Uniform blocks last: corners they share with a sampled block keep the sampled layer.
  for (const [left, top, layer] of uniform) {
    for (let y = top; y <= Math.min(top + BLOCK, rows - 1); y += 1) {
      for (let x = left; x <= Math.min(left + BLOCK, side - 1); x += 1) {
        const index = y * side + x;
        if (corners[index] === UNKNOWN) corners[index] = layer;
      }
    }
  }
  return corners;
}

/** A PORTRAIT_SIZE² RGB PNG of a player; deterministic for `seed` and `look`. */
export function drawPortrait(seed: string, look: PortraitLook): Uint8Array {
  const random = generator(seed);
  const skin =
    SKIN_TONES[Math.min(Math.max(Math.round(look.skin), 0), SKIN_TONES.length - 1)] ?? SKIN_TONES[0];
  if (!skin) throw new Error('No skin tones');
  const hair = rgb(HAIR_COLOURS[look.hair]);
  const kitRandom = generator(look.kit);
  const [body, trim] = (KITS[Math.floor(kitRandom() * KITS.length)] ?? KITS[0]) as readonly [string, string];
  const shirt = rgb(body);
  const shirtTrim = rgb(trim);
  const kitPattern = kitRandom();
  const backdrop = BACKDROPS[Math.floor(random() * BACKDROPS.length)] ?? BACKDROPS[0] ?? skin;
  const { style } = look;
  const figure = new Figure(random, style, look.beard, kitPattern);

  const skinShadow = shade(skin, 0.86);
  const beard = mix(hair, skin, look.hair === 'blond' || look.hair === 'platinum' ? 0.35 : 0.45);
  const darkFeature: Rgb = [43, 30, 24];
  const brow = mix(hair, darkFeature, look.hair === 'platinum' || look.hair === 'blond' ? 0.45 : 0.15);
  const lips = mix(skin, rgb('9b4543'), 0.55);
  const flat: readonly Rgb[] = [
    backdrop,
    shade(hair, 0.85),
    shirt,
    shirtTrim,
    skinShadow,
    shade(skin, 0.93),
    skin,
    beard,
    hair,
    brow,
    darkFeature,
    shade(skin, 0.84),
    lips,
  ];
  const palette = new Float64Array(flat.length * 3);
  flat.forEach((colour, layer) => {
    palette.set(colour, layer * 3);
  });
  /** The backdrop lightens towards the top and the shirt darkens towards the bottom. */
  const light = (layer: Layer, y: number) =>
    layer === BACKDROP ? 1.02 - (y / PORTRAIT_SIZE) * 0.12 : layer === SHIRT ? 1 - (y - 120) * 0.002 : 1;

  // Everything but a ponytail is mirror-symmetric: then only the left half is drawn, and mirrored.
  const drawn = style === 'ponytail' ? PORTRAIT_SIZE : CX;
  const side = drawn + 1;
  const corners = layerCorners(figure, side);

  // Scanlines with PNG's "Up" filter (each byte minus the one above): the backdrop's vertical
  // gradient and the flat areas become runs of zeros, which deflate packs tightly.
  const rowBytes = PORTRAIT_SIZE * 3;
  const stride = rowBytes + 1;
  const scanlines = new Uint8Array(stride * PORTRAIT_SIZE);
  // Clamped: rounding and the 0-255 limit come with the store.
  let row = new Uint8ClampedArray(rowBytes);
  let above = new Uint8ClampedArray(rowBytes);
  const samples = SUPERSAMPLE * SUPERSAMPLE;
  const layers = flat.length;
  /** Each layer's colour on the current row, for the pixels inside one layer (most of them). */
  const rowColours = new Uint8ClampedArray(layers * 3);
  for (let y = 0; y < PORTRAIT_SIZE; y += 1) {
    for (let layer = 0; layer < layers; layer += 1) {
      const factor = light(layer, y + 0.5);
      for (let channel = 0; channel < 3; channel += 1) {
        const index = layer * 3 + channel;
        rowColours[index] = (palette[index] ?? 0) * factor;
      }
    }
    const top = y * side;
    const bottom = top + side;
    for (let x = 0; x < drawn; x += 1) {
      const index = x * 3;
      const topLeft = corners[top + x] ?? 0;
      if (
        topLeft === corners[top + x + 1] &&
        topLeft === corners[bottom + x] &&
        topLeft === corners[bottom + x + 1]
      ) {
        row[index] = rowColours[topLeft * 3] ?? 0;
        row[index + 1] = rowColours[topLeft * 3 + 1] ?? 0;
        row[index + 2] = rowColours[topLeft * 3 + 2] ?? 0;
        continue;
      }
      // On an edge: the mean of SUPERSAMPLE² samples (anti-aliasing).
      let red = 0;
      let green = 0;
      let blue = 0;
      for (let sample = 0; sample < samples; sample += 1) {
        const sy = y + (Math.floor(sample / SUPERSAMPLE) + 0.5) / SUPERSAMPLE;
        const layer = figure.region(x + ((sample % SUPERSAMPLE) + 0.5) / SUPERSAMPLE, sy);
        const factor = light(layer, sy);
        red += (palette[layer * 3] ?? 0) * factor;
        green += (palette[layer * 3 + 1] ?? 0) * factor;
        blue += (palette[layer * 3 + 2] ?? 0) * factor;
      }
      row[index] = red / samples;
      row[index + 1] = green / samples;
      row[index + 2] = blue / samples;
    }
    for (let x = drawn; x < PORTRAIT_SIZE; x += 1) {
      const mirror = (PORTRAIT_SIZE - 1 - x) * 3;
      row[x * 3] = row[mirror] ?? 0;
      row[x * 3 + 1] = row[mirror + 1] ?? 0;
      row[x * 3 + 2] = row[mirror + 2] ?? 0;
    }
    const start = y * stride;
    scanlines[start] = 2;
    for (let index = 0; index < rowBytes; index += 1) {
      scanlines[start + 1 + index] = ((row[index] ?? 0) - (above[index] ?? 0)) & 0xff;
    }
    [row, above] = [above, row];
  }
  return encodePng(PORTRAIT_SIZE, PORTRAIT_SIZE, scanlines, 'rgb');
}
