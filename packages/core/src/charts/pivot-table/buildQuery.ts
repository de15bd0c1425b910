import type { QueryContextRequest } from '../../query/request';
import type { FormColumn, FormMetric, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  withExtraFormData,
} from '../shared/form-data';

/**
 * The dimensions of a pivot: the column groupings then the row groupings, each once (Superset
 * dedupes them with a Set, so a column on both axes is queried once).
 */
export function pivotGroupby(formData: QueryFormData): FormColumn[] {
  const seen = new Set<unknown>();
  const columns: FormColumn[] = [];
  for (const column of [
    ...asArray<FormColumn>(formData.groupbyColumns),
    ...asArray<FormColumn>(formData.groupbyRows),
  ]) {
    if (seen.has(column)) continue;
    seen.add(column);
    columns.push(column);
  }
  return columns;
}

/** A physical temporal column becomes a BASE_AXIS column bucketed by the time grain. */
function withTimeGrain(column: FormColumn, formData: QueryFormData): FormColumn {
  const grain = formData.time_grain_sqla;
  if (typeof column !== 'string' || typeof grain !== 'string' || !grain) return column;
  const lookup = (formData.temporal_columns_lookup ?? {}) as Record<string, unknown>;
  if (!lookup[column] && formData.granularity_sqla !== column) return column;
  return {
    timeGrain: grain,
    columnType: 'BASE_AXIS',
    sqlExpression: column,
    label: column,
    expressionType: 'SQL',
  };
}

function numberOr(value: unknown, fallback: number): number {
  const number = Number(value);
  return value !== null && value !== undefined && value !== '' && Number.isFinite(number) ? number : fallback;
}

/**
 * Form data → query context for `pivot_table_v2`, as Superset's plugin-chart-pivot-table builds it:
 * the column and row groupings as one list of columns (temporal ones bucketed by the time grain),
 * the metrics, the series limit (`series_limit`, or a legacy chart's `limit`) and the cell limit,
 * ordered by the sort-by metric (`series_limit_metric`) or else the first metric, descending
 * unless `order_desc` is off. The pivoting itself happens in the browser (pivot.ts).
 */
export function buildPivotTableQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metrics = asArray<FormMetric>(merged.metrics);
  if (metrics.length === 0) throw new Error('Add at least one metric.');
  const base = baseQueryObject(merged, DEFAULT_ROW_LIMIT);
  const sortBy = (merged.series_limit_metric ?? merged.timeseries_limit_metric) as
    | FormMetric
    | null
    | undefined;
  const orderMetric = sortBy || metrics[0];
  // A chart saved before generic axes names its time column and range outside the filters.
  const granularity = typeof merged.granularity_sqla === 'string' ? merged.granularity_sqla : null;
  const legacyTime =
    !base.granularity && granularity && typeof merged.time_range === 'string'
      ? { granularity, time_range: merged.time_range }
      : {};
  return queryContext(formData, [
    {
      ...base,
      ...legacyTime,
      columns: pivotGroupby(merged).map((column) => withTimeGrain(column, merged)),
      metrics,
      orderby: orderMetric ? [[orderMetric, !base.order_desc]] : [],
      series_limit: numberOr(merged.series_limit, numberOr(merged.limit, 0)),
      ...(sortBy ? { series_limit_metric: sortBy } : {}),
    },
  ]);
}
