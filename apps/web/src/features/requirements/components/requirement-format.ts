/** Spec 2, Requirements info: what an empty value shows. */
export { MISSING_VALUE as MISSING } from '@transferdesk/shared';

/** A transfer window as chosen and shown: "Summer 2025 (2025-2026)". */
export function transferLabel(transfer: { name: string; years: string }): string {
  return transfer.years ? `${transfer.name} (${transfer.years})` : transfer.name;
}

/** A sum of money with the locale's separators and the currency's name: "50,000 EUR"; '' for 0 (no limit). */
export function formatAmount(value: number, currency: string | undefined, locale: string): string {
  if (!value) return '';
  const number = new Intl.NumberFormat(locale === 'da' ? 'da-DK' : 'en-GB', {
    maximumFractionDigits: 2,
  }).format(value);
  return currency ? `${number} ${currency}` : number;
}

/** The text of the (sanitised) description, for a two-line excerpt. */
export function htmlText(html: string): string {
  if (!html) return '';
  // Paragraphs and list items end with a space, so that their words do not run together.
  const spaced = html.replace(/<\/(p|h[1-6]|li)>|<br\s*\/?>/gi, '$& ');
  const text = new DOMParser().parseFromString(spaced, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}
