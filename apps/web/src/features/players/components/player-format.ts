/** Spec 2, section 8: what a missing player value shows. */
export { MISSING_VALUE as MISSING } from '@transferdesk/shared';

import dayjs from 'dayjs';

/** Spec 2, section 9: a player's dates as dd/MM/yyyy; '' without one. */
export function formatShortDate(isoDate: string | null): string {
  return isoDate ? dayjs(isoDate).format('DD/MM/YYYY') : '';
}

/** A sum of money with the locale's separators and the currency's name: "50,000 EUR". */
export function formatAmount(value: number, currency: string | undefined, locale: string): string {
  const number = new Intl.NumberFormat(locale === 'da' ? 'da-DK' : 'en-GB', {
    maximumFractionDigits: 2,
  }).format(value);
  return currency ? `${number} ${currency}` : number;
}

/** A contract's term: "01/07/2024 – 30/06/2026", an open end as "…", or '' without dates. */
export function contractPeriod(contract: { startDate: string | null; endDate: string | null }): string {
  if (!contract.startDate && !contract.endDate) return '';
  return `${formatShortDate(contract.startDate) || '…'} – ${formatShortDate(contract.endDate) || '…'}`;
}
