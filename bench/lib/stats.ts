// Percentiles and medians over raw samples. Every latency the harness reports is computed here
// from the individual response times, so p95 means p95 (autocannon's own summary has no p95).

/** The q-quantile (0–1) by the nearest-rank method; NaN for no samples. */
export function percentile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil(q * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export function median(values: readonly number[]): number {
  const finite = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return Number.NaN;
  const mid = finite.length >> 1;
  return finite.length % 2 === 1 ? finite[mid]! : (finite[mid - 1]! + finite[mid]!) / 2;
}

export interface LatencySummary {
  count: number;
  p50: number;
  p95: number;
  /** The issue 17 targets are set at p97.5 (autocannon's own percentile). */
  p975: number;
  p99: number;
}

export function summarise(latenciesMs: number[]): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p975: percentile(sorted, 0.975),
    p99: percentile(sorted, 0.99),
  };
}
