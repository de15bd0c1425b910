// Where a chart's time went: the server's per-phase timing of a result, in the order the phases
// run, with names a person reads.

const PHASES: readonly (readonly [key: string, label: string])[] = [
  ['validate', 'Validate'],
  ['cache_lookup', 'Cache lookup'],
  ['compile', 'Compile SQL'],
  ['execute', 'Run query'],
  ['post_process', 'Post-process'],
  ['serialise', 'Serialise'],
];

export interface TimingRow {
  readonly label: string;
  readonly ms: number;
}

/** The phases present in `timing`, known ones first in run order, then any others; the total last. */
export function timingRows(timing: Readonly<Record<string, number>> | null | undefined): TimingRow[] {
  if (!timing) return [];
  const known = new Set(PHASES.map(([key]) => key));
  const rows: TimingRow[] = PHASES.filter(([key]) => Number.isFinite(timing[key])).map(([key, label]) => ({
    label,
    ms: timing[key]!,
  }));
  for (const [key, ms] of Object.entries(timing)) {
    if (!known.has(key) && key !== 'total' && Number.isFinite(ms)) rows.push({ label: key, ms });
  }
  if (Number.isFinite(timing.total)) rows.push({ label: 'Server total', ms: timing.total! });
  return rows;
}

/** Milliseconds as a person reads them: "0.4 ms", "12 ms", "1.25 s". */
export function formatMs(ms: number): string {
  if (ms >= 1000) return `${(ms / 1000).toFixed(2)} s`;
  if (ms >= 10) return `${Math.round(ms)} ms`;
  return `${ms.toFixed(1)} ms`;
}
