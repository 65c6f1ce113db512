import { describe, expect, it } from 'vitest';
import { monthsBetween, yearsOn } from './dates.ts';

describe('calendar arithmetic of matching', () => {
  it('counts whole years to the day, a birthday on the day counting', () => {
    expect(yearsOn('2002-03-10', '2026-07-01')).toBe(24);
    expect(yearsOn('2002-07-01', '2026-07-01')).toBe(24);
    expect(yearsOn('2002-07-02', '2026-07-01')).toBe(23);
    expect(yearsOn('2002-08-01', '2026-07-01')).toBe(23);
    expect(yearsOn('2002-06-30', '2026-07-01')).toBe(24);
    expect(yearsOn('2004-02-29', '2027-02-28')).toBe(22);
    expect(yearsOn('2004-02-29', '2027-03-01')).toBe(23);
  });

  it('counts a started month past the window, and nothing when the date is not later', () => {
    expect(monthsBetween('2026-08-31', '2026-08-31')).toBe(0);
    expect(monthsBetween('2026-08-31', '2026-06-30')).toBe(0);
    expect(monthsBetween('2026-08-31', '2026-09-01')).toBe(1);
    expect(monthsBetween('2026-08-15', '2026-09-15')).toBe(1);
    expect(monthsBetween('2026-08-15', '2026-09-16')).toBe(2);
    expect(monthsBetween('2026-08-15', '2026-10-20')).toBe(3);
    expect(monthsBetween('2026-08-31', '2027-02-28')).toBe(6);
    expect(monthsBetween('2026-08-31', '2028-06-30')).toBe(22);
    expect(monthsBetween('2026-12-31', '2027-01-31')).toBe(1);
  });
});
