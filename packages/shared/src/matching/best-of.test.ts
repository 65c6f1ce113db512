import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BestOf } from './best-of.ts';

describe('BestOf', () => {
  it('keeps what sorting everything and keeping the first `size` keeps', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.nat({ max: 12 }), (items, size) => {
        const best = new BestOf<number>(size, (a, b) => a - b);
        for (const item of items) best.offer(item);
        expect(best.sorted()).toEqual([...items].sort((a, b) => a - b).slice(0, size));
      }),
      { numRuns: 500 },
    );
  });
});
