import type { Currencies } from './types.ts';

/** The currency a null or unknown id stands for. */
const EUR = { name: 'EUR', value: 1 };

export const currencyOf = (currencies: Currencies, id: string | null) => (id && currencies[id]) || EUR;

/**
 * An amount in `fromId`'s currency expressed in `toId`'s, through the price of 1 EUR in each
 * (docs/matching.md, Currency conversion), to the cent.
 */
export function convert(
  currencies: Currencies,
  amount: number,
  fromId: string | null,
  toId: string | null,
): number {
  const euros = amount / currencyOf(currencies, fromId).value;
  return Math.round(euros * currencyOf(currencies, toId).value * 100) / 100;
}

/** "1,250,000 DKK": whole units, as a reason shows an amount. */
export function money(amount: number, currencyName: string): string {
  return `${Math.round(amount).toLocaleString('en-GB')} ${currencyName}`;
}
