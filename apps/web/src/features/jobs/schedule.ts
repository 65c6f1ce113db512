/** `m h * * *`: a job that runs once a day at one time. */
const DAILY = /^(\d{1,2})\s+(\d{1,2})\s+\*\s+\*\s+\*$/;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The time of day ("06:00") of a daily cron expression ("0 6 * * *"), or null for any other
 * schedule, which the page then shows as it is written.
 */
export function dailyTime(cron: string): string | null {
  const match = DAILY.exec(cron.trim());
  if (!match) return null;
  const [minute, hour] = [Number(match[1]), Number(match[2])];
  if (minute > 59 || hour > 23) return null;
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}
