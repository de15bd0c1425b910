import type { QueryContextRequest } from '../../query/request';
import type { FormColumn, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  singleMetric,
  withExtraFormData,
} from '../shared/form-data';
import { isXAxisTemporal, xAxisColumn } from '../timeseries/buildQuery';

/** The waterfall's one breakdown column: Superset saves `groupby` as a list of at most one. */
export function waterfallBreakdown(formData: QueryFormData): string | null {
  const value = Array.isArray(formData.groupby) ? formData.groupby[0] : formData.groupby;
  return typeof value === 'string' && value ? value : null;
}

/**
 * Form data → query context for `waterfall`, as Superset's Waterfall builds it: the metric by the
 * X-axis (a BASE_AXIS column, bucketed by the grain when temporal) and the optional breakdown,
 * ordered by each column ascending so the running total walks the axis in order.
 */
export function buildWaterfallQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  const x = xAxisColumn(merged);
  if (!x) throw new Error('Choose a column for the X-axis.');
  const breakdown = asArray<string>(merged.groupby).length > 0 ? waterfallBreakdown(merged) : null;
  const grainValue = merged.time_grain_sqla;
  const grain =
    isXAxisTemporal(formData) && typeof grainValue === 'string' && grainValue ? grainValue : undefined;
  const base = baseQueryObject(merged, DEFAULT_ROW_LIMIT);
  const names = breakdown ? [x, breakdown] : [x];
  return queryContext(formData, [
    {
      ...base,
      columns: [
        {
          columnType: 'BASE_AXIS',
          sqlExpression: x,
          label: x,
          expressionType: 'SQL',
          ...(grain ? { timeGrain: grain } : {}),
        },
        ...(breakdown ? [breakdown] : []),
      ],
      metrics: [metric],
      orderby: names.map((column) => [column, true] as [FormColumn, boolean]),
      extras: { ...base.extras, ...(grain ? { time_grain_sqla: grain } : {}) },
    },
  ]);
}
