// The statistics of an interleaved benchmark: the bare baseline (A) and the site (B) are
// measured one right after the other (A B A B …), so that a pair shares the machine's load of
// that moment; budgets are decided on the median over pairs of B/A (times, bytes) or B − A
// (scores), which one lucky or unlucky run cannot move. Pure functions, no I/O.

export function median(values) {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The order of the runs: pair 1 of every preset and page, then pair 2, …; inside a pair the
 * baseline first, then the site. Returns `{ pair, preset, page, side }[]` (pair counts from 1).
 */
export function interleave({ pages, presets, pairs }) {
  if (!Number.isInteger(pairs) || pairs < 1)
    throw new Error(`pairs must be a whole number of at least 1, got ${pairs}`);
  const order = [];
  for (let pair = 1; pair <= pairs; pair++)
    for (const preset of presets)
      for (const page of pages)
        for (const side of ['baseline', 'site']) order.push({ pair, preset, page, side });
  return order;
}

/** `{ n, min, median, max }` of the numbers among `values` (nulls are runs that failed). */
export function spread(values) {
  const numbers = values.filter((value) => typeof value === 'number' && Number.isFinite(value));
  if (numbers.length === 0) return { n: 0, min: null, median: null, max: null };
  return {
    n: numbers.length,
    min: Math.min(...numbers),
    median: median(numbers),
    max: Math.max(...numbers),
  };
}

/**
 * The pairs where both runs measured `key`: `{ baseline, site }[]` of numbers. `pairs` is
 * `{ baseline, site }[]` of run results; a failed run (`{ error }`) drops its pair.
 */
function complete(pairs, key) {
  return pairs
    .map((pair) => ({ baseline: pair.baseline?.[key], site: pair.site?.[key] }))
    .filter(
      ({ baseline, site }) =>
        typeof baseline === 'number' &&
        Number.isFinite(baseline) &&
        typeof site === 'number' &&
        Number.isFinite(site),
    );
}

/** site ÷ baseline; two zeros are equal (1), a zero baseline against more is Infinity. */
export function ratio(site, baseline) {
  if (baseline === 0) return site === 0 ? 1 : Infinity;
  return site / baseline;
}

/** Median over complete pairs of site ÷ baseline of `key`, with each pair's ratio; null if none. */
export function pairedRatio(pairs, key) {
  const ratios = complete(pairs, key).map(({ baseline, site }) => ratio(site, baseline));
  return ratios.length ? { median: median(ratios), values: ratios } : null;
}

/** Median over complete pairs of site − baseline of `key`, with each pair's difference. */
export function pairedDifference(pairs, key) {
  const differences = complete(pairs, key).map(({ baseline, site }) => site - baseline);
  return differences.length ? { median: median(differences), values: differences } : null;
}
