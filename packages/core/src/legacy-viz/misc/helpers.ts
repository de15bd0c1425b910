// Helpers shared by the misc legacy viz types: column names, the sort-by-metric refinements many
// viz.py classes repeat, and the pandas/Python behaviours their get_data relies on (sorted group
// keys, `rank(pct=True)`, `str()`/`repr()` of values, NaN and infinities serialised as null).
import { isMissing } from '../../postprocessing/frame';
import { toNumber } from '../../postprocessing/stats';
import { isRecord, legacyMetricLabel } from '../base-query';

export { intControl } from '../base-query';

import { LegacyVizError } from '../errors';

export { columnName, columnNames, comparePython, compareTuples, finiteOrNull } from '../columns';

import { compareTuples } from '../columns';
import type { LegacyFormData, LegacyQuery, LegacyRow } from '../types';

/** A control holding a single column (some legacy controls saved it as a one-item list). */
export function singleColumn(value: unknown): unknown {
  const first = Array.isArray(value) ? value[0] : value;
  return first === '' ? null : (first ?? null);
}

const isMetricLike = (value: unknown) => (typeof value === 'string' && value !== '') || isRecord(value);

/** The form data's metric under `key`, or LegacyVizError(message) when it is missing. */
export function requireMetric(formData: LegacyFormData, key: string, message: string): unknown {
  const metric = Array.isArray(formData[key]) ? formData[key][0] : formData[key];
  if (!isMetricLike(metric)) throw new LegacyVizError(message);
  return metric;
}

/** The query's metrics as a list (null for raw-record queries). */
export const queryMetrics = (query: LegacyQuery): unknown[] =>
  Array.isArray(query.metrics) ? [...query.metrics] : [];

/**
 * The `timeseries_limit_metric` refinement of TreemapViz, ParallelCoordinatesViz, PairedTTestViz
 * and PivotTableViz: the sort metric joins the metrics, and orders the rows only when
 * `order_desc` is set (their quirk: ascending order leaves the query unordered).
 */
export function withSortMetric(query: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  const sortBy = formData.timeseries_limit_metric;
  if (!isMetricLike(sortBy)) return query;
  const metrics = queryMetrics(query);
  const label = legacyMetricLabel(sortBy);
  if (!metrics.some((m) => legacyMetricLabel(m) === label)) metrics.push(sortBy);
  const out: LegacyQuery = { ...query, metrics };
  // Superset writes `not order_desc` here, which is always False inside this branch.
  if (formData.order_desc) out.orderby = [[sortBy, false]];
  return out;
}

/** `sort_by_metric`: order by the first metric, descending (heatmap, chord, sankey, sunburst). */
export function withSortByMetric(query: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  const first = queryMetrics(query)[0];
  return formData.sort_by_metric && first !== undefined ? { ...query, orderby: [[first, false]] } : query;
}

/** A cell as a number (pandas' to_numeric with errors="coerce"), null when missing. */
export const numeric = (value: unknown): number | null => toNumber(value);

/** The values of one column, in row order. */
export const columnValues = (rows: readonly LegacyRow[], name: string): unknown[] => rows.map((r) => r[name]);

/**
 * pandas' groupby: rows grouped by the key columns, groups in sorted key order, rows with a
 * missing key dropped (dropna=True).
 */
export function groupRows<T extends object>(
  rows: readonly T[],
  keys: readonly string[],
): { key: unknown[]; rows: T[] }[] {
  const groups = new Map<string, { key: unknown[]; rows: T[] }>();
  for (const row of rows) {
    const key = keys.map((k) => (row as Record<string, unknown>)[k]);
    if (key.some((v) => isMissing(v))) continue;
    const id = JSON.stringify(key);
    const group = groups.get(id);
    if (group) group.rows.push(row);
    else groups.set(id, { key, rows: [row] });
  }
  return [...groups.values()].sort((a, b) => compareTuples(a.key, b.key));
}

/** pandas' `rank(pct=True)`: average rank of ties divided by the count of present values. */
export function pctRank(values: readonly (number | null)[]): (number | null)[] {
  const present = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  const count = present.length;
  return values.map((v) => {
    if (v === null) return null;
    const first = present.indexOf(v);
    const last = present.lastIndexOf(v);
    return (first + last + 2) / 2 / count;
  });
}

/** Python's repr() of a string: single quotes unless the text holds one and no double quote. */
export function pyRepr(value: unknown): string {
  if (typeof value !== 'string') return pyStr(value);
  const quote = value.includes("'") && !value.includes('"') ? '"' : "'";
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\t/g, '\\t')
    .replaceAll(quote, `\\${quote}`);
  return `${quote}${escaped}${quote}`;
}

/** Python's str() of a cell: None, True/False, numbers as JavaScript prints them. */
export function pyStr(value: unknown): string {
  if (value === null || value === undefined) return 'None';
  if (typeof value === 'boolean') return value ? 'True' : 'False';
  if (typeof value === 'number' && Number.isNaN(value)) return 'nan';
  return String(value);
}

/** A row reduced to the given columns, in that order. */
export function pick(row: LegacyRow, names: readonly string[]): LegacyRow {
  const out: LegacyRow = {};
  for (const name of names) out[name] = row[name] ?? null;
  return out;
}
