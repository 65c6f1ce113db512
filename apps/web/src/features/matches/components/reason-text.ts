import type { Reason, ReasonParam, ReasonTerm } from '@transferdesk/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The engine's reasons (a code with parameters, packages/shared matching/reasons.ts) said in the
 * interface's language: one text per code under `matches.reasons`, its parameters formatted first
 * (amounts, conversions, dates and ranges in the reader's format, terms translated). A version
 * stored before reasons had codes holds English sentences: those are shown as they are.
 */

/** A reason as a stored version holds it. */
export type StoredReason = Reason | string;

const intlLocale = (locale: string) => (locale === 'da' ? 'da-DK' : 'en-GB');

/** A number in the reader's format: "447,600", "7.46"; "447.600", "7,46" in Danish. */
export function formatNumber(value: number, locale: string, maximumFractionDigits = 2): string {
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits }).format(value);
}

/**
 * An amount in whole units, or to the cent when it is not whole, so that 900,000.40 never reads
 * as the 900,000 it exceeds.
 */
export function formatMoney(amount: number, currency: string, locale: string): string {
  const cents = Math.round(amount * 100);
  const digits = cents % 100 === 0 ? 0 : 2;
  const number = new Intl.NumberFormat(intlLocale(locale), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(cents / 100);
  return `${number} ${currency}`;
}

/** yyyy-MM-dd as "15 Aug 2026" ("15. aug. 2026" in Danish); anything else as it came. */
export function formatReasonDate(date: string, locale: string): string {
  const day = /^\d{4}-\d{2}-\d{2}$/.test(date) ? new Date(`${date}T00:00:00Z`) : null;
  if (!day || Number.isNaN(day.getTime())) return date;
  return new Intl.DateTimeFormat(intlLocale(locale), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(day);
}

type RangeValue = Extract<ReasonParam, { range: unknown }>['range'];

/** "20-28 years", "at least 180 cm", "at most 90 kg", "29 years" (min equal to max). */
function formatRange({ min, max, unit }: RangeValue, t: TFunction, locale: string): string {
  const number = (value: number) => formatNumber(value, locale);
  const unitFor = (count: number) => t(`matches.values.${unit}`, { count });
  if (min !== null && max !== null) {
    return min === max
      ? t('matches.values.exactly', { value: number(min), unit: unitFor(min) })
      : t('matches.values.between', { min: number(min), max: number(max), unit: unitFor(max) });
  }
  if (min !== null) return t('matches.values.atLeast', { min: number(min), unit: unitFor(min) });
  if (max !== null) return t('matches.values.atMost', { max: number(max), unit: unitFor(max) });
  return '';
}

/** One parameter as the sentence shows it. */
export function formatParam(param: ReasonParam, t: TFunction, locale: string): string {
  if (typeof param === 'string') return param;
  if (typeof param === 'number') return formatNumber(param, locale);
  if ('money' in param) return formatMoney(param.money, param.currency, locale);
  if ('conversion' in param) {
    const { amount, from, converted, to, rate } = param.conversion;
    return t('matches.values.conversion', {
      amount: formatMoney(amount, from, locale),
      converted: formatMoney(converted, to, locale),
      rate: formatNumber(rate, locale, 4),
    });
  }
  if ('date' in param) return formatReasonDate(param.date, locale);
  if ('range' in param) return formatRange(param.range, t, locale);
  return t(`matches.terms.${param.term satisfies ReasonTerm}`);
}

const capitalised = (text: string, locale: string) =>
  text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);

/**
 * The values a reason's text can use: each parameter formatted (`what`) and with a capital first
 * letter (`What`, to start a sentence), a measured `value` with the unit of the range it is
 * measured against (`measured`: "29 years"), and `count` as a number for plural forms.
 */
export function reasonValues(reason: Reason, t: TFunction, locale: string): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  const params = reason.params ?? {};
  for (const [key, param] of Object.entries(params)) {
    const text = formatParam(param, t, locale);
    values[key] = text;
    values[capitalised(key, locale)] = capitalised(text, locale);
  }
  const range = Object.values(params).find(
    (param): param is { range: RangeValue } => typeof param === 'object' && 'range' in param,
  );
  if (typeof params.value === 'number' && range) {
    const value = params.value;
    values.measured = formatRange({ min: value, max: value, unit: range.range.unit }, t, locale);
  }
  if (typeof params.count === 'number') values.count = params.count;
  return values;
}

/** The reason as a sentence in the interface's language; a stored English sentence as it is. */
export function reasonText(reason: StoredReason, t: TFunction, locale: string): string {
  if (typeof reason === 'string') return reason;
  return t(`matches.reasons.${reason.code}`, reasonValues(reason, t, locale));
}

/** `reasonText` in the language the interface shows now. */
export function useReasonText(): (reason: StoredReason) => string {
  const { t, i18n } = useTranslation();
  return (reason) => reasonText(reason, t, i18n.language);
}
