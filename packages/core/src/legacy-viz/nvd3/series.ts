// NVD3TimeSeriesViz.to_series: a time frame as NVD3 series `{key, values: [{x, y}], classed?}`,
// keyed by the metric (one metric, no group), the group values (one metric) or both, with the
// time-shift label appended for time comparisons; and the final ordering by key.
import { labelText } from '../../postprocessing/frame';
import { finiteOrNull } from './helpers';
import type { TimeFrame } from './time-frame';

export type SeriesKey = string | string[];

export interface SeriesPoint {
  readonly x: number;
  readonly y: number | null;
}

export interface NvSeries {
  key: SeriesKey;
  values: SeriesPoint[];
  classed?: string;
}

function seriesTitle(path: readonly unknown[], multi: boolean, metricCount: number): SeriesKey {
  if (!multi) {
    const name = labelText(path[0]);
    return name === '' ? 'N/A' : name;
  }
  const title = path.map(labelText);
  // The metric is left out of the key when there is only one.
  return title.length > 1 && metricCount === 1 ? title.slice(1) : title;
}

export interface ToSeriesOptions {
  readonly classed?: string;
  readonly titleSuffix?: string;
}

/** to_series: one series per column that has at least one number; NaN is written null. */
export function toSeries(frame: TimeFrame, metricCount: number, options: ToSeriesOptions = {}): NvSeries[] {
  const out: NvSeries[] = [];
  for (const column of frame.columns) {
    let key = seriesTitle(column.path, frame.multi, metricCount);
    if (options.titleSuffix) {
      key = typeof key === 'string' ? [key, options.titleSuffix] : [...key, options.titleSuffix];
    }
    // ±inf counts as a value here (it is not NaN), though JSON writes it null.
    if (!column.values.some((v) => v !== null && !Number.isNaN(v))) continue;
    const values = frame.index.map((x, r) => ({ x, y: finiteOrNull(column.values[r] ?? null) }));
    out.push(options.classed ? { key, values, classed: options.classed } : { key, values });
  }
  return out;
}

/** Python's `tuple(key)`: the characters of a text key, the items of a list key. */
const keyTuple = (key: SeriesKey): string[] => (typeof key === 'string' ? [...key] : key);

function compareKeys(a: SeriesKey, b: SeriesKey): number {
  const ta = keyTuple(a);
  const tb = keyTuple(b);
  const n = Math.min(ta.length, tb.length);
  for (let i = 0; i < n; i += 1) {
    if (ta[i]! < tb[i]!) return -1;
    if (ta[i]! > tb[i]!) return 1;
  }
  return ta.length - tb.length;
}

/** sorted(chart_data, key=lambda x: tuple(x["key"])): stable, as Python's sort. */
export const sortSeriesByKey = <T extends { key: SeriesKey }>(series: readonly T[]): T[] =>
  [...series].sort((a, b) => compareKeys(a.key, b.key));
