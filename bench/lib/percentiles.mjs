/** The sample at or above which a share `p` of the sorted samples lie (nearest rank). */
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)];

/** The median and the 95th percentile of timings, in their unit. */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}
