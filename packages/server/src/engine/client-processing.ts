/**
 * Result type `post_processed` (Superset's charts/client_processing.py): for the viz types whose
 * shape is computed in the browser, the server repeats that computation from the form data, so a
 * CSV export holds what the user sees. As in Superset, only `table` and `pivot_table_v2` have a
 * processor; other viz types get their result unchanged. Columns are first renamed to the
 * dataset's verbose names (Superset's verbose_map).
 *
 * First version, documented deviations: `table` does not apply `column_config` number formats;
 * `pivot_table_v2` supports rows, columns, metrics, the aggregate functions below,
 * `combineMetric` and `transposePivot`, but not row/column totals, subtotals, the "as fraction"
 * functions nor `metricsLayout: ROWS`; JSON data are rows, not pandas' column dict.
 */
import { getColumnLabel, getMetricLabel, type QueryColumn, type QueryMetric } from '@tessera/core';
import type { LoadedDatasource } from './datasource';
import type { DataFrame } from './post-processing';
import { GenericDataType } from './types';

type Aggregator = (values: readonly unknown[]) => unknown;

const numbers = (values: readonly unknown[]) =>
  values.filter((v): v is number => typeof v === 'number' && !Number.isNaN(v));
const sum = (values: readonly unknown[]) => numbers(values).reduce((a, b) => a + b, 0);
function median(values: readonly unknown[]): number | null {
  const sorted = numbers(values).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
function variance(values: readonly unknown[]): number | null {
  const xs = numbers(values);
  if (xs.length < 2) return null;
  const mean = sum(xs) / xs.length;
  return xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1);
}

/** Superset's pivot_v2_aggfunc_map, the functions this version computes. */
const AGGREGATORS: Readonly<Record<string, Aggregator>> = {
  Count: (values) => values.filter((v) => v !== null && v !== undefined).length,
  'Count Unique Values': (values) => new Set(values.filter((v) => v !== null && v !== undefined)).size,
  Sum: sum,
  Average: (values) => (numbers(values).length ? sum(values) / numbers(values).length : null),
  Median: median,
  'Sample Variance': variance,
  'Sample Standard Deviation': (values) => {
    const v = variance(values);
    return v === null ? null : Math.sqrt(v);
  },
  Minimum: (values) => (numbers(values).length ? Math.min(...numbers(values)) : null),
  Maximum: (values) => (numbers(values).length ? Math.max(...numbers(values)) : null),
  First: (values) => values[0] ?? null,
  Last: (values) => values[values.length - 1] ?? null,
};

function verboseMap(source: LoadedDatasource): Map<string, string> {
  const map = new Map<string, string>();
  for (const c of source.columns) if (c.verbose_name) map.set(c.column_name, c.verbose_name);
  for (const m of source.metrics) if (m.verbose_name) map.set(m.metric_name, m.verbose_name);
  return map;
}

function renameFrame(frame: DataFrame, names: Map<string, string>): DataFrame {
  if (names.size === 0 || !frame.colnames.some((c) => names.has(c))) return frame;
  const colnames = frame.colnames.map((c) => names.get(c) ?? c);
  const data = frame.data.map((row) =>
    Object.fromEntries(frame.colnames.map((c, i) => [colnames[i]!, row[c]])),
  );
  return { colnames, coltypes: [...frame.coltypes], data };
}

const labelsOf = (value: unknown, label: (item: never) => string, names: Map<string, string>): string[] =>
  Array.isArray(value) ? value.map((item) => label(item as never)).map((l) => names.get(l) ?? l) : [];

/** Sorted distinct tuples of `keys` in the frame (pandas sorts pivot index and columns). */
function distinctTuples(rows: readonly Record<string, unknown>[], keys: readonly string[]): unknown[][] {
  const seen = new Map<string, unknown[]>();
  for (const row of rows) {
    const tuple = keys.map((k) => row[k] ?? null);
    seen.set(JSON.stringify(tuple), tuple);
  }
  const compare = (a: unknown, b: unknown) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b));
  return [...seen.values()].sort((a, b) => {
    for (let i = 0; i < a.length; i++) {
      const c = compare(a[i], b[i]);
      if (c !== 0) return c;
    }
    return 0;
  });
}

