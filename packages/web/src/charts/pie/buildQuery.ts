import type { QueryContextRequest, QueryFormData } from '@tessera/core';
import { asArray, baseQueryObject, queryContext } from '../shared/formData';
import { singleMetric } from '../shared/singleMetric';

export const PIE_DEFAULT_ROW_LIMIT = 100;

/** Form data → query context for `pie`: one metric by the dimensions, largest slices first. */
export function buildPieQuery(formData: QueryFormData): QueryContextRequest {
  const metric = singleMetric(formData);
  if (!metric) throw new Error('Choose a metric.');
  const groupby = asArray<string>(formData.groupby);
  if (groupby.length === 0) throw new Error('Add a dimension to slice the pie by.');
  return queryContext(formData, [
    {
      ...baseQueryObject(formData, PIE_DEFAULT_ROW_LIMIT),
      columns: groupby,
      metrics: [metric],
      orderby: formData.sort_by_metric === false ? [] : [[metric, false]],
    },
  ]);
}
