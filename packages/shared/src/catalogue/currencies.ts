import { z } from 'zod';
/** A currency ("valuta"): `value` is the price of 1 EUR in it (EUR is 1). */
export const currencySchema = z.object({
  id: z.uuid(),
  tenantId: z.uuid(),
  name: z.string(),
  value: z.number(),
  updatedAt: z.string(),
});
export type Currency = z.infer<typeof currencySchema>;

/** The default currency (spec 2, section 9). */
export const DEFAULT_CURRENCY = 'EUR';

/** The largest price per 1 EUR accepted; anything above is a typing slip (1 EUR ≈ 25,000 IDR is the far end). */
export const MAX_VALUTA_VALUE = 1_000_000;
/** The smallest price the column keeps (numeric(18,6)): anything smaller would be stored as 0. */
export const MIN_VALUTA_VALUE = 0.000001;

/**
 * The only field of the currency form. The spec sets "no rule", but a price per 1 EUR that is
 * zero, negative or not a number would break every budget converted with it.
 */
export const currencyUpdateSchema = z.object({
  value: z
    .number({ message: 'Enter a number' })
    .refine(Number.isFinite, { message: 'Enter a number' })
    .positive({ message: 'The price must be greater than 0', abort: true })
    .min(MIN_VALUTA_VALUE, { message: 'The price must be at least 0.000001' })
    .max(MAX_VALUTA_VALUE, {
      message: `The price can be at most ${MAX_VALUTA_VALUE.toLocaleString('en-GB')}`,
    }),
});
export type CurrencyUpdate = z.infer<typeof currencyUpdateSchema>;

export const VALUTA_SORT_PROPERTIES = ['name', 'value'] as const;
export type CurrencySortProperty = (typeof VALUTA_SORT_PROPERTIES)[number];

/**
 * D17 and spec 2 section 9: the list's "price per 100 EUR" column, the price times 100 rounded down,
 * on the decimal as typed. `Math.floor(value * 100)` floors the binary product instead: 1.16 * 100
 * is 115.99999999999999 there, and the column said 115 (issue 26). The shortest decimal that reads
 * back as `value` (`String(value)`: "1.16") is the price as typed; moving its point two places is
 * exact. Prices are positive (currencyUpdateSchema).
 */
export function pricePer100Eur(value: number): number {
  const [mantissa = '0', exponent = '0'] = String(value).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  const digits = whole + fraction;
  const pointAt = whole.length + Number(exponent) + 2;
  if (pointAt <= 0) return 0;
  return Number(digits.slice(0, pointAt).padEnd(pointAt, '0'));
}
