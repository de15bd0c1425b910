import type { QueryContextRequest } from '../../query/request';
import type { QueryFormData } from '../../wire';
import { asArray, baseQueryObject, queryContext, singleMetric, withExtraFormData } from '../shared/form-data';

/** Superset's control-panel default: a gauge shows a handful of values. */
export const GAUGE_DEFAULT_ROW_LIMIT = 10;

/**
 * Form data → query context for `gauge_chart`, as Superset's Gauge buildQuery: the metric by the
 * optional dimensions (one pointer each), largest first unless `sort_by_metric` is off.
 */
export function buildGaugeQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  return queryContext(formData, [
    {
      ...baseQueryObject(merged, GAUGE_DEFAULT_ROW_LIMIT),
      columns: asArray<string>(merged.groupby),
      metrics: [metric],
      orderby: merged.sort_by_metric === false ? [] : [[metric, false]],
    },
  ]);
}
