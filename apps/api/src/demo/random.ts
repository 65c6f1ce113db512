// The one seeded random generator the demo draws from, so that the same seed text always gives the same demo.

/** A deterministic source of numbers in [0, 1). */
export type Random = () => number;

/** A deterministic generator per text: FNV-1a of the text seeds mulberry32. */
export function generator(text: string): Random {
  let state = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    state = Math.imul(state ^ text.charCodeAt(index), 0x01000193);
  }
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
}
