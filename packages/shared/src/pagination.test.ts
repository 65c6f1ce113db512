import { describe, expect, it } from 'vitest';
import { lastPageOf, listQuerySchema, visiblePageNumbers } from './pagination.ts';

describe('visiblePageNumbers', () => {
  it('shows every page when there are five or fewer', () => {
    expect(visiblePageNumbers(1, 1)).toEqual([1]);
    expect(visiblePageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows at most five buttons centred on the current page', () => {
    expect(visiblePageNumbers(1, 12)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageNumbers(6, 12)).toEqual([4, 5, 6, 7, 8]);
    expect(visiblePageNumbers(12, 12)).toEqual([8, 9, 10, 11, 12]);
  });
});

describe('lastPageOf', () => {
  it('rounds up and never answers less than one page', () => {
    expect(lastPageOf(0, 10)).toBe(1);
    expect(lastPageOf(10, 10)).toBe(1);
    expect(lastPageOf(11, 10)).toBe(2);
  });
});

describe('listQuerySchema', () => {
  it('defaults take to 10 and direction to asc, and caps take at 100', () => {
    expect(listQuerySchema.parse({})).toMatchObject({ take: 10, direction: 'asc' });
    expect(listQuerySchema.safeParse({ take: '101' }).success).toBe(false);
    expect(listQuerySchema.parse({ page: '2', take: '25' })).toMatchObject({ page: 2, take: 25 });
  });
});
