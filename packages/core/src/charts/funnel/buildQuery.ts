import type { QueryContextRequest } from '../../query/request';
import type { QueryFormData } from '../../wire';
import { asArray, baseQueryObject, queryContext, singleMetric, withExtraFormData } from '../shared/form-data';

/** Superset's control-panel default: a funnel has a handful of steps. */
export const FUNNEL_DEFAULT_ROW_LIMIT = 10;

/**
 * Form data → query context for `funnel`, as Superset's: the metric by the dimensions (one step
 * per row), largest first when `sort_by_metric` is on.
 */
export function buildFunnelQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  return queryContext(formData, [
    {
      ...baseQueryObject(merged, FUNNEL_DEFAULT_ROW_LIMIT),
      columns: asArray<string>(merged.groupby),
      metrics: [metric],
      orderby: merged.sort_by_metric === false ? [] : [[metric, false]],
    },
  ]);
}
