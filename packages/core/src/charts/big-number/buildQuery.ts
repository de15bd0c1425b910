import type { QueryContextRequest } from '../../query/request';
import type { QueryFormData } from '../../wire';
import { baseQueryObject, queryContext, singleMetric, withExtraFormData } from '../shared/form-data';

/** Form data → one query for one number: the metric over the whole (filtered) dataset. */
export function buildBigNumberQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  return queryContext(formData, [
    { ...baseQueryObject(merged, 1), columns: [], metrics: [metric], orderby: [] },
  ]);
}
