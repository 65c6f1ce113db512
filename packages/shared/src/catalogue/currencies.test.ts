import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_VALUTA_VALUE, pricePer100Eur } from './currencies.ts';

describe('pricePer100Eur: the price times 100, rounded down on the decimal as typed (issue 26)', () => {
  it.each([
    [1.16, 116],
    [0.29, 29],
    [0.57, 57],
    [1.15, 115],
    [7.45, 745],
    [1.005, 100],
    [0.009999, 0],
    [0.01, 1],
    [0.000001, 0],
    [1, 100],
    [123456.789, 12345678],
    [MAX_VALUTA_VALUE, 100_000_000],
  ])('%d EUR → %d per 100 EUR', (value, expected) => {
    expect(pricePer100Eur(value)).toBe(expected);
  });

  it('agrees with integer arithmetic for every price of up to six decimals', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: MAX_VALUTA_VALUE * 100 - 1 }),
        // Whole cents half of the time: where floating point lands just below the integer.
        fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 9_999 })),
        (cents, subCentMicros) => {
          const micros = cents * 10_000 + subCentMicros;
          fc.pre(micros > 0);
          // `micros / 1e6` is the number a form or the database hands over for that typed price.
          expect(pricePer100Eur(micros / 1_000_000)).toBe(cents);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
