/** Sizes and counts for people, through Intl (docs/design.md §3.6: "dates and numbers through Intl"). */

const UNITS = [
  ['gigabyte', 1e9],
  ['megabyte', 1e6],
  ['kilobyte', 1e3],
] as const;

/**
 * One formatter per locale and unit, made once: building an Intl.NumberFormat costs far more than using one, and an
 * upload's progress line formats three numbers several times a second.
 */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: string | undefined, unit: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale ?? ''}|${unit}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.NumberFormat(locale, options)));
  return made;
}

/** "3.2 MB", "740 kB", "12 byte". */
export function formatBytes(bytes: number, locale?: string): string {
  const [unit, size] = UNITS.find(([, s]) => bytes >= s) ?? ['byte', 1];
  return formatter(locale, unit, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: unit === 'byte' ? 0 : 1,
  }).format(bytes / size);
}

/** "32%". */
export function formatPercent(part: number, whole: number, locale?: string): string {
  const ratio = whole > 0 ? Math.min(1, part / whole) : 0;
  return formatter(locale, 'percent', { style: 'percent', maximumFractionDigits: 0 }).format(ratio);
}
