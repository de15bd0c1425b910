// NVD3TimeSeriesViz.process_data: the query's rows pivoted on the time axis (one column per
// metric and group), resampled, ordered by total when the viz sorts its series, rolled
// (apply_rolling) and turned into contributions — each step as viz.py does it with pandas.
import { resample } from '../../postprocessing/resample';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyRow } from '../types';
import { columnNames, DTTM_ALIAS, type PivotColumn, pivotTable } from './helpers';

/** A frame indexed by time (epoch ms, ascending); column paths are [metric, ...group values]. */
export interface TimeFrame {
  readonly index: number[];
  readonly columns: PivotColumn[];
  /** True when the columns are (metric, group...) tuples, false when they are metric names. */
  readonly multi: boolean;
}

export interface ProcessOptions {
  /** sort_series: columns ordered by their total, largest first (bar, area, time_pivot). */
  readonly sortSeries?: boolean;
  /** pivot_fill_value: 0 for the stacked area chart. */
  readonly fill?: number | null;
}

export const ROLLING_EMPTY =
  'Applied rolling window did not return any data. Please make sure the source query satisfies the minimum periods defined in the rolling window.';

/** The time-indexed pivot of rows (pivot_table(index=__timestamp, columns=groupby, values=metrics)). */
export function pivotOnTime(
  rows: readonly LegacyRow[],
  groupby: readonly string[],
  metrics: readonly string[],
  fill: number | null = null,
): TimeFrame {
  const table = pivotTable(rows, { index: [DTTM_ALIAS], columns: groupby, values: metrics, fill });
  return {
    index: table.index.map((tuple) => Number(tuple[0])),
    columns: table.columns,
    multi: groupby.length > 0,
  };
}

/** df.resample(rule).<method>() over the frame, through the post-processing resample. */
function resampleFrame(frame: TimeFrame, rule: string, method: string): TimeFrame {
  const keys = frame.columns.map((_, c) => `c${c}`);
  const rows = frame.index.map((t, r) => {
    const row: Record<string, unknown> = { [DTTM_ALIAS]: t };
    frame.columns.forEach((column, c) => {
      row[keys[c]!] = column.values[r];
    });
    return row;
  });
  let out: ReturnType<typeof resample>;
  try {
    out = resample(
      { columns: [DTTM_ALIAS, ...keys], rows, index: [DTTM_ALIAS], kinds: { [DTTM_ALIAS]: 'temporal' } },
      { rule, method },
    );
  } catch (error) {
    throw new LegacyVizError((error as Error).message);
  }
  return {
    index: out.rows.map((row) => Number(row[DTTM_ALIAS])),
    columns: frame.columns.map((column, c) => ({
      path: column.path,
      values: out.rows.map((row) => {
        const value = row[keys[c]!];
        return typeof value === 'number' ? value : null;
      }),
    })),
    multi: frame.multi,
  };
}

const present = (values: readonly (number | null)[]): number[] =>
  values.filter((v): v is number => v !== null && !Number.isNaN(v));

/** df.sum() then sort_values(ascending=False): the largest series first, ties in column order. */
function sortByTotal(frame: TimeFrame): TimeFrame {
  const totals = frame.columns.map((column) => present(column.values).reduce((a, b) => a + b, 0));
  const order = frame.columns.map((_, c) => c).sort((a, b) => totals[b]! - totals[a]!);
  return { ...frame, columns: order.map((c) => frame.columns[c]!) };
}

function windowValue(window: readonly number[], type: string, minPeriods: number): number | null {
  const n = window.length;
  if (n < minPeriods) return null;
  const total = window.reduce((a, b) => a + b, 0);
  if (type === 'sum') return total;
  if (type === 'mean') return n > 0 ? total / n : null;
  // std with ddof=1, pandas' default
  if (n < 2) return null;
  const mean = total / n;
  return Math.sqrt(window.reduce((a, b) => a + (b - mean) ** 2, 0) / (n - 1));
}

function rollColumn(values: readonly (number | null)[], type: string, periods: number, minPeriods: number) {
  if (type === 'cumsum') {
    let total = 0;
    return values.map((v) => {
      if (v === null) return null;
      total += v;
      return total;
    });
  }
  return values.map((_, i) =>
    windowValue(present(values.slice(Math.max(0, i - periods + 1), i + 1)), type, minPeriods),
  );
}

/** BaseViz.apply_rolling: rolling mean/std/sum or cumsum, then the first min_periods rows dropped. */
export function applyRolling(frame: TimeFrame, formData: LegacyFormData): TimeFrame {
  const type = typeof formData.rolling_type === 'string' ? formData.rolling_type : '';
  const periods = Math.trunc(Number(formData.rolling_periods) || 0);
  const minPeriods = Math.trunc(Number(formData.min_periods) || 0);
  let columns = frame.columns;
  if ((['mean', 'std', 'sum'].includes(type) && periods) || type === 'cumsum') {
    columns = columns.map((column) => ({
      path: column.path,
      values: rollColumn(column.values, type, periods, minPeriods),
    }));
  }
  let index = frame.index;
  if (minPeriods) {
    index = index.slice(minPeriods);
    columns = columns.map((column) => ({ path: column.path, values: column.values.slice(minPeriods) }));
  }
  if (index.length === 0 || columns.length === 0) throw new LegacyVizError(ROLLING_EMPTY);
  return { index, columns, multi: frame.multi };
}

/** contribution: each value as a share of its row's total. */
function contribution(frame: TimeFrame): TimeFrame {
  const totals = frame.index.map((_, r) =>
    present(frame.columns.map((column) => column.values[r] ?? null)).reduce((a, b) => a + b, 0),
  );
  return {
    ...frame,
    columns: frame.columns.map((column) => ({
      path: column.path,
      values: column.values.map((v, r) => (v === null ? null : v / totals[r]!)),
    })),
  };
}

/** NVD3TimeSeriesViz.process_data over the rows of one query. */
export function processTimeSeries(
  rows: readonly LegacyRow[],
  formData: LegacyFormData,
  metrics: readonly string[],
  options: ProcessOptions = {},
): TimeFrame {
  if (formData.granularity === 'all') {
    throw new LegacyVizError('Pick a time granularity for your time series');
  }
  let frame = pivotOnTime(rows, columnNames(formData.groupby), metrics, options.fill ?? null);
  const rule = formData.resample_rule;
  const method = formData.resample_method;
  if (typeof rule === 'string' && rule && typeof method === 'string' && method && frame.index.length > 0) {
    frame = resampleFrame(frame, rule, method);
  }
  if (options.sortSeries) frame = sortByTotal(frame);
  frame = applyRolling(frame, formData);
  if (formData.contribution) frame = contribution(frame);
  return frame;
}
