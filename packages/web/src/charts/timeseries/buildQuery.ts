import { asArray, baseQueryObject, queryContext } from '../shared/formData';
import { getMetricLabel, type Metric } from '../shared/metrics';
import { DEFAULT_ROW_LIMIT, DEFAULT_TIME_GRAIN } from '../shared/options';
import type { FormData, QueryContext } from '../types';

export function xAxisColumn(formData: FormData): string | null {
  const value = formData.x_axis ?? formData.granularity_sqla;
  return typeof value === 'string' && value ? value : null;
}

/**
 * Form data → query context for `echarts_timeseries_line`, as Superset's generic-axes charts
 * build it: a BASE_AXIS column bucketed by the time grain, the dimensions as series, then a
 * pivot so each series becomes one column.
 */
export function buildLineQuery(formData: FormData): QueryContext {
  const x = xAxisColumn(formData);
  if (!x) throw new Error('Choose a column for the X-axis.');
  const metrics = asArray<Metric>(formData.metrics);
  if (metrics.length === 0) throw new Error('Add at least one metric.');
  const groupby = asArray<string>(formData.groupby);
  const grain = typeof formData.time_grain_sqla === 'string' ? formData.time_grain_sqla : DEFAULT_TIME_GRAIN;
  const base = baseQueryObject(formData, DEFAULT_ROW_LIMIT);
  const labels = metrics.map(getMetricLabel);
  const axis = {
    columnType: 'BASE_AXIS',
    sqlExpression: x,
    label: x,
    expressionType: 'SQL',
    timeGrain: grain,
  };
  return queryContext(formData, [
    {
      ...base,
      columns: [axis, ...groupby],
      series_columns: groupby,
      metrics,
      orderby: [[metrics[0], false]],
      extras: { ...(base.extras as object), time_grain_sqla: grain },
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: [x],
            columns: groupby,
            aggregates: Object.fromEntries(labels.map((label) => [label, { operator: 'mean' }])),
            drop_missing_columns: false,
          },
        },
        { operation: 'flatten' },
      ],
    },
  ]);
}
