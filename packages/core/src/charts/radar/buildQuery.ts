import type { QueryContextRequest } from '../../query/request';
import type { FormMetric, QueryFormData } from '../../wire';
import { asArray, baseQueryObject, queryContext, withExtraFormData } from '../shared/form-data';

/** Superset's control-panel default: a radar compares a handful of groups. */
export const RADAR_DEFAULT_ROW_LIMIT = 10;

/**
 * Form data → query context for `radar`, as Superset's Radar buildQuery: the metrics (one axis
 * each) by the dimensions (one shape per row), ordered by the "sort by" metric
 * (`series_limit_metric`) or else the first metric, descending.
 */
export function buildRadarQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metrics = asArray<FormMetric>(merged.metrics);
  if (metrics.length === 0) throw new Error('Add at least one metric.');
  const sortBy = (
    Array.isArray(merged.series_limit_metric) ? merged.series_limit_metric[0] : merged.series_limit_metric
  ) as FormMetric | null | undefined;
  return queryContext(formData, [
    {
      ...baseQueryObject(merged, RADAR_DEFAULT_ROW_LIMIT),
      columns: asArray<string>(merged.groupby),
      metrics,
      orderby: [[sortBy || metrics[0]!, false]],
    },
  ]);
}
