import { encodePng } from '../lib/png.ts';
import { generator } from './random.ts';

/**
 * Club crests for the demo (D5): a heater shield in two club colours with a pattern (stripes, a
 * Nordic cross, a chevron …), drawn from a seed string and encoded as PNG with node:zlib alone, so
 * that the seed needs neither the network nor an image library. The same seed always gives the same
 * bytes; different clubs get different colours and patterns.
 */

export const CREST_SIZE = 128;

type Rgb = readonly [number, number, number];

/** Colour pairs clubs actually wear (hex, field and charge); the order is swapped per seed too. */
const COLOUR_PAIRS: readonly [readonly [string, string], ...(readonly [string, string])[]] = [
  ['c8102e', 'f5f5f5'], // red and white
  ['0038a8', 'f5f5f5'], // blue and white
  ['111111', 'f5f5f5'], // black and white
  ['00843d', 'f5f5f5'], // green and white
  ['ffcd00', '111111'], // yellow and black
  ['c8102e', '111111'], // red and black
  ['0038a8', 'ffcd00'], // blue and yellow
  ['6cace4', 'f5f5f5'], // sky blue and white
  ['7a263a', '6cace4'], // claret and sky blue
  ['f47920', '111111'], // orange and black
  ['0b1f4b', 'c99700'], // navy and gold
  ['00843d', 'ffcd00'], // green and yellow
  ['c8102e', '0038a8'], // red and blue
  ['5b2c83', 'f5f5f5'], // purple and white
];

const rgb = (hex: string): Rgb => [
  Number.parseInt(hex.slice(0, 2), 16),
  Number.parseInt(hex.slice(2, 4), 16),
  Number.parseInt(hex.slice(4, 6), 16),
];

const PATTERNS = [
  'stripes',
  'hoops',
  'halves',
  'quarters',
  'nordicCross',
  'chevron',
  'bend',
  'saltire',
  'band',
] as const satisfies readonly [string, ...string[]];
type Pattern = (typeof PATTERNS)[number];

// The shield in pixel units: flat top, straight sides, then a curve to a point at the bottom.
const LEFT = 14;
const RIGHT = 114;
const TOP = 8;
const SHOULDER = 62;
const TIP = 122;
const CENTRE = (LEFT + RIGHT) / 2;
const OUTLINE = 5;

/** Whether (x, y) lies in the shield shrunk by `inset` on every side. */
function inShield(x: number, y: number, inset: number): boolean {
  if (y < TOP + inset || y > TIP - inset * 1.6) return false;
  const halfWidth = (RIGHT - LEFT) / 2 - inset;
  if (y <= SHOULDER) return Math.abs(x - CENTRE) <= halfWidth;
  const t = (y - SHOULDER) / (TIP - inset * 1.6 - SHOULDER);
  return Math.abs(x - CENTRE) <= halfWidth * (1 - t * t);
}

/**
 * Whether the field's second colour covers (x, y), per pattern; chosen once per crest rather than
 * switched on per sample, which keeps drawing a crest around a millisecond.
 */
function patternTest(pattern: Pattern, count: number): (x: number, y: number) => boolean {
  switch (pattern) {
    case 'stripes':
      return (x) => Math.floor(((x - LEFT) / (RIGHT - LEFT)) * count) % 2 === 1;
    case 'hoops':
      return (_, y) => Math.floor(((y - TOP) / (TIP - TOP)) * count) % 2 === 1;
    case 'halves':
      return (x) => x >= CENTRE;
    case 'quarters':
      return (x, y) => x >= CENTRE !== y >= 58;
    case 'nordicCross':
      // The cross of the Scandinavian flags, its upright left of centre.
      return (x, y) => Math.abs(x - 50) <= 9 || Math.abs(y - 54) <= 9;
    case 'chevron':
      return (x, y) => {
        const apex = 34 + Math.abs(x - CENTRE) * 0.85;
        return y >= apex && y <= apex + 22;
      };
    case 'bend':
      return (x, y) => Math.abs(x - LEFT - (y - TOP) * 0.9) <= 15;
    case 'saltire':
      return (x, y) =>
        Math.abs(x - CENTRE - (y - 62) * 0.85) <= 8 || Math.abs(x - CENTRE + (y - 62) * 0.85) <= 8;
    case 'band':
      return (_, y) => y >= 44 && y <= 70;
  }
}

