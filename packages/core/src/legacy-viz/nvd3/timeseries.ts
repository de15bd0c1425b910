// NVD3TimeSeriesViz (`line`) and the viz types that share it: `bar` (NVD3TimeSeriesBarViz,
// series by total), `area` (NVD3TimeSeriesStackedViz, gaps filled with 0), `compare`
// (NVD3CompareTimeSeriesViz) and `horizon` (HorizonViz). Time comparison (`time_compare`) runs as
// the v1 engine's `time_offsets` on the same query: the shifted values come back joined on the
// time axis as `<metric>__<offset>` columns instead of from separate queries.
import { asList, legacyMetricLabel } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyRow, LegacyViz, LegacyVizInput } from '../types';
import { cellNumber, metricByLabel } from './helpers';
import { type NvSeries, sortSeriesByKey, toSeries } from './series';
import { type ProcessOptions, processTimeSeries, type TimeFrame } from './time-frame';

export const NO_TIME_COLUMN =
  'Datetime column not provided as part table configuration and is required by this type of chart';

/** The time comparison offsets of the form data (a single value in old charts). */
export const timeCompareOffsets = (formData: LegacyFormData): string[] =>
  asList(formData.time_compare).filter((o): o is string => typeof o === 'string' && o.trim() !== '');

/** A legacy time series needs the time column; BaseViz queries fail without it. */
export function requireTimeColumn(query: LegacyQuery): void {
  if (!query.granularity) throw new LegacyVizError(NO_TIME_COLUMN);
}

/** NVD3TimeSeriesViz.query_obj: ordered by the series-limit metric or the first metric. */
export function timeSeriesQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  requireTimeColumn(base);
  const metrics = Array.isArray(base.metrics) ? [...base.metrics] : [];
  const limitMetric = formData.timeseries_limit_metric;
  const sortBy = limitMetric || metrics[0];
  const query: LegacyQuery = { ...base, metrics };
  if (sortBy) {
    const label = legacyMetricLabel(sortBy);
    if (!metrics.some((m) => legacyMetricLabel(m) === label)) metrics.push(sortBy);
    // viz.py: is_asc = not form_data.get("order_desc"), so a chart without the control sorts ascending.
    query.orderby = [[metricByLabel(metrics, label), !formData.order_desc]];
  }
  const offsets = timeCompareOffsets(formData);
  if (offsets.length > 0) query.time_offsets = offsets;
  return query;
}

/** The rows of one time offset, its `<metric>__<offset>` columns read as the metrics. */
function offsetRows(
  rows: readonly LegacyRow[],
  metrics: readonly string[],
  offset: string,
): LegacyRow[] | null {
  let any = false;
  const out = rows.map((row) => {
    const shifted: LegacyRow = { ...row };
    for (const metric of metrics) {
      const value = row[`${metric}__${offset}`] ?? null;
      if (cellNumber(value) !== null) any = true;
      shifted[metric] = value;
    }
    return shifted;
  });
  // An offset without values is an empty result in Superset: nothing to process or draw.
  return any ? out : null;
}

/** pandas' interpolate(method="time") down one column: interior gaps linear in time, the tail carried. */
function interpolateTime(index: readonly number[], values: readonly (number | null)[]): (number | null)[] {
  const out = [...values];
  let previous = -1;
  values.forEach((value, i) => {
    if (value === null) return;
    if (previous >= 0 && i - previous > 1) {
      const from = values[previous]!;
      const span = index[i]! - index[previous]!;
      for (let j = previous + 1; j < i; j += 1) {
        out[j] = from + ((value - from) * (index[j]! - index[previous]!)) / span;
      }
    }
    previous = i;
  });
  if (previous >= 0) for (let j = previous + 1; j < out.length; j += 1) out[j] = values[previous]!;
  return out;
}

type Comparison = (a: number, b: number) => number;
const COMPARISONS: Readonly<Record<string, Comparison>> = {
  absolute: (a, b) => a - b,
  percentage: (a, b) => (a - b) / b,
  ratio: (a, b) => a / b,
};

