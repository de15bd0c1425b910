// PivotTableViz (the legacy pivot table): the query's rows pivoted with pandas' pivot_table
// (group-by values as rows, `columns` values under each metric as columns, `pandas_aggfunc` per
// cell, optional "All" margins, metrics side by side with `combine_metric`), answered as
// `{columns, html}`: the column keys and the table as pandas' to_html writes it.
import { asList, legacyMetricLabel } from '../base-query';
import { LegacyVizError } from '../errors';
import type { LegacyFormData, LegacyQuery, LegacyRow, LegacyViz } from '../types';
import { columnName, columnNames, compareTuples, groupRows, numeric, withSortMetric } from './helpers';
import { type PivotFrame, pivotHtml } from './pivot-html';

type Aggregate = (values: readonly unknown[]) => unknown;

const numbersOf = (values: readonly unknown[]) =>
  values.map((v) => numeric(v)).filter((v): v is number => v !== null);

const varianceOf = (values: readonly number[]) => {
  if (values.length < 2) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return values.reduce((a, b) => a + (b - mean) ** 2, 0) / (values.length - 1);
};

const NUMERIC_AGGREGATES: Readonly<Record<string, Aggregate>> = {
  // SQL's SUM: nothing to add up is NULL, not 0 (Superset's `sum(min_count=1)`).
  sum: (v) => (numbersOf(v).length ? numbersOf(v).reduce((a, b) => a + b, 0) : null),
  mean: (v) => (numbersOf(v).length ? numbersOf(v).reduce((a, b) => a + b, 0) / numbersOf(v).length : null),
  min: (v) => (numbersOf(v).length ? Math.min(...numbersOf(v)) : null),
  max: (v) => (numbersOf(v).length ? Math.max(...numbersOf(v)) : null),
  var: (v) => varianceOf(numbersOf(v)),
  std: (v) => {
    const variance = varianceOf(numbersOf(v));
    return variance === null ? null : Math.sqrt(variance);
  },
  median: (v) => {
    const sorted = numbersOf(v).sort((a, b) => a - b);
    const mid = sorted.length / 2;
    if (!sorted.length) return null;
    return sorted.length % 2 ? sorted[Math.floor(mid)] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  },
};

/** Only min and max make sense for text; anything else takes the max (PivotTableViz.get_aggfunc). */
const textExtreme =
  (sign: 1 | -1): Aggregate =>
  (values) => {
    const present = values.filter((v) => v != null).map(String);
    if (!present.length) return null;
    return present.reduce((best, v) => ((v > best ? 1 : -1) * sign > 0 ? v : best));
  };

function aggregateFor(metric: string, rows: readonly LegacyRow[], formData: LegacyFormData): Aggregate {
  const name =
    typeof formData.pandas_aggfunc === 'string' && formData.pandas_aggfunc ? formData.pandas_aggfunc : 'sum';
  const isNumeric = rows.every((r) => r[metric] == null || typeof r[metric] === 'number');
  if (isNumeric) return NUMERIC_AGGREGATES[name] ?? NUMERIC_AGGREGATES.sum!;
  return name === 'min' ? textExtreme(-1) : textExtreme(1);
}

function validate(formData: LegacyFormData): void {
  const groupby = asList(formData.groupby).filter(Boolean);
  const columns = asList(formData.columns).filter(Boolean);
  if (groupby.length === 0) throw new LegacyVizError("Please choose at least one 'Group by' field ");
  if (formData.transpose_pivot && columns.length === 0) {
    throw new LegacyVizError(
      "Please choose at least one 'Columns' field when select 'Transpose Pivot' option",
    );
  }
  if (asList(formData.metrics).filter(Boolean).length === 0) {
    throw new LegacyVizError('Please choose at least one metric');
  }
  const names = [...groupby, ...columns].map(columnName);
  if (new Set(names).size < names.length) throw new LegacyVizError("Group By' and 'Columns' can't overlap");
}

