/**
 * Calendar days on the wire (yyyy-MM-dd). PostgreSQL has no year 0 and JavaScript reads two-digit
 * years as 19xx, so a year like 0000 or 0099 would fail or shift somewhere between the form and
 * the database. No birthday or transfer window lies outside these years.
 */
export const MIN_DATE_YEAR = 1900;
export const MAX_DATE_YEAR = 2100;

export const DATE_MESSAGES = {
  format: 'Use the format yyyy-MM-dd',
  invalid: 'Not a valid date',
  range: `Enter a date between ${MIN_DATE_YEAR}-01-01 and ${MAX_DATE_YEAR}-12-31`,
} as const;

export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A day that exists: Date rolls 2023-02-30 over into March, so a real date reads back unchanged. */
export function isRealDate(value: string): boolean {
  // yyyy-MM-dd by arithmetic: a CSV import checks every row's dates, and parsing a Date costs ~10 µs.
  if (ISO_DATE_PATTERN.test(value)) {
    const year = Number(value.slice(0, 4));
    const month = Number(value.slice(5, 7));
    const day = Number(value.slice(8, 10));
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    const days = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
    return month >= 1 && month <= 12 && day >= 1 && day <= days;
  }
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(value);
}

export function isDateInRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= MIN_DATE_YEAR && year <= MAX_DATE_YEAR;
}

/**
 * The rules after the format as refinements that pass whatever an earlier rule refuses, so that a
 * date gets one message. Not `abort`: that would also skip the enclosing form's own rules (the
 * transfer form's interval checks), which should still be shown.
 */
export const DATE_RULES = {
  real: (value: string) => !ISO_DATE_PATTERN.test(value) || isRealDate(value),
  inRange: (value: string) => !ISO_DATE_PATTERN.test(value) || !isRealDate(value) || isDateInRange(value),
} as const;

/** Spec 2, section 9: how the public player pages and the CVs write a date (month.day.year). */
export const PUBLIC_DATE_FORMAT = 'MM.dd.yyyy';

/**
 * A yyyy-MM-dd date as the public player pages and the CV PDFs show it (PUBLIC_DATE_FORMAT:
 * 2027-06-30 is 06.30.2027); '' without one. Read from the text, not through Date, so that no time
 * zone moves it a day.
 */
export function publicDate(isoDate: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate ?? '');
  return match ? `${match[2]}.${match[3]}.${match[1]}` : '';
}
