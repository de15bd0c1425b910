import type { QueryContextRequest } from '../../query/request';
import type { QueryFormData } from '../../wire';
import { asArray, baseQueryObject, queryContext, singleMetric, withExtraFormData } from '../shared/form-data';

export const PIE_DEFAULT_ROW_LIMIT = 100;

/** Form data → query context for `pie`: one metric by the dimensions, largest slices first. */
export function buildPieQuery(formData: QueryFormData): QueryContextRequest {
  const merged = withExtraFormData(formData);
  const metric = singleMetric(merged);
  if (!metric) throw new Error('Choose a metric.');
  const groupby = asArray<string>(merged.groupby);
  if (groupby.length === 0) throw new Error('Add a dimension to slice the pie by.');
  return queryContext(formData, [
    {
      ...baseQueryObject(merged, PIE_DEFAULT_ROW_LIMIT),
      columns: groupby,
      metrics: [metric],
      orderby: merged.sort_by_metric === false ? [] : [[metric, false]],
    },
  ]);
}
