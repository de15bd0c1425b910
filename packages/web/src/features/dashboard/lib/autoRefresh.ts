/**
 * Superset's auto-refresh intervals (seconds → label) and the hydration rule: the saved
 * `refresh_frequency`, 0 (no refresh) when absent or not a whole number of seconds.
 */
export const REFRESH_FREQUENCIES: readonly (readonly [number, string])[] = [
  [0, "Don't refresh"],
  [10, '10 seconds'],
  [30, '30 seconds'],
  [60, '1 minute'],
  [300, '5 minutes'],
  [1800, '30 minutes'],
  [3600, '1 hour'],
  [21600, '6 hours'],
  [43200, '12 hours'],
  [86400, '24 hours'],
];

export function refreshFrequencyOf(jsonMetadata: string | null | undefined): number {
  if (!jsonMetadata) return 0;
  try {
    const value = (JSON.parse(jsonMetadata) as { refresh_frequency?: unknown } | null)?.refresh_frequency;
    return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    // Not JSON: the dashboard opens without auto-refresh.
    return 0;
  }
}

/** "1 minute" for a listed interval, else the seconds spelled out. */
export function refreshFrequencyLabel(seconds: number): string {
  const known = REFRESH_FREQUENCIES.find(([value]) => value === seconds);
  return known ? known[1] : `${seconds} seconds`;
}

/** `timed_refresh_immune_slices`: the charts auto-refresh leaves alone. */
export function refreshImmuneCharts(jsonMetadata: string | null | undefined): ReadonlySet<number> {
  try {
    const value = (JSON.parse(jsonMetadata || '{}') as { timed_refresh_immune_slices?: unknown } | null)
      ?.timed_refresh_immune_slices;
    return new Set(Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    // Not JSON: no chart is immune.
    return new Set();
  }
}