/** 0 outside, 1 outline, 2 field, 3 pattern. */
type Region = 0 | 1 | 2 | 3;

/** Samples per pixel side where a pixel straddles an edge (anti-aliasing). */
const SUPERSAMPLE = 3;

/** A 128×128 RGBA PNG of a club crest; deterministic for `seed`. */
export function drawCrest(seed: string): Uint8Array {
  const random = generator(seed);
  const pick = <T>(list: readonly [T, ...T[]]): T => list[Math.floor(random() * list.length)] ?? list[0];
  const [first, second] = pick(COLOUR_PAIRS);
  const swap = random() < 0.5;
  const field = rgb(swap ? second : first);
  const charge = rgb(swap ? first : second);
  const pattern = pick(PATTERNS);
  const count = 5 + 2 * Math.floor(random() * 2);
  // The outline is the darker colour, darkened: it frames light and dark shields alike.
  const darker = luminance(field) < luminance(charge) ? field : charge;
  const outline: Rgb = [darker[0] * 0.45, darker[1] * 0.45, darker[2] * 0.45];
  const colours: readonly (Rgb | null)[] = [null, outline, field, charge];
  const charged = patternTest(pattern, count);

  const region = (x: number, y: number): Region => {
    if (!inShield(x, y, 0)) return 0;
    if (!inShield(x, y, OUTLINE)) return 1;
    return charged(x, y) ? 3 : 2;
  };

  // Regions at the pixel corners: a pixel whose four corners agree is filled flat; the others,
  // on an edge, are supersampled. That keeps the drawing fast enough for every seed run.
  const side = CREST_SIZE + 1;
  const corners = new Uint8Array(side * side);
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) corners[y * side + x] = region(x, y);
  }

  const stride = CREST_SIZE * 4 + 1;
  const raw = new Uint8Array(stride * CREST_SIZE);
  for (let y = 0; y < CREST_SIZE; y += 1) {
    // Filter byte 0 (none) at the start of each row.
    raw[y * stride] = 0;
    for (let x = 0; x < CREST_SIZE; x += 1) {
      const topLeft = corners[y * side + x] ?? 0;
      const flat =
        topLeft === corners[y * side + x + 1] &&
        topLeft === corners[(y + 1) * side + x] &&
        topLeft === corners[(y + 1) * side + x + 1];
      let red = 0;
      let green = 0;
      let blue = 0;
      let covered = 0;
      const samples = flat ? 1 : SUPERSAMPLE * SUPERSAMPLE;
      for (let sample = 0; sample < samples; sample += 1) {
        const colour = flat
          ? colours[topLeft]
          : colours[
              region(
                x + ((sample % SUPERSAMPLE) + 0.5) / SUPERSAMPLE,
                y + (Math.floor(sample / SUPERSAMPLE) + 0.5) / SUPERSAMPLE,
              )
            ];
        if (!colour) continue;
        red += colour[0];
        green += colour[1];
        blue += colour[2];
        covered += 1;
      }
      const offset = y * stride + 1 + x * 4;
      if (covered === 0) continue;
      raw[offset] = Math.round(red / covered);
      raw[offset + 1] = Math.round(green / covered);
      raw[offset + 2] = Math.round(blue / covered);
      raw[offset + 3] = Math.round((covered / samples) * 255);
    }
  }
  return encodePng(CREST_SIZE, CREST_SIZE, raw, 'rgba');
}

function luminance([red, green, blue]: Rgb): number {
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}
