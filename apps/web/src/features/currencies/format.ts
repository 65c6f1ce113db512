/** A price per 1 EUR as the agencies read it: up to six decimals, in the chosen language. */
export function formatPrice(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value);
}

/** D17's whole number (floored), grouped in the chosen language. */
export function formatWhole(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}
