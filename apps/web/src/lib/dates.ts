import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import 'dayjs/locale/da';
import 'dayjs/locale/en-gb';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

/** Spec 9: dates are shown in long date format ("22 November 2025", "22. november 2025"). */
export function formatLongDate(iso: string, locale: string): string {
  return dayjs(iso).locale(locale).format('LL');
}

/**
 * How long ago an instant was, in words ("2 hours ago", "2 timer siden"). An instant a little
 * ahead of this device's clock (the server's clock differs) is "a few seconds ago", never "in …".
 */
export function formatTimeAgo(iso: string, locale: string): string {
  const at = dayjs(iso);
  const now = dayjs();
  return (at.isAfter(now) ? now : at).locale(locale).fromNow();
}

/** Date and time in the locale's long format, e.g. for a title beside a relative time. */
export function formatDateTime(iso: string, locale: string): string {
  return dayjs(iso).locale(locale).format('LLL');
}

/** An instant short, with its time: "26 Nov 2026 14:02", "26. nov. 2026 14:02" (the history's times). */
export function formatShortDateTime(iso: string, locale: string): string {
  return dayjs(iso).locale(locale).format('ll LT');
}
