/** Sizes and counts for people, through Intl (design.md §3.6: "dates and numbers through Intl"). */

const UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

/** "3.2 MB", "740 kB", "12 byte". */
export function formatBytes(bytes: number, locale?: string): string {
  const [unit, size] = UNITS.find(([, s]) => bytes >= s) ?? ['byte', 1];
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: unit === 'byte' ? 0 : 1 }).format(bytes / size);
}

/** "32%". */
export function formatPercent(part: number, whole: number, locale?: string): string {
  const ratio = whole > 0 ? Math.min(1, part / whole) : 0;
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}
