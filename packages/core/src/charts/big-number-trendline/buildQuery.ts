import type { QueryContextRequest } from '../../query/request';
import type { PostProcessingRule } from '../../query/types';
import type { QueryFormData } from '../../wire';
import {
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  singleMetric,
  withExtraFormData,
} from '../shared/form-data';
import { formMetricLabel } from '../shared/metric-label';
import { xAxisColumn } from '../timeseries/buildQuery';

const WINDOW_TYPES = ['sum', 'mean', 'std'];

function wholeNumber(value: unknown, fallback: number): number {
  const number = Number(value);
  return value !== null && value !== '' && Number.isInteger(number) ? number : fallback;
}

/**
 * Superset's rollingWindowOperator: `cumsum` is a running total (`cum`), `sum`/`mean`/`std` a
 * moving window of `rolling_periods` rows; anything else (Superset saves "None") adds nothing.
 */
export function rollingRule(formData: QueryFormData, label: string): PostProcessingRule | null {
  const type = formData.rolling_type;
  const columns = { [label]: label };
  if (type === 'cumsum') return { operation: 'cum', options: { operator: 'sum', columns } };
  if (typeof type === 'string' && WINDOW_TYPES.includes(type)) {
    return {
      operation: 'rolling',
      options: {
        rolling_type: type,
        window: wholeNumber(formData.rolling_periods, 1),
        min_periods: wholeNumber(formData.min_periods, 0),
        columns,
      },
    };
  }
  return null;
}

/**
 * Form data → query context for `big_number`, as Superset's BigNumberWithTrendline builds it: the
 * metric by the time axis (a BASE_AXIS column bucketed by the grain), pivoted on the axis, the
 * optional rolling window, then flattened. Older charts name the axis `granularity_sqla`.
 */
export function buildBigNumberTrendlineQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  const x = xAxisColumn(merged);
  if (!x) throw new Error('Choose a time column for the trendline.');
  const label = formMetricLabel(metric);
  const grain =
    typeof merged.time_grain_sqla === 'string' && merged.time_grain_sqla ? merged.time_grain_sqla : undefined;
  const base = baseQueryObject(merged, DEFAULT_ROW_LIMIT);
  const rolling = rollingRule(merged, label);
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
      ],
      metrics: [metric],
      orderby: [],
      extras: { ...base.extras, ...(grain ? { time_grain_sqla: grain } : {}) },
      post_processing: [
        {
          operation: 'pivot',
          options: {
            index: [x],
            columns: [],
            aggregates: { [label]: { operator: 'mean' } },
            drop_missing_columns: merged.show_empty_columns !== true,
          },
        },
        ...(rolling ? [rolling] : []),
        { operation: 'flatten' },
      ],
    },
  ]);
}
