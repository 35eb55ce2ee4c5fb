/** Median and 90th percentile by nearest rank: no interpolation, so every figure is a real sample. */
function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export interface Spread {
  median: number;
  p90: number;
  n: number;
}

/** Samples a page could not give (e.g. no first-contentful-paint entry) are left out; `n` says how many remain. */
export function spread(samples: number[]): Spread {
  const kept = samples.filter(Number.isFinite);
  return { median: percentile(kept, 50), p90: percentile(kept, 90), n: kept.length };
}
