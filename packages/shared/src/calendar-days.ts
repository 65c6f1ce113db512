/**
 * Arithmetic on calendar days (yyyy-MM-dd) in UTC, so that no time zone moves a day. Months and
 * years keep the day of the month where it exists and fall back to the month's last day
 * (2024-02-29 plus one year is 2025-02-28), as contracts and agreements count them.
 */

function parts(isoDate: string): [number, number, number] {
  return [Number(isoDate.slice(0, 4)), Number(isoDate.slice(5, 7)), Number(isoDate.slice(8, 10))];
}

function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = parts(isoDate);
  return format(new Date(Date.UTC(year, month - 1, day + days)));
}

export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = parts(isoDate);
  const lastDay = new Date(Date.UTC(year, month - 1 + months + 1, 0)).getUTCDate();
  return format(new Date(Date.UTC(year, month - 1 + months, Math.min(day, lastDay))));
}

export function addYears(isoDate: string, years: number): string {
  return addMonths(isoDate, years * 12);
}

/** Whole days from `from` to `to`: 1 for tomorrow, -1 for yesterday. */
export function daysBetween(from: string, to: string): number {
  const [fromYear, fromMonth, fromDay] = parts(from);
  const [toYear, toMonth, toDay] = parts(to);
  return Math.round(
    (Date.UTC(toYear, toMonth - 1, toDay) - Date.UTC(fromYear, fromMonth - 1, fromDay)) / 86_400_000,
  );
}

/**
 * The calendar day of an instant in a time zone (the server's by default). Built from the parts,
 * not from a locale's whole pattern: en-CA wrote M/d/yyyy under CLDR 42 (ICU 72, nodejs/node#45945)
 * and writes year 950 as "950".
 */
export function calendarDayIn(instant: Date, timeZone?: string): string {
  const formatter = new Intl.DateTimeFormat('en-US', {
    timeZone,
    calendar: 'gregory',
    numberingSystem: 'latn',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  const part = Object.fromEntries(formatter.formatToParts(instant).map(({ type, value }) => [type, value]));
  return `${String(part.year).padStart(4, '0')}-${part.month}-${part.day}`;
}
