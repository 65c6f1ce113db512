import type { ConversionParam, MoneyParam } from './reasons.ts';
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

/**
 * The amount as a reason shows it: in the player's currency, and when that is not the
 * requirement's, converted with the price used, so that a reader can redo the sum.
 */
export function conversionOf(
  currencies: Currencies,
  amount: number,
  fromId: string | null,
  toId: string | null,
): MoneyParam | ConversionParam {
  const from = currencyOf(currencies, fromId);
  const to = currencyOf(currencies, toId);
  if (from.name === to.name) return { money: amount, currency: to.name };
  return {
    conversion: {
      amount,
      from: from.name,
      converted: convert(currencies, amount, fromId, toId),
      to: to.name,
      rate: to.value / from.value,
    },
  };
}
