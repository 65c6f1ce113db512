import type { Match } from '@transferdesk/shared';
import dayjs from 'dayjs';

/** Spec 2, section 8: what a missing value shows. */
export { MISSING_VALUE as MISSING } from '@transferdesk/shared';

const numberLocale = (locale: string) => (locale === 'da' ? 'da-DK' : 'en-GB');

/** Spec 2, Matches: the match date in short form, dd/MM/yyyy HH:mm. */
export function formatMatchDate(iso: string): string {
  return dayjs(iso).format('DD/MM/YYYY HH:mm');
}

/** "50,000 EUR"; '' for 0 (nothing asked, or not known). A player without a currency is in EUR. */
export function formatAmount(value: number, currency: string | undefined, locale: string): string {
  if (!value) return '';
  const number = new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 2 }).format(value);
  return `${number} ${currency ?? 'EUR'}`;
}

/** The average of spec 2, section 9 (quarters): "8.75", "8,75" in Danish. */
export function formatAverage(value: number, locale: string): string {
  return new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: 2 }).format(value);
}

/** A mark's colour: good, fair, poor. */
export function markColor(mark: number): string {
  if (mark >= 7) return 'teal';
  if (mark >= 4) return 'yellow';
  return 'red';
}

/** The full address of a CV link the API gives relative to the app (D15). */
export { appUrl as cvUrl } from '../../../lib/clipboard.ts';

/**
 * D26: a version of a requirement whose club registered no need for the window: nobody is matched,
 * so its counts say that rather than how many were considered and left out.
 */
export function isNoNeedVersion(match: Match): boolean {
  return match.requirement.isNoNeed || (match.excludedBy.noNeed ?? 0) > 0;
}