/** df (op) df2 aligned on df's time index, trimmed to the first and last rows holding a value. */
function compareFrames(main: TimeFrame, shifted: TimeFrame, op: Comparison): TimeFrame {
  const pathKey = (path: readonly unknown[]) => JSON.stringify(path);
  const mainByPath = new Map(main.columns.map((c) => [pathKey(c.path), c]));
  const shiftedByPath = new Map(shifted.columns.map((c) => [pathKey(c.path), c]));
  // Columns align by label: the main frame's, then any only the shifted frame has.
  const extra = shifted.columns.filter((c) => !mainByPath.has(pathKey(c.path)));
  const paths = [...main.columns.map((c) => c.path), ...extra.map((c) => c.path)];
  const rowOf = new Map(shifted.index.map((t, r) => [t, r]));
  const columns = paths.map((path) => {
    const mainValues = mainByPath.get(pathKey(path))?.values;
    const other = shiftedByPath.get(pathKey(path));
    const aligned = main.index.map((t) => (other ? (other.values[rowOf.get(t) ?? -1] ?? null) : null));
    // df2 is first reindexed on the union of both indexes and interpolated; ours share one index.
    const filled = interpolateTime(main.index, aligned);
    return {
      path,
      values: main.index.map((_, r) => {
        const a = mainValues?.[r] ?? null;
        const b = filled[r] ?? null;
        if (a === null || b === null) return null;
        const result = op(a, b);
        return Number.isNaN(result) ? null : result;
      }),
    };
  });
  const valid = main.index.map((_, r) => columns.some((c) => c.values[r] !== null));
  let first = valid.indexOf(true);
  let last = valid.lastIndexOf(true);
  if (first < 0) {
    first = 0;
    last = main.index.length - 1;
  }
  return {
    index: main.index.slice(first, last + 1),
    columns: columns.map((c) => ({ path: c.path, values: c.values.slice(first, last + 1) })),
    multi: main.multi,
  };
}

const dropEmptyColumns = (frame: TimeFrame): TimeFrame => ({
  ...frame,
  columns: frame.columns.filter((c) => c.values.some((v) => v !== null)),
});

/** NVD3TimeSeriesViz.get_data (with run_extra_queries' time shifts). */
export function timeSeriesData(input: LegacyVizInput, options: ProcessOptions = {}): NvSeries[] {
  const { formData, metricLabels, rows } = input;
  const comparisonType =
    (typeof formData.comparison_type === 'string' && formData.comparison_type) || 'values';
  const main = processTimeSeries(rows, formData, metricLabels, options);
  const shifts: { label: string; frame: TimeFrame | null }[] = timeCompareOffsets(formData).map((offset) => {
    const shifted = offsetRows(rows, metricLabels, offset);
    return {
      label: `${offset} offset`,
      frame: shifted ? processTimeSeries(shifted, formData, metricLabels, options) : null,
    };
  });
  const count = metricLabels.length;
  let chart: NvSeries[];
  if (comparisonType === 'values') {
    chart = toSeries(dropEmptyColumns(main), count);
    shifts.forEach(({ label, frame }, i) => {
      if (frame) chart.push(...toSeries(frame, count, { classed: `time-shift-${i}`, titleSuffix: label }));
    });
  } else {
    chart = [];
    shifts.forEach(({ label, frame }, i) => {
      const op = COMPARISONS[comparisonType];
      if (!op) throw new LegacyVizError(`Invalid \`comparison_type\`: ${comparisonType}`);
      const shifted = frame ?? { index: [], columns: [], multi: main.multi };
      chart.push(
        ...toSeries(compareFrames(main, shifted, op), count, {
          classed: `time-shift-${i}`,
          titleSuffix: label,
        }),
      );
    });
  }
  return options.sortSeries ? chart : sortSeriesByKey(chart);
}

function timeSeriesViz(id: string, name: string, options: ProcessOptions = {}): LegacyViz {
  return {
    id,
    name,
    isTimeseries: true,
    queryObject: timeSeriesQuery,
    getData: (input) => timeSeriesData(input, options),
  };
}

export const lineViz = timeSeriesViz('line', 'Time Series - Line Chart');
export const barViz = timeSeriesViz('bar', 'Time Series - Bar Chart', { sortSeries: true });
export const areaViz = timeSeriesViz('area', 'Time Series - Stacked', { sortSeries: true, fill: 0 });
export const compareViz = timeSeriesViz('compare', 'Time Series - Percent Change');
export const horizonViz = timeSeriesViz('horizon', 'Horizon Charts');
