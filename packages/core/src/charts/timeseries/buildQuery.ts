import type { QueryContextRequest } from '../../query/request';
import type { PostProcessingRule } from '../../query/types';
import type { FormMetric, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  defaultOrderBy,
  queryContext,
  seriesLimitFields,
  withExtraFormData,
} from '../shared/form-data';
import { formMetricLabel } from '../shared/metric-label';

export function xAxisColumn(formData: QueryFormData): string | null {
  const value = formData.x_axis ?? formData.granularity_sqla;
  return typeof value === 'string' && value ? value : null;
}

/**
 * Whether the x-axis is temporal. Superset's form data carries `temporal_columns_lookup`; when
 * it is absent, a chart that names a time grain is taken to have a temporal axis.
 */
export function isXAxisTemporal(formData: QueryFormData): boolean {
  const x = xAxisColumn(formData);
  const lookup = formData.temporal_columns_lookup;
  if (x && lookup && typeof lookup === 'object') return Boolean((lookup as Record<string, unknown>)[x]);
  return typeof formData.time_grain_sqla === 'string' && formData.time_grain_sqla !== '';
}

function timeseriesPostProcessing(x: string, groupby: readonly string[], labels: readonly string[]) {
  const rules: PostProcessingRule[] = [
    {
      operation: 'pivot',
      options: {
        index: [x],
        columns: groupby,
        aggregates: Object.fromEntries(labels.map((label) => [label, { operator: 'mean' }])),
        drop_missing_columns: false,
      },
    },
  ];
  if (groupby.length > 0 && labels.length === 1) {
    rules.push({
      operation: 'rename',
      options: { columns: { [labels[0]!]: null }, level: 0, inplace: true },
    });
  }
  rules.push({ operation: 'flatten' });
  return rules;
}

/**
 * Form data → query context for the ECharts time-series family, as Superset's generic-axes
 * charts build it: a BASE_AXIS column (bucketed by the grain when temporal), the dimensions as
 * series, then pivot (and, for one metric, drop the metric level) and flatten. The series limit
 * (`limit`), its sort-by metric (`timeseries_limit_metric`) and `order_desc` travel as Superset's
 * buildQueryObject and normalizeOrderBy send them. Whether the axis
 * is temporal is the chart's own choice; a dashboard's time grain only changes the bucket.
 */
export function buildTimeseriesQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const x = xAxisColumn(merged);
  if (!x) throw new Error('Choose a column for the X-axis.');
  const metrics = asArray<FormMetric>(merged.metrics);
  if (metrics.length === 0) throw new Error('Add at least one metric.');
  const groupby = asArray<string>(merged.groupby);
  const grainValue = merged.time_grain_sqla;
  const grain =
    isXAxisTemporal(formData) && typeof grainValue === 'string' && grainValue ? grainValue : undefined;
  const base = baseQueryObject(merged, DEFAULT_ROW_LIMIT);
  // The series limit keeps the top N series (by the sort-by metric, else the first metric).
  const limit = seriesLimitFields(merged);
  const axis = {
    columnType: 'BASE_AXIS' as const,
    sqlExpression: x,
    label: x,
    expressionType: 'SQL' as const,
    ...(grain ? { timeGrain: grain } : {}),
  };
  return queryContext(formData, [
    {
      ...base,
      columns: [axis, ...groupby],
      series_columns: groupby,
      metrics,
      ...limit,
      orderby: defaultOrderBy(metrics, limit.series_limit_metric, base.order_desc !== false),
      extras: { ...base.extras, ...(grain ? { time_grain_sqla: grain } : {}) },
      post_processing: timeseriesPostProcessing(x, groupby, metrics.map(formMetricLabel)),
      // Shown layers the server answers (formulas are drawn by the browser).
      annotation_layers: asArray<Record<string, unknown>>(merged.annotation_layers).filter(
        (layer) => layer && layer.show !== false && layer.annotationType !== 'FORMULA',
      ),
    },
  ]);
}
