/** Calendar arithmetic on yyyy-MM-dd strings: no time zones, so a match is the same everywhere. */

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** Whole years from a birthday to `on`. */
export function yearsOn(dateOfBirth: string, on: string): number {
  const [birthYear, birthMonth, birthDay] = parts(dateOfBirth);
  const [year, month, day] = parts(on);
  const beforeBirthday = month < birthMonth || (month === birthMonth && day < birthDay);
  return year - birthYear - (beforeBirthday ? 1 : 0);
}

/** Whole months from `from` to `to` (0 when `to` is not later), counting a started month. */
export function monthsBetween(from: string, to: string): number {
  if (to <= from) return 0;
  const [fromYear, fromMonth, fromDay] = parts(from);
  const [toYear, toMonth, toDay] = parts(to);
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth);
  return toDay > fromDay ? months + 1 : Math.max(months, 1);
}
