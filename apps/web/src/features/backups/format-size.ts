const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** A size in bytes as people read it, in the interface's language: "820 kB", "10.6 MB", "10,6 MB". */
export function formatSize(bytes: number, locale: string): string {
  let unit = 0;
  let value = bytes;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: UNITS[unit],
    unitDisplay: 'short',
    maximumFractionDigits: value < 100 && unit > 0 ? 1 : 0,
  }).format(value);
}