function pivotTableV2(
  frame: DataFrame,
  formData: Readonly<Record<string, unknown>>,
  names: Map<string, string>,
) {
  let rows = labelsOf(formData.groupbyRows, (c: QueryColumn) => getColumnLabel(c), names);
  let columns = labelsOf(formData.groupbyColumns, (c: QueryColumn) => getColumnLabel(c), names);
  const metrics = labelsOf(formData.metrics, (m: QueryMetric) => getMetricLabel(m), names);
  const aggName = typeof formData.aggregateFunction === 'string' ? formData.aggregateFunction : 'Sum';
  const aggregate = AGGREGATORS[aggName] ?? AGGREGATORS.Sum!;
  if (formData.transposePivot) [rows, columns] = [columns, rows];
  const combine = Boolean(formData.combineMetric);
  const rowTuples = rows.length ? distinctTuples(frame.data, rows) : [[]];
  const colTuples = columns.length ? distinctTuples(frame.data, columns) : [[]];
  const cells = new Map<string, unknown[]>();
  for (const row of frame.data) {
    const key = JSON.stringify([rows.map((k) => row[k] ?? null), columns.map((k) => row[k] ?? null)]);
    for (const metric of metrics) {
      const cellKey = `${key}|${metric}`;
      const list = cells.get(cellKey) ?? [];
      list.push(row[metric]);
      cells.set(cellKey, list);
    }
  }
  const outColumns: { name: string; metric: string; tuple: unknown[] }[] = [];
  const levels = (metric: string, tuple: unknown[]) =>
    (combine ? [...tuple, metric] : [metric, ...tuple]).map((v) => String(v ?? '<NULL>'));
  const order = combine
    ? colTuples.flatMap((tuple) => metrics.map((metric) => ({ metric, tuple })))
    : metrics.flatMap((metric) => colTuples.map((tuple) => ({ metric, tuple })));
  for (const { metric, tuple } of order) {
    outColumns.push({ name: levels(metric, tuple).join(' ').trim(), metric, tuple });
  }
  const data = rowTuples.map((rowTuple) => {
    const out: Record<string, unknown> = {};
    rows.forEach((k, i) => {
      out[k] = rowTuple[i] ?? null;
    });
    for (const column of outColumns) {
      const values = cells.get(`${JSON.stringify([rowTuple, column.tuple])}|${column.metric}`);
      out[column.name] = values ? aggregate(values) : null;
    }
    return out;
  });
  const typeOf = (name: string) => frame.coltypes[frame.colnames.indexOf(name)] ?? GenericDataType.STRING;
  return {
    colnames: [...rows, ...outColumns.map((c) => c.name)],
    coltypes: [...rows.map(typeOf), ...outColumns.map(() => GenericDataType.NUMERIC)],
    data,
  };
}

const PROCESSORS: Readonly<
  Record<
    string,
    (frame: DataFrame, formData: Readonly<Record<string, unknown>>, names: Map<string, string>) => DataFrame
  >
> = {
  table: (frame) => frame,
  pivot_table_v2: pivotTableV2,
};

/** The frame a user of `form_data.viz_type` sees; unchanged for viz types without a processor. */
export function postProcessForViz(
  frame: DataFrame,
  formData: Readonly<Record<string, unknown>>,
  source: LoadedDatasource,
): DataFrame {
  const processor = typeof formData.viz_type === 'string' ? PROCESSORS[formData.viz_type] : undefined;
  if (!processor) return frame;
  const names = verboseMap(source);
  return processor(renameFrame(frame, names), formData, names);
}
