import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, addMonths, addYears, calendarDayIn, daysBetween } from './calendar-days.ts';

/** Days in a month, written out rather than computed the way the code under test computes them. */
function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1] as number;
}

const split = (isoDate: string) => isoDate.split('-').map(Number) as [number, number, number];

/** Any calendar day the forms accept (1900-2100). */
const isoDay = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('addDays', () => {
  it.each([
    ['2025-06-15', 0, '2025-06-15'],
    ['2025-06-15', 1, '2025-06-16'],
    ['2025-06-15', -1, '2025-06-14'],
    ['2025-01-31', 1, '2025-02-01'],
    ['2025-03-01', -1, '2025-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2024-01-01', 366, '2025-01-01'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
  ])('%s plus %i days is %s', (from, days, expected) => {
    expect(addDays(from, days)).toBe(expected);
  });
});

describe('addMonths and addYears', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2027-04-30', -2, '2027-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2025-03-31', 1, '2025-04-30'],
    ['2025-01-15', 1, '2025-02-15'],
    ['2025-01-15', 0, '2025-01-15'],
    ['2024-10-31', 4, '2025-02-28'],
    ['2024-11-15', 3, '2025-02-15'],
    ['2025-01-15', -2, '2024-11-15'],
    ['2025-12-31', 2, '2026-02-28'],
    ['2025-05-31', -6, '2024-11-30'],
    ['2025-08-31', 1, '2025-09-30'],
    ['2025-09-30', 1, '2025-10-30'],
  ])(
    '%s plus %i months is %s (the day kept where it exists, else the month’s last day)',
    (from, months, expected) => {
      expect(addMonths(from, months)).toBe(expected);
    },
  );

  it.each([
    ['2024-02-29', 1, '2025-02-28'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2024-02-29', -1, '2023-02-28'],
    ['2024-02-29', 2, '2026-02-28'],
    ['2025-06-15', 2, '2027-06-15'],
    ['2025-01-01', -18, '2007-01-01'],
    ['2096-02-29', 4, '2100-02-28'],
  ])('%s plus %i years is %s', (from, years, expected) => {
    expect(addYears(from, years)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2025-06-15', '2025-06-15', 0],
    ['2025-06-15', '2025-06-16', 1],
    ['2025-06-15', '2025-06-14', -1],
    ['2024-01-01', '2025-01-01', 366],
    ['2025-01-01', '2026-01-01', 365],
    ['2024-02-28', '2024-03-01', 2],
    ['2023-02-28', '2023-03-01', 1],
    ['2100-02-28', '2100-03-01', 1],
    ['2000-02-28', '2000-03-01', 2],
    // European and American clock changes: a calendar day stays 24 hours in UTC.
    ['2025-03-29', '2025-03-31', 2],
    ['2025-10-25', '2025-10-27', 2],
    ['2025-03-08', '2025-03-10', 2],
    ['2025-01-01', '2025-12-31', 364],
    ['2026-12-31', '2025-01-01', -729],
    ['1900-01-01', '2100-12-31', 73_413],
  ])('from %s to %s is %i days', (from, to, expected) => {
    expect(daysBetween(from, to)).toBe(expected);
  });
});

describe('calendar days do not move with the server’s time zone', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it.each(['Pacific/Kiritimati', 'America/Sao_Paulo', 'Europe/Copenhagen', 'Pacific/Pago_Pago'])(
    'in %s',
    (zone) => {
      vi.stubEnv('TZ', zone);
      expect(addDays('2025-03-29', 2)).toBe('2025-03-31');
      expect(addDays('2025-10-26', 1)).toBe('2025-10-27');
      expect(addMonths('2025-01-31', 1)).toBe('2025-02-28');
      expect(addYears('2024-02-29', 1)).toBe('2025-02-28');
      expect(daysBetween('2025-03-29', '2025-03-31')).toBe(2);
    },
  );
});

describe('calendarDayIn', () => {
  it.each([
    // Copenhagen is UTC+1 in winter, UTC+2 in summer.
    ['2025-01-01T23:30:00Z', 'Europe/Copenhagen', '2025-01-02'],
    ['2025-01-01T22:59:59Z', 'Europe/Copenhagen', '2025-01-01'],
    ['2025-01-01T23:00:00Z', 'Europe/Copenhagen', '2025-01-02'],
    ['2025-06-30T21:59:00Z', 'Europe/Copenhagen', '2025-06-30'],
    ['2025-06-30T22:00:00Z', 'Europe/Copenhagen', '2025-07-01'],
    ['2025-12-31T23:30:00Z', 'Europe/Copenhagen', '2026-01-01'],
    ['2025-01-01T23:30:00Z', 'UTC', '2025-01-01'],
    ['2025-01-01T03:30:00Z', 'America/New_York', '2024-12-31'],
    ['2025-01-01T10:00:00Z', 'Pacific/Kiritimati', '2025-01-02'],
    ['2024-02-29T12:00:00Z', 'UTC', '2024-02-29'],
  ])('%s is %s in %s', (instant, zone, expected) => {
    expect(calendarDayIn(new Date(instant), zone)).toBe(expected);
  });

  it('writes the year with four digits', () => {
    expect(calendarDayIn(new Date('0950-03-04T12:00:00Z'), 'UTC')).toBe('0950-03-04');
  });

  it('uses the server’s time zone without one', () => {
    const instant = new Date('2025-01-01T23:30:00Z');
    const serverZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(calendarDayIn(instant)).toBe(calendarDayIn(instant, serverZone));
  });

  it('refuses a time zone that does not exist', () => {
    expect(() => calendarDayIn(new Date('2025-01-01T00:00:00Z'), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('properties', () => {
  it('adding days and taking them away gives the day back, and daysBetween counts them', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -4000, max: 4000 }), (day, days) => {
        const later = addDays(day, days);
        expect(later).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(addDays(later, -days)).toBe(day);
        expect(daysBetween(day, later)).toBe(days);
        expect(daysBetween(later, day) + days).toBe(0);
      }),
    );
  });

  it('adding months moves the month and keeps the day, or the month’s last day', () => {
    fc.assert(
      fc.property(isoDay, fc.integer({ min: -120, max: 120 }), (day, months) => {
        const [year, month, dayOfMonth] = split(day);
        const [toYear, toMonth, toDay] = split(addMonths(day, months));
        expect(toYear * 12 + toMonth).toBe(year * 12 + month + months);
        expect(toDay).toBe(Math.min(dayOfMonth, daysInMonth(toYear, toMonth)));
      }),
    );
  });

  it('a year is twelve months, and adding keeps the order of days', () => {
    fc.assert(
      fc.property(isoDay, isoDay, fc.integer({ min: -30, max: 30 }), (first, second, years) => {
        expect(addYears(first, years)).toBe(addMonths(first, years * 12));
        const [early, late] = first <= second ? [first, second] : [second, first];
        expect(addMonths(early, years) <= addMonths(late, years)).toBe(true);
      }),
    );
  });

  it('an instant’s day in UTC is its ISO date, and at most a day away anywhere else', () => {
    const zones = [
      'UTC',
      'Europe/Copenhagen',
      'America/Los_Angeles',
      'Pacific/Kiritimati',
      'Pacific/Pago_Pago',
    ];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('2100-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        (instant, zone) => {
          const utcDay = instant.toISOString().slice(0, 10);
          expect(calendarDayIn(instant, 'UTC')).toBe(utcDay);
          expect(Math.abs(daysBetween(utcDay, calendarDayIn(instant, zone)))).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});
