import type { QueryContextRequest } from '../../query/request';
import type { FormMetric, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  withExtraFormData,
} from '../shared/form-data';

export type TableQueryMode = 'raw' | 'aggregate';

export function tableQueryMode(formData: QueryFormData): TableQueryMode {
  if (formData.query_mode === 'raw' || formData.query_mode === 'aggregate') return formData.query_mode;
  // Charts saved before query_mode existed are raw when they list columns and no metrics.
  const hasAggregates = asArray(formData.metrics).length > 0 || asArray(formData.groupby).length > 0;
  return asArray(formData.all_columns).length > 0 && !hasAggregates ? 'raw' : 'aggregate';
}

/** Form data → query context for `table`: raw records, or dimensions with metrics. */
export function buildTableQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const base = baseQueryObject(merged, DEFAULT_ROW_LIMIT);
  if (tableQueryMode(merged) === 'raw') {
    const columns = asArray<string>(merged.all_columns);
    if (columns.length === 0) throw new Error('Choose at least one column.');
    // No `metrics` key: Superset reads its absence as "no GROUP BY".
    return queryContext(formData, [{ ...base, columns, orderby: [] }]);
  }
  const metrics = asArray<FormMetric>(merged.metrics);
  const groupby = asArray<string>(merged.groupby);
  if (metrics.length === 0 && groupby.length === 0) throw new Error('Add a metric or a dimension.');
  // The sort-by metric (timeseries_limit_metric) when chosen, else the first metric.
  const first = merged.timeseries_limit_metric || metrics[0];
  return queryContext(formData, [
    {
      ...base,
      columns: groupby,
      metrics,
      orderby: first === undefined ? [] : [[first, merged.order_desc === false]],
    },
  ]);
}