const MARGIN = 'All';
const marginKey = (length: number) => [MARGIN, ...Array.from({ length: length - 1 }, () => '')];

/** The pivoted frame: sorted row and column keys (observed combinations), one aggregate per cell. */
export function pivotFrame(rows: readonly LegacyRow[], formData: LegacyFormData): PivotFrame {
  let index = columnNames(formData.groupby);
  let columns = columnNames(formData.columns);
  if (formData.transpose_pivot) [index, columns] = [columns, index];
  const metrics = asList(formData.metrics).filter(Boolean).map(legacyMetricLabel);
  const aggregates = new Map(metrics.map((m) => [m, aggregateFor(m, rows, formData)]));
  const margins = Boolean(formData.pivot_margins);
  const rowGroups = groupRows(rows, index);
  const colGroups = columns.length ? groupRows(rows, columns) : [{ key: [], rows: [...rows] }];
  const rowKeys: unknown[][] = rowGroups.map((g) => g.key);
  const rowSets: LegacyRow[][] = rowGroups.map((g) => g.rows);
  if (margins) {
    rowKeys.push(marginKey(index.length));
    rowSets.push([...rows]);
  }
  const colSets = colGroups.map((g) => ({ key: g.key, rows: new Set(g.rows) }));
  if (margins && columns.length) colSets.push({ key: marginKey(columns.length), rows: new Set(rows) });
  // Metric first (pandas' column order), or last with combine_metric (stack(0).unstack()).
  const colKeys: { key: unknown[]; metric: string; rows: Set<LegacyRow> }[] = [];
  for (const metric of metrics) {
    for (const set of colSets) colKeys.push({ key: set.key, metric, rows: set.rows });
  }
  const cells = rowSets.map((part) =>
    colKeys.map(({ metric, rows: inColumn }) => {
      const values = part.filter((r) => inColumn.has(r)).map((r) => r[metric]);
      return values.length ? (aggregates.get(metric)?.(values) ?? null) : null;
    }),
  );
  // pandas drops the columns that hold no value at all.
  const kept = colKeys.map((_, c) => cells.some((r) => r[c] !== null));
  let order = colKeys.map((_, c) => c).filter((c) => kept[c]);
  if (formData.combine_metric) {
    order = order.sort((a, b) => {
      const byKey = compareTuples(colKeys[a]!.key, colKeys[b]!.key);
      return byKey || metrics.indexOf(colKeys[a]!.metric) - metrics.indexOf(colKeys[b]!.metric);
    });
  }
  const keyOf = (c: number) => {
    const { key, metric } = colKeys[c]!;
    if (!columns.length) return [metric];
    return formData.combine_metric ? [...key, metric] : [metric, ...key];
  };
  const integral = (c: number) =>
    cells.every((r) => typeof r[c] === 'number' && Number.isInteger(r[c])) &&
    rows.every((r) => r[colKeys[c]!.metric] == null || Number.isInteger(r[colKeys[c]!.metric]));
  return {
    indexNames: index,
    columnNames: !columns.length ? [null] : formData.combine_metric ? [...columns, null] : [null, ...columns],
    rowKeys,
    colKeys: order.map(keyOf),
    cells: cells.map((r) => order.map((c) => r[c] ?? null)),
    integerColumns: order.map(integral),
  };
}

function pivotQuery(base: LegacyQuery, formData: LegacyFormData): LegacyQuery {
  validate(formData);
  return withSortMetric(base, formData);
}

export const pivotTableViz: LegacyViz = {
  id: 'pivot_table',
  name: 'Pivot Table',
  queryObject: pivotQuery,
  getData({ rows, formData }) {
    const frame = pivotFrame(rows, formData);
    const columns = frame.columnNames.length > 1 ? frame.colKeys : frame.colKeys.map((k) => k[0]);
    return { columns, html: pivotHtml(frame) };
  },
};
