import type { QueryContextRequest, QueryObjectRequest } from '../../query/request';
import type { FormMetric, QueryFormData } from '../../wire';
import {
  asArray,
  baseQueryObject,
  DEFAULT_ROW_LIMIT,
  queryContext,
  withExtraFormData,
} from '../shared/form-data';
import { isXAxisTemporal, xAxisColumn } from '../timeseries';
import { QUERY_B_SUFFIX, removeFormDataSuffix, retainFormDataSuffix } from './form-data-suffix';
import { isTimeComparison, timeOffsets, timeseriesPostProcessing } from './operators';

/** The x-axis column of both queries: Superset's BASE_AXIS, bucketed by the grain when temporal. */
function axisColumn(formData: QueryFormData, x: string) {
  const grain = formData.time_grain_sqla;
  const timeGrain = isXAxisTemporal(formData) && typeof grain === 'string' && grain ? grain : undefined;
  return {
    column: {
      columnType: 'BASE_AXIS' as const,
      sqlExpression: x,
      label: x,
      expressionType: 'SQL' as const,
      ...(timeGrain ? { timeGrain } : {}),
    },
    timeGrain,
  };
}

/** A metric that is set: Superset's lodash `isEmpty` check on the series-limit metric. */
function isMetric(value: unknown): value is FormMetric {
  if (typeof value === 'string') return value !== '';
  return (
    typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length > 0
  );
}

/**
 * Superset's normalizeOrderBy: the series-limit metric, else the first metric, in the direction
 * `order_desc` asks; `order_desc` itself is not sent.
 */
function orderBy(metrics: readonly FormMetric[], limitMetric: unknown, orderDesc: boolean) {
  const by = isMetric(limitMetric) ? limitMetric : metrics[0];
  return by ? [[by, !orderDesc] as const] : undefined;
}

/** One of the two queries, from its own form data (already split from the other's keys). */
function mixedQuery(own: QueryFormData, x: string): QueryObjectRequest {
  const merged = withExtraFormData(own);
  const metrics = asArray<FormMetric>(merged.metrics);
  const groupby = asArray<string>(merged.groupby);
  const { column, timeGrain } = axisColumn(merged, x);
  const { order_desc: _orderDesc, ...base } = baseQueryObject(merged, DEFAULT_ROW_LIMIT);
  const orderDesc = merged.order_desc !== false;
  const limitMetric = merged.timeseries_limit_metric ?? merged.series_limit_metric;
  const limit = Number(merged.limit);
  const operatorQuery = { metrics, seriesColumns: groupby, xAxis: x };
  const orderby = orderBy(metrics, limitMetric, orderDesc);
  return {
    ...base,
    columns: [column, ...groupby],
    series_columns: groupby,
    metrics,
    series_limit: Number.isInteger(limit) && limit > 0 ? limit : 0,
    ...(isMetric(limitMetric) ? { series_limit_metric: limitMetric } : {}),
    ...(orderby ? { orderby } : {}),
    extras: { ...base.extras, ...(timeGrain ? { time_grain_sqla: timeGrain } : {}) },
    time_offsets: isTimeComparison(merged, operatorQuery) ? timeOffsets(merged) : [],
    post_processing: timeseriesPostProcessing(merged, operatorQuery),
  };
}

/**
 * The keys that say what query B asks for. B takes them only from their `_b` twins: a chart that
 * never set `limit_b` has no series limit on B, rather than A's limit and A's sort metric.
 */
const QUERY_OWN_KEYS = [
  'metrics',
  'groupby',
  'adhoc_filters',
  'limit',
  'timeseries_limit_metric',
  'order_desc',
];

/** Query B's form data: Superset's retainFormDataSuffix, its own keys from their `_b` twins only. */
export function queryBFormData(formData: QueryFormData): QueryFormData {
  const own = Object.fromEntries(QUERY_OWN_KEYS.map((key) => [key, formData[`${key}${QUERY_B_SUFFIX}`]]));
  return { ...retainFormDataSuffix(formData), ...own };
}

/**
 * Form data → query context of Superset's Mixed Chart: query A from the plain keys, query B from
 * the `_b` keys (metrics_b, groupby_b, adhoc_filters_b, limit_b, timeseries_limit_metric_b,
 * order_desc_b, rolling/time-compare/resample `_b` variants), both on the same x-axis and each
 * with its own post-processing; the dashboard's extra form data applies to both.
 */
export function buildMixedTimeseriesQuery(formData: QueryFormData): QueryContextRequest {
  const x = xAxisColumn(formData);
  if (!x) throw new Error('Choose a column for the X-axis.');
  const formDataA = removeFormDataSuffix(formData);
  const formDataB = queryBFormData(formData);
  if (asArray(formDataA.metrics).length === 0 && asArray(formDataB.metrics).length === 0) {
    throw new Error('Add at least one metric to query A or query B.');
  }
  return queryContext(formData, [mixedQuery(formDataA, x), mixedQuery(formDataB, x)]);
}
