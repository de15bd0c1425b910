import type { ChartProps } from '../types';

/**
 * The answer of `/superset/explore_json/` (BaseViz.get_payload) as transformProps receives it at
 * `queriesData[0]`: `data` is what the viz made of the rows for its chart (null when the query
 * returned none), beside the query's bookkeeping.
 */
export interface LegacyChartAnswer<D = unknown> {
  readonly data: D | null;
  readonly error: string | null;
  readonly form_data: Readonly<Record<string, unknown>>;
  readonly query: string;
  readonly rowcount: number;
  readonly status: string;
  readonly is_cached: boolean;
  readonly cache_key: string | null;
  readonly cached_dttm: string | null;
  readonly from_dttm: number | null;
  readonly to_dttm: number | null;
  readonly colnames: readonly string[] | null;
}

/** The legacy answer a legacy chart's transformProps reads (Superset's `queriesData[0]`). */
export function legacyAnswer<D>(chartProps: Pick<ChartProps, 'queriesData'>): LegacyChartAnswer<D> | null {
  return (chartProps.queriesData[0] as unknown as LegacyChartAnswer<D> | undefined) ?? null;
}

/** The viz payload of a legacy chart's answer (`queriesData[0].data`), or null when there is none. */
export function legacyData<D>(chartProps: Pick<ChartProps, 'queriesData'>): D | null {
  return legacyAnswer<D>(chartProps)?.data ?? null;
}

/** An NVD3 series key as text: a group's values (a list) joined with commas. */
export function seriesKeyText(key: unknown): string {
  if (Array.isArray(key)) return key.map((part) => String(part ?? 'N/A')).join(', ');
  return key === null || key === undefined ? 'N/A' : String(key);
}

/** NVD3 series as the legacy time-series vizzes send them. */
export interface NvdSeries {
  readonly key: unknown;
  readonly values: readonly { readonly x: number; readonly y: number | null }[];
}
