/** Sizes and counts for people, through Intl (docs/design.md §3.6). */

const UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

/** Made once per locale and unit: an upload's progress line formats several numbers a few times a second. */
const formatters = new Map<string, Intl.NumberFormat>();
const formatter = (locale: string | undefined, unit: string, options: Intl.NumberFormatOptions) => {
  const key = `${locale ?? ''}|${unit}`;
  return formatters.get(key) ?? formatters.set(key, new Intl.NumberFormat(locale, options)).get(key)!;
};

/** "3.2 MB", "740 kB", "12 byte". */
export function formatBytes(bytes: number, locale?: string): string {
  const [unit, size] = UNITS.find(([, s]) => bytes >= s) ?? ['byte', 1];
  const digits = unit === 'byte' ? 0 : 1;
  return formatter(locale, unit, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits }).format(
    bytes / size,
  );
}

/** "32%". */
export const formatPercent = (part: number, whole: number, locale?: string): string =>
  formatter(locale, 'percent', { style: 'percent', maximumFractionDigits: 0 }).format(
    whole > 0 ? Math.min(1, part / whole) : 0,
  );
