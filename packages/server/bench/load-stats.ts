// Pure helpers of `bench:load`: latency percentiles and the RSS verdicts of issue 12 item 6.

/** Nearest-rank percentile of an ascending array; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export interface RssSample {
  readonly requests: number;
  readonly rssBytes: number;
}

export interface RssVerdict {
  readonly underLimit: boolean;
  readonly flat: boolean;
  /** Largest deviation from the first sample at or after `from` requests, as a fraction. */
  readonly maxDeviation: number;
}

/**
 * RSS under `limitBytes` at every sample, and flat: every sample from `from` requests on within
 * ±`tolerance` of the first such sample (the baseline). Without a baseline, flat is false.
 */
export function rssVerdict(
  samples: readonly RssSample[],
  limitBytes = 300 * 1024 * 1024,
  from = 10_000,
  tolerance = 0.1,
): RssVerdict {
  const underLimit = samples.every((s) => s.rssBytes < limitBytes);
  const window = samples.filter((s) => s.requests >= from);
  const base = window[0]?.rssBytes;
  if (base === undefined || base <= 0) return { underLimit, flat: false, maxDeviation: Number.NaN };
  const maxDeviation = Math.max(...window.map((s) => Math.abs(s.rssBytes - base) / base));
  return { underLimit, flat: maxDeviation <= tolerance, maxDeviation };
}

/** Within max(15%, 2 ms) of DuckDB itself (issue 12 item 6). */
export function withinOverhead(oursMs: number, rawMs: number): boolean {
  return oursMs - rawMs <= Math.max(0.15 * rawMs, 2);
}
