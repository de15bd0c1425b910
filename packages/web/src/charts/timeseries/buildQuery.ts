import type { FormMetric, PostProcessingRule, QueryContextRequest, QueryFormData } from '@tessera/core';
import { asArray, baseQueryObject, queryContext } from '../shared/formData';
import { getMetricLabel } from '../shared/metrics';
import { DEFAULT_ROW_LIMIT } from '../shared/options';

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

/**
 * Form data → query context for the ECharts time-series family, as Superset's generic-axes
 * charts build it: a BASE_AXIS column (bucketed by the grain when temporal), the dimensions as
 * series, then pivot (and, for one metric, drop the metric level) and flatten.
 */
export function buildTimeseriesQuery(formData: QueryFormData): QueryContextRequest {
  const x = xAxisColumn(formData);
  if (!x) throw new Error('Choose a column for the X-axis.');
  const metrics = asArray<FormMetric>(formData.metrics);
  if (metrics.length === 0) throw new Error('Add at least one metric.');
  const groupby = asArray<string>(formData.groupby);
  const grain = isXAxisTemporal(formData) ? (formData.time_grain_sqla as string | undefined) : undefined;
  const base = baseQueryObject(formData, DEFAULT_ROW_LIMIT);
  const labels = metrics.map(getMetricLabel);
  const axis = {
    columnType: 'BASE_AXIS' as const,
    sqlExpression: x,
    label: x,
    expressionType: 'SQL' as const,
    ...(grain ? { timeGrain: grain } : {}),
  };
  const postProcessing: PostProcessingRule[] = [
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
    postProcessing.push({
      operation: 'rename',
      options: { columns: { [labels[0]!]: null }, level: 0, inplace: true },
    });
  }
  postProcessing.push({ operation: 'flatten' });
  return queryContext(formData, [
    {
      ...base,
      columns: [axis, ...groupby],
      series_columns: groupby,
      metrics,
      orderby: [[metrics[0]!, false]],
      extras: { ...(base.extras as object), ...(grain ? { time_grain_sqla: grain } : {}) },
      post_processing: postProcessing,
    },
  ]);
}
