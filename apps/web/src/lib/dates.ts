import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import 'dayjs/locale/da';
import 'dayjs/locale/en-gb';

dayjs.extend(localizedFormat);

/** Spec 9: dates are shown in long date format ("22 November 2025", "22. november 2025"). */
export function formatLongDate(iso: string, locale: string): string {
  return dayjs(iso).locale(locale).format('LL');
}
